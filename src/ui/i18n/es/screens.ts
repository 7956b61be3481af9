// Spanish dialogs and panels around the table. Mirrors ../en/screens.ts.
// {who} is a name, a list ("Ana y Bruno") or "Tú"; `more` serves both "tú" alone and several players, whose
// verbs differ ("pierdes", "pierden"), so the `more` forms avoid a conjugated verb after {who}.
import type { Catalog } from '../catalog';
import type { screens as enScreens } from '../en/screens';

export const screens: Catalog<typeof enScreens> = {
  common: {
    close: 'Cerrar',
    you: 'Tú',
    youInSentence: 'tú',
    on: 'Sí',
    off: 'No',
    /** Opens the review of the round or deal just played (the coach). */
    review: 'Análisis',
  },

  settings: {
    title: 'Ajustes',
    intro: 'Prepara tu mesa. El diseño de las cartas y la velocidad cambian al momento.',
    groups: { table: 'Mesa', rules: 'Reglas', look: 'Aspecto y ritmo' },
    opponents: {
      label: 'Rivales',
      hint: 'Cuántos jugadores del ordenador se sientan contigo (de 1 a 7).',
    },
    level: {
      label: 'Nivel del ordenador',
      hint: 'Lo bien que juegan los jugadores del ordenador. Se aplica desde la próxima partida.',
      unavailable: 'Aún no disponible',
      options: {
        easy: { label: 'Fácil', hint: 'Juega a ojo y comete errores.' },
        normal: { label: 'Normal', hint: 'Un jugador constante que conoce las probabilidades.' },
        hard: { label: 'Difícil', hint: 'Se fija en lo que todos toman y dejan.' },
        expert: { label: 'Experto', hint: 'Piensa por adelantado en las cartas que aún no se han visto.' },
      },
    },
    lives: {
      label: 'Vidas',
      hint: 'Vidas por jugador al empezar. Sin ninguna, nadas; la siguiente derrota te elimina.',
    },
    feuer: {
      label: 'Fuego',
      hint: 'Tres ases valen 32 y cuestan una vida a todos los demás.',
    },
    knockInFirstRound: {
      label: 'Llamar en tu primer turno',
      hint: 'Permite llamar antes de que todos hayan tenido un turno.',
    },
    knockWithSwap: {
      label: 'Llamar tras cambiar',
      hint: 'Cambiar una carta o las tres y llamar en el mismo turno.',
    },
    threeOfAKind: {
      label: 'Trío',
      hint: 'Tres cartas del mismo rango valen 30½.',
    },
    tieBreak: {
      label: 'Empate en la mano más baja',
      hint: 'Quién pierde cuando las manos más bajas valen lo mismo.',
      options: {
        none: {
          label: 'Pierden todos',
          hint: 'Todos los que tienen la mano más baja pierden una vida (nadie, si todas son iguales).',
        },
        skat: { label: 'Orden del Skat', hint: 'Pierde el palo más bajo ({order}); los tríos, por rango.' },
      },
    },
    faces: {
      label: 'Cartas',
      hint: 'Solo cambia el aspecto; las cartas valen lo mismo.',
      options: {
        french: { label: 'Francesas', hint: 'Tréboles, picas, corazones, diamantes' },
        german: { label: 'Alemanas', hint: 'Bellotas, hojas, corazones, cascabeles' },
      },
    },
    speed: {
      label: 'Velocidad',
      hint: 'Cuánto piensan los jugadores del ordenador antes de cada jugada.',
      options: { slow: 'Lenta', normal: 'Normal', fast: 'Rápida', instant: 'Inmediata' },
    },
    suitOrder: '{a} > {b} > {c} > {d}',
    newMatchNote: 'Al guardar empieza una partida nueva con estas reglas.',
    defaults: 'Por defecto',
    cancel: 'Cancelar',
    save: 'Guardar',
    leave: {
      title: '¿Descartar los cambios?',
      text: 'Tus cambios en los ajustes no se han guardado.',
      discard: 'Descartar cambios',
      stay: 'Seguir editando',
    },
    confirm: {
      title: '¿Empezar una partida nueva?',
      text: '¿Empezar una partida nueva con estas reglas? Se perderá la partida actual.',
      start: 'Partida nueva',
      keep: 'Seguir jugando',
      keepHint: 'Tus demás cambios se guardan; las reglas se quedan como están.',
    },
  },

  result: {
    title: 'Recuento',
    value: {
      schnauz: 'Schnauz',
      feuer: 'Fuego',
      threeOfAKind: 'Trío',
    },
    handLabel: '{name}: {cards}, vale {value}',
    ending: {
      /** `more` is only ever "Tú": one player knocks. */
      knock: { one: '{who} ha llamado.', more: '{who} has llamado.' },
      knockUnknown: 'La ronda ha terminado tras una llamada.',
      schnauz: { one: '¡Schnauz! {who} enseña 31.', more: '¡Schnauz! {who}: 31.' },
      feuer: { one: '{who} enseña tres ases.', more: '{who}: tres ases.' },
      stock: 'Todos han pasado y el mazo se ha acabado.',
    },
    verdict: {
      feuer: '¡Fuego! Todos los demás pierden una vida',
      nobody: 'Todos tienen {value}: nadie pierde una vida',
      lowest: 'Mano más baja: {value}\u00a0— {outcome}',
      loseLife: { one: '{who} pierde una vida', more: '{who}: una vida menos' },
      putOut: { one: '{who} queda fuera', more: '{who}: fuera de la partida' },
      both: '{first}; {second}',
    },
    notes: {
      atDeal: {
        you: 'Mostrado nada más repartir: no se ha jugado ningún turno y tu otro paquete sigue boca abajo.',
        other:
          'Mostrado nada más repartir: no se ha jugado ningún turno y el otro paquete de {name} sigue boca abajo.',
      },
      skatSuit: {
        one: '{who} pierde por el orden del Skat: {lower} por debajo de {higher}',
        more: '{who}: derrota por el orden del Skat, {lower} por debajo de {higher}',
      },
      skatRank: {
        one: '{who} pierde por el orden del Skat: tres {lower} por debajo de tres {higher}',
        more: '{who}: derrota por el orden del Skat, tres {lower} por debajo de tres {higher}',
      },
      swimming: {
        one: '{who} nada desde ahora: una derrota más y se acabó.',
        more: '{who}: a nado desde ahora. Una derrota más y se acabó.',
      },
      out: {
        one: '{who} estaba nadando y queda fuera de la partida.',
        more: '{who}: fuera de la partida tras nadar.',
      },
    },
    badges: {
      packetUnseen: 'Otro paquete sin ver',
      knocked: 'Ha llamado',
      shown: 'Lo ha enseñado',
      loses: '−1 vida',
      out: 'Fuera',
      swimming: 'Nadando',
      alreadyOut: 'Fuera',
    },
    livesLeft: { one: 'Queda {count} vida', many: 'Quedan {count} vidas', other: 'Quedan {count} vidas' },
    nextRound: 'Siguiente ronda',
    seeResult: 'Ver el resultado',
  },

  gameOver: {
    title: 'Fin de la partida',
    youWin: '¡Has ganado!',
    wins: '¡Gana {name}!',
    draw: '¡Empate!',
    drawText: 'Los últimos jugadores quedaron fuera en la misma ronda.',
    youWinText: 'Has aguantado más que todos los jugadores del ordenador.',
    theyWinText: 'Solo queda {name} en la partida.',
    rounds: { one: '{count} ronda jugada', many: '{count} rondas jugadas', other: '{count} rondas jugadas' },
    tableCaption: 'Cómo fue la partida',
    columns: { player: 'Jugador', finish: 'Puesto', livesLost: 'Vidas perdidas' },
    winner: 'Ganador',
    /** Spanish has a single ordinal category. */
    outOrdinal: { other: 'Fuera en {count}.º lugar' },
    stillIn: 'Sigue en juego',
    playAgain: 'Jugar otra vez',
    settings: 'Cambiar ajustes',
  },

  notice: {
    dismiss: 'Cerrar',
  },

  humanOut: {
    text: 'Estás fuera. Los jugadores del ordenador terminan la partida.',
    skip: 'Saltar al resultado',
  },
};
