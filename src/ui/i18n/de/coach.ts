// Die Analyse einer Runde oder eines Spiels (der Trainer).
import type { CoachMessages } from '../en/coach';

export const coach: CoachMessages = {
  title: {
    schwimmen: 'Analyse der {round}. Runde',
    schnapsen: 'Analyse des {round}. Spiels',
  },
  intro:
    'Jede deiner Entscheidungen, beurteilt nur nach dem, was du in dem Moment sehen konntest, verglichen mit der Wahl des Experten. Verdeckte Karten zählen nie gegen dich.',
  loading: 'Die Analyse wird berechnet …',
  failed: 'Die Analyse konnte nicht berechnet werden. Schließe sie und versuche es noch einmal.',
  none: 'Du hattest in dieser Runde keine echte Wahl: nichts zu analysieren.',
  summary: {
    one: '1 Entscheidung, durchschnittliche Kosten {cost}.',
    other: '{count} Entscheidungen, durchschnittliche Kosten {cost}.',
  },
  decision: 'Entscheidung {n}',
  verdicts: {
    best: 'Bester Zug',
    good: 'Gut',
    inaccuracy: 'Ungenau',
    mistake: 'Fehler',
    blunder: 'Grober Fehler',
  },
  costliest: 'Teuerster Zug',
  yourMove: 'Du hast gespielt',
  expertMove: 'Der Experte',
  sameMove: 'dasselbe',
  costLabel: 'Kosten',
  cost: {
    schwimmen: '{cost} Punkte mehr Risiko, ein Leben zu verlieren',
    schnapsen: 'im Schnitt {cost} Spielpunkte verloren',
  },
  costShort: {
    schwimmen: '{cost} Punkte Risiko',
    schnapsen: '{cost} Spielpunkte',
  },
  schwimmen: {
    hand: 'Deine Hand',
    middle: 'Mitte',
    packet: 'Erstes Päckchen',
    risk: 'Risiko, ein Leben zu verlieren: {played} % mit deiner Wahl, {expert} % mit der des Experten.',
    actions: {
      swap: '{give} gegen {take} tauschen',
      swapAll: 'alle drei tauschen',
      pass: 'schieben',
      knock: 'klopfen',
      keep: 'das erste Päckchen behalten',
      takeSecond: 'das zweite Päckchen nehmen',
    },
    explain:
      '{played} ({playedWorth}) kostete in {playedRisk} % der Spiele ein Leben; {expert} ({expertWorth}) in {expertRisk} %.',
    worth: {
      suit: '{value} in {suit}',
      threeOfAKind: 'Drilling, 30½',
      feuer: 'Feuer',
    },
  },
  schnapsen: {
    hand: 'Deine Hand',
    led: 'Dir ausgespielt',
    trump: 'Trumpf: {suit}',
    score: 'Punkte: du {mine}, {name} {theirs}',
    talon: {
      one: '1 Karte im Talon',
      other: '{count} Karten im Talon',
    },
    closed: 'Talon zugedreht',
    worth: 'Erwartet: {played} Spielpunkte mit deiner Wahl, {expert} mit der des Experten.',
    actions: {
      lead: '{card} ausspielen',
      follow: 'mit {card} antworten',
      marry: 'die Hochzeit in {suit} ansagen',
      exchangeTrump: 'den Trumpf-{jack} austauschen',
      close: 'zudrehen',
      claim: '66 ansagen',
    },
    explain:
      '{played} bringt im Schnitt {playedValue} Spielpunkte und gewinnt das Spiel bei {playedWin} % der Hände, die {name} halten kann; {expert}: {expertValue} und {expertWin} %.',
  },
};
