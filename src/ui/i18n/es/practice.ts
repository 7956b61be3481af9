// La práctica, en los dos juegos: el ajuste, la insignia de una partida de práctica, Deshacer y las cartas a
// la vista.
import type { Catalog } from '../catalog';
import type { practice as english } from '../en/practice';

export const practice: Catalog<typeof english> = {
  badge: 'Práctica',
  badgeTitle: 'Una partida de práctica: no cuenta en las estadísticas ni en la valoración.',
  settings: {
    group: 'Práctica',
    practice: {
      label: 'Práctica',
      hint: 'Una partida de práctica no cuenta en las estadísticas ni en la valoración, y «Deshacer» anula tu última jugada. Al activarla, la partida en curso pasa a ser de práctica para siempre; al desactivarla, se aplica desde la próxima partida.',
    },
    showCards: {
      label: 'Mostrar las cartas del ordenador',
      hint: 'Las manos de los jugadores del ordenador quedan boca arriba. Ellos siguen viendo solo sus propias cartas.',
      unavailable: 'Solo en práctica: activa primero la práctica.',
    },
  },
  takeBack: {
    button: 'Deshacer',
    nothingRound: 'Nada que deshacer: aún no has jugado en esta ronda.',
    nothingDeal: 'Nada que deshacer: aún no has jugado en esta mano.',
    done: 'Has deshecho tu última jugada. Vuelve a ser tu turno.',
  },
  openHand: 'Cartas de {name}',
};
