// Deutsche Texte der Sicherung aller Daten (Statistik und Einstellungen). Spiegelt ../en/backup.ts.
import type { Catalog } from '../catalog';
import type { backup as english } from '../en/backup';

export const backup: Catalog<typeof english> = {
  title: 'Deine Daten',
  intro:
    'Eine Datei mit allem, was dieses Gerät aufbewahrt: Partien und Einstellungen beider Spiele, die Bummerl-Bilanz, die Statistik, die Spielstärke-Wertung mit ihrem Verlauf, die Spiele des Tages, Sprache und Ton. Bewahre sie gut auf oder nimm deine Daten damit auf ein anderes Gerät mit.',
  backUp: 'Meine Daten sichern',
  backedUp: 'Die Sicherung wird heruntergeladen: {file}',
  open: 'Aus einer Sicherung wiederherstellen',
  file: 'Sicherungsdatei',
  fileHint: 'Eine mit „Meine Daten sichern“ erstellte Datei, etwa kartenrunde-backup-2026-12-06.json.',
  restore: 'Wiederherstellen',
  reading: 'Sicherung wird gelesen …',
  preview: {
    title: 'Diese Sicherung wiederherstellen?',
    made: 'Erstellt am {date}.',
    replaces: 'Sie ersetzt auf diesem Gerät:',
    kept: 'Was nicht in der Sicherung steckt, bleibt, wie es ist. Was sie ersetzt, lässt sich nicht zurückholen: Sichere vorher deine Daten, wenn du sie vielleicht noch brauchst.',
    confirm: 'Meine Daten ersetzen',
    cancel: 'Abbrechen',
  },
  parts: {
    match: '{game}: eine laufende Partie, Runde {round}',
    matchNew: '{game}: eine neue Partie',
    matchOver: '{game}: eine beendete Partie',
    daily: '{game}: das Spiel des Tages vom {day}',
    settings: '{game}-Einstellungen',
    tally: '{game}-Bilanz: {won} gewonnen, {lost} verloren',
    stats: { one: 'Statistik: {count} Partie gespielt', other: 'Statistik: {count} Partien gespielt' },
    skill: {
      one: 'Spielstärke-Wertung: {ratings}, {count} Runde oder Spiel gewertet',
      other: 'Spielstärke-Wertung: {ratings}, {count} Runden und Spiele gewertet',
    },
    skillNone: 'Spielstärke-Wertung: noch nichts gewertet',
    dailyHistory: {
      one: 'Spiele des Tages: an {count} Tag gespielt',
      other: 'Spiele des Tages: an {count} Tagen gespielt',
    },
    language: 'Sprache: {language}',
    languageBrowser: 'Sprache: wie im Browser',
    soundOn: 'Ton: an',
    soundOff: 'Ton: aus',
  },
  refusals: {
    noFile: 'Wähle zuerst eine Sicherungsdatei.',
    notRead: 'Die Datei konnte nicht gelesen werden. Es wurde nichts geändert.',
    notJson: 'Diese Datei ist keine Sicherung dieser App. Es wurde nichts geändert.',
    notBackup: 'Diese Datei ist keine Sicherung dieser App. Es wurde nichts geändert.',
    newerBackup:
      'Diese Sicherung stammt von einer neueren Version der App. Aktualisiere die App und stelle sie dann wieder her. Es wurde nichts geändert.',
    emptyBackup: 'Diese Sicherung enthält nichts zum Wiederherstellen. Es wurde nichts geändert.',
    unknownPart:
      'Unbekannter Teil: {what}. Diese Sicherung enthält etwas, das diese App nicht kennt. Es wurde nichts geändert.',
    newerPart:
      'Ein Teil dieser Sicherung stammt von einer neueren Version der App: {what}. Aktualisiere die App und stelle sie dann wieder her. Es wurde nichts geändert.',
    brokenPart:
      'Ein Teil dieser Sicherung ist beschädigt und nicht verwendbar: {what}. Es wurde nichts geändert.',
    notWritten:
      'Die Sicherung konnte nicht geschrieben werden: Der Speicher dieses Geräts ist voll oder abgeschaltet. Es wurde nichts geändert.',
    notLoaded:
      'Die Sicherung kann nicht geladen werden: Du bist offline. Versuche es wieder, sobald du online bist.',
  },
};
