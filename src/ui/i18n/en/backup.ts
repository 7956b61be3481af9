// The backup of everything saved on this device (issue 41): its section in Statistics and in Settings, the
// restore's preview and its refusals. Loaded with those screens (on demand), so kept out of the catalog the
// app loads at start.
export const backup = {
  title: 'Your data',
  intro:
    'One file with everything this device keeps: both games’ matches and settings, the Bummerl record, the statistics, the skill rating with its history, the deals of the day, the language and the sound. Keep it safe, or bring your data to another device.',
  backUp: 'Back up my data',
  /** Said (to screen readers too) once the file is offered for download; {file} is its name. */
  backedUp: 'The backup is downloading: {file}',
  open: 'Restore from a backup',
  file: 'Backup file',
  fileHint: 'A file made by “Back up my data”, named like kartenrunde-backup-2026-12-06.json.',
  restore: 'Restore',
  /** While the file is read and checked. */
  reading: 'Reading the backup…',
  preview: {
    title: 'Restore this backup?',
    /** {date} is when the backup was made, in the language's own way of writing dates. */
    made: 'Made on {date}.',
    replaces: 'It replaces these on this device:',
    kept: 'Anything the backup does not hold stays as it is. What it replaces cannot be brought back: back up your data first if you may want it again.',
    confirm: 'Replace my data',
    cancel: 'Cancel',
  },
  parts: {
    match: '{game}: a match in progress, round {round}',
    matchNew: '{game}: a new match',
    matchOver: '{game}: a finished match',
    daily: '{game}: the deal of the day of {day}',
    settings: '{game} settings',
    tally: '{game} record: {won} won, {lost} lost',
    stats: { one: 'Statistics: {count} match played', other: 'Statistics: {count} matches played' },
    skill: {
      one: 'Skill rating: {ratings}, {count} round or deal rated',
      other: 'Skill rating: {ratings}, {count} rounds and deals rated',
    },
    skillNone: 'Skill rating: nothing rated yet',
    dailyHistory: {
      one: 'Deals of the day: {count} day played',
      other: 'Deals of the day: {count} days played',
    },
    language: 'Language: {language}',
    languageBrowser: 'Language: as the browser’s',
    soundOn: 'Sound: on',
    soundOff: 'Sound: off',
  },
  /** Why a file is not restored; each ends by saying that nothing changed. {what} names a part. */
  refusals: {
    noFile: 'Choose a backup file first.',
    notRead: 'The file could not be read. Nothing was changed.',
    notJson: 'This file is not a backup of this app. Nothing was changed.',
    notBackup: 'This file is not a backup of this app. Nothing was changed.',
    newerBackup:
      'This backup was made by a newer version of the app. Update the app, then restore it. Nothing was changed.',
    emptyBackup: 'This backup holds nothing to restore. Nothing was changed.',
    unknownPart:
      'Unknown part: {what}. This backup holds something this app does not know. Nothing was changed.',
    newerPart:
      'Part of this backup comes from a newer version of the app: {what}. Update the app, then restore it. Nothing was changed.',
    brokenPart: 'Part of this backup is damaged and could not be used: {what}. Nothing was changed.',
    notWritten:
      'The backup could not be written: this device’s storage is full or switched off. Nothing was changed.',
    notLoaded: 'Can’t load the backup: you are offline. Try again once you are online.',
  },
} as const;

export type BackupMessages = typeof backup;
