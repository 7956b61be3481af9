import type { Catalog } from '../catalog';
import type { daily as english } from '../en/daily';

export const daily: Catalog<typeof english> = {
  stats: {
    title: 'Mano del día',
    empty: 'Todavía no has jugado ninguna mano del día.',
    emptyHint:
      'Cada día trae una mano nueva por juego, la misma para todos. Juégala desde la pantalla de inicio: la primera partida de cada fecha cuenta aquí.',
    daysPlayed: 'Días jugados',
    currentStreak: 'Racha actual',
    bestStreak: 'Mejor racha',
    days: { one: '{count} día', many: '{count} días', other: '{count} días' },
    calendar: {
      caption: '{game}: manos del día, {month}',
      previous: 'Mes anterior',
      next: 'Mes siguiente',
      day: '{date}: {outcome}',
      dayVsExpert: '{date}: {outcome}, {expert}',
      won: 'ganada',
      lost: 'perdida',
      unfinished: 'sin terminar',
      better: 'mejor que el experto',
      same: 'igual que el experto',
      worse: 'peor que el experto',
      legend: 'Leyenda',
      hint: 'Elige un día jugado para volver a jugar su mano como práctica.',
    },
  },
  share: {
    title: '{game} · Mano del día · {date}',
    outcome: {
      schwimmen: { won: 'He conservado mi vida.', lost: 'He perdido una vida.' },
      schnapsen: {
        won: {
          one: 'He ganado la mano: {count} punto de partida.',
          many: 'He ganado la mano: {count} puntos de partida.',
          other: 'He ganado la mano: {count} puntos de partida.',
        },
        lost: {
          one: 'He perdido la mano: {count} punto de partida.',
          many: 'He perdido la mano: {count} puntos de partida.',
          other: 'He perdido la mano: {count} puntos de partida.',
        },
      },
    },
    vsExpert: {
      better: '¡Mejor que el experto en mi puesto!',
      same: 'Igual que el experto en mi puesto.',
      worse: 'El experto en mi puesto lo hizo mejor.',
    },
  },
  result: {
    title: 'Mano del día',
    counts: 'Cuenta',
    practice: 'Práctica: esta no cuenta en ningún sitio',
    outcome: {
      schwimmen: { won: 'Has conservado tu vida.', lost: 'Has perdido una vida.' },
      schnapsen: {
        won: {
          one: 'Has ganado la mano con {count} punto de partida.',
          many: 'Has ganado la mano con {count} puntos de partida.',
          other: 'Has ganado la mano con {count} puntos de partida.',
        },
        lost: {
          one: 'Has perdido la mano, que valía {count} punto de partida.',
          many: 'Has perdido la mano, que valía {count} puntos de partida.',
          other: 'Has perdido la mano, que valía {count} puntos de partida.',
        },
      },
    },
    expert: {
      schwimmen: {
        won: {
          better: 'El experto en tu puesto también la habría conservado.',
          same: 'El experto en tu puesto también la habría conservado.',
          worse: 'El experto en tu puesto la habría conservado.',
        },
        lost: {
          better: 'El experto en tu puesto habría perdido una vida: lo has hecho mejor.',
          same: 'El experto en tu puesto también habría perdido una vida.',
          worse: 'El experto en tu puesto también habría perdido una vida.',
        },
      },
      schnapsen: {
        won: {
          better: {
            one: 'El experto en tu puesto solo ganó {count} punto de partida: lo has hecho mejor.',
            many: 'El experto en tu puesto solo ganó {count} puntos de partida: lo has hecho mejor.',
            other: 'El experto en tu puesto solo ganó {count} puntos de partida: lo has hecho mejor.',
          },
          same: {
            one: 'El experto en tu puesto también ganó {count} punto de partida.',
            many: 'El experto en tu puesto también ganó {count} puntos de partida.',
            other: 'El experto en tu puesto también ganó {count} puntos de partida.',
          },
          worse: {
            one: 'El experto en tu puesto ganó {count} punto de partida.',
            many: 'El experto en tu puesto ganó {count} puntos de partida.',
            other: 'El experto en tu puesto ganó {count} puntos de partida.',
          },
        },
        lost: {
          better: {
            one: 'El experto en tu puesto perdió la mano ({count} punto de partida): lo has hecho mejor.',
            many: 'El experto en tu puesto perdió la mano ({count} puntos de partida): lo has hecho mejor.',
            other: 'El experto en tu puesto perdió la mano ({count} puntos de partida): lo has hecho mejor.',
          },
          same: {
            one: 'El experto en tu puesto también la perdió ({count} punto de partida).',
            many: 'El experto en tu puesto también la perdió ({count} puntos de partida).',
            other: 'El experto en tu puesto también la perdió ({count} puntos de partida).',
          },
          worse: {
            one: 'El experto en tu puesto solo perdió {count} punto de partida.',
            many: 'El experto en tu puesto solo perdió {count} puntos de partida.',
            other: 'El experto en tu puesto solo perdió {count} puntos de partida.',
          },
        },
      },
    },
    won: 'Has ganado.',
    lost: 'Has perdido.',
    vsExpert: {
      better: 'Lo has hecho mejor que el experto en tu puesto.',
      same: 'El experto en tu puesto lo hizo igual de bien.',
      worse: 'El experto en tu puesto lo hizo mejor.',
    },
    costliest: 'Tu decisión más costosa fue la {nth}.',
    nth: [
      'primera',
      'segunda',
      'tercera',
      'cuarta',
      'quinta',
      'sexta',
      'séptima',
      'octava',
      'novena',
      'décima',
    ],
    nthOrdinal: { other: '{count}.ª' },
    noCost: 'Ninguna de tus decisiones costó nada.',
    noDecisions: 'No tenías ninguna decisión que tomar.',
    pending: 'Calculando cómo habría jugado el experto…',
    failed: 'No se ha podido calcular cómo habría jugado el experto.',
    marks: 'Tus decisiones',
    mark: 'Decisión {n}: {mark}',
    markNames: {
      best: 'mejor jugada',
      good: 'buena',
      inaccuracy: 'imprecisión',
      mistake: 'error',
      blunder: 'error grave',
    },
    shareText: 'Para compartir',
    share: 'Compartir',
    copy: 'Copiar',
    copied: 'Copiado.',
    copyFailed: 'Aquí no se permite copiar: selecciona el texto y cópialo.',
    shareFailed: 'No se ha podido compartir: copia el texto.',
    back: 'Volver a mi partida',
    again: 'Jugar otra vez',
  },
  banner: {
    title: 'Mano del día · {date}',
    counts: 'cuenta',
    practice: 'práctica',
    future: 'Esa mano aún no ha salido: aquí tienes la de hoy.',
    invalid: 'Esa dirección no indica ninguna fecha: aquí tienes la mano de hoy.',
  },
  notices: {
    dailyUnreadable:
      'No se han podido leer tus manos del día guardadas. Se han apartado y el recuento empieza de nuevo desde aquí.',
    dailyNewer:
      'Tus manos del día se guardaron con una versión más reciente de la aplicación. Se han apartado y el recuento empieza de nuevo desde aquí.',
  },
};
