// Textos en español de la puntuación de nivel en las estadísticas. Refleja ../en/skill.ts.
import type { Catalog } from '../catalog';
import type { skill as english } from '../en/skill';

export const skill: Catalog<typeof english> = {
  title: 'Puntuación de nivel',
  aboutTitle: 'Cómo funciona la puntuación de nivel',
  about:
    'Tras cada ronda o mano, tus decisiones se comparan con las del ordenador experto, y tu resultado con lo que el experto hizo con las mismas cartas. La suerte no cuenta. Todos empiezan en 1500; jugar exactamente como el experto son 2300.',
  rated: {
    schwimmen: {
      one: '{count} ronda puntuada',
      many: '{count} rondas puntuadas',
      other: '{count} rondas puntuadas',
    },
    schnapsen: {
      one: '{count} mano puntuada',
      many: '{count} manos puntuadas',
      other: '{count} manos puntuadas',
    },
  },
  best: 'máximo {best}',
  empty: {
    schwimmen: 'Aún sin puntuar. Tu puntuación aparece tras tu primera ronda de Schwimmen.',
    schnapsen: 'Aún sin puntuar. Tu puntuación aparece tras tu primera mano de Schnapsen.',
  },
  plot: {
    title: '{game}: puntuación a lo largo del tiempo',
    summary: '{rounds}: empezó en {start}, ahora {now}, máximo {best}.',
    rating: 'Puntuación',
    rounds: { schwimmen: 'Rondas puntuadas', schnapsen: 'Manos puntuadas' },
    start: 'Inicio {start}',
  },
  notices: {
    skillUnreadable:
      'No se pudo leer tu puntuación guardada. Se ha apartado, y la puntuación vuelve a empezar en 1500.',
    skillNewer:
      'Tu puntuación se guardó con una versión más reciente de la aplicación. Se ha apartado, y la puntuación vuelve a empezar en 1500.',
  },
};
