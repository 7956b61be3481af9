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
    schwimmenOver: 'Tu última partida ha terminado.',
    lives: { one: '{count} vida', many: '{count} vidas', other: '{count} vidas' },
    schnapsenInProgress:
      'Partida en curso: mano {deal}; puntos de partida por ganar: tú {mine}, {name} {theirs}.',
    schnapsenOver: 'Tu último Bummerl ha terminado.',
    record: 'Bummerls: {won} ganados, {lost} perdidos',
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
    log: 'Jugadas',
  },
  confirmNewMatch: {
    title: '¿Empezar una partida nueva?',
    text: 'Se perderá la partida actual.',
    confirm: 'Partida nueva',
    cancel: 'Seguir jugando',
  },
  notices: {
    saveNewer:
      'Tu partida guardada viene de una versión más reciente de la aplicación, así que se ha apartado y ha empezado una nueva.',
  },
  refusals: {
    notYourTurn: 'No es tu turno',
  },
};
