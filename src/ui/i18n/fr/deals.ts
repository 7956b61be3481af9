import type { Catalog } from '../catalog';
import type { deals as english } from '../en/deals';

export const deals: Catalog<typeof english> = {
  fingerprint: {
    show: 'Afficher l’empreinte entière',
    hide: 'Masquer l’empreinte entière',
    title: 'Empreinte de la donne {deal}',
    explain:
      'Le SHA-256 de la graine de cette donne, fixé avant que la première carte soit distribuée. Une fois la donne finie, « Vérifier cette donne » montre la graine : vous pouvez voir qu’elle donne cette empreinte et ces cartes.',
    none: 'pas d’empreinte',
    why: 'Pourquoi n’y a-t-il pas d’empreinte ?',
    noneReason:
      'Cette donne a été distribuée avant que les donnes puissent être vérifiées : elle appartient à une partie enregistrée par une ancienne version de l’application. Chaque nouvelle donne en a une.',
  },
  check: {
    button: 'Vérifier cette donne',
    title: 'Vérifier la donne {deal}',
    intro:
      'La graine dont vient cette donne, son empreinte recalculée maintenant et les cartes que donne la graine, chacune comparée à ce que la table a montré et distribué.',
    seed: 'La graine (le texte haché)',
    hash: 'Son SHA-256, calculé maintenant',
    shown: 'L’empreinte montrée avant la donne',
    webCrypto: 'Calculé par votre navigateur (Web Crypto).',
    appCrypto:
      'Cette page n’a pas Web Crypto (elle n’est pas servie par une connexion sécurisée) : l’application l’a donc calculé elle-même.',
    working: 'Calcul en cours…',
    hashMatches: 'L’empreinte correspond à celle montrée avant la donne.',
    hashDiffers: 'L’empreinte NE correspond PAS à celle montrée avant la donne.',
    deck: 'Les cartes que donne cette graine, dans l’ordre de la distribution',
    dealt: 'Les cartes distribuées par la table',
    deckMatches: 'Les cartes distribuées sont celles que donne cette graine.',
    deckDiffers: {
      one: 'Les cartes distribuées NE sont PAS celles que donne cette graine : {count} place diffère (marquée).',
      many: 'Les cartes distribuées NE sont PAS celles que donne cette graine : {count} places diffèrent (marquées).',
      other:
        'Les cartes distribuées NE sont PAS celles que donne cette graine : {count} places diffèrent (marquées).',
    },
    differs: 'pas la carte que la graine donne ici',
    notDealt: 'L’enregistrement de la table ne contient aucune carte pour cette donne.',
    outside: 'Vérifier hors de l’application',
    outsideHow:
      'Dans une copie du code source de l’application, cette commande affiche l’empreinte et le paquet de la graine. Le fichier docs/fair-deals.md explique chaque étape, avec un court programme Python qui fait de même.',
    noSeedTitle: 'Rien à vérifier',
    noSeed:
      'Cette donne a été distribuée avant que les donnes puissent être vérifiées : elle appartient à une partie enregistrée par une ancienne version de l’application, et a été distribuée sans graine qui puisse être montrée. Chaque nouvelle donne peut être vérifiée.',
  },
};
