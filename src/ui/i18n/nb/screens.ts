// Norwegian dialogs and panels around the table. Mirrors ../en/screens.ts. Norwegian verbs do not change
// with the subject, so the `one` and `more` forms are the same.
import type { Catalog } from '../catalog';
import type { screens as enScreens } from '../en/screens';

export const screens: Catalog<typeof enScreens> = {
  common: {
    close: 'Lukk',
    you: 'Du',
    youInSentence: 'du',
    on: 'På',
    off: 'Av',
    /** Opens the review of the round or deal just played (the coach). */
    review: 'Gjennomgang',
  },

  settings: {
    title: 'Innstillinger',
    intro: 'Sett opp bordet ditt. Kortstil og tempo endres med en gang.',
    groups: { table: 'Bord', rules: 'Regler', look: 'Utseende og tempo' },
    opponents: {
      label: 'Motspillere',
      hint: 'Hvor mange datamaskinspillere som sitter ved bordet med deg (1 til 7).',
    },
    level: {
      label: 'Datamaskinens nivå',
      hint: 'Hvor godt datamaskinspillerne spiller. Gjelder fra neste spill.',
      unavailable: 'Ikke tilgjengelig ennå',
      options: {
        easy: { label: 'Lett', hint: 'Spiller på magefølelsen og gjør feil.' },
        normal: { label: 'Normal', hint: 'En stødig spiller som kjenner sjansene.' },
        hard: { label: 'Vanskelig', hint: 'Følger med på hva alle tar og gir fra seg.' },
        expert: { label: 'Ekspert', hint: 'Tenker fremover på kortene som ennå ikke er sett.' },
      },
    },
    lives: {
      label: 'Liv',
      hint: 'Liv per spiller ved start. Uten liv svømmer du; taper du én gang til, er du ute.',
    },
    feuer: {
      label: 'Feuer',
      hint: 'Tre ess er verdt 32 og koster alle de andre et liv.',
    },
    knockInFirstRound: {
      label: 'Banke på første tur',
      hint: 'La spillerne banke før alle har hatt en tur.',
    },
    knockWithSwap: {
      label: 'Banke etter bytte',
      hint: 'Bytt ett kort eller alle tre, og bank i samme tur.',
    },
    threeOfAKind: {
      label: 'Tre like',
      hint: 'Tre kort av samme valør er verdt 30½.',
    },
    tieBreak: {
      label: 'Like laveste hender',
      hint: 'Hvem som taper når de laveste hendene er like mye verdt.',
      options: {
        none: {
          label: 'Alle taper',
          hint: 'Alle med den laveste hånden mister et liv (ingen, hvis alle er like).',
        },
        skat: { label: 'Skat-rekkefølge', hint: 'Den laveste sorten taper ({order}); tre like etter valør.' },
      },
    },
    faces: {
      label: 'Kortstil',
      hint: 'Bare utseendet endres; kortene teller likt.',
      options: {
        french: { label: 'Franske', hint: 'Kløver, spar, hjerter, ruter' },
        german: { label: 'Tyske', hint: 'Eikenøtter, løv, hjerter, bjeller' },
      },
    },
    speed: {
      label: 'Tempo',
      hint: 'Hvor lenge datamaskinspillerne tenker før hvert trekk.',
      options: { slow: 'Sakte', normal: 'Normalt', fast: 'Raskt', instant: 'Straks' },
    },
    suitOrder: '{a} > {b} > {c} > {d}',
    newMatchNote: 'Lagre starter et nytt spill med disse reglene.',
    defaults: 'Standard',
    cancel: 'Avbryt',
    save: 'Lagre',
    leave: {
      title: 'Forkaste endringene?',
      text: 'Endringene dine i innstillingene er ikke lagret.',
      discard: 'Forkast endringene',
      stay: 'Fortsett å redigere',
    },
    confirm: {
      title: 'Starte et nytt spill?',
      text: 'Starte et nytt spill med disse reglene? Spillet som er i gang, går tapt.',
      start: 'Start nytt spill',
      keep: 'Spill videre',
      keepHint: 'De andre endringene dine beholdes; reglene blir som de er.',
    },
  },

  result: {
    title: 'Oppgjør',
    value: {
      schnauz: 'Schnauz',
      feuer: 'Feuer',
      threeOfAKind: 'Tre like',
    },
    handLabel: '{name}: {cards}, verdt {value}',
    ending: {
      knock: { one: '{who} banket.', more: '{who} banket.' },
      knockUnknown: 'Runden sluttet etter at noen banket.',
      schnauz: { one: 'Schnauz! {who} viser 31.', more: 'Schnauz! {who} viser 31.' },
      feuer: { one: '{who} viser tre ess.', more: '{who} viser tre ess.' },
      stock: 'Alle passet, og bunken er tom.',
    },
    verdict: {
      feuer: 'Feuer! Alle andre mister et liv',
      nobody: 'Alle har {value}: ingen mister et liv',
      lowest: 'Lavest hånd: {value}\u00a0— {outcome}',
      loseLife: { one: '{who} mister et liv', more: '{who} mister et liv' },
      putOut: { one: '{who} er ute', more: '{who} er ute' },
      both: '{first}, og {second}',
    },
    notes: {
      atDeal: {
        you: 'Vist med en gang etter given: ingen tur ble spilt, og den andre hånden din blir liggende med bildesiden ned.',
        other:
          'Vist med en gang etter given: ingen tur ble spilt, og den andre hånden til {name} blir liggende med bildesiden ned.',
      },
      skatSuit: {
        one: '{who} taper på Skat-rekkefølgen: {lower} under {higher}',
        more: '{who} taper på Skat-rekkefølgen: {lower} under {higher}',
      },
      skatRank: {
        one: '{who} taper på Skat-rekkefølgen: tre {lower} under tre {higher}',
        more: '{who} taper på Skat-rekkefølgen: tre {lower} under tre {higher}',
      },
      swimming: {
        one: '{who} svømmer nå: ett tap til, og det er slutt.',
        more: '{who} svømmer nå: ett tap til, og det er slutt.',
      },
      out: {
        one: '{who} svømte og er ute av spillet.',
        more: '{who} svømte og er ute av spillet.',
      },
    },
    badges: {
      packetUnseen: 'Andre hånd usett',
      knocked: 'Banket',
      shown: 'Viste det',
      loses: '−1 liv',
      out: 'Ute',
      swimming: 'Svømmer',
      alreadyOut: 'Ute',
    },
    livesLeft: { one: '{count} liv igjen', other: '{count} liv igjen' },
    nextRound: 'Neste runde',
    seeResult: 'Se resultatet',
  },

  gameOver: {
    title: 'Spillet er over',
    youWin: 'Du vant!',
    wins: '{name} vant!',
    draw: 'Uavgjort!',
    drawText: 'De siste spillerne røk ut i samme runde.',
    youWinText: 'Du holdt ut lenger enn alle datamaskinspillerne.',
    theyWinText: '{name} er den siste som er igjen i spillet.',
    rounds: { one: '{count} runde spilt', other: '{count} runder spilt' },
    tableCaption: 'Slik gikk spillet',
    columns: { player: 'Spiller', finish: 'Plassering', livesLost: 'Tapte liv' },
    winner: 'Vinner',
    /** Norwegian has a single ordinal category. */
    outOrdinal: { other: 'Ute som nr. {count}' },
    stillIn: 'Fortsatt med',
    playAgain: 'Spill igjen',
    settings: 'Endre innstillinger',
  },

  notice: {
    dismiss: 'Lukk',
  },

  humanOut: {
    text: 'Du er ute. Datamaskinspillerne spiller ferdig.',
    skip: 'Hopp til resultatet',
  },
};
