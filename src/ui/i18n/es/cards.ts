// Spanish card names. Mirrors ../en/cards.ts. German suits as in the user's Spanish rules
// (bellotas, hojas, corazones, cascabeles).
import type { Catalog } from '../catalog';
import type { cards as enCards } from '../en/cards';

export const cards: Catalog<typeof enCards> = {
  name: '{rank} de {suit}',
  french: {
    ranks: {
      '7': 'Siete',
      '8': 'Ocho',
      '9': 'Nueve',
      T: 'Diez',
      J: 'Jota',
      Q: 'Reina',
      K: 'Rey',
      A: 'As',
    },
    suits: { c: 'tréboles', s: 'picas', h: 'corazones', d: 'diamantes' },
    indices: { '7': '7', '8': '8', '9': '9', T: '10', J: 'J', Q: 'Q', K: 'K', A: 'A' },
    symbols: { c: '♣', s: '♠', h: '♥', d: '♦' },
  },
  german: {
    ranks: {
      '7': 'Siete',
      '8': 'Ocho',
      '9': 'Nueve',
      T: 'Diez',
      J: 'Unter',
      Q: 'Ober',
      K: 'Rey',
      A: 'As',
    },
    suits: { c: 'bellotas', s: 'hojas', h: 'corazones', d: 'cascabeles' },
    indices: { '7': '7', '8': '8', '9': '9', T: '10', J: 'U', Q: 'O', K: 'K', A: 'A' },
  },
};
