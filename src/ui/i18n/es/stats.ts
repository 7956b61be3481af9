// Spanish texts of the statistics screen and the sound switch. Mirrors ../en/stats.ts.
import type { Catalog } from '../catalog';
import type { stats as enStats } from '../en/stats';

export const stats: Catalog<typeof enStats> = {
  menu: 'Estadísticas',
  title: 'Estadísticas',
  intro: 'Tus resultados contra el ordenador, por juego y por nivel. Solo se guardan en este dispositivo.',
  games: {
    schwimmen: 'Schwimmen',
    schnapsen: 'Schnapsen',
  },
  level: 'Nivel',
  columns: {
    schwimmen: {
      matchesPlayed: 'Partidas jugadas',
      matchesWon: 'Partidas ganadas',
      roundsLost: 'Vidas perdidas',
      bestStreak: 'Mejor racha',
      currentStreak: 'Racha actual',
    },
    schnapsen: {
      matchesWon: 'Bummerls ganados',
      matchesLost: 'Bummerls perdidos',
      roundsLost: 'Manos perdidas',
      bestStreak: 'Mejor racha',
      currentStreak: 'Racha actual',
    },
  },
  empty: {
    schwimmen: 'Aún no has jugado al Schwimmen. Tus resultados aparecerán aquí tras tu primera ronda.',
    schnapsen: 'Aún no has jugado al Schnapsen. Tus resultados aparecerán aquí tras tu primera mano.',
  },
  note: 'Una racha son partidas ganadas seguidas. Una partida de Schwimmen cuenta cuando quedas fuera o ganas; una partida de Schnapsen es un Bummerl. Una partida abandonada con «Partida nueva» no cuenta.',
  reset: {
    button: 'Borrar estadísticas',
    title: '¿Borrar las estadísticas?',
    text: 'Se borrarán de este dispositivo todos los resultados de los dos juegos. No se puede deshacer. Las manos del día que ya jugaste se conservan: cada fecha cuenta una sola vez.',
    confirm: 'Borrar',
    cancel: 'Conservarlas',
    done: 'Estadísticas borradas.',
  },
  notices: {
    statsUnreadable:
      'No se han podido leer tus estadísticas guardadas. Se han apartado y el recuento empieza de nuevo desde aquí.',
    statsNewer:
      'Tus estadísticas se guardaron con una versión más reciente de la aplicación. Se han apartado y el recuento empieza de nuevo desde aquí.',
    dismiss: 'Cerrar',
  },
  sound: {
    label: 'Sonido',
    hint: 'Sonidos breves al repartir, cambiar, llamar, ganar bazas y ver los resultados.',
  },
};
