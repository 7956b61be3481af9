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
  notices: {
    dailyUnreadable:
      'No se han podido leer tus manos del día guardadas. Se han apartado y el recuento empieza de nuevo desde aquí.',
    dailyNewer:
      'Tus manos del día se guardaron con una versión más reciente de la aplicación. Se han apartado y el recuento empieza de nuevo desde aquí.',
  },
};
