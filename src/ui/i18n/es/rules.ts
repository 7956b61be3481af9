// Spanish text of the Schwimmen rules page. Mirrors ../en/rules.ts, in the words of the user's Spanish rules
// (ronda, repartidor, centro, llamar, trío, nadar, recuento, Fuego).
import type { Catalog } from '../catalog';
import type { rules as enRules } from '../en/rules';

export const rules: Catalog<typeof enRules> = {
  title: 'Cómo se juega al Schwimmen',
  contents: 'Índice',
  intro:
    'Reúne tres cartas que valgan lo máximo posible en un solo palo. En cada ronda la mano más baja pierde una vida; gana el último jugador que sigue en la partida.',
  yourTable: 'Tu mesa',
  changeHint: 'Puedes cambiar estas opciones en Ajustes.',
  summary: {
    lives: { one: '{count} vida cada uno', many: '{count} vidas cada uno', other: '{count} vidas cada uno' },
    feuer: { on: 'Fuego activado', off: 'Fuego desactivado' },
    threeOfAKind: { on: 'Trío activado', off: 'Trío desactivado' },
    knockInFirstRound: {
      on: 'Se puede llamar en el primer turno',
      off: 'Se llama cuando todos han tenido un turno',
    },
    knockWithSwap: { on: 'Se puede llamar tras cambiar', off: 'Llamar es un turno aparte' },
    tieBreak: { none: 'Empate en la mano más baja: pierden todos', skat: 'Empates por el orden del Skat' },
  },
  example: 'vale {value}',
  exampleNotes: {
    oneSuit: {
      french: 'Rey y 10 de picas; el as está solo en corazones',
      german: 'Rey y 10 de hojas; el as está solo en corazones',
    },
    twoOfOne: '7 y 9 de corazones',
    noPair: 'Ningún palo repetido: cuenta la mejor carta',
  },
  sections: {
    cards: {
      title: 'Cartas y valores',
      deck: {
        french: 'Se juega con 32 cartas: 7, 8, 9, 10, jota, reina, rey y as de cuatro palos.',
        german: 'Se juega con 32 cartas: 7, 8, 9, 10, Unter, Ober, rey y as de cuatro palos.',
      },
      points: {
        french: 'El as vale 11; el rey, la reina, la jota y el 10 valen 10; y el 9, el 8 y el 7, su número.',
        german: 'El as vale 11; el rey, el Ober, el Unter y el 10 valen 10; y el 9, el 8 y el 7, su número.',
      },
      suit: 'Solo cuenta un palo: tu mano vale el total más alto de las cartas que tienes de un mismo palo. Las cartas de otros palos no suman nada.',
      examplesTitle: 'Ejemplos',
      schnauz:
        'Lo máximo que da un palo es 31: un as con dos cartas de valor 10 del mismo palo. Eso es un Schnauz.',
      threeOn:
        'El trío está activado: tres cartas del mismo rango valen 30½; tres sietes, lo mismo que tres reyes.',
      threeOff: 'El trío está desactivado: tres cartas del mismo rango cuentan como cualquier otra mano.',
    },
    deal: {
      title: 'El reparto',
      deal: 'Cada jugador recibe tres cartas, de una en una, empezando a la izquierda del repartidor. El repartidor recibe además un segundo paquete de tres, boca abajo. Las cartas que sobran forman el mazo.',
      choice:
        'El repartidor mira solo el primer paquete y entonces o se lo queda, y el segundo paquete va descubierto al centro, o toma el segundo sin mirarlo, y el primero va al centro.',
      atOnce:
        'Si a alguien le reparten 31, la ronda termina antes de que elija quien reparte (ver Schnauz y Fuego).',
      next: 'Después de cada ronda reparte el siguiente jugador a la izquierda.',
    },
    turn: {
      title: 'Tu turno',
      order:
        'Empieza el jugador a la izquierda del repartidor y se sigue en el sentido de las agujas del reloj. En tu turno haces exactamente una cosa:',
      swap: 'Cambiar una carta: das una de las tuyas y tomas una del centro. Tu carta queda donde estaba la que has tomado.',
      swapAll: 'Cambiar las tres: tus tres cartas y las tres del centro se intercambian.',
      pass: 'Pasar: no cambias nada.',
      knock: 'Llamar: dices que tu mano te basta (ver más abajo).',
      never: 'Nunca se cambian exactamente dos cartas, y nadie roba del mazo.',
    },
    knocking: {
      title: 'Llamar',
      text: 'Llamar hace que la ronda termine pronto: cada uno de los demás jugadores tiene un último turno (cambiar una, cambiar las tres o pasar, pero no llamar) y después se enseñan todas las manos. Quien ha llamado ya no vuelve a jugar. Solo un jugador llama en cada ronda.',
      firstRoundOff:
        'Llamar en tu primer turno está desactivado: puedes llamar cuando todos hayan tenido un turno.',
      firstRoundOn:
        'Llamar en tu primer turno está activado: puedes llamar ya en tu primer turno de la ronda.',
      withSwapOn:
        'Llamar tras cambiar está activado: también puedes terminar un cambio, o el cambio de las tres, llamando, siempre que podrías llamar. Primero se cambia; si eso te da 31, lo enseñas y la ronda termina en el acto. Llamar sin cambiar sigue siendo posible.',
      withSwapOff:
        'Llamar tras cambiar está desactivado: llamar es todo tu turno, así que no puedes cambiar y llamar en el mismo turno.',
    },
    allPass: {
      title: 'Todos pasan',
      text: 'Si todos los jugadores pasan seguidos, el centro se aparta y se ponen tres cartas nuevas del mazo boca arriba. Sigue el jugador que pasó primero. Si en el mazo quedan menos de tres cartas, la ronda termina en su lugar y se enseñan las manos.',
    },
    schnauz: {
      title: 'Schnauz y Fuego',
      schnauz:
        'Quien tiene 31 lo enseña en el acto y la ronda termina ahí mismo. Durante el juego, eso ocurre justo después del cambio que lo da, incluso en los últimos turnos después de una llamada.',
      atDeal:
        'Justo después del reparto, un 31 se enseña antes de que elija quien reparte, y nadie juega ningún turno: quien reparte se queda con su primer paquete y el segundo sigue boca abajo, sin verse. Lo mismo vale si el primer paquete de quien reparte suma 31; y quien consigue 31 al tomar el segundo paquete también lo enseña en el acto.',
      feuerOn:
        'El Fuego está activado: tres ases valen 32. También se enseñan en el acto, y cada uno de los demás jugadores pierde una vida.',
      feuerOffThree: 'El Fuego está desactivado: tres ases son un simple trío, que vale 30½.',
      feuerOffPlain: 'El Fuego está desactivado: tres ases cuentan como cualquier otra mano, 11.',
    },
    showdown: {
      title: 'Recuento y empates',
      text: 'Al final de una ronda se enseñan todas las manos que siguen en juego. La mano más baja pierde una vida.',
      tieNone:
        'Empate en la mano más baja, pierden todos: todos los que tienen el valor más bajo pierden una vida. Si todas las manos valen lo mismo, nadie pierde.',
      tieSkat:
        'Empates por el orden del Skat: el valor más bajo pierde como siempre, y solo las manos de igual valor se ordenan además: un trío más alto gana a uno más bajo (el as es el más alto), y los totales iguales se ordenan por palo ({order}). Una mano cuyo total está en dos palos cuenta el más alto. Los jugadores empatados en el mismo palo pierden todos, aunque sean todos.',
      suitOrder: '{a}, luego {b}, {c} y {d}',
    },
    lives: {
      title: 'Vidas y nadar',
      start: {
        one: 'Todos empiezan con {count} vida.',
        many: 'Todos empiezan con {count} vidas.',
        other: 'Todos empiezan con {count} vidas.',
      },
      swim: 'Un jugador que ha perdido todas sus vidas nada: sigue jugando, pero la próxima ronda que pierda lo deja fuera de la partida.',
    },
    winning: {
      title: 'Cómo se gana',
      text: 'Gana el último jugador que sigue en la partida. Un Schnauz termina una ronda, nunca la partida.',
      drawSkat:
        'Con los empates por el orden del Skat, los últimos jugadores pueden quedar fuera en la misma ronda: entonces la partida acaba en empate, sin ganador.',
      noDraw:
        'Siempre hay un ganador: la mejor mano de una ronda nunca pierde una vida (si todas valen lo mismo, nadie pierde).',
    },
  },
};
