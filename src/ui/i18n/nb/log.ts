// Norwegian move log. Mirrors ../en/log.ts.
import type { Catalog } from '../catalog';
import type { log as enLog } from '../en/log';

export const log: Catalog<typeof enLog> = {
  heading: 'Trekk denne runden',
  empty: 'Ingen trekk ennå.',
  deal: { you: 'Du gir.', other: '{name} gir.' },
  keep: {
    you: 'Du beholder den første hånden. I midten: {cards}',
    other: '{name} beholder den første hånden. I midten: {cards}',
  },
  takeSecond: {
    you: 'Du tar den andre hånden. I midten: {cards}',
    other: '{name} tar den andre hånden. I midten: {cards}',
  },
  swap: { you: 'Du tar {take} og gir fra deg {give}', other: '{name} tar {take} og gir fra seg {give}' },
  swapAll: {
    you: 'Du bytter alle tre og legger {cards} i midten',
    other: '{name} bytter alle tre og legger {cards} i midten',
  },
  pass: { you: 'Du passer', other: '{name} passer' },
  knock: { you: 'Du banker', other: '{name} banker' },
  swapKnock: {
    you: 'Du bytter og banker: du tar {take} og gir fra deg {give}',
    other: '{name} bytter og banker: tar {take} og gir fra seg {give}',
  },
  swapAllKnock: {
    you: 'Du bytter alle tre og banker, og legger {cards} i midten',
    other: '{name} bytter alle tre og banker, og legger {cards} i midten',
  },
  refresh: 'Alle passet: tre nye kort i midten, {cards}',
  showdown: 'Oppgjør: {values}',
  showdownValue: '{name} {value}',
  list: { separator: ', ', last: '{first} og {last}' },
  cardSeparator: ' ',
  cards: {
    ranksPlural: {
      french: {
        '7': 'sjuere',
        '8': 'åttere',
        '9': 'niere',
        T: 'tiere',
        J: 'knekter',
        Q: 'damer',
        K: 'konger',
        A: 'ess',
      },
      german: {
        '7': 'sjuere',
        '8': 'åttere',
        '9': 'niere',
        T: 'tiere',
        J: 'Unter',
        Q: 'Ober',
        K: 'konger',
        A: 'ess',
      },
    },
  },
};
