// Norwegian texts of the Schnapsen table. Mirrors ../en/schnapsen.ts. Words: giv (a deal), stikk, bunken
// (the talon), trumf, gifte (a marriage, "melde gifte"), spille ut (to lead), lukke, melde 66 (the claim),
// spillpoeng (game points). Cards are named suit first: "hjerter ti".
import type { Catalog } from '../catalog';
import type { schnapsen as enSchnapsen } from '../en/schnapsen';

export const schnapsen: Catalog<typeof enSchnapsen> = {
  title: 'Schnapsen',

  words: {
    card: '{suit} {rank}',
    ranks: {
      french: { J: 'knekt', Q: 'dame', K: 'konge', T: 'ti', A: 'ess' },
      german: { J: 'Unter', Q: 'Ober', K: 'konge', T: 'ti', A: 'ess' },
    },
    suitTitles: {
      french: { c: 'Kløver', s: 'Spar', h: 'Hjerter', d: 'Ruter' },
      german: { c: 'Eikenøtter', s: 'Løv', h: 'Hjerter', d: 'Bjeller' },
    },
    /** "et høyere hjerterkort". */
    suitOne: {
      french: { c: 'kløverkort', s: 'sparkort', h: 'hjerterkort', d: 'ruterkort' },
      german: { c: 'eikenøttkort', s: 'løvkort', h: 'hjerterkort', d: 'bjellekort' },
    },
  },

  table: {
    opponentHand: '{name}s kort',
    cardsHeld: { one: '{count} kort', other: '{count} kort' },
    knownCard: 'Vist med bildesiden opp',
    talon: 'Bunken',
    talonCount: { one: '{count} kort i bunken', other: '{count} kort i bunken' },
    talonCountClosed: {
      one: '{count} kort i den lukkede bunken',
      other: '{count} kort i den lukkede bunken',
    },
    talonEmpty: 'Bunken er brukt opp',
    trumpCard: 'Trumfkort: {card}',
    trumpFaceDown: 'Trumfkortet er snudd: bunken er lukket',
    trumps: 'Trumf',
    trumpSuit: 'Trumf: {suit}',
    trick: 'Stikk',
    tookTrick: '{who} tok stikket',
    lastTrick: 'Siste stikk',
    lastTrickNone: 'Ingen stikk tatt ennå',
    lastTrickTitle: 'Det siste stikket',
    lastTrickLed: 'Utspill: {who}',
  },

  seats: {
    yourTurn: 'Din tur',
    playing: 'Spiller',
    thinking: 'Tenker',
    points: { one: '{count} poeng', other: '{count} poeng' },
    pending: '+{count} venter',
    pendingLong: '{count} giftepoeng teller fra første vunne stikk',
    tricks: { one: '{count} stikk', other: '{count} stikk' },
    bummerl: 'Bummerl',
    bummerlLeft: {
      one: 'Bummerl: {count} spillpoeng igjen',
      other: 'Bummerl: {count} spillpoeng igjen',
    },
    toGo: { one: 'igjen', other: 'igjen' },
    won: 'Vunnet',
    bummerlWon: 'Bummerl: vunnet',
    marriage: 'Gifte i {suit} ({points})',
    closed: 'Lukket',
    closedLong: 'Lukket bunken',
    exchanged: 'Byttet',
    exchangedLong: {
      french: 'Byttet trumfknekten mot {card}',
      german: 'Byttet trumf-Unteren mot {card}',
    },
    announcements: 'Meldinger',
  },

  actions: {
    marry: 'Gifte',
    exchangeTrump: {
      french: 'Bytt trumfknekt',
      german: 'Bytt trumf-Unter',
    },
    close: 'Lukk bunken',
    claim: 'Meld 66',
    chooseSuit: 'Hvilket gifte?',
    marriageOption: '{suit} ({points})',
  },

  claimConfirm: {
    title: 'Melde 66?',
    text: {
      one: 'Du har {count} poeng. Melde likevel? Da taper du denne given.',
      other: 'Du har {count} poeng. Melde likevel? Da taper du denne given.',
    },
    confirm: 'Meld likevel',
    textUncounted: 'Melder du med færre enn 66 poeng, taper du denne given. Melde nå?',
    confirmUncounted: 'Meld',
    cancel: 'Spill videre',
  },

  closeConfirm: {
    title: 'Lukke bunken?',
    text: {
      one: 'Ingen trekker flere kort, og fra nå av må man følge farge. Du må nå 66 med kortene du har på hånden; ellers får {name} {count} spillpoeng.',
      other:
        'Ingen trekker flere kort, og fra nå av må man følge farge. Du må nå 66 med kortene du har på hånden; ellers får {name} {count} spillpoeng.',
    },
    confirm: 'Lukk bunken',
    cancel: 'La den være åpen',
  },

  refusals: {
    notYourTurn: 'Ikke din tur',
    notOnLead: 'Bare spilleren som har utspillet',
    marriageAnnounced: 'Ikke etter at du har meldt gifte',
    noMarriage: {
      french: 'Krever konge og dame i samme sort',
      german: 'Krever konge og Ober i samme sort',
    },
    talonClosed: 'Bunken er lukket',
    talonEmpty: 'Bunken er brukt opp',
    talonTooSmall: 'Bare mens det er 2 eller flere kort i bunken',
    talonTooSmallOne: 'Bare mens det er et kort igjen i bunken',
    noTrumpJack: 'Krever {card}',
    leadMarriageCard: {
      french: 'Spill ut {suit} konge eller dame, eller meld 66',
      german: 'Spill ut {suit} konge eller Ober, eller meld 66',
    },
    mustHead: 'Du må ta stikket med et høyere {suit}',
    mustFollow: 'Du må følge {suit}',
    mustTrump: 'Du må trumfe',
    notPlayable: 'Du kan ikke spille dette kortet nå',
  },

  status: {
    lead: 'Ditt utspill: spill et kort',
    follow: 'Din tur: svar på kortet til {name}',
    followClosed: 'Din tur: følg sort hvis du kan',
    marriageLead: {
      french: 'Spill ut {suit} konge eller dame, eller meld 66',
      german: 'Spill ut {suit} konge eller Ober, eller meld 66',
    },
    thinking: '{name} tenker',
    playing: '{name} spiller',
    waitingForDeal: 'Venter på utdelingen',
    dealOver: 'Given er over',
    matchOver: 'Bummerlen er over',
    claimNow: 'Du har {points} – meld 66 nå',
  },

  announce: {
    newDeal: 'Ny giv: {name} gir, {suit} er trumf',
    plays: '{name} spiller {card}',
    marriage: '{name} melder gifte i {suit} ({points})',
    exchange: {
      french: '{name} bytter trumfknekten mot {card}',
      german: '{name} bytter trumf-Unteren mot {card}',
    },
    close: '{name} lukker bunken',
    claim: '{name} melder 66',
    youTakeTrick: 'Du tar stikket',
    theyTakeTrick: '{name} tar stikket',
    yourTurn: 'Din tur',
  },

  result: {
    title: 'Giv {deal}',
    youWin: 'Du vinner given',
    theyWin: '{name} vinner given',
    reasons: {
      claim: '{who} meldte 66 med {points} poeng.',
      falseClaim: '{who} meldte 66 med bare {points} poeng: en falsk melding.',
      closedClaim: '{who} lukket bunken og meldte 66 med {points} poeng.',
      closedLastTrick: '{who} lukket bunken og tok siste stikk med {points} poeng.',
      closedFalseClaim: '{who} lukket bunken, men meldte 66 med bare {points} poeng.',
      closedBeaten: '{who} nådde 66 først etter at {closer} lukket bunken.',
      closedRunOut: '{who} lukket bunken, men nådde ikke 66.',
      closedNoClaim: '{who} lukket bunken og nådde 66, men tapte siste stikk uten å melde.',
      lastTrick: '{who} tok siste stikk.',
      lastTrickWith: '{who} tok siste stikk med {points} poeng.',
    },
    worth: {
      one: '1 spillpoeng: {who} hadde 33 poeng eller mer.',
      two: '2 spillpoeng: {who} hadde under 33 poeng (Schneider).',
      three: '3 spillpoeng: {who} hadde ikke tatt et stikk (Schwarz).',
      oneClosed: '1 spillpoeng: {who} hadde 33 poeng eller mer da bunken ble lukket.',
      twoClosed: '2 spillpoeng: {who} hadde under 33 poeng da bunken ble lukket.',
      threeClosed: '3 spillpoeng: {who} hadde ikke tatt et stikk da bunken ble lukket.',
      falseClaimTwo: '2 spillpoeng for en falsk melding.',
      falseClaimThree: '3 spillpoeng for en falsk melding: {who} hadde ikke tatt et stikk ennå.',
      closedFailedTwo: '2 spillpoeng for en mislykket lukking.',
      closedFailedThree:
        '3 spillpoeng for en mislykket lukking: {who} hadde ikke tatt et stikk da bunken ble lukket.',
      lastTrickOnly: '1 spillpoeng for siste stikk, uten 66.',
    },
    gamePoints: { one: '+{count} spillpoeng', other: '+{count} spillpoeng' },
    columns: { player: 'Spiller', points: 'Poeng', tricks: 'Stikk', bummerl: 'Bummerl' },
    tableCaption: 'Kortpoeng, stikk og Bummerl etter denne given',
    bummerlChange: '{before} → {after}',
    bummerlChangeLabel: 'Bummerl: {after} igjen, {before} før',
    bummerlWonLabel: 'Bummerl vunnet: fra {before} til 0',
    lostMarriage: '{who} meldte {count} giftepoeng, men tok ikke et stikk, så de telte ikke.',
    nextDeal: 'Neste giv',
    seeResult: 'Se resultatet',
  },

  matchOver: {
    eyebrow: 'Bummerlen er over',
    youWin: 'Du vant Bummerlen!',
    theyWin: '{name} vant Bummerlen',
    youWinText: '{name} får Bummerlen.',
    theyWinText: 'Du får Bummerlen. Bedre lykke neste gang!',
    deals: { one: '{count} giv spilt', other: '{count} giv spilt' },
    lastDeal: 'Siste giv: {story}',
    record: 'Bummerler: du {won}, {name} {lost}',
    playAgain: 'Spill igjen',
    settings: 'Endre innstillinger',
  },

  settings: {
    title: 'Innstillinger for Schnapsen',
    intro: 'Sett opp Schnapsen-bordet ditt. Kortstil, poeng og tempo endres med en gang.',
    groups: { opponent: 'Motspiller', rules: 'Regler', play: 'Spill', look: 'Utseende og tempo' },
    level: {
      label: 'Datamaskinens nivå',
      hint: 'Hvor godt datamaskinen spiller. Gjelder fra neste spill.',
      options: {
        easy: { label: 'Lett', hint: 'Spiller på magefølelsen og gjør feil.' },
        normal: { label: 'Normal', hint: 'En stødig spiller som teller poengene.' },
        hard: { label: 'Vanskelig', hint: 'Husker hvert kort og leser meldingene dine.' },
        expert: { label: 'Ekspert', hint: 'Tenker fremover på kortene som ennå ikke er sett.' },
      },
    },
    bummerl: {
      label: 'Bummerl',
      hint: 'Spillpoeng for å vinne en Bummerl.',
      option: '{count} poeng',
    },
    exchangeWithOneLeft: {
      label: 'Bytte med ett kort igjen',
      hint: 'Tillat å bytte trumf når bare ett kort med bildesiden ned er igjen i bunken.',
    },
    autoClaim: {
      label: 'Automatisk melding',
      hint: 'Melder 66 for deg så snart du har det.',
    },
    showPoints: {
      label: 'Vis poengene mine',
      hint: 'Av: tell poengene i hodet, som ved et ekte bord; hver melding av 66 må bekreftes.',
    },
    faces: {
      label: 'Kortstil',
      hint: 'Bare utseendet endres; kortene teller likt.',
      options: {
        german: { label: 'Tyske', hint: 'Hjerter, bjeller, eikenøtter, løv, med Unter og Ober' },
        french: { label: 'Franske', hint: 'Hjerter, ruter, kløver, spar' },
      },
    },
  },
};
