import type { Catalog } from '../catalog';
import type { replay as english } from '../en/replay';

export const replay: Catalog<typeof english> = {
  button: 'Repetición',
  title: 'Repetición',
  subtitle: '{game}: {players}. {result}',
  result: {
    wins: 'Gana {name}',
    youWin: 'Ganas tú',
    draw: 'Empate',
    unfinished: 'Sin terminar',
  },
  close: 'Cerrar',
  start: 'Inicio',
  previous: 'Jugada anterior',
  next: 'Jugada siguiente',
  end: 'Final',
  step: 'jugada {n} de {count}',
  atStart: 'Antes del primer reparto',
  deal: '{word} {deal}',
  moves: 'Jugadas',
  controls: 'Recorrer las jugadas',
  show: 'Mostrar',
  everyone: 'Todas las manos',
  seatView: 'Lo que veía {name}',
  yourView: 'Lo que veías tú',
  mark: 'Análisis: {verdict}',
  broken: 'Esta partida no se puede repetir: {reason}',
  noBoard: 'Las jugadas de este juego se muestran solo con palabras.',
  schwimmen: {
    round: 'Ronda',
    handValue: 'Valor {value}',
  },
  schnapsen: {
    deal: 'Mano',
    trump: 'Triunfo',
    talon: {
      one: '{count} carta en el monte',
      many: '{count} cartas en el monte',
      other: '{count} cartas en el monte',
    },
    closed: 'Monte cerrado',
    trick: 'Baza',
    lastTrick: 'Última baza',
    points: '{points} puntos',
    tricks: { one: '{count} baza', many: '{count} bazas', other: '{count} bazas' },
    bummerl: {
      one: 'falta {count} punto de partida',
      many: 'faltan {count} puntos de partida',
      other: 'faltan {count} puntos de partida',
    },
    moves: {
      deal: { you: 'Repartes tú; triunfo: {suit}', other: 'Reparte {name}; triunfo: {suit}' },
      play: { you: 'Juegas {card}', other: '{name} juega {card}' },
      marry: {
        you: 'Cantas matrimonio en {suit} ({points})',
        other: '{name} canta matrimonio en {suit} ({points})',
      },
      exchange: {
        you: 'Cambias {card} por la carta de triunfo {trump}',
        other: '{name} cambia {card} por la carta de triunfo {trump}',
      },
      close: { you: 'Cierras el monte', other: '{name} cierra el monte' },
      claim: { you: 'Declaras 66', other: '{name} declara 66' },
      takes: { you: '{move}: ganas la baza', other: '{move}: {name} gana la baza' },
    },
  },
};
