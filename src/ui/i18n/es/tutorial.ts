// La primera partida guiada («Cómo se juega»): el marco, cada paso de los dos juegos y la oferta de la
// primera visita. Refleja ../en/tutorial.ts.
import type { TutorialMessages } from '../en/tutorial';

export const tutorial: TutorialMessages = {
  title: {
    schwimmen: 'Cómo se juega al Schwimmen',
    schnapsen: 'Cómo se juega al Schnapsen',
  },
  stepOf: 'Paso {n} de {total}',
  next: 'Siguiente',
  skip: 'Saltar',
  skipLong: 'Saltar el tutorial',
  yourMove: 'Te toca: la carta o el botón resaltado.',
  wrong: '¡Casi! En una partida de verdad vale, pero este paso pide la jugada resaltada.',
  done: {
    title: '¡Muy bien!',
    schwimmen: 'Así es el Schwimmen: junta puntos de un palo, cambia, pasa o llama, y conserva tus vidas.',
    schnapsen:
      'Así es el Schnapsen: gana bazas, canta matrimonios, cierra cuando seas fuerte y di que tienes 66.',
    play: 'Jugar una partida de verdad',
    home: 'Inicio',
  },
  offer: {
    text: '¿Nuevo en el {game}? Juega una primera partida guiada.',
    no: 'No, gracias',
  },
  schwimmen: {
    values:
      'Estas son tus cartas. {A} vale 11; {K}, {Q}, {J} y {T}, 10; el 9, el 8 y el 7, su número. Solo se suman las cartas de un mismo palo: tu mano vale {value}, su mejor palo.',
    middle:
      'Anna ha repartido y se ha quedado sus cartas, así que su segundo paquete está boca arriba en el centro. En tu turno cambias con el centro, pasas o llamas. El objetivo: el máximo de puntos en un palo, 31 como mucho.',
    swap: 'Cambia una carta: toca tu {give} y después {take} en el centro. Con {with} suman 21 en {suit}.',
    swapAll:
      'Anna se llevó tu {card} y dejó {left}: en el centro hay ahora tres cartas de {suit}, que valen 27. Llévate las tres a la vez: toca «{button}».',
    pass: 'Tus 27 en {suit} están bien, y en el centro no hay {suit} para ti. Toca «{button}»: te quedas con tus cartas.',
    knock:
      'Anna también ha pasado. Cuando todos pasan seguidos, salen tres cartas nuevas del mazo. Sigue sin haber nada para ti: toca «{button}». Después de llamar, cada uno de los demás juega una última vez y se comparan las manos.',
    schnauz:
      'Anna tomó {card} al final y tiene {hand}: ¡Schnauz! Un as y dos cartas de diez del mismo palo, 31: la ronda termina en el acto. Tres ases (Feuer) valdrían 32: todos los demás perderían una vida.',
    lives:
      'La mano más baja pierde una vida: tus 27 contra 31. Normalmente hay tres; aquí, una. Sin vidas estás nadando: sigues jugando, pero la próxima derrota te elimina. Gana el último que queda.',
  },
  schnapsen: {
    values:
      'El Schnapsen se juega con 20 cartas: {A} 11, {T} 10, {K} 4, {Q} 3, {J} 2; 120 puntos en total. Quien llega primero a 66 puntos gana la mano.',
    trump:
      'La carta bajo el talón, {card}, es la carta de triunfo: {suit} son triunfo en esta mano. Cualquier triunfo gana a cualquier carta de otro palo.',
    lead: 'Sales tú a la primera baza. Mientras el talón está abierto, Anna puede responder con cualquier carta: gana la más alta del palo que salió, o un triunfo. Sal con {card}.',
    draw: 'Anna respondió con {answer}: la baza es tuya, {points} puntos. Quien gana roba primero la carta de arriba del talón y luego el otro, así que los dos volvéis a tener cinco cartas.',
    marriage:
      'Tienes {king} y {queen} del mismo palo: un matrimonio, 20 puntos (40 en triunfo). Cántalo antes de salir: toca «{button}».',
    marriageLead:
      'Los 20 cuentan enseguida porque ya has ganado una baza: tienes {points} puntos. Ahora sal con una carta de la pareja: juega {card}.',
    exchange:
      'Tienes {jack}, {J} de triunfo. Mientras el talón está abierto puedes cambiarla por la carta de triunfo {trump}. Toca «{button}».',
    close:
      'Tienes {points} puntos y buenas cartas: es el momento de cerrar. Toca «{button}». Ya nadie roba, y ahora debes llegar a 66 con las cartas de tu mano.',
    closedLead:
      'Con el talón cerrado, Anna debe superar tu carta si puede; si no, seguir el palo; si no, fallar con triunfo. Sal con {card}.',
    closedLead2: 'Anna tuvo que soltar {answer}. Sal ahora con {card}: de nuevo tiene que seguir {suit}.',
    claim: 'Tienes {points} puntos: 66 o más. Dilo: toca «{button}». La mano termina en el acto, y es tuya.',
    bummerl:
      'Ganas 3 puntos de partida: Anna no tenía ninguna baza cuando cerraste (con 33 o más sería 1; si no, 2). Un Bummerl cuenta hacia atrás desde 7: gana quien llega antes a 0.',
  },
};
