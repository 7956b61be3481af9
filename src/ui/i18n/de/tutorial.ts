// Das geführte erste Spiel („So spielt man …“): Rahmen, jeder Schritt beider Spiele und das Angebot beim
// ersten Besuch. Spiegelt ../en/tutorial.ts.
import type { TutorialMessages } from '../en/tutorial';

export const tutorial: TutorialMessages = {
  title: {
    schwimmen: 'So spielt man Schwimmen',
    schnapsen: 'So spielt man Schnapsen',
  },
  stepOf: 'Schritt {n} von {total}',
  next: 'Weiter',
  skip: 'Überspringen',
  skipLong: 'Einführung überspringen',
  yourMove: 'Du bist dran: die hervorgehobene Karte oder Taste.',
  wrong: 'Fast! Im echten Spiel geht das, aber dieser Schritt möchte den hervorgehobenen Zug.',
  done: {
    title: 'Gut gemacht!',
    schwimmen:
      'So geht Schwimmen: Punkte in einer Farbe sammeln, tauschen, schieben oder klopfen – und die Leben behalten.',
    schnapsen:
      'So geht Schnapsen: Stiche machen, Paare ansagen, zudrehen, wenn du stark bist, und mit 66 abmelden.',
    play: 'Echte Partie spielen',
    home: 'Start',
  },
  offer: {
    text: 'Neu bei {game}? Spiel eine geführte erste Runde.',
    no: 'Nein, danke',
  },
  schwimmen: {
    values:
      'Das sind deine Karten. {A} zählt 11; {K}, {Q}, {J} und {T} je 10; 9, 8 und 7 ihre Zahl. Es zählen nur Karten einer Farbe zusammen: Deine Hand ist {value} wert, ihre beste Farbe.',
    middle:
      'Anna hat gegeben und ihre Karten behalten: Ihr zweiter Stapel liegt offen in der Mitte. Du tauschst mit der Mitte, schiebst oder klopfst. Ziel: viele Punkte in einer Farbe, höchstens 31.',
    swap: 'Tausch eine Karte: Tippe auf deine Karte {give}, dann in der Mitte auf {take}. Zusammen mit {with} macht das 21 in {suit}.',
    swapAll:
      'Anna hat sich {card} genommen und dafür {left} abgelegt: In der Mitte liegen jetzt drei Karten {suit}, 27 wert. Nimm alle drei auf einmal: Tippe auf „{button}“.',
    pass: 'Deine 27 in {suit} sind gut, und in der Mitte liegt kein {suit} für dich. Tippe auf „{button}“: Du behältst deine Karten.',
    knock:
      'Anna hat auch geschoben: Schieben alle, kommen drei neue Karten in die Mitte. Wieder nichts für dich – tippe auf „{button}“. Dann hat jeder andere noch einen Zug, und die Hände werden verglichen.',
    schnauz:
      'Anna nahm zuletzt {card} und hat {hand}: Schnauz! Ass und zwei Zehner einer Farbe, 31 – die Runde endet sofort. Drei Asse (Feuer) wären 32: Dann verlieren alle anderen ein Leben.',
    lives:
      'Die niedrigste Hand verliert ein Leben: deine 27 gegen Annas 31. Sonst hat man drei, hier nur eines. Ohne Leben schwimmst du: Du spielst weiter, doch die nächste Niederlage wirft dich raus. Wer übrig bleibt, gewinnt.',
  },
  schnapsen: {
    values:
      'Schnapsen spielt man mit 20 Karten: {A} 11, {T} 10, {K} 4, {Q} 3, {J} 2 – zusammen 120 Punkte. Wer zuerst 66 Punkte hat, gewinnt das Spiel.',
    trump:
      'Die Karte unter dem Talon, {card}, ist die Trumpfkarte: {suit} ist in diesem Spiel Trumpf. Jeder Trumpf sticht jede Karte einer anderen Farbe.',
    lead: 'Du spielst zum ersten Stich aus. Solange der Talon offen ist, darf Anna jede Karte zugeben: Die höhere Karte der ausgespielten Farbe gewinnt, oder ein Trumpf. Spiel {card} aus.',
    draw: 'Anna hat {answer} zugegeben: Der Stich gehört dir, {points} Punkte. Wer sticht, hebt zuerst vom Talon ab, dann der andere – so habt ihr beide wieder fünf Karten.',
    marriage:
      'Du hast {king} und {queen} einer Farbe: ein Paar, 20 Punkte (40 in Trumpf). Sag es an, bevor du ausspielst: Tippe auf „{button}“.',
    marriageLead:
      'Die 20 zählen sofort, weil du schon einen Stich hast: Du hast {points} Punkte. Jetzt spielst du eine Karte des Paares aus: {card}.',
    exchange:
      'Dein {jack} ist der Trumpf-{J}. Solange der Talon offen ist, darfst du ihn gegen die Trumpfkarte {trump} tauschen. Tippe auf „{button}“.',
    close:
      'Du hast {points} Punkte und starke Karten. Dreh zu: Tippe auf „{button}“. Niemand hebt mehr ab – und du musst die 66 jetzt mit deinen Handkarten schaffen.',
    closedLead:
      'Ist zugedreht, muss Anna deine Karte überstechen, wenn sie kann, sonst Farbe bedienen, sonst trumpfen. Spiel {card} aus.',
    closedLead2: 'Anna musste {answer} hergeben. Spiel jetzt {card} aus: Sie muss wieder {suit} bedienen.',
    claim:
      'Du hast {points} Punkte, also 66 oder mehr. Melde dich ab: Tippe auf „{button}“. Das Spiel endet sofort und gehört dir.',
    bummerl:
      '3 Punkte fürs Bummerl: Anna hatte beim Zudrehen keinen Stich (mit 33 oder mehr wäre es 1, sonst 2). Ein Bummerl zählt von 7 herunter; wer zuerst 0 erreicht, gewinnt es.',
  },
};
