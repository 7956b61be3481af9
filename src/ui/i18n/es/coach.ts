// El análisis de una ronda o de una mano (el entrenador).
import type { CoachMessages } from '../en/coach';

export const coach: CoachMessages = {
  title: {
    schwimmen: 'Análisis de la ronda {round}',
    schnapsen: 'Análisis de la mano {round}',
  },
  intro:
    'Cada decisión que tomaste, juzgada solo por lo que podías ver en ese momento, frente a la elección del experto. Las cartas ocultas nunca cuentan en tu contra.',
  loading: 'Calculando el análisis…',
  failed: 'No se pudo calcular el análisis. Ciérralo y vuelve a intentarlo.',
  none: 'En esta ronda no tuviste ninguna elección real: nada que analizar.',
  summary: {
    one: '1 decisión, coste medio {cost}.',
    many: '{count} decisiones, coste medio {cost}.',
    other: '{count} decisiones, coste medio {cost}.',
  },
  decision: 'Decisión {n}',
  verdicts: {
    best: 'La mejor',
    good: 'Buena',
    inaccuracy: 'Imprecisión',
    mistake: 'Error',
    blunder: 'Error grave',
  },
  costliest: 'La más cara',
  yourMove: 'Jugaste',
  expertMove: 'El experto',
  sameMove: 'lo mismo',
  costLabel: 'Coste',
  cost: {
    schwimmen: '{cost} puntos más de riesgo de perder una vida',
    schnapsen: '{cost} puntos de juego perdidos de media',
  },
  costShort: {
    schwimmen: '{cost} puntos de riesgo',
    schnapsen: '{cost} puntos de juego',
  },
  schwimmen: {
    hand: 'Tu mano',
    middle: 'Centro',
    packet: 'Primer paquete',
    risk: 'Riesgo de perder una vida: {played} % con tu elección, {expert} % con la del experto.',
    actions: {
      swap: 'cambiar {give} por {take}',
      swapAll: 'cambiar las tres',
      pass: 'pasar',
      knock: 'golpear',
      keep: 'quedarte el primer paquete',
      takeSecond: 'tomar el segundo paquete',
    },
    explain:
      '{played} ({playedWorth}) costaba una vida en el {playedRisk} % de las partidas; {expert} ({expertWorth}), en el {expertRisk} %.',
    worth: {
      suit: '{value} en {suit}',
      threeOfAKind: 'trío, 30½',
      feuer: 'Fuego',
    },
  },
  schnapsen: {
    hand: 'Tu mano',
    led: 'Carta jugada hacia ti',
    trump: 'Triunfo: {suit}',
    score: 'Puntos: tú {mine}, {name} {theirs}',
    talon: {
      one: '1 carta en el talón',
      many: '{count} cartas en el talón',
      other: '{count} cartas en el talón',
    },
    closed: 'Talón cerrado',
    worth: 'Esperado: {played} puntos de juego con tu elección, {expert} con la del experto.',
    actions: {
      lead: 'salir con {card}',
      follow: 'responder con {card}',
      marry: 'cantar el matrimonio en {suit}',
      exchangeTrump: 'cambiar la {jack} de triunfo',
      close: 'cerrar el talón',
      claim: 'cantar 66',
    },
    explain:
      '{played} vale {playedValue} puntos de juego de media y gana la mano con el {playedWin} % de las manos que {name} puede tener; {expert}: {expertValue} y {expertWin} %.',
  },
  schnapsenHint: {
    leadSafe: 'Sal con {card}: gana la baza tenga lo que tenga {name}',
    leadRarelyBeaten: 'Sal con {card}: solo un {percent} % de las manos posibles de {name} la superan',
    leadCheapest: 'Sal con {card}: es la que arriesga menos puntos',
    leadBest: 'Sal con {card}: la mejor salida contra las manos posibles de {name}',
    take: 'Gana la baza con {card}: +{points} puntos',
    takeMarriage: 'Gana la baza con {card}: +{points}, y cuentan tus {marriage} puntos del matrimonio',
    takeClaim: 'Gana la baza con {card}: llegas a {total}, luego declara 66',
    throwLost: 'Descarta {card}: la baza está perdida de todos modos',
    throwSaveTrump: 'Descarta {card}: guarda tus triunfos para después',
    throwCheap: 'Descarta {card}: esta baza no vale una carta mejor',
    marryPending: 'Canta {points} en {suit}: cuentan en cuanto ganes una baza',
    marryCounted: 'Canta {points} en {suit}: llegas a {total}',
    marryClaim: 'Canta {points} en {suit}: llegas a {total}, luego declara 66',
    exchange: {
      french: 'Cambia la jota de triunfo: toma {card}',
      german: 'Cambia el Unter de triunfo: toma {card}',
    },
    close: 'Cierra ya: llegas a 66 en el {percent} % de las manos posibles de {name}',
    closeAlmostSure: 'Cierra ya: llegas a 66 en casi todas las manos posibles de {name}',
    closeSure: 'Cierra ya: llegas a 66 tenga lo que tenga {name}',
    claim: 'Declara 66: tienes {points}',
    claimWins: {
      one: 'Ganas la mano, por {count} punto de partida',
      many: 'Ganas la mano, por {count} puntos de partida',
      other: 'Ganas la mano, por {count} puntos de partida',
    },
    claimLoses: 'Declarar ahora pierde la mano',
  },
};
