import type { Catalog } from '../catalog';
import type { log as english } from '../en/log';

export const log: Catalog<typeof english> = {
  heading: 'Züge in dieser Runde',
  empty: 'Noch keine Züge.',
  deal: { you: 'Du gibst.', other: '{name} gibt.' },
  keep: {
    you: 'Du behältst deine erste Hand. In der Mitte: {cards}',
    other: '{name} behält die erste Hand. In der Mitte: {cards}',
  },
  takeSecond: {
    you: 'Du nimmst die zweite Hand. In der Mitte: {cards}',
    other: '{name} nimmt die zweite Hand. In der Mitte: {cards}',
  },
  swap: { you: 'Du nimmst {take} und gibst {give}', other: '{name} nimmt {take} und gibt {give}' },
  swapAll: {
    you: 'Du tauschst alle drei und lässt {cards} in der Mitte',
    other: '{name} tauscht alle drei und lässt {cards} in der Mitte',
  },
  pass: { you: 'Du schiebst', other: '{name} schiebt' },
  knock: { you: 'Du klopfst', other: '{name} klopft' },
  swapKnock: {
    you: 'Du tauschst und klopfst: Du nimmst {take} und gibst {give}',
    other: '{name} tauscht und klopft: nimmt {take} und gibt {give}',
  },
  swapAllKnock: {
    you: 'Du tauschst alle drei und klopfst; in der Mitte bleiben {cards}',
    other: '{name} tauscht alle drei und klopft; in der Mitte bleiben {cards}',
  },
  refresh: 'Alle haben geschoben: drei neue Karten in der Mitte, {cards}',
  showdown: 'Aufdecken: {values}',
  showdownValue: '{name} {value}',
  list: { separator: ', ', last: '{first} und {last}' },
  cardSeparator: ' ',
  cards: {
    ranksPlural: {
      french: {
        '7': 'Siebenen',
        '8': 'Achten',
        '9': 'Neunen',
        T: 'Zehnen',
        J: 'Buben',
        Q: 'Damen',
        K: 'Könige',
        A: 'Asse',
      },
      german: {
        '7': 'Siebenen',
        '8': 'Achten',
        '9': 'Neunen',
        T: 'Zehnen',
        J: 'Unter',
        Q: 'Ober',
        K: 'Könige',
        A: 'Daus',
      },
    },
  },
};
