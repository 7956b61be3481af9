// French move log. Mirrors ../en/log.ts.
import type { Catalog } from '../catalog';
import type { log as enLog } from '../en/log';

export const log: Catalog<typeof enLog> = {
  heading: 'Coups de cette manche',
  empty: 'Aucun coup pour l’instant.',
  deal: { you: 'Vous donnez.', other: '{name} donne.' },
  keep: {
    you: 'Vous gardez votre premier paquet. Au milieu : {cards}',
    other: '{name} garde son premier paquet. Au milieu : {cards}',
  },
  takeSecond: {
    you: 'Vous prenez l’autre paquet. Au milieu : {cards}',
    other: '{name} prend l’autre paquet. Au milieu : {cards}',
  },
  swap: { you: 'Vous prenez {take} contre {give}', other: '{name} prend {take} contre {give}' },
  swapAll: {
    you: 'Vous échangez les trois et laissez {cards} au milieu',
    other: '{name} échange les trois et laisse {cards} au milieu',
  },
  pass: { you: 'Vous passez', other: '{name} passe' },
  knock: { you: 'Vous frappez', other: '{name} frappe' },
  swapKnock: {
    you: 'Vous échangez et frappez : vous prenez {take} contre {give}',
    other: '{name} échange et frappe : prend {take} contre {give}',
  },
  swapAllKnock: {
    you: 'Vous échangez les trois et frappez, en laissant {cards} au milieu',
    other: '{name} échange les trois et frappe, en laissant {cards} au milieu',
  },
  refresh: 'Tout le monde a passé : trois nouvelles cartes au milieu, {cards}',
  showdown: 'Abattage : {values}',
  showdownValue: '{name} {value}',
  list: { separator: ', ', last: '{first} et {last}' },
  cardSeparator: ' ',
  cards: {
    /** "trois rois", "trois 7": numbers take no plural in French. */
    ranksPlural: {
      french: { '7': '7', '8': '8', '9': '9', T: '10', J: 'valets', Q: 'dames', K: 'rois', A: 'as' },
      german: { '7': '7', '8': '8', '9': '9', T: '10', J: 'Unter', Q: 'Ober', K: 'rois', A: 'as' },
    },
  },
};
