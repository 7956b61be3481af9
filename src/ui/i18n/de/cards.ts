// Card names. French faces: Kreuz, Pik, Herz, Karo with Bube, Dame, König, Ass; German faces: Eichel, Grün,
// Herz, Schellen with Unter, Ober, König, Daus. Names read "Herz-Dame", "Eichel-Unter".
import type { Catalog } from '../catalog';
import type { cards as english } from '../en/cards';

export const cards: Catalog<typeof english> = {
  name: '{suit}-{rank}',
  french: {
    ranks: {
      '7': 'Sieben',
      '8': 'Acht',
      '9': 'Neun',
      T: 'Zehn',
      J: 'Bube',
      Q: 'Dame',
      K: 'König',
      A: 'Ass',
    },
    suits: { c: 'Kreuz', s: 'Pik', h: 'Herz', d: 'Karo' },
    indices: { '7': '7', '8': '8', '9': '9', T: '10', J: 'B', Q: 'D', K: 'K', A: 'A' },
    symbols: { c: '♣', s: '♠', h: '♥', d: '♦' },
  },
  german: {
    ranks: {
      '7': 'Sieben',
      '8': 'Acht',
      '9': 'Neun',
      T: 'Zehn',
      J: 'Unter',
      Q: 'Ober',
      K: 'König',
      A: 'Daus',
    },
    suits: { c: 'Eichel', s: 'Grün', h: 'Herz', d: 'Schellen' },
    indices: { '7': '7', '8': '8', '9': '9', T: '10', J: 'U', Q: 'O', K: 'K', A: 'A' },
  },
};
