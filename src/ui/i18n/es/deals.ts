import type { Catalog } from '../catalog';
import type { deals as english } from '../en/deals';

export const deals: Catalog<typeof english> = {
  fingerprint: {
    show: 'Mostrar la huella entera',
    hide: 'Ocultar la huella entera',
    title: 'Huella de la mano {deal}',
    explain:
      'El SHA-256 de la semilla de esta mano, fijado antes de repartir la primera carta. Cuando acaba la mano, «Comprobar esta mano» muestra la semilla, para que veas que da esta huella y estas cartas.',
    none: 'sin huella',
    why: '¿Por qué no hay huella?',
    noneReason:
      'Esta mano se repartió antes de que las manos pudieran comprobarse: es de una partida guardada por una versión anterior de la aplicación. Cada mano nueva tiene una.',
  },
  check: {
    button: 'Comprobar esta mano',
    title: 'Comprobar la mano {deal}',
    intro:
      'La semilla de la que salió esta mano, su huella calculada de nuevo ahora y las cartas que da la semilla, cada una comparada con lo que la mesa mostró y repartió.',
    seed: 'La semilla (el texto que se resumió con el hash)',
    hash: 'Su SHA-256, calculado ahora',
    shown: 'La huella mostrada antes de la mano',
    webCrypto: 'Calculado por tu navegador (Web Crypto).',
    appCrypto:
      'Esta página no tiene Web Crypto (no se sirve por una conexión segura), así que la aplicación lo calculó por sí misma.',
    working: 'Calculando…',
    hashMatches: 'La huella coincide con la mostrada antes de la mano.',
    hashDiffers: 'La huella NO coincide con la mostrada antes de la mano.',
    deck: 'Las cartas que da esta semilla, en el orden del reparto',
    dealt: 'Las cartas que repartió la mesa',
    deckMatches: 'Las cartas repartidas son las cartas que da esta semilla.',
    deckDiffers: {
      one: 'Las cartas repartidas NO son las que da esta semilla: {count} posición es distinta (marcada).',
      many: 'Las cartas repartidas NO son las que da esta semilla: {count} posiciones son distintas (marcadas).',
      other:
        'Las cartas repartidas NO son las que da esta semilla: {count} posiciones son distintas (marcadas).',
    },
    differs: 'no es la carta que da la semilla aquí',
    notDealt: 'El registro de la mesa no tiene cartas de esta mano.',
    outside: 'Comprobarlo fuera de la aplicación',
    outsideHow:
      'En una copia del código fuente de la aplicación, este comando muestra la huella y la baraja de la semilla. El archivo docs/fair-deals.md explica cada paso, con un breve programa en Python que hace lo mismo.',
    noSeedTitle: 'Nada que comprobar',
    noSeed:
      'Esta mano se repartió antes de que las manos pudieran comprobarse: es de una partida guardada por una versión anterior de la aplicación, y se repartió sin una semilla que pueda mostrarse. Cada mano nueva puede comprobarse.',
  },
};
