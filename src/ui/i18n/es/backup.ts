// Textos en español de la copia de seguridad de todos los datos (estadísticas y ajustes). Refleja ../en/backup.ts.
import type { Catalog } from '../catalog';
import type { backup as english } from '../en/backup';

export const backup: Catalog<typeof english> = {
  title: 'Tus datos',
  intro:
    'Un solo archivo con todo lo que guarda este dispositivo: las partidas y los ajustes de los dos juegos, el historial de Bummerls, las estadísticas, la puntuación de nivel con su historia, las manos del día, el idioma y el sonido. Guárdalo en un lugar seguro o llévate tus datos a otro dispositivo.',
  backUp: 'Hacer una copia de mis datos',
  backedUp: 'La copia se está descargando: {file}',
  open: 'Restaurar desde una copia',
  file: 'Archivo de copia de seguridad',
  fileHint:
    'Un archivo creado con «Hacer una copia de mis datos», con un nombre como kartenrunde-backup-2026-12-06.json.',
  restore: 'Restaurar',
  reading: 'Leyendo la copia…',
  preview: {
    title: '¿Restaurar esta copia?',
    made: 'Creada el {date}.',
    replaces: 'Sustituye en este dispositivo:',
    kept: 'Lo que la copia no contiene se queda como está. Lo que sustituye no se puede recuperar: haz antes una copia de tus datos si quizá los vuelves a necesitar.',
    confirm: 'Sustituir mis datos',
    cancel: 'Cancelar',
  },
  parts: {
    match: '{game}: una partida en curso, ronda {round}',
    matchNew: '{game}: una partida nueva',
    matchOver: '{game}: una partida terminada',
    daily: '{game}: la mano del día del {day}',
    settings: 'Ajustes de {game}',
    tally: 'Historial de {game}: {won} ganados, {lost} perdidos',
    stats: {
      one: 'Estadísticas: {count} partida jugada',
      other: 'Estadísticas: {count} partidas jugadas',
    },
    skill: {
      one: 'Puntuación de nivel: {ratings}, {count} ronda o mano puntuada',
      other: 'Puntuación de nivel: {ratings}, {count} rondas y manos puntuadas',
    },
    skillNone: 'Puntuación de nivel: aún no hay nada puntuado',
    dailyHistory: {
      one: 'Manos del día: {count} día jugado',
      other: 'Manos del día: {count} días jugados',
    },
    language: 'Idioma: {language}',
    languageBrowser: 'Idioma: el del navegador',
    soundOn: 'Sonido: activado',
    soundOff: 'Sonido: desactivado',
  },
  refusals: {
    noFile: 'Elige primero un archivo de copia de seguridad.',
    notRead: 'No se pudo leer el archivo. No se ha cambiado nada.',
    notJson: 'Este archivo no es una copia de seguridad de esta aplicación. No se ha cambiado nada.',
    notBackup: 'Este archivo no es una copia de seguridad de esta aplicación. No se ha cambiado nada.',
    newerBackup:
      'Esta copia la hizo una versión más nueva de la aplicación. Actualiza la aplicación y restáurala después. No se ha cambiado nada.',
    emptyBackup: 'Esta copia no contiene nada que restaurar. No se ha cambiado nada.',
    unknownPart:
      'Parte desconocida: {what}. Esta copia contiene algo que esta aplicación no conoce. No se ha cambiado nada.',
    newerPart:
      'Una parte de esta copia viene de una versión más nueva de la aplicación: {what}. Actualiza la aplicación y restáurala después. No se ha cambiado nada.',
    brokenPart: 'Una parte de esta copia está dañada y no se puede usar: {what}. No se ha cambiado nada.',
    notWritten:
      'No se pudo escribir la copia: el almacenamiento de este dispositivo está lleno o desactivado. No se ha cambiado nada.',
    notLoaded: 'No se puede cargar la copia: no tienes conexión. Vuelve a intentarlo cuando tengas conexión.',
  },
};
