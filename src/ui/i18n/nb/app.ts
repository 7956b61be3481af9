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
    schwimmenWon: 'Siste spill: du vant etter {rounds}.',
    schwimmenLost: 'Siste spill: {name} vant etter {rounds}.',
    schwimmenDraw: 'Siste spill: uavgjort etter {rounds}.',
    rounds: { one: '{count} runde', other: '{count} runder' },
    lives: { one: '{count} liv', other: '{count} liv' },
    schnapsenInProgress: 'Spill i gang: giv {deal}; spillpoeng igjen: du {mine}, {name} {theirs}.',
    schnapsenWon: {
      one: 'Siste Bummerl: du vant; {name} manglet {count} spillpoeng.',
      other: 'Siste Bummerl: du vant; {name} manglet {count} spillpoeng.',
    },
    schnapsenLost: {
      one: 'Siste Bummerl: {name} vant; du manglet {count} spillpoeng.',
      other: 'Siste Bummerl: {name} vant; du manglet {count} spillpoeng.',
    },
    record: 'Bummerler vunnet {won}, tapt {lost}',
    /** The button that opens a game's guided first game (its name carries the game's). */
    howToPlay: 'Slik spiller du {game}',
    daily: 'Dagens giv: {game}',
    openRecord: 'Åpne et spillreferat',
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
    record: 'Spillreferat',
    log: 'Trekk',
  },
  confirmNewMatch: {
    title: 'Starte et nytt spill?',
    text: 'Spillet som er i gang, går tapt.',
    confirm: 'Start nytt spill',
    cancel: 'Spill videre',
  },
  notices: {
    notSaved:
      'Kan ikke lagres på denne enheten: {what}. Lagringen er full eller slått av. Du kan spille videre: alt lagres så snart det er plass igjen, men laster du inn siden på nytt før det, går endringene tapt.',
    notSavedShort: 'Lagres ikke på denne enheten',
    fold: 'Gjør denne meldingen liten',
    unfold: 'Hvorfor?',
    tookOver: 'Dette partiet fortsatte i en annen fane. Det vises her slik det står nå.',
    parts: {
      'kartenrunde:schwimmen:match': 'Schwimmen-partiet ditt',
      'kartenrunde:schwimmen:settings': 'Schwimmen-innstillingene dine',
      'kartenrunde:schnapsen:match': 'Schnapsen-partiet ditt',
      'kartenrunde:schnapsen:settings': 'Schnapsen-innstillingene dine',
      'kartenrunde:schnapsen:bummerls': 'Bummerl-resultatene dine',
      'kartenrunde:schwimmen:daily': 'dagens giv i Schwimmen',
      'kartenrunde:schnapsen:daily': 'dagens giv i Schnapsen',
      'kartenrunde:daily': 'dine dagens giv',
      'kartenrunde:schwimmen': 'de lagrede spillene dine',
      'kartenrunde:stats': 'statistikken din',
      'kartenrunde:skill': 'ferdighetstallet ditt',
      'kartenrunde:language': 'språkvalget ditt',
      'kartenrunde:sound': 'lydinnstillingen din',
    },
    unreadable:
      'Lagrede data kunne ikke leses: {what}. De ble lagt til side på denne enheten, og den delen begynner på nytt.',
    newerVersion:
      'Lagrede data kommer fra en nyere versjon av appen: {what}. De ble lagt til side på denne enheten, og den delen begynner på nytt.',
    empty: 'Lagrede data var tomme: {what}. Den delen begynner på nytt.',
    notKept: 'Denne enheten har ikke plass til en kopi. Last den ned hvis du vil ta vare på den.',
    download: 'Last ned det uleselige lagrede spillet',
    crash: {
      title: 'Noe gikk galt ved dette bordet',
      text: 'Spillet støtte på en feil det ikke kommer forbi. Det lagrede partiet ditt legges til side når du begynner på nytt.',
      restart: 'Start et nytt spill',
      home: 'Hjem',
    },
    sharedDeal: {
      title: 'Starte den delte given?',
      text: 'Partiet du er i gang med, går tapt.',
      start: 'Start den delte given',
      keep: 'Behold partiet mitt',
    },
  },
  refusals: {
    notYourTurn: 'Det er ikke din tur',
  },
};
