// Wenn ein Teil der App nicht geladen werden kann (offline, bevor die App installiert ist).
import type { Catalog } from '../catalog';
import type { network as english } from '../en/network';

export const network: Catalog<typeof english> = {
  table: {
    offline: 'Der Tisch kann nicht geladen werden: Du bist offline.',
    failed: 'Der Tisch kann nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  tutorial: {
    offline: 'Die Spielanleitung kann nicht geladen werden: Du bist offline.',
    failed:
      'Die Spielanleitung kann nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  review: {
    offline: 'Die Analyse kann nicht geladen werden: Du bist offline.',
    failed: 'Die Analyse kann nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  statistics: {
    offline: 'Die Statistik kann nicht geladen werden: Du bist offline.',
    failed: 'Die Statistik kann nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  rules: {
    offline: 'Die Regeln können nicht geladen werden: Du bist offline.',
    failed: 'Die Regeln können nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  settings: {
    offline: 'Die Einstellungen können nicht geladen werden: Du bist offline.',
    failed:
      'Die Einstellungen können nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  sharedDeal: {
    offline: 'Das geteilte Spiel kann nicht geladen werden: Du bist offline.',
    failed:
      'Das geteilte Spiel kann nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  records: {
    offline: 'Das Spielprotokoll kann nicht geladen werden: Du bist offline.',
    failed:
      'Das Spielprotokoll kann nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  replay: {
    offline: 'Das Nachspielen kann nicht geladen werden: Du bist offline.',
    failed: 'Das Nachspielen kann nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  hint: {
    offline: 'Der Tipp kann nicht berechnet werden: Du bist offline.',
    failed: 'Der Tipp kann nicht berechnet werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  computers: {
    offline: 'Die Computerspieler können nicht geladen werden: Du bist offline.',
    failed:
      'Die Computerspieler können nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  standIn: {
    offline:
      'Du bist offline: Die Computerspieler der Stufen Schwer und Experte spielen auf der Stufe Normal, bis du wieder online bist.',
    failed:
      'Die Computerspieler der Stufen Schwer und Experte können nicht geladen werden: Sie spielen vorerst auf der Stufe Normal.',
  },
  whenBack: 'Sobald du wieder online bist, geht alles von selbst weiter.',
  retry: 'Erneut versuchen',
  close: 'Schließen',
};
