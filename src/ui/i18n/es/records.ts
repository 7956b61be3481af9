import type { Catalog } from '../catalog';
import type { records as english } from '../en/records';

export const records: Catalog<typeof english> = {
  dialog: {
    title: 'Registro de partida',
    intro:
      'Esta partida jugada a jugada, en texto sencillo que cualquiera puede leer. Guárdalo, envíalo o vuelve a abrirlo con «Abrir un registro de partida» en la pantalla de inicio.',
    hidden: 'La mano de la mesa aún se está jugando: sus cartas y jugadas se añaden cuando termine.',
    nothing: 'Aún no se ha jugado nada: el registro solo tiene los datos de la partida.',
    textLabel: 'El registro',
    download: 'Descargar',
    copy: 'Copiar',
    copied: 'El registro está copiado.',
    copyFailed: 'Aquí no se puede copiar: selecciona el texto y cópialo tú.',
    copyLink: 'Copiar enlace',
    linkCopied: 'El enlace está copiado: quien lo abra verá esta partida de nuevo.',
    linkLabel: 'Enlace a este registro',
    making: 'Creando el enlace…',
    tooLong: 'Este registro es demasiado largo para un enlace: descarga el archivo y envía ese.',
    noLink: 'Este navegador no puede hacer enlaces de registros: descarga el archivo.',
    replay: 'Repetición',
  },
  open: {
    title: 'Abrir un registro de partida',
    intro:
      'Pega un registro de partida o elige un archivo de registro para ver la partida jugada a jugada. Abrir un registro no cambia nada en tus partidas ni en tus estadísticas.',
    textLabel: 'Registro de partida (record) para abrir',
    file: 'Elegir un archivo de registro',
    open: 'Abrir',
    empty: 'Primero pega un registro o elige un archivo.',
    refused: 'Este registro no se puede abrir: {reason}.',
    fromLink: 'El registro de este enlace no se puede abrir: {reason}.',
    tooBig: 'Este archivo es demasiado grande para ser un registro de partida.',
    unreadable: 'No se pudo leer este archivo.',
    reading: 'Leyendo el registro del enlace…',
  },
};
