// Deutsche Texte der Spielstärke-Wertung in der Statistik. Spiegelt ../en/skill.ts.
import type { Catalog } from '../catalog';
import type { skill as english } from '../en/skill';

export const skill: Catalog<typeof english> = {
  title: 'Spielstärke-Wertung',
  aboutTitle: 'So funktioniert die Spielstärke-Wertung',
  about:
    'Nach jeder Runde und jedem Spiel werden deine Entscheidungen mit denen des Computers auf Stufe Experte verglichen und dein Ergebnis mit dem, was der Experte aus denselben Karten gemacht hat. Glück zählt nicht. Alle beginnen bei 1500; wer genau wie der Experte spielt, steht bei 2300.',
  rated: {
    schwimmen: { one: '{count} gewertete Runde', other: '{count} gewertete Runden' },
    schnapsen: { one: '{count} gewertetes Spiel', other: '{count} gewertete Spiele' },
  },
  best: 'Bestwert {best}',
  empty: {
    schwimmen: 'Noch keine Wertung. Deine Spielstärke erscheint nach deiner ersten Runde Schwimmen.',
    schnapsen: 'Noch keine Wertung. Deine Spielstärke erscheint nach deinem ersten Spiel Schnapsen.',
  },
  plot: {
    title: '{game}: Spielstärke im Verlauf',
    summary: '{rounds}: begonnen bei {start}, jetzt {now}, Bestwert {best}.',
    rating: 'Wertung',
    rounds: { schwimmen: 'Gewertete Runden', schnapsen: 'Gewertete Spiele' },
    start: 'Start {start}',
  },
  notices: {
    skillUnreadable:
      'Deine gespeicherte Spielstärke ließ sich nicht lesen. Sie wurde beiseitegelegt, und die Wertung beginnt wieder bei 1500.',
    skillNewer:
      'Deine Spielstärke stammt aus einer neueren Version der App. Sie wurde beiseitegelegt, und die Wertung beginnt wieder bei 1500.',
  },
};
