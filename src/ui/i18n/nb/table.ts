// Norwegian texts of the Schwimmen table. Mirrors ../en/table.ts. Knocking is "banke": the user's Norwegian
// rules say "lukke", but here that word already closes dialogs and the Schnapsen talon.
import type { Catalog } from '../catalog';
import type { table as enTable } from '../en/table';

export const table: Catalog<typeof enTable> = {
  seats: {
    opponents: 'Motspillere',
    dealer: 'Giver',
    dealerChip: 'G',
    lives: { one: '{count} liv', other: '{count} liv' },
    swimming: 'Svømmer',
    out: 'Ute',
    knocked: 'Har banket',
    playing: 'Spiller',
    thinking: 'Tenker',
    cardsHeld: { one: '{count} kort', other: '{count} kort' },
    secondPacket: 'Den andre hånden, med bildesiden ned',
    secondPacketUnseen: 'Den andre hånden, med bildesiden ned, aldri sett',
  },
  centre: {
    middle: 'Midten',
    stock: 'Bunken',
    stockCount: { one: '{count} kort i bunken', other: '{count} kort i bunken' },
  },
  me: {
    region: 'Din plass',
    hand: 'Kortene dine',
    handValue: 'Hånden din: {value}',
    yourTurn: 'Din tur',
  },
  lastAction: {
    keep: 'Beholdt hånden',
    takeSecond: 'Tok den andre hånden',
    swap: 'Tok {take}, ga {give}',
    swapAll: 'Byttet alle tre',
    pass: 'Passet',
    knock: 'Banket',
    swapKnock: 'Byttet og banket (tok {take}, ga {give})',
    swapAllKnock: 'Byttet alle tre og banket',
  },
  actions: {
    keep: 'Behold',
    takeSecond: 'Ta den andre hånden',
    swapAll: 'Bytt alle',
    pass: 'Pass',
    knock: 'Bank',
    swapKnock: 'Bytt og bank',
    swapAllKnock: 'Bytt alle og bank',
  },
  knockRefusals: {
    knockFirstRound: 'Du kan ikke banke i første runde',
    alreadyKnocked: 'Noen har allerede banket',
  },
  status: {
    playing: '{name} spiller',
    waitingForDeal: 'Venter på utdelingen',
    gameOver: 'Spillet er over',
    youAreOut: 'Du er ute. De andre spiller videre.',
    choose: 'Behold disse kortene, eller ta den andre hånden usett',
    pickBoth: 'Velg et kort fra hånden din og ett fra midten for å bytte dem',
    pickBothKnock: 'Velg et kort fra hånden din og ett fra midten: du banker etter byttet',
    pickMiddle: 'Velg nå kortet du vil ha fra midten',
    pickHand: 'Velg nå kortet du vil gi fra deg',
    lastTurn: '{name} har banket: dette er din siste tur',
  },
  hint: {
    button: 'Tips',
    pending: 'Tenker på kortene dine…',
    take: 'Ta {card}: {worth}',
    swapAll: 'Bytt alle tre: {worth}',
    /** A swap or swap-all that ends with a knock (S14b). */
    takeKnock: 'Ta {card} og bank: {worth}',
    swapAllKnock: 'Bytt alle tre og bank: {worth}',
    knock: 'Bank: {value} holder sannsynligvis',
    pass: 'Pass: ingenting i midten hjelper',
    passAnyway: 'Pass: ingen bytter lønner seg denne turen',
    keep: 'Behold: {worth} er en god start',
    takeSecond: 'Ta den andre hånden: {worth} er for svakt',
    worth: {
      suit: '{value} i {suit}',
      threeOfAKind: 'tre like, {value}',
      feuer: 'feuer, tre ess',
    },
    loseChance: 'Banker du nå: omtrent {percent} % sjanse for å miste et liv',
    loseChanceNone: 'Banker du nå: nesten ingen sjanse for å miste et liv',
    loseChanceSure: 'Banker du nå: du mister nesten helt sikkert et liv',
  },
  announce: {
    event: '{name}: {action}',
    refresh: 'Alle passet: tre nye kort i midten',
    yourTurn: 'Din tur',
  },
};
