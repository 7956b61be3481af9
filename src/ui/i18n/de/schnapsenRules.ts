import type { Catalog } from '../catalog';
import type { schnapsenRules as english } from '../en/schnapsenRules';

export const schnapsenRules: Catalog<typeof english> = {
  title: 'So spielt man Schnapsen',
  contents: 'Inhalt',
  intro:
    'Zwei Spieler, zwanzig Karten. Mach Stiche und sag Zwanziger und Vierziger an, bis du dich mit 66 Punkten abmelden kannst. Jedes gewonnene Spiel bringt dich dem Bummerl näher.',
  yourTable: 'Dein Tisch',
  changeHint: 'Diese Optionen kannst du in den Einstellungen ändern.',
  summary: {
    bummerl: 'Bummerl auf {count}',
    exchangeWithOneLeft: {
      on: 'Tauschen bei einer Karte im Talon',
      off: 'Tauschen ab 2 Karten im Talon',
    },
    autoClaim: { on: 'Automatisch abmelden', off: 'Selbst abmelden' },
  },
  worth: '{points}',
  sections: {
    cards: {
      title: 'Karten und Punkte',
      deck: {
        french:
          'Gespielt wird mit 20 Karten: Ass, Zehn, König, Dame und Bube in vier Farben. Im deutschen Blatt heißt die Dame Ober und der Bube Unter, die Farben sind Herz, Schellen, Eichel und Grün, und das Ass ist der Daus.',
        german:
          'Gespielt wird mit 20 Karten: Daus (Ass), Zehn, König, Ober und Unter in vier Farben: Herz, Schellen, Eichel und Grün. Im französischen Blatt heißt der Ober Dame und der Unter Bube.',
      },
      points: {
        french:
          'Die Karten zählen Punkte: Ass 11, Zehn 10, König 4, Dame 3, Bube 2 – zusammen 120. Im Stich gilt dieselbe Reihenfolge: Ass, Zehn, König, Dame, Bube.',
        german:
          'Die Karten zählen Punkte: Daus 11, Zehn 10, König 4, Ober 3, Unter 2 – zusammen 120. Im Stich gilt dieselbe Reihenfolge: Daus, Zehn, König, Ober, Unter.',
      },
    },
    deal: {
      title: 'Das Geben',
      deal: 'Jeder Spieler bekommt fünf Karten: erst drei, dann zwei. Dazwischen wird eine Karte aufgedeckt: die Trumpfkarte. Ihre Farbe ist Trumpf für das ganze Spiel.',
      talon:
        'Die übrigen neun Karten liegen verdeckt als Talon. Die Trumpfkarte liegt quer darunter und wird als letzte Karte genommen.',
      lead: 'Wer nicht gegeben hat, spielt zum ersten Stich aus. Das Geben wechselt hin und her.',
    },
    tricks: {
      title: 'Stiche bei offenem Talon',
      play: 'Wer ausspielt, legt eine beliebige Karte, und der andere ebenso: Es herrscht noch kein Farbzwang.',
      win: 'Die höhere Karte der ausgespielten Farbe macht den Stich; jeder Trumpf sticht jede andere Farbe. Wer den Stich macht, spielt als Nächstes aus.',
      draw: 'Nach jedem Stich nimmt erst der Gewinner die oberste Karte vom Talon, dann der andere die nächste. Wer zuletzt zieht, bekommt die Trumpfkarte.',
    },
    closed: {
      title: 'Wenn der Talon zugedreht oder aufgebraucht ist',
      text: 'Niemand zieht mehr, und es gelten strenge Regeln: Farb- und Stichzwang. Der zweite Spieler muss, in dieser Reihenfolge:',
      head: 'mit einer höheren Karte der ausgespielten Farbe stechen, wenn er kann;',
      follow: 'sonst eine niedrigere Karte dieser Farbe spielen;',
      trump: 'sonst mit Trumpf stechen;',
      any: 'und nur wenn nichts davon geht, eine beliebige Karte spielen.',
    },
    marriage: {
      title: 'Zwanziger und Vierziger',
      text: {
        french:
          'Wer König und Dame einer Farbe hält und ausspielt, darf sie als Paar ansagen: ein Zwanziger, in Trumpf ein Vierziger. Danach spielt er den König oder die Dame aus – oder meldet sich sofort ab, wenn die Ansage ihn auf 66 gebracht hat.',
        german:
          'Wer König und Ober einer Farbe hält und ausspielt, darf sie als Paar ansagen: ein Zwanziger, in Trumpf ein Vierziger. Danach spielt er den König oder den Ober aus – oder meldet sich sofort ab, wenn die Ansage ihn auf 66 gebracht hat.',
      },
      pending:
        'Angesagte Punkte zählen erst, wenn du einen Stich gemacht hast. Bis dahin warten sie, und sie verfallen, wenn du keinen Stich machst. Angesagt werden darf bis zum letzten Stich.',
    },
    exchange: {
      title: 'Trumpf austauschen',
      text: {
        french:
          'Wer ausspielt und den Trumpf-Buben hält, darf ihn vor dem Ausspielen gegen die Trumpfkarte unter dem Talon tauschen.',
        german:
          'Wer ausspielt und den Trumpf-Unter hält, darf ihn vor dem Ausspielen gegen die Trumpfkarte unter dem Talon tauschen.',
      },
      optionOff: 'Das geht, solange der Talon offen ist und noch mindestens zwei verdeckte Karten liegen.',
      optionOn: 'Das geht, solange der Talon offen ist und noch mindestens eine verdeckte Karte liegt.',
    },
    closing: {
      title: 'Zudrehen',
      text: 'Wer ausspielt, darf den Talon zudrehen, indem er die Trumpfkarte umdreht, solange noch eine verdeckte Karte liegt. Von da an zieht niemand mehr, und es gelten die strengen Regeln.',
      risk: 'Wer zudreht, muss dann 66 erreichen. Gelingt das, richten sich die Spielpunkte nach den Punkten, die der andere beim Zudrehen hatte. Misslingt es, bekommt der andere 2 Spielpunkte, oder 3, wenn er beim Zudrehen noch keinen Stich hatte.',
    },
    claiming: {
      title: 'Abmelden mit 66',
      text: 'Wer ausspielt – auch gleich nach einem Tausch, nach dem Zudrehen oder nach einer Ansage –, darf sich abmelden: sagen, dass er 66 oder mehr hat. Das Spiel endet sofort und wird gewertet.',
      wrong:
        'Falsches Abmelden kommt teuer: Der andere bekommt 2 Spielpunkte, oder 3, wenn er noch keinen Stich hat.',
      autoOff:
        'An diesem Tisch meldest du dich selbst mit dem Knopf „Abmelden (66)“ ab: Zähl deine Punkte mit.',
      autoOn: 'An diesem Tisch wirst du automatisch abgemeldet, sobald du 66 hast.',
      lastTrick:
        'Meldet sich niemand ab und gehen die Karten aus, gewinnt der letzte Stich das Spiel: mit 66 oder mehr nach den Punkten unten, sonst 1 Spielpunkt. Der letzte Stich bringt keine Extrapunkte.',
    },
    scoring: {
      title: 'Spielpunkte',
      intro: 'Wer ein Spiel gewinnt, bekommt Spielpunkte danach, wie der andere abgeschnitten hat:',
      one: '1 Spielpunkt, wenn der andere 33 Punkte oder mehr hat;',
      two: '2 Spielpunkte, wenn er weniger als 33 hat (Schneider), aber mindestens einen Stich;',
      three: '3 Spielpunkte, wenn er keinen Stich gemacht hat (Schwarz).',
    },
    bummerl: {
      title: 'Das Bummerl',
      start: 'Beide Spieler beginnen bei {count} und zählen um ihre gewonnenen Spielpunkte herunter.',
      end: 'Wer zuerst bei 0 ist, gewinnt das Bummerl; der andere „kriegt ein Bummerl“.',
    },
  },
};
