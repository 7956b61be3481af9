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
      swapKnock: '{give} gegen {take} tauschen und klopfen',
      swapAllKnock: 'alle drei tauschen und klopfen',
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
  schnapsenHint: {
    leadSafe: 'Spiel {card} aus: Der Stich gehört dir, was {name} auch hält',
    leadRarelyBeaten: 'Spiel {card} aus: Nur {percent} % der möglichen Karten von {name} stechen das',
    leadCheapest: 'Spiel {card} aus: Damit riskierst du die wenigsten Punkte',
    leadBest: 'Spiel {card} aus: Das beste Ausspiel gegen die möglichen Karten von {name}',
    take: 'Stich mit {card}: +{points} Punkte',
    takeMarriage: 'Stich mit {card}: +{points}, und deine {marriage} Punkte fürs Paar zählen',
    takeClaim: 'Stich mit {card}: Das macht {total}, dann meld dich ab',
    throwLost: 'Gib {card} zu: Der Stich ist sowieso verloren',
    throwSaveTrump: 'Gib {card} zu: Heb dir die Trümpfe für später auf',
    throwCheap: 'Gib {card} zu: Der Stich ist keine bessere Karte wert',
    marryPending: 'Sag {points} in {suit} an: Sie zählen, sobald du einen Stich machst',
    marryCounted: 'Sag {points} in {suit} an: Das macht {total}',
    marryClaim: 'Sag {points} in {suit} an: Das macht {total}, dann meld dich ab',
    exchange: {
      french: 'Tausch den Trumpf-Buben aus: Nimm {card}',
      german: 'Tausch den Trumpf-Unter aus: Nimm {card}',
    },
    close: 'Dreh jetzt zu: Du erreichst 66 bei {percent} % der möglichen Karten von {name}',
    closeAlmostSure: 'Dreh jetzt zu: Du erreichst 66 bei fast allen möglichen Karten von {name}',
    closeSure: 'Dreh jetzt zu: Du erreichst 66, was {name} auch hält',
    claim: 'Meld dich ab: Du hast {points}',
    claimWins: {
      one: 'Das gewinnt das Spiel, {count} Punkt fürs Bummerl',
      other: 'Das gewinnt das Spiel, {count} Punkte fürs Bummerl',
    },
    claimLoses: 'Jetzt abmelden verliert das Spiel',
  },
};
