// Spanish texts of the Schnapsen table. Mirrors ../en/schnapsen.ts, with the usual Spanish card words:
// mano (a deal), baza, monte (the talon), triunfo, matrimonio (cantar), salir (to lead), asistir (follow
// suit), montar (head the trick), fallar (trump), cerrar; the claim is "tengo 66". {who} may be "Tú", whose
// verb differs from a name's, so sentences about {who} avoid a conjugated verb after it.
import type { Catalog } from '../catalog';
import type { schnapsen as enSchnapsen } from '../en/schnapsen';

export const schnapsen: Catalog<typeof enSchnapsen> = {
  title: 'Schnapsen',

  words: {
    /** The article comes with the rank: "el diez de corazones", "la jota de picas". */
    card: '{rank} de {suit}',
    ranks: {
      french: { J: 'la jota', Q: 'la reina', K: 'el rey', T: 'el diez', A: 'el as' },
      german: { J: 'el Unter', Q: 'el Ober', K: 'el rey', T: 'el diez', A: 'el as' },
    },
    suitTitles: {
      french: { c: 'Tréboles', s: 'Picas', h: 'Corazones', d: 'Diamantes' },
      german: { c: 'Bellotas', s: 'Hojas', h: 'Corazones', d: 'Cascabeles' },
    },
    /** With its article: "juega una pica", "un cascabel". */
    suitOne: {
      french: { c: 'un trébol', s: 'una pica', h: 'un corazón', d: 'un diamante' },
      german: { c: 'una bellota', s: 'una hoja', h: 'un corazón', d: 'un cascabel' },
    },
  },

  table: {
    opponentHand: 'Cartas de {name}',
    cardsHeld: { one: '{count} carta', many: '{count} cartas', other: '{count} cartas' },
    knownCard: 'Enseñada boca arriba',
    talon: 'Monte',
    talonCount: {
      one: '{count} carta en el monte',
      many: '{count} cartas en el monte',
      other: '{count} cartas en el monte',
    },
    talonCountClosed: {
      one: '{count} carta en el monte cerrado',
      many: '{count} cartas en el monte cerrado',
      other: '{count} cartas en el monte cerrado',
    },
    talonEmpty: 'Monte agotado',
    trumpCard: 'Carta de triunfo: {card}',
    trumpFaceDown: 'Carta de triunfo boca abajo: el monte está cerrado',
    trumps: 'Triunfo',
    trumpSuit: 'Triunfo: {suit}',
    trick: 'Baza',
    tookTrick: 'Baza: {who}',
    lastTrick: 'Última baza',
    lastTrickNone: 'Aún no se ha ganado ninguna baza',
    lastTrickTitle: 'La última baza',
    lastTrickLed: 'Salida: {who}',
  },

  seats: {
    yourTurn: 'Tu turno',
    playing: 'Juega',
    thinking: 'Pensando',
    points: { one: '{count} punto', many: '{count} puntos', other: '{count} puntos' },
    pending: '+{count} pendientes',
    pendingLong: '{count} puntos de matrimonio cuentan al ganar una baza',
    tricks: { one: '{count} baza', many: '{count} bazas', other: '{count} bazas' },
    bummerl: 'Bummerl',
    bummerlLeft: {
      one: 'Bummerl: falta {count} punto de partida',
      many: 'Bummerl: faltan {count} puntos de partida',
      other: 'Bummerl: faltan {count} puntos de partida',
    },
    toGo: { one: 'por ganar', many: 'por ganar', other: 'por ganar' },
    won: 'Ganado',
    bummerlWon: 'Bummerl: ganado',
    marriage: 'Matrimonio en {suit} ({points})',
    closed: 'Cerrado',
    closedLong: 'Ha cerrado el monte',
    exchanged: 'Cambio',
    exchangedLong: {
      french: 'Ha cambiado la jota de triunfo por {card}',
      german: 'Ha cambiado el Unter de triunfo por {card}',
    },
    announcements: 'Cantes',
  },

  actions: {
    marry: 'Matrimonio',
    exchangeTrump: {
      french: 'Cambiar triunfo',
      german: 'Cambiar triunfo',
    },
    close: 'Cerrar el monte',
    claim: 'Tengo 66',
    chooseSuit: '¿Qué matrimonio?',
    marriageOption: '{suit} ({points})',
  },

  claimConfirm: {
    title: '¿Declarar 66?',
    text: {
      one: 'Tienes {count} punto. ¿Declarar igualmente? Perderás esta mano.',
      many: 'Tienes {count} puntos. ¿Declarar igualmente? Perderás esta mano.',
      other: 'Tienes {count} puntos. ¿Declarar igualmente? Perderás esta mano.',
    },
    confirm: 'Declarar igualmente',
    textUncounted: 'Si declaras con menos de 66 puntos, pierdes esta mano. ¿Declarar ahora?',
    confirmUncounted: 'Declarar',
    cancel: 'Seguir jugando',
  },

  closeConfirm: {
    title: '¿Cerrar el monte?',
    text: {
      one: 'Ya nadie roba, y desde ahora hay que asistir al palo. Debes llegar a 66 con las cartas de tu mano; si no lo logras, {name} gana {count} punto de partida.',
      many: 'Ya nadie roba, y desde ahora hay que asistir al palo. Debes llegar a 66 con las cartas de tu mano; si no lo logras, {name} gana {count} puntos de partida.',
      other:
        'Ya nadie roba, y desde ahora hay que asistir al palo. Debes llegar a 66 con las cartas de tu mano; si no lo logras, {name} gana {count} puntos de partida.',
    },
    confirm: 'Cerrar el monte',
    cancel: 'Dejarlo abierto',
  },

  refusals: {
    notYourTurn: 'No es tu turno',
    notOnLead: 'Solo quien sale',
    marriageAnnounced: 'No después de cantar un matrimonio',
    noMarriage: {
      french: 'Hacen falta el rey y la reina de un mismo palo',
      german: 'Hacen falta el rey y el Ober de un mismo palo',
    },
    talonClosed: 'El monte está cerrado',
    talonEmpty: 'El monte se ha agotado',
    talonTooSmall: 'Solo si quedan 2 o más cartas en el monte',
    talonTooSmallOne: 'Solo si queda alguna carta en el monte',
    noTrumpJack: 'Necesitas {card}',
    leadMarriageCard: {
      french: 'Sal con el rey o la reina de {suit}, o declara 66',
      german: 'Sal con el rey o el Ober de {suit}, o declara 66',
    },
    mustHead: 'Tienes que montar: juega {suit} que gane la baza',
    mustFollow: 'Tienes que asistir a {suit}',
    mustTrump: 'Tienes que fallar con triunfo',
    notPlayable: 'Ahora no puedes jugar esta carta',
  },

  status: {
    lead: 'Sales tú: juega una carta',
    follow: 'Tu turno: responde a la carta de {name}',
    followClosed: 'Tu turno: asiste al palo si puedes',
    marriageLead: {
      french: 'Sal con el rey o la reina de {suit}, o declara 66',
      german: 'Sal con el rey o el Ober de {suit}, o declara 66',
    },
    thinking: '{name} está pensando',
    playing: 'Juega {name}',
    waitingForDeal: 'Esperando el reparto',
    dealOver: 'La mano ha terminado',
    matchOver: 'El Bummerl ha terminado',
    claimNow: 'Tienes {points}: declara 66 ya',
  },

  announce: {
    newDeal: 'Nueva mano: reparte {name}; triunfo: {suit}',
    plays: '{name} juega {card}',
    marriage: '{name} canta matrimonio en {suit} ({points})',
    exchange: {
      french: '{name} cambia la jota de triunfo por {card}',
      german: '{name} cambia el Unter de triunfo por {card}',
    },
    close: '{name} cierra el monte',
    claim: '{name} declara 66',
    youTakeTrick: 'Ganas la baza',
    theyTakeTrick: '{name} gana la baza',
    yourTurn: 'Tu turno',
  },

  result: {
    title: 'Mano {deal}',
    youWin: 'Ganas la mano',
    theyWin: '{name} gana la mano',
    reasons: {
      claim: '{who}: 66 declarados con {points} puntos.',
      falseClaim: '{who}: 66 declarados con solo {points} puntos, en falso.',
      closedClaim: '{who}: monte cerrado y 66 declarados con {points} puntos.',
      closedLastTrick: '{who}: monte cerrado y última baza ganada, con {points} puntos.',
      closedFalseClaim: '{who}: monte cerrado, pero 66 declarados con solo {points} puntos.',
      closedBeaten: '{who}: 66 alcanzados primero, después de que el rival ({closer}) cerrara el monte.',
      closedRunOut: '{who}: monte cerrado, pero sin llegar a 66.',
      closedNoClaim: '{who}: monte cerrado y 66 alcanzados, pero última baza perdida sin haber declarado 66.',
      lastTrick: '{who}: última baza ganada.',
      lastTrickWith: '{who}: última baza ganada, con {points} puntos.',
    },
    /** {who} stands in brackets after "el rival", so the verb agrees with "el rival", also for "tú". */
    worth: {
      one: '1 punto de partida: el rival ({who}) tenía 33 puntos o más.',
      two: '2 puntos de partida: el rival ({who}) tenía menos de 33 puntos (Schneider).',
      three: '3 puntos de partida: el rival ({who}) no había ganado ninguna baza (Schwarz).',
      oneClosed: '1 punto de partida: el rival ({who}) tenía 33 puntos o más al cerrarse el monte.',
      twoClosed: '2 puntos de partida: el rival ({who}) tenía menos de 33 puntos al cerrarse el monte.',
      threeClosed: '3 puntos de partida: el rival ({who}) no tenía ninguna baza al cerrarse el monte.',
      falseClaimTwo: '2 puntos de partida por declarar 66 en falso.',
      falseClaimThree:
        '3 puntos de partida por declarar 66 en falso: el rival ({who}) aún no tenía ninguna baza.',
      closedFailedTwo: '2 puntos de partida por un cierre fallido.',
      closedFailedThree:
        '3 puntos de partida por un cierre fallido: el rival ({who}) no tenía ninguna baza al cerrarse el monte.',
      lastTrickOnly: '1 punto de partida por la última baza, sin 66.',
    },
    gamePoints: {
      one: '+{count} punto de partida',
      many: '+{count} puntos de partida',
      other: '+{count} puntos de partida',
    },
    columns: { player: 'Jugador', points: 'Puntos', tricks: 'Bazas', bummerl: 'Bummerl' },
    tableCaption: 'Puntos, bazas y Bummerl tras esta mano',
    bummerlChange: '{before} → {after}',
    bummerlChangeLabel: 'Bummerl: {after} por ganar, antes {before}',
    bummerlWonLabel: 'Bummerl ganado: de {before} a 0',
    lostMarriage: '{who}: {count} puntos de matrimonio cantados sin ganar ninguna baza, así que no contaron.',
    nextDeal: 'Siguiente mano',
    seeResult: 'Ver el resultado',
  },

  matchOver: {
    eyebrow: 'Fin del Bummerl',
    youWin: '¡Ganas el Bummerl!',
    theyWin: '{name} gana el Bummerl',
    youWinText: '{name} se lleva el Bummerl.',
    theyWinText: 'Te llevas el Bummerl. ¡Más suerte en el próximo!',
    deals: { one: '{count} mano jugada', many: '{count} manos jugadas', other: '{count} manos jugadas' },
    lastDeal: 'Última mano: {story}',
    record: 'Bummerls: tú {won}, {name} {lost}',
    playAgain: 'Jugar otra vez',
    settings: 'Cambiar ajustes',
  },

  settings: {
    title: 'Ajustes de Schnapsen',
    intro:
      'Prepara tu mesa de Schnapsen. El diseño de las cartas, los puntos y la velocidad cambian al momento.',
    groups: { opponent: 'Rival', rules: 'Reglas', play: 'Juego', look: 'Aspecto y ritmo' },
    level: {
      label: 'Nivel del ordenador',
      hint: 'Lo bien que juega el ordenador. Se aplica desde la próxima partida.',
      options: {
        easy: { label: 'Fácil', hint: 'Juega a ojo y comete errores.' },
        normal: { label: 'Normal', hint: 'Un jugador constante que cuenta los puntos.' },
        hard: { label: 'Difícil', hint: 'Recuerda cada carta y adivina tus matrimonios.' },
        expert: { label: 'Experto', hint: 'Piensa por adelantado en las cartas que aún no se han visto.' },
      },
    },
    bummerl: {
      label: 'Bummerl',
      hint: 'Puntos de partida para ganar un Bummerl.',
      option: '{count} puntos',
    },
    exchangeWithOneLeft: {
      label: 'Cambio con una sola carta en el monte',
      hint: 'Permite cambiar el triunfo aunque solo quede una carta boca abajo en el monte.',
    },
    autoClaim: {
      label: 'Declarar 66 automáticamente',
      hint: 'Declara 66 por ti en cuanto los tengas.',
    },
    showPoints: {
      label: 'Mostrar mis puntos',
      hint: 'No: cuenta tus puntos de cabeza, como en una mesa de verdad; antes de declarar 66 se te pide confirmación.',
    },
    faces: {
      label: 'Cartas',
      hint: 'Solo cambia el aspecto; las cartas valen lo mismo.',
      options: {
        german: { label: 'Alemanas', hint: 'Corazones, cascabeles, bellotas, hojas, con Unter y Ober' },
        french: { label: 'Francesas', hint: 'Corazones, diamantes, tréboles, picas' },
      },
    },
  },
};
