// Schnapsen in German: Zudrehen, Abmelden, Zwanziger und Vierziger ansagen, Bummerl. {who} may be "Du"
// as well as a name, so sentences about either put {who} before a colon or without a verb of its own.
import type { Catalog } from '../catalog';
import type { schnapsen as english } from '../en/schnapsen';

export const schnapsen: Catalog<typeof english> = {
  title: 'Schnapsen',

  words: {
    card: '{suit}-{rank}',
    ranks: {
      french: { J: 'Bube', Q: 'Dame', K: 'König', T: 'Zehn', A: 'Ass' },
      german: { J: 'Unter', Q: 'Ober', K: 'König', T: 'Zehn', A: 'Daus' },
    },
    suitTitles: {
      french: { c: 'Kreuz', s: 'Pik', h: 'Herz', d: 'Karo' },
      german: { c: 'Eichel', s: 'Grün', h: 'Herz', d: 'Schellen' },
    },
    suitOne: {
      french: { c: 'Kreuz', s: 'Pik', h: 'Herz', d: 'Karo' },
      german: { c: 'Eichel', s: 'Grün', h: 'Herz', d: 'Schellen' },
    },
  },

  table: {
    opponentHand: 'Karten von {name}',
    cardsHeld: { one: '{count} Karte', other: '{count} Karten' },
    knownCard: 'Offen gezeigt',
    talon: 'Talon',
    talonCount: { one: '{count} Karte im Talon', other: '{count} Karten im Talon' },
    talonCountClosed: {
      one: '{count} Karte im zugedrehten Talon',
      other: '{count} Karten im zugedrehten Talon',
    },
    talonEmpty: 'Talon aufgebraucht',
    trumpCard: 'Trumpfkarte: {card}',
    trumpFaceDown: 'Trumpfkarte umgedreht: Der Talon ist zugedreht',
    trumps: 'Trumpf',
    trumpSuit: 'Trumpf: {suit}',
    trick: 'Stich',
    tookTrick: 'Stich: {who}',
    lastTrick: 'Letzter Stich',
    lastTrickNone: 'Noch kein Stich gemacht',
    lastTrickTitle: 'Der letzte Stich',
    lastTrickLed: 'Ausgespielt: {who}',
  },

  seats: {
    yourTurn: 'Du bist dran',
    playing: 'Am Zug',
    thinking: 'Überlegt',
    points: { one: '{count} Punkt', other: '{count} Punkte' },
    pending: '+{count} offen',
    pendingLong: '{count} Punkte aus Ansagen zählen, sobald ein Stich gemacht ist',
    tricks: { one: '{count} Stich', other: '{count} Stiche' },
    bummerl: 'Bummerl',
    bummerlLeft: {
      one: 'Bummerl: noch {count} Spielpunkt',
      other: 'Bummerl: noch {count} Spielpunkte',
    },
    toGo: { one: 'fehlt', other: 'fehlen' },
    won: 'Gewonnen',
    bummerlWon: 'Bummerl: gewonnen',
    marriage: '{points} in {suit} angesagt',
    closed: 'Zugedreht',
    closedLong: 'Hat den Talon zugedreht',
    exchanged: 'Getauscht',
    exchangedLong: {
      french: 'Trumpf ausgetauscht, {card} genommen',
      german: 'Trumpf ausgetauscht, {card} genommen',
    },
    announcements: 'Ansagen',
  },

  actions: {
    marry: 'Ansagen',
    exchangeTrump: {
      french: 'Trumpf austauschen',
      german: 'Trumpf austauschen',
    },
    close: 'Zudrehen',
    claim: 'Abmelden (66)',
    chooseSuit: 'Welches Paar ansagen?',
    marriageOption: '{suit} ({points})',
  },

  claimConfirm: {
    title: 'Mit 66 abmelden?',
    text: {
      one: 'Du hast {count} Punkt. Trotzdem abmelden? Dann verlierst du dieses Spiel.',
      other: 'Du hast {count} Punkte. Trotzdem abmelden? Dann verlierst du dieses Spiel.',
    },
    confirm: 'Trotzdem abmelden',
    textUncounted: 'Wer sich mit weniger als 66 Punkten abmeldet, verliert dieses Spiel. Jetzt abmelden?',
    confirmUncounted: 'Abmelden',
    cancel: 'Weiterspielen',
  },

  closeConfirm: {
    title: 'Zudrehen?',
    text: {
      one: 'Danach hebt niemand mehr ab, und es gilt Farb- und Stichzwang. Du musst die 66 mit deinen Handkarten schaffen; sonst bekommt {name} {count} Spielpunkt.',
      other:
        'Danach hebt niemand mehr ab, und es gilt Farb- und Stichzwang. Du musst die 66 mit deinen Handkarten schaffen; sonst bekommt {name} {count} Spielpunkte.',
    },
    confirm: 'Zudrehen',
    cancel: 'Offen lassen',
  },

  refusals: {
    notYourTurn: 'Du bist nicht dran',
    notOnLead: 'Nur wer ausspielt',
    marriageAnnounced: 'Nicht nach einer Ansage',
    noMarriage: {
      french: 'Dazu braucht es König und Dame einer Farbe',
      german: 'Dazu braucht es König und Ober einer Farbe',
    },
    talonClosed: 'Der Talon ist zugedreht',
    talonEmpty: 'Der Talon ist aufgebraucht',
    talonTooSmall: 'Nur solange 2 oder mehr Karten im Talon sind',
    talonTooSmallOne: 'Nur solange noch eine Karte im Talon ist',
    noTrumpJack: 'Dazu braucht es {card}',
    leadMarriageCard: {
      french: 'Spiel König oder Dame in {suit} aus, oder melde dich ab',
      german: 'Spiel König oder Ober in {suit} aus, oder melde dich ab',
    },
    mustHead: 'Du musst mit einer höheren {suit}-Karte stechen',
    mustFollow: 'Du musst {suit} bedienen',
    mustTrump: 'Du musst trumpfen',
    notPlayable: 'Diese Karte darfst du jetzt nicht spielen',
  },

  status: {
    lead: 'Du spielst aus: Wähle eine Karte',
    follow: 'Du bist dran: Antworte auf die Karte von {name}',
    followClosed: 'Du bist dran: Farbe bedienen, wenn du kannst',
    marriageLead: {
      french: 'Spiel König oder Dame in {suit} aus, oder melde dich ab',
      german: 'Spiel König oder Ober in {suit} aus, oder melde dich ab',
    },
    thinking: '{name} überlegt',
    playing: '{name} ist am Zug',
    waitingForDeal: 'Warten aufs Geben',
    dealOver: 'Das Spiel ist aus',
    matchOver: 'Das Bummerl ist aus',
    claimNow: 'Du hast {points} – jetzt abmelden',
  },

  announce: {
    newDeal: 'Neues Spiel: {name} gibt, Trumpf ist {suit}',
    plays: '{name} spielt {card}',
    marriage: '{name} sagt {points} in {suit} an',
    exchange: {
      french: '{name} tauscht Trumpf aus und nimmt {card}',
      german: '{name} tauscht Trumpf aus und nimmt {card}',
    },
    close: '{name} dreht zu',
    claim: '{name} meldet sich ab mit 66',
    youTakeTrick: 'Du machst den Stich',
    theyTakeTrick: '{name} macht den Stich',
    yourTurn: 'Du bist dran',
  },

  result: {
    title: 'Spiel {deal}',
    youWin: 'Du gewinnst das Spiel',
    theyWin: '{name} gewinnt das Spiel',
    reasons: {
      claim: '{who}: abgemeldet mit {points} Punkten.',
      falseClaim: '{who}: abgemeldet mit nur {points} Punkten – falsch abgemeldet.',
      closedClaim: '{who}: zugedreht und abgemeldet mit {points} Punkten.',
      closedLastTrick: '{who}: zugedreht und den letzten Stich gemacht, mit {points} Punkten.',
      closedFalseClaim: '{who}: zugedreht, aber abgemeldet mit nur {points} Punkten.',
      closedBeaten: '{who}: zuerst auf 66, nachdem {closer} zugedreht hatte.',
      closedRunOut: '{who}: zugedreht, aber keine 66 erreicht.',
      closedNoClaim: '{who}: zugedreht und 66 erreicht, aber ohne Abmelden den letzten Stich verloren.',
      lastTrick: '{who}: letzter Stich.',
      lastTrickWith: '{who}: letzter Stich, mit {points} Punkten.',
    },
    worth: {
      one: '1 Spielpunkt: {who} mit 33 Punkten oder mehr.',
      two: '2 Spielpunkte: {who} unter 33 Punkten (Schneider).',
      three: '3 Spielpunkte: {who} ohne Stich (Schwarz).',
      oneClosed: '1 Spielpunkt: {who} beim Zudrehen mit 33 Punkten oder mehr.',
      twoClosed: '2 Spielpunkte: {who} beim Zudrehen unter 33 Punkten.',
      threeClosed: '3 Spielpunkte: {who} beim Zudrehen ohne Stich.',
      falseClaimTwo: '2 Spielpunkte für falsches Abmelden.',
      falseClaimThree: '3 Spielpunkte für falsches Abmelden: {who} noch ohne Stich.',
      closedFailedTwo: '2 Spielpunkte für missglücktes Zudrehen.',
      closedFailedThree: '3 Spielpunkte für missglücktes Zudrehen: {who} beim Zudrehen ohne Stich.',
      lastTrickOnly: '1 Spielpunkt für den letzten Stich, ohne 66.',
    },
    gamePoints: { one: '+{count} Spielpunkt', other: '+{count} Spielpunkte' },
    columns: { player: 'Spieler', points: 'Punkte', tricks: 'Stiche', bummerl: 'Bummerl' },
    tableCaption: 'Kartenpunkte, Stiche und Bummerl nach diesem Spiel',
    bummerlChange: '{before} → {after}',
    bummerlChangeLabel: 'Bummerl: noch {after}, vorher {before}',
    bummerlWonLabel: 'Bummerl gewonnen: von {before} auf 0',
    lostMarriage: '{who}: {count} Punkte angesagt, aber keinen Stich gemacht – sie zählen nicht.',
    nextDeal: 'Nächstes Spiel',
    seeResult: 'Zum Ergebnis',
  },

  matchOver: {
    eyebrow: 'Bummerl vorbei',
    youWin: 'Du gewinnst das Bummerl!',
    theyWin: '{name} gewinnt das Bummerl',
    youWinText: '{name} kriegt das Bummerl.',
    theyWinText: 'Du kriegst das Bummerl. Mehr Glück beim nächsten!',
    deals: { one: '{count} Spiel gespielt', other: '{count} Spiele gespielt' },
    lastDeal: 'Letztes Spiel: {story}',
    record: 'Bummerl: du {won}, {name} {lost}',
    playAgain: 'Nochmal spielen',
    settings: 'Einstellungen ändern',
  },

  settings: {
    title: 'Schnapsen-Einstellungen',
    intro: 'Richte deinen Schnapsen-Tisch ein. Kartenbild, Punkteanzeige und Tempo ändern sich sofort.',
    groups: { opponent: 'Gegner', rules: 'Regeln', play: 'Spiel', look: 'Aussehen und Tempo' },
    level: {
      label: 'Spielstärke',
      hint: 'Wie gut der Computer spielt. Gilt ab dem nächsten Bummerl.',
      options: {
        easy: { label: 'Leicht', hint: 'Spielt aus dem Bauch und macht Fehler.' },
        normal: { label: 'Normal', hint: 'Ein solider Spieler, der die Punkte mitzählt.' },
        hard: { label: 'Schwer', hint: 'Merkt sich jede Karte und durchschaut deine Ansagen.' },
        expert: { label: 'Experte', hint: 'Denkt an die Karten, die noch keiner gesehen hat.' },
      },
    },
    bummerl: {
      label: 'Bummerl',
      hint: 'Spielpunkte für ein Bummerl.',
      option: '{count} Punkte',
    },
    exchangeWithOneLeft: {
      label: 'Tauschen bei einer Karte im Talon',
      hint: 'Den Trumpf auch dann austauschen, wenn nur noch eine verdeckte Karte im Talon liegt.',
    },
    autoClaim: {
      label: 'Automatisch abmelden',
      hint: 'Meldet dich mit 66 ab, sobald du sie hast.',
    },
    showPoints: {
      label: 'Meine Punkte zeigen',
      hint: 'Aus: Zähl deine Punkte im Kopf mit, wie an einem echten Tisch; vor jedem Abmelden kommt eine Rückfrage.',
    },
    faces: {
      label: 'Kartenbild',
      hint: 'Nur das Aussehen ändert sich; die Karten zählen gleich.',
      options: {
        german: { label: 'Deutsch', hint: 'Herz, Schellen, Eichel, Grün, mit Unter und Ober' },
        french: { label: 'Französisch', hint: 'Herz, Karo, Kreuz, Pik' },
      },
    },
  },
};
