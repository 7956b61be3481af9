// Spanish texts of the app frame: title, home screen, menu, notices. Mirrors ../en/app.ts.
import type { Catalog } from '../catalog';
import type { app as enApp } from '../en/app';

export const app: Catalog<typeof enApp> = {
  title: 'Schwimmen & Schnapsen',
  tagline:
    'Dos juegos de cartas clásicos, el Schwimmen (treinta y uno) y el Schnapsen, contra el ordenador en tu navegador.',
  schwimmen: 'Schwimmen',
  schnapsen: 'Schnapsen',
  round: 'Ronda {round}',
  deal: 'Mano {deal}',
  loading: 'Barajando las cartas…',
  home: 'Inicio',
  start: {
    intro: 'Elige un juego y juega contra el ordenador, en el móvil o en el ordenador, incluso sin conexión.',
    gamesLabel: 'Juegos',
    schwimmen: {
      players: '2–8 jugadores',
      blurb: 'Cambia cartas con el centro y reúne 31 en un palo antes de que alguien llame.',
    },
    schnapsen: {
      players: '2 jugadores',
      blurb: 'El duelo vienés de bazas: matrimonios, cerrar el monte y la carrera hacia los 66.',
    },
    play: 'Jugar',
    resume: 'Continuar',
    schwimmenInProgress: 'Partida en curso: ronda {round}, tienes {lives}.',
    schwimmenWon: 'Última partida: ganaste en {rounds}.',
    schwimmenLost: 'Última partida: ganó {name} en {rounds}.',
    schwimmenDraw: 'Última partida: empate tras {rounds}.',
    rounds: { one: '{count} ronda', many: '{count} rondas', other: '{count} rondas' },
    lives: { one: '{count} vida', many: '{count} vidas', other: '{count} vidas' },
    schnapsenInProgress:
      'Partida en curso: mano {deal}; puntos de partida por ganar: tú {mine}, {name} {theirs}.',
    schnapsenWon: {
      one: 'Último Bummerl: ganaste; a {name} le faltaba {count} punto de partida.',
      many: 'Último Bummerl: ganaste; a {name} le faltaban {count} puntos de partida.',
      other: 'Último Bummerl: ganaste; a {name} le faltaban {count} puntos de partida.',
    },
    schnapsenLost: {
      one: 'Último Bummerl: ganó {name}; te faltaba {count} punto de partida.',
      many: 'Último Bummerl: ganó {name}; te faltaban {count} puntos de partida.',
      other: 'Último Bummerl: ganó {name}; te faltaban {count} puntos de partida.',
    },
    record: 'Bummerls: {won} ganados, {lost} perdidos',
    /** The button that opens a game's guided first game (its name carries the game's). */
    howToPlay: 'Cómo se juega al {game}',
    daily: 'Mano del día: {game}',
    openRecord: 'Abrir un registro de partida',
  },
  names: ['Ana', 'Bruno', 'Carmen', 'Diego', 'Elena', 'Félix', 'Gloria'],
  language: {
    label: 'Idioma',
    hint: 'Para todos los textos, las reglas y los nombres de las cartas. Cambia al momento.',
  },
  menu: {
    label: 'Menú del juego',
    rules: 'Reglas',
    settings: 'Ajustes',
    newMatch: 'Partida nueva',
    record: 'Registro de partida',
    log: 'Jugadas',
  },
  confirmNewMatch: {
    title: '¿Empezar una partida nueva?',
    text: 'Se perderá la partida actual.',
    confirm: 'Partida nueva',
    cancel: 'Seguir jugando',
  },
  notices: {
    notSaved:
      'No se puede guardar en este dispositivo: {what}. Su almacenamiento está lleno o desactivado. Puedes seguir jugando: todo se guardará en cuanto vuelva a haber espacio, pero si recargas antes se perderán los cambios.',
    notSavedShort: 'No se guarda en este dispositivo',
    fold: 'Reducir este aviso',
    unfold: '¿Por qué?',
    tookOver: 'Esta partida siguió en otra pestaña. Aquí se muestra tal como está ahora.',
    parts: {
      'kartenrunde:schwimmen:match': 'tu partida de Schwimmen',
      'kartenrunde:schwimmen:settings': 'tus ajustes de Schwimmen',
      'kartenrunde:schnapsen:match': 'tu partida de Schnapsen',
      'kartenrunde:schnapsen:settings': 'tus ajustes de Schnapsen',
      'kartenrunde:schnapsen:bummerls': 'tu historial de Bummerls',
      'kartenrunde:schwimmen:daily': 'tu mano del día de Schwimmen',
      'kartenrunde:schnapsen:daily': 'tu mano del día de Schnapsen',
      'kartenrunde:daily': 'tus manos del día',
      'kartenrunde:schwimmen': 'tus partidas guardadas',
      'kartenrunde:stats': 'tus estadísticas',
      'kartenrunde:skill': 'tu puntuación de nivel',
      'kartenrunde:language': 'tu elección de idioma',
      'kartenrunde:sound': 'tu ajuste de sonido',
    },
    unreadable:
      'No se han podido leer unos datos guardados: {what}. Se han apartado en este dispositivo, y esa parte empieza de nuevo.',
    newerVersion:
      'Unos datos guardados vienen de una versión más reciente de la aplicación: {what}. Se han apartado en este dispositivo, y esa parte empieza de nuevo.',
    empty: 'Unos datos guardados estaban vacíos: {what}. Esa parte empieza de nuevo.',
    notKept: 'Este dispositivo no tiene sitio para guardar una copia. Descárgala si quieres conservarla.',
    download: 'Descargar la partida ilegible',
    crash: {
      title: 'Algo ha fallado en esta mesa',
      text: 'El juego ha topado con un error que no puede superar. Tu partida guardada se apartará cuando empieces de nuevo.',
      restart: 'Empezar una partida nueva',
      home: 'Inicio',
    },
    sharedDeal: {
      title: '¿Empezar la mano compartida?',
      text: 'Se perderá tu partida en curso.',
      start: 'Empezar la mano compartida',
      keep: 'Conservar mi partida',
    },
  },
  refusals: {
    notYourTurn: 'No es tu turno',
  },
};
