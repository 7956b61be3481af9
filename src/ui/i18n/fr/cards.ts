// French card names. Mirrors ../en/cards.ts. French suits stay singular as players say them ("as de cœur");
// German suits follow the user's rules text ("as de glands", "Unter de grelots").
import type { Catalog } from '../catalog';
import type { cards as enCards } from '../en/cards';

export const cards: Catalog<typeof enCards> = {
  name: '{rank} de {suit}',
  french: {
    ranks: {
      '7': 'Sept',
      '8': 'Huit',
      '9': 'Neuf',
      T: 'Dix',
      J: 'Valet',
      Q: 'Dame',
      K: 'Roi',
      A: 'As',
    },
    suits: { c: 'trèfle', s: 'pique', h: 'cœur', d: 'carreau' },
    indices: { '7': '7', '8': '8', '9': '9', T: '10', J: 'V', Q: 'D', K: 'R', A: 'A' },
    symbols: { c: '♣', s: '♠', h: '♥', d: '♦' },
  },
  german: {
    ranks: {
      '7': 'Sept',
      '8': 'Huit',
      '9': 'Neuf',
      T: 'Dix',
      J: 'Unter',
      Q: 'Ober',
      K: 'Roi',
      A: 'As',
    },
    suits: { c: 'glands', s: 'feuilles', h: 'cœurs', d: 'grelots' },
    indices: { '7': '7', '8': '8', '9': '9', T: '10', J: 'U', Q: 'O', K: 'R', A: 'A' },
  },
};
