import type { Catalog } from '../catalog';
import type { rules as english } from '../en/rules';

export const rules: Catalog<typeof english> = {
  title: 'So spielt man Schwimmen',
  contents: 'Inhalt',
  intro:
    'Halte drei Karten, die in einer Farbe möglichst viel wert sind. In jeder Runde verliert die niedrigste Hand ein Leben; wer als Letzter noch im Spiel ist, gewinnt.',
  yourTable: 'Dein Tisch',
  changeHint: 'Diese Optionen kannst du in den Einstellungen ändern.',
  summary: {
    lives: { one: 'Je {count} Leben', other: 'Je {count} Leben' },
    feuer: { on: 'Feuer an', off: 'Feuer aus' },
    threeOfAKind: { on: 'Drilling an', off: 'Drilling aus' },
    knockInFirstRound: {
      on: 'Klopfen schon im ersten Zug',
      off: 'Klopfen erst, wenn alle einmal dran waren',
    },
    knockWithSwap: { on: 'Klopfen nach dem Tauschen', off: 'Klopfen ist ein eigener Zug' },
    tieBreak: { none: 'Gleich niedrige Hände verlieren alle', skat: 'Gleichstand nach Skat-Reihenfolge' },
  },
  example: 'Wert {value}',
  exampleNotes: {
    oneSuit: {
      french: 'Pik-König und Pik-Zehn; das Ass steht allein in Herz',
      german: 'Grün-König und Grün-Zehn; der Daus steht allein in Herz',
    },
    twoOfOne: 'Herz-Sieben und Herz-Neun',
    noPair: 'Keine zwei Karten gleicher Farbe: Die beste Karte zählt',
  },
  sections: {
    cards: {
      title: 'Karten und Werte',
      deck: {
        french: 'Gespielt wird mit 32 Karten: 7, 8, 9, 10, Bube, Dame, König und Ass in vier Farben.',
        german:
          'Gespielt wird mit 32 Karten: 7, 8, 9, 10, Unter, Ober, König und Daus (das Ass) in vier Farben.',
      },
      points: {
        french: 'Ein Ass zählt 11, König, Dame, Bube und Zehn zählen 10, die 9, 8 und 7 ihre Augenzahl.',
        german: 'Ein Daus zählt 11, König, Ober, Unter und Zehn zählen 10, die 9, 8 und 7 ihre Augenzahl.',
      },
      suit: 'Es zählt nur eine Farbe: Deine Hand ist so viel wert wie die höchste Summe deiner Karten in einer einzigen Farbe. Karten anderer Farben zählen nicht mit.',
      examplesTitle: 'Beispiele',
      schnauz:
        'Mehr als 31 gibt eine Farbe nicht her: ein Ass mit zwei Zehnerkarten derselben Farbe. Das ist ein Schnauz.',
      threeOn:
        'Drilling ist an: Drei Karten gleichen Rangs zählen 30½, drei Siebenen so viel wie drei Könige.',
      threeOff: 'Drilling ist aus: Drei Karten gleichen Rangs zählen wie jede andere Hand.',
    },
    deal: {
      title: 'Das Geben',
      deal: 'Jeder Spieler bekommt drei Karten, einzeln, links vom Geber beginnend. Der Geber bekommt außerdem eine zweite Hand mit drei Karten, verdeckt. Die übrigen Karten bilden den Stapel.',
      choice:
        'Der Geber sieht sich nur die erste Hand an. Dann behält er sie, und die zweite Hand kommt offen in die Mitte, oder er nimmt unbesehen die zweite Hand, und die erste kommt in die Mitte.',
      atOnce:
        'Bekommt jemand 31 ausgeteilt, endet die Runde, bevor der Geber wählt (siehe Schnauz und Feuer).',
      next: 'Nach jeder Runde gibt der nächste Spieler links.',
    },
    turn: {
      title: 'Dein Zug',
      order:
        'Es beginnt der Spieler links vom Geber, dann geht es im Uhrzeigersinn weiter. Im Zug tust du genau eines:',
      swap: 'Eine Karte tauschen: Gib eine deiner Karten ab und nimm eine aus der Mitte. Deine Karte liegt dann dort, wo die genommene lag.',
      swapAll: 'Alle tauschen: Deine drei Karten und die drei aus der Mitte tauschen die Plätze.',
      pass: 'Schieben: nichts ändern.',
      knock: 'Klopfen: sagen, dass du mit deiner Hand zufrieden bist (siehe unten).',
      never: 'Genau zwei Karten zu tauschen ist nie erlaubt, und niemand zieht vom Stapel.',
    },
    knocking: {
      title: 'Klopfen',
      text: 'Klopfen beendet die Runde bald: Jeder andere Spieler hat noch einen letzten Zug (tauschen, alle tauschen oder schieben, aber nicht klopfen), dann werden alle Hände aufgedeckt. Wer geklopft hat, ist nicht mehr dran. In einer Runde klopft nur einer.',
      firstRoundOff: 'Klopfen schon im ersten Zug ist aus: Du darfst klopfen, sobald alle einmal dran waren.',
      firstRoundOn:
        'Klopfen schon im ersten Zug ist an: Du darfst schon in deinem ersten Zug einer Runde klopfen.',
      withSwapOn:
        'Klopfen nach dem Tauschen ist an: Du darfst auch einen Tausch oder das Tauschen aller drei mit einem Klopfen beenden, wann immer du klopfen dürftest. Zuerst wird getauscht; bringt dir das 31, zeigst du sie, und die Runde endet sofort. Klopfen ohne Tausch geht weiterhin.',
      withSwapOff:
        'Klopfen nach dem Tauschen ist aus: Klopfen ist dein ganzer Zug, du kannst nicht im selben Zug tauschen und klopfen.',
    },
    allPass: {
      title: 'Alle schieben',
      text: 'Schieben alle Spieler nacheinander, wird die Mitte beiseitegelegt, und drei neue Karten vom Stapel kommen offen in die Mitte. Wer zuerst geschoben hat, macht weiter. Liegen weniger als drei Karten im Stapel, endet stattdessen die Runde, und die Hände werden aufgedeckt.',
    },
    schnauz: {
      title: 'Schnauz und Feuer',
      schnauz:
        'Wer 31 hat, zeigt sie sofort, und die Runde endet auf der Stelle. Im Spiel geschieht das gleich nach dem Tausch, der sie bringt, auch in den letzten Zügen nach einem Klopfen.',
      atDeal:
        'Gleich nach dem Geben wird eine 31 gezeigt, bevor der Geber wählt, und niemand ist am Zug: Der Geber hält seine erste Hand, die zweite bleibt verdeckt und ungesehen. Das gilt auch, wenn die erste Hand des Gebers 31 ist; bekommt der Geber 31, indem er die zweite Hand nimmt, zeigt er sie ebenso sofort.',
      feuerOn:
        'Feuer ist an: Drei Asse zählen 32. Auch sie werden sofort gezeigt, und alle anderen Spieler verlieren ein Leben.',
      feuerOffThree: 'Feuer ist aus: Drei Asse sind einfach ein Drilling und zählen 30½.',
      feuerOffPlain: 'Feuer ist aus: Drei Asse zählen wie jede andere Hand, also 11.',
    },
    showdown: {
      title: 'Aufdecken und Gleichstand',
      text: 'Am Ende einer Runde werden alle Hände aufgedeckt, die noch im Spiel sind. Die niedrigste Hand verliert ein Leben.',
      tieNone:
        'Gleich niedrige Hände verlieren alle: Jeder mit dem niedrigsten Wert verliert ein Leben. Sind alle Hände gleich viel wert, verliert niemand.',
      tieSkat:
        'Gleichstand nach Skat-Reihenfolge: Der niedrigste Wert verliert wie immer, und nur Hände mit gleichem Wert werden weiter geordnet: Ein höherer Drilling schlägt einen niedrigeren (Ass hoch), und gleiche Summen entscheidet die Farbe: {order}. Steht eine Summe in zwei Farben, zählt die höhere. Wer in derselben Farbe gleichauf liegt, verliert gemeinsam, auch wenn das alle sind.',
      suitOrder: '{a} vor {b} vor {c} vor {d}',
    },
    lives: {
      title: 'Leben und Schwimmen',
      start: { one: 'Jeder beginnt mit {count} Leben.', other: 'Jeder beginnt mit {count} Leben.' },
      swim: 'Wer alle Leben verloren hat, schwimmt: Er spielt weiter, aber die nächste verlorene Runde wirft ihn aus dem Spiel.',
    },
    winning: {
      title: 'Gewinnen',
      text: 'Wer als Letzter noch im Spiel ist, gewinnt. Ein Schnauz beendet eine Runde, nie das ganze Spiel.',
      drawSkat:
        'Mit Gleichstand nach Skat-Reihenfolge können die letzten Spieler in derselben Runde ausscheiden: Dann endet das Spiel unentschieden, ohne Sieger.',
      noDraw:
        'Es gibt immer einen Sieger: Die beste Hand einer Runde verliert nie ein Leben (sind alle gleich viel wert, verliert niemand).',
    },
  },
};
