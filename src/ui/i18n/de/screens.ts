// {who} may be "Du" (the player) as well as one or more names, and German verbs agree with each differently
// (du verlierst, Anna verliert, Anna und Ben verlieren). So the `one` forms (one other player) take the
// verb, and the `more` forms (the player, or several players) put {who} after a colon, with no verb to agree
// with; only a knock, which is always one player's, says "Du hast geklopft".
import type { Catalog } from '../catalog';
import type { screens as english } from '../en/screens';

export const screens: Catalog<typeof english> = {
  common: {
    close: 'Schließen',
    you: 'Du',
    youInSentence: 'du',
    on: 'An',
    off: 'Aus',
    /** Opens the review of the round or deal just played (the coach). */
    review: 'Analyse',
  },

  settings: {
    title: 'Einstellungen',
    intro: 'Richte deinen Tisch ein. Kartenbild und Tempo ändern sich sofort.',
    groups: { table: 'Tisch', rules: 'Regeln', look: 'Aussehen und Tempo' },
    opponents: {
      label: 'Mitspieler',
      hint: 'Wie viele Computerspieler mit dir am Tisch sitzen (1 bis 7).',
    },
    level: {
      label: 'Spielstärke',
      hint: 'Wie gut die Computerspieler spielen. Gilt ab dem nächsten Spiel.',
      unavailable: 'Noch nicht verfügbar',
      options: {
        easy: { label: 'Leicht', hint: 'Spielt aus dem Bauch und macht Fehler.' },
        normal: { label: 'Normal', hint: 'Ein solider Spieler, der die Chancen kennt.' },
        hard: { label: 'Schwer', hint: 'Merkt sich, was alle nehmen und liegen lassen.' },
        expert: { label: 'Experte', hint: 'Denkt an die Karten, die noch keiner gesehen hat.' },
      },
    },
    lives: {
      label: 'Leben',
      hint: 'Leben pro Spieler zu Beginn. Ohne Leben schwimmst du; der nächste Verlust wirft dich raus.',
    },
    feuer: {
      label: 'Feuer',
      hint: 'Drei Asse zählen 32 und kosten alle anderen ein Leben.',
    },
    knockInFirstRound: {
      label: 'Klopfen schon im ersten Zug',
      hint: 'Klopfen erlauben, bevor alle einmal dran waren.',
    },
    knockWithSwap: {
      label: 'Klopfen nach dem Tauschen',
      hint: 'Eine Karte oder alle drei tauschen und im selben Zug klopfen.',
    },
    threeOfAKind: {
      label: 'Drilling',
      hint: 'Drei Karten gleichen Werts zählen 30½.',
    },
    tieBreak: {
      label: 'Gleich niedrige Hände',
      hint: 'Wer verliert, wenn die niedrigsten Hände gleich viel wert sind.',
      options: {
        none: {
          label: 'Alle verlieren',
          hint: 'Jeder mit der niedrigsten Hand verliert ein Leben (keiner, wenn alle gleich sind).',
        },
        skat: {
          label: 'Skat-Reihenfolge',
          hint: 'Die niedrigere Farbe verliert ({order}); Drillinge nach Rang.',
        },
      },
    },
    faces: {
      label: 'Kartenbild',
      hint: 'Nur das Aussehen ändert sich; die Karten zählen gleich.',
      options: {
        french: { label: 'Französisch', hint: 'Kreuz, Pik, Herz, Karo' },
        german: { label: 'Deutsch', hint: 'Eichel, Grün, Herz, Schellen' },
      },
    },
    speed: {
      label: 'Tempo',
      hint: 'Wie lange die Computerspieler vor jedem Zug überlegen.',
      options: { slow: 'Langsam', normal: 'Normal', fast: 'Schnell', instant: 'Sofort' },
    },
    suitOrder: '{a} > {b} > {c} > {d}',
    newMatchNote: 'Beim Speichern beginnt ein neues Spiel mit diesen Regeln.',
    defaults: 'Standard',
    cancel: 'Abbrechen',
    save: 'Speichern',
    leave: {
      title: 'Änderungen verwerfen?',
      text: 'Deine Änderungen an den Einstellungen sind noch nicht gespeichert.',
      discard: 'Änderungen verwerfen',
      stay: 'Weiter bearbeiten',
    },
    confirm: {
      title: 'Neues Spiel beginnen?',
      text: 'Mit diesen Regeln ein neues Spiel beginnen? Das laufende Spiel geht verloren.',
      start: 'Neues Spiel beginnen',
      keep: 'Weiterspielen',
      keepHint: 'Deine übrigen Änderungen bleiben; die Regeln bleiben, wie sie sind.',
    },
  },

  result: {
    title: 'Aufdecken',
    value: {
      schnauz: 'Schnauz',
      feuer: 'Feuer',
      threeOfAKind: 'Drilling',
    },
    handLabel: '{name}: {cards}, Wert {value}',
    ending: {
      knock: { one: '{who} hat geklopft.', more: '{who} hast geklopft.' },
      knockUnknown: 'Die Runde endete nach einem Klopfen.',
      schnauz: { one: 'Schnauz! {who} zeigt 31.', more: 'Schnauz! 31 zeigt: {who}.' },
      feuer: { one: '{who} zeigt drei Asse.', more: 'Drei Asse zeigt: {who}.' },
      stock: 'Alle haben geschoben, und der Stapel ist aufgebraucht.',
    },
    verdict: {
      feuer: 'Feuer! Alle anderen verlieren ein Leben',
      nobody: 'Alle haben {value}: Niemand verliert ein Leben',
      lowest: 'Niedrigste Hand: {value}\u00a0– {outcome}',
      loseLife: { one: '{who} verliert ein Leben', more: 'ein Leben weniger: {who}' },
      putOut: { one: '{who} ist raus', more: 'raus: {who}' },
      both: '{first}; {second}',
    },
    notes: {
      atDeal: {
        you: 'Sofort nach dem Geben gezeigt: Es wurde kein Zug gespielt, und deine zweite Hand bleibt verdeckt.',
        other:
          'Sofort nach dem Geben gezeigt: Es wurde kein Zug gespielt, und die zweite Hand von {name} bleibt verdeckt.',
      },
      skatSuit: {
        one: '{who} verliert nach Skat-Reihenfolge: {lower} liegt unter {higher}',
        more: 'Verloren nach Skat-Reihenfolge: {who} ({lower} liegt unter {higher})',
      },
      skatRank: {
        one: '{who} verliert nach Skat-Reihenfolge: drei {lower} liegen unter drei {higher}',
        more: 'Verloren nach Skat-Reihenfolge: {who} (drei {lower} liegen unter drei {higher})',
      },
      swimming: {
        one: '{who} schwimmt jetzt: Noch ein Verlust, und es ist vorbei.',
        more: 'Jetzt am Schwimmen: {who}. Noch ein Verlust, und es ist vorbei.',
      },
      out: {
        one: '{who} ist geschwommen und jetzt raus.',
        more: 'Geschwommen und jetzt raus: {who}.',
      },
    },
    badges: {
      packetUnseen: 'Zweite Hand ungesehen',
      knocked: 'Geklopft',
      shown: 'Aufgedeckt',
      loses: '−1 Leben',
      out: 'Raus',
      swimming: 'Schwimmt',
      alreadyOut: 'Raus',
    },
    livesLeft: { one: 'Noch {count} Leben', other: 'Noch {count} Leben' },
    nextRound: 'Nächste Runde',
    seeResult: 'Zum Ergebnis',
  },

  gameOver: {
    title: 'Spielende',
    youWin: 'Du gewinnst!',
    wins: '{name} gewinnt!',
    draw: 'Unentschieden!',
    drawText: 'Die letzten Spieler sind in derselben Runde ausgeschieden.',
    youWinText: 'Du hast alle Computerspieler überlebt.',
    theyWinText: 'Nur {name} ist noch im Spiel.',
    rounds: { one: '{count} Runde gespielt', other: '{count} Runden gespielt' },
    tableCaption: 'So lief das Spiel',
    columns: { player: 'Spieler', finish: 'Platz', livesLost: 'Verlorene Leben' },
    winner: 'Sieger',
    outOrdinal: { other: 'Als {count}. raus' },
    stillIn: 'Noch im Spiel',
    playAgain: 'Nochmal spielen',
    settings: 'Einstellungen ändern',
  },

  notice: {
    dismiss: 'Schließen',
  },

  humanOut: {
    text: 'Du bist raus. Die Computerspieler spielen das Spiel zu Ende.',
    skip: 'Zum Ergebnis springen',
  },
};
