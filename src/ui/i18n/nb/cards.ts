// Norwegian card names. Mirrors ../en/cards.ts. Norwegian names the suit first: "hjerter ess", "spar knekt";
// the indices are those of Norwegian decks (Kn, D, K, E).
import type { Catalog } from '../catalog';
import type { cards as enCards } from '../en/cards';

export const cards: Catalog<typeof enCards> = {
  name: '{suit} {rank}',
  french: {
    ranks: {
      '7': 'sju',
      '8': 'åtte',
      '9': 'ni',
      T: 'ti',
      J: 'knekt',
      Q: 'dame',
      K: 'konge',
      A: 'ess',
    },
    suits: { c: 'kløver', s: 'spar', h: 'hjerter', d: 'ruter' },
    indices: { '7': '7', '8': '8', '9': '9', T: '10', J: 'Kn', Q: 'D', K: 'K', A: 'E' },
    symbols: { c: '♣', s: '♠', h: '♥', d: '♦' },
  },
  german: {
    ranks: {
      '7': 'sju',
      '8': 'åtte',
      '9': 'ni',
      T: 'ti',
      J: 'Unter',
      Q: 'Ober',
      K: 'konge',
      A: 'ess',
    },
    suits: { c: 'eikenøtter', s: 'løv', h: 'hjerter', d: 'bjeller' },
    indices: { '7': '7', '8': '8', '9': '9', T: '10', J: 'U', Q: 'O', K: 'K', A: 'E' },
  },
};
