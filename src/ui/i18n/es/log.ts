// Spanish move log. Mirrors ../en/log.ts. Knocking is "llamar", as in the user's Spanish rules.
import type { Catalog } from '../catalog';
import type { log as enLog } from '../en/log';

export const log: Catalog<typeof enLog> = {
  heading: 'Jugadas de esta ronda',
  empty: 'Aún no hay jugadas.',
  deal: { you: 'Repartes tú.', other: 'Reparte {name}.' },
  keep: {
    you: 'Te quedas tu primer paquete. En el centro: {cards}',
    other: '{name} se queda su primer paquete. En el centro: {cards}',
  },
  takeSecond: {
    you: 'Tomas el otro paquete. En el centro: {cards}',
    other: '{name} toma el otro paquete. En el centro: {cards}',
  },
  swap: { you: 'Cambias {give} por {take}', other: '{name} cambia {give} por {take}' },
  swapAll: {
    you: 'Cambias las tres y dejas {cards} en el centro',
    other: '{name} cambia las tres y deja {cards} en el centro',
  },
  pass: { you: 'Pasas', other: '{name} pasa' },
  knock: { you: 'Llamas', other: '{name} llama' },
  swapKnock: {
    you: 'Cambias y llamas: cambias {give} por {take}',
    other: '{name} cambia y llama: cambia {give} por {take}',
  },
  swapAllKnock: {
    you: 'Cambias las tres y llamas, y dejas {cards} en el centro',
    other: '{name} cambia las tres y llama, y deja {cards} en el centro',
  },
  refresh: 'Todos han pasado: tres cartas nuevas en el centro, {cards}',
  showdown: 'Recuento: {values}',
  showdownValue: '{name} {value}',
  list: { separator: ', ', last: '{first} y {last}' },
  cardSeparator: ' ',
  cards: {
    ranksPlural: {
      french: {
        '7': 'sietes',
        '8': 'ochos',
        '9': 'nueves',
        T: 'dieces',
        J: 'jotas',
        Q: 'reinas',
        K: 'reyes',
        A: 'ases',
      },
      german: {
        '7': 'sietes',
        '8': 'ochos',
        '9': 'nueves',
        T: 'dieces',
        J: 'Unter',
        Q: 'Ober',
        K: 'reyes',
        A: 'ases',
      },
    },
  },
};
