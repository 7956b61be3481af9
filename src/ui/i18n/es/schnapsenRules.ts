// Spanish text of the Schnapsen rules page. Mirrors ../en/schnapsenRules.ts, with the usual Spanish card
// words: mano, baza, monte, triunfo, matrimonio (cantar), salir, asistir, montar, fallar, cerrar.
import type { Catalog } from '../catalog';
import type { schnapsenRules as enSchnapsenRules } from '../en/schnapsenRules';

export const schnapsenRules: Catalog<typeof enSchnapsenRules> = {
  title: 'Cómo se juega al Schnapsen',
  contents: 'Índice',
  intro:
    'Dos jugadores, veinte cartas. Gana bazas y canta matrimonios hasta que puedas decir que tienes 66 puntos. Cada mano ganada te acerca a ganar el Bummerl.',
  yourTable: 'Tu mesa',
  changeHint: 'Puedes cambiar estas opciones en Ajustes.',
  summary: {
    bummerl: 'Bummerl a {count}',
    exchangeWithOneLeft: {
      on: 'Cambio con una sola carta en el monte',
      off: 'Cambio si quedan 2 o más cartas',
    },
    autoClaim: { on: '66 declarado automáticamente', off: 'Declaras 66 tú mismo' },
  },
  worth: '{points}',
  sections: {
    cards: {
      title: 'Cartas y puntos',
      deck: {
        french:
          'Se juega con 20 cartas: as, diez, rey, reina y jota de cuatro palos. Con la baraja alemana, la reina es el Ober y la jota el Unter, y los palos son corazones, cascabeles, bellotas y hojas.',
        german:
          'Se juega con 20 cartas: as, diez, rey, Ober y Unter de cuatro palos: corazones, cascabeles, bellotas y hojas. Con la baraja francesa, el Ober es la reina y el Unter la jota.',
      },
      points: {
        french:
          'Las cartas valen puntos: as 11, diez 10, rey 4, reina 3, jota 2; 120 en total. En la baza mandan en el mismo orden: as, diez, rey, reina, jota.',
        german:
          'Las cartas valen puntos: as 11, diez 10, rey 4, Ober 3, Unter 2; 120 en total. En la baza mandan en el mismo orden: as, diez, rey, Ober, Unter.',
      },
    },
    deal: {
      title: 'El reparto',
      deal: 'Cada jugador recibe cinco cartas: tres y luego dos. Entre las dos tandas se vuelve una carta boca arriba: es la carta de triunfo, y su palo es el triunfo durante toda la mano.',
      talon:
        'Las otras nueve cartas forman el monte, boca abajo. La carta de triunfo queda atravesada debajo y es la última que se roba.',
      lead: 'Sale a la primera baza el jugador que no ha repartido. El reparto se alterna.',
    },
    tricks: {
      title: 'Las bazas con el monte abierto',
      play: 'Quien sale juega cualquier carta, y el otro jugador también: todavía no hay que asistir.',
      win: 'Gana la baza la carta más alta del palo de salida; cualquier triunfo gana a cualquier otro palo. Quien gana sale a continuación.',
      draw: 'Tras cada baza, el ganador roba la carta de arriba del monte y luego el otro jugador la siguiente. Quien roba el último se lleva la carta de triunfo.',
    },
    closed: {
      title: 'Con el monte cerrado o agotado',
      text: 'Ya nadie roba y las reglas se vuelven estrictas. El segundo jugador debe, en este orden:',
      head: 'montar: ganar la baza con una carta más alta del palo de salida, si puede;',
      follow: 'si no, asistir con una carta más baja de ese palo;',
      trump: 'si no, fallar con un triunfo;',
      any: 'y solo si no tiene nada de eso, jugar cualquier carta.',
    },
    marriage: {
      title: 'Matrimonios',
      text: {
        french:
          'Quien sale y tiene el rey y la reina de un mismo palo puede enseñarlos y cantar matrimonio: 20 puntos, o 40 en el palo de triunfo. Después sale con el rey o la reina, o declara 66 en el acto si el matrimonio le ha llevado hasta ahí.',
        german:
          'Quien sale y tiene el rey y el Ober de un mismo palo puede enseñarlos y cantar matrimonio: 20 puntos, o 40 en el palo de triunfo. Después sale con el rey o el Ober, o declara 66 en el acto si el matrimonio le ha llevado hasta ahí.',
      },
      pending:
        'Los puntos de matrimonio solo cuentan cuando has ganado una baza. Hasta entonces quedan pendientes, y se pierden si nunca ganas ninguna. Se pueden cantar matrimonios hasta la última baza.',
    },
    exchange: {
      title: 'Cambiar el triunfo',
      text: {
        french:
          'Quien sale y tiene la jota de triunfo puede cambiarla por la carta de triunfo que está bajo el monte, antes de salir.',
        german:
          'Quien sale y tiene el Unter de triunfo puede cambiarlo por la carta de triunfo que está bajo el monte, antes de salir.',
      },
      optionOff: 'Se permite mientras el monte está abierto y quedan al menos dos cartas boca abajo.',
      optionOn: 'Se permite mientras el monte está abierto y queda al menos una carta boca abajo.',
    },
    closing: {
      title: 'Cerrar el monte',
      text: 'Quien sale puede cerrar el monte volviendo la carta de triunfo boca abajo, siempre que quede alguna carta boca abajo. Desde ese momento nadie roba y se aplican las reglas estrictas.',
      risk: 'Quien cierra tiene que llegar a 66. Si lo consigue, los puntos de partida dependen de los puntos que tenía el otro jugador al cerrar. Si no, el otro jugador gana 2 puntos de partida, o 3 si no tenía ninguna baza cuando se cerró el monte.',
    },
    claiming: {
      title: 'Declarar 66',
      text: 'Quien sale —también justo después de cambiar, cerrar o cantar un matrimonio— puede decir que tiene 66 o más. La mano termina en el acto y se puntúa.',
      wrong:
        'Declarar en falso sale caro: el otro jugador gana 2 puntos de partida, o 3 si aún no tiene ninguna baza.',
      autoOff: 'En esta mesa declaras tú con el botón «Tengo 66»: ve contando tus puntos.',
      autoOn: 'En esta mesa se declara por ti en cuanto tienes 66.',
      lastTrick:
        'Si nadie declara y se acaban las cartas, quien gana la última baza gana la mano: según los puntos de abajo si tiene 66 o más; si no, 1 punto de partida. La última baza no da puntos extra.',
    },
    scoring: {
      title: 'Puntos de partida',
      intro: 'Quien gana una mano se lleva puntos de partida según cómo le haya ido al otro jugador:',
      one: '1 punto de partida si el otro jugador tiene 33 puntos o más;',
      two: '2 puntos de partida si tiene menos de 33 (Schneider) pero al menos una baza;',
      three: '3 puntos de partida si no ha ganado ninguna baza (Schwarz).',
    },
    bummerl: {
      title: 'El Bummerl',
      start: 'Los dos jugadores empiezan en {count} y van restando los puntos de partida que ganan.',
      end: 'Quien llega antes a 0 gana el Bummerl; el otro «se lleva un Bummerl».',
    },
  },
};
