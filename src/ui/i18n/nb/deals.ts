import type { Catalog } from '../catalog';
import type { deals as english } from '../en/deals';

export const deals: Catalog<typeof english> = {
  fingerprint: {
    show: 'Vis hele fingeravtrykket',
    hide: 'Skjul hele fingeravtrykket',
    title: 'Fingeravtrykk for giv {deal}',
    explain:
      'SHA-256 av frøet til dette givet, fastsatt før det første kortet ble delt ut. Når givet er over, viser «Sjekk dette givet» frøet, så du kan se at det gir dette fingeravtrykket og disse kortene.',
    none: 'uten fingeravtrykk',
    why: 'Hvorfor er det ikke noe fingeravtrykk?',
    noneReason:
      'Dette givet ble delt ut før giv kunne sjekkes: det hører til et parti lagret av en eldre versjon av appen. Hvert nytt giv har ett.',
  },
  check: {
    button: 'Sjekk dette givet',
    title: 'Sjekk giv {deal}',
    intro:
      'Frøet dette givet kom fra, fingeravtrykket regnet ut på nytt nå, og kortene frøet gir, hver sammenlignet med det bordet viste og delte ut.',
    seed: 'Frøet (teksten som ble hashet)',
    hash: 'SHA-256 av det, regnet ut nå',
    shown: 'Fingeravtrykket som ble vist før givet',
    webCrypto: 'Regnet ut av nettleseren din (Web Crypto).',
    appCrypto:
      'Denne siden har ikke Web Crypto (den hentes ikke over en sikker tilkobling), så appen regnet det ut selv.',
    working: 'Regner ut …',
    hashMatches: 'Fingeravtrykket stemmer med det som ble vist før givet.',
    hashDiffers: 'Fingeravtrykket stemmer IKKE med det som ble vist før givet.',
    deck: 'Kortene dette frøet gir, i den rekkefølgen de deles ut',
    dealt: 'Kortene bordet delte ut',
    deckMatches: 'Kortene som ble delt ut, er kortene dette frøet gir.',
    deckDiffers: {
      one: 'Kortene som ble delt ut, er IKKE kortene dette frøet gir: {count} plass er ulik (merket).',
      other: 'Kortene som ble delt ut, er IKKE kortene dette frøet gir: {count} plasser er ulike (merket).',
    },
    differs: 'ikke kortet frøet gir her',
    notDealt: 'Bordets opptegnelse har ingen kort for dette givet.',
    outside: 'Sjekk det utenfor appen',
    outsideHow:
      'I en kopi av appens kildekode skriver denne kommandoen ut fingeravtrykket og kortstokken til frøet. Filen docs/fair-deals.md forklarer hvert steg, med et kort Python-program som gjør det samme.',
    noSeedTitle: 'Ingenting å sjekke',
    noSeed:
      'Dette givet ble delt ut før giv kunne sjekkes: det hører til et parti lagret av en eldre versjon av appen, og ble delt ut uten et frø som kan vises. Hvert nytt giv kan sjekkes.',
  },
};
