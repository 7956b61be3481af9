// Norwegian (Bokmål) texts of the app frame: title, home screen, menu, notices. Mirrors ../en/app.ts.
import type { Catalog } from '../catalog';
import type { app as enApp } from '../en/app';

export const app: Catalog<typeof enApp> = {
  title: 'Schwimmen & Schnapsen',
  tagline: 'To klassiske kortspill, Schwimmen (trettien) og Schnapsen, mot datamaskinen i nettleseren din.',
  schwimmen: 'Schwimmen',
  schnapsen: 'Schnapsen',
  round: 'Runde {round}',
  deal: 'Giv {deal}',
  loading: 'Stokker kortene…',
  home: 'Hjem',
  start: {
    intro: 'Velg et spill og spill mot datamaskinen – på mobilen eller datamaskinen, også uten nett.',
    gamesLabel: 'Spill',
    schwimmen: {
      players: '2–8 spillere',
      blurb: 'Bytt kort med midten og samle 31 i én sort før noen banker.',
    },
    schnapsen: {
      players: '2 spillere',
      blurb: 'Den wienske stikkduellen: gifte, lukke bunken og kappløpet mot 66.',
    },
    play: 'Spill',
    resume: 'Fortsett',
    schwimmenInProgress: 'Spill i gang: runde {round}, du har {lives}.',
    schwimmenOver: 'Det siste spillet ditt er over.',
    lives: { one: '{count} liv', other: '{count} liv' },
    schnapsenInProgress: 'Spill i gang: giv {deal}; spillpoeng igjen: du {mine}, {name} {theirs}.',
    schnapsenOver: 'Den siste Bummerlen din er over.',
    record: 'Bummerler vunnet {won}, tapt {lost}',
  },
  /** No name ends in s, so the genitive is always "{name}s". */
  names: ['Anne', 'Bjørn', 'Camilla', 'Dag', 'Eva', 'Frode', 'Guro'],
  language: {
    label: 'Språk',
    hint: 'For all tekst, reglene og kortnavnene. Endres med en gang.',
  },
  menu: {
    label: 'Spillmeny',
    rules: 'Regler',
    settings: 'Innstillinger',
    newMatch: 'Nytt spill',
    log: 'Trekk',
  },
  confirmNewMatch: {
    title: 'Starte et nytt spill?',
    text: 'Spillet som er i gang, går tapt.',
    confirm: 'Start nytt spill',
    cancel: 'Spill videre',
  },
  notices: {
    saveNewer:
      'Det lagrede spillet ditt kommer fra en nyere versjon av appen, så det ble lagt til side, og et nytt spill startet.',
  },
  refusals: {
    notYourTurn: 'Det er ikke din tur',
  },
};
