// Norske tekster for sikkerhetskopien av alle data (statistikk og innstillinger). Speiler ../en/backup.ts.
import type { Catalog } from '../catalog';
import type { backup as english } from '../en/backup';

export const backup: Catalog<typeof english> = {
  title: 'Dataene dine',
  intro:
    'Én fil med alt denne enheten tar vare på: partiene og innstillingene i begge spillene, Bummerl-resultatene, statistikken, ferdighetstallet med historikken, dagens giv, språket og lyden. Ta godt vare på den, eller ta med deg dataene til en annen enhet.',
  backUp: 'Ta sikkerhetskopi av dataene mine',
  backedUp: 'Sikkerhetskopien lastes ned: {file}',
  open: 'Gjenopprett fra en sikkerhetskopi',
  file: 'Sikkerhetskopifil',
  fileHint:
    'En fil laget med «Ta sikkerhetskopi av dataene mine», med et navn som kartenrunde-backup-2026-12-06.json.',
  restore: 'Gjenopprett',
  reading: 'Leser sikkerhetskopien …',
  preview: {
    title: 'Gjenopprette denne sikkerhetskopien?',
    made: 'Laget {date}.',
    replaces: 'Den erstatter dette på denne enheten:',
    kept: 'Det sikkerhetskopien ikke inneholder, blir som det er. Det den erstatter, kan ikke hentes tilbake: ta sikkerhetskopi av dataene dine først hvis du kanskje vil ha dem igjen.',
    confirm: 'Erstatt dataene mine',
    cancel: 'Avbryt',
  },
  parts: {
    match: '{game}: et parti i gang, runde {round}',
    matchNew: '{game}: et nytt parti',
    matchOver: '{game}: et ferdig parti',
    daily: '{game}: dagens giv fra {day}',
    settings: '{game}-innstillinger',
    tally: '{game}-resultater: {won} vunnet, {lost} tapt',
    stats: { one: 'Statistikk: {count} parti spilt', other: 'Statistikk: {count} partier spilt' },
    skill: {
      one: 'Ferdighetstall: {ratings}, {count} runde eller giv vurdert',
      other: 'Ferdighetstall: {ratings}, {count} runder og giv vurdert',
    },
    skillNone: 'Ferdighetstall: ingenting vurdert ennå',
    dailyHistory: {
      one: 'Dagens giv: spilt {count} dag',
      other: 'Dagens giv: spilt {count} dager',
    },
    language: 'Språk: {language}',
    languageBrowser: 'Språk: som i nettleseren',
    soundOn: 'Lyd: på',
    soundOff: 'Lyd: av',
  },
  refusals: {
    noFile: 'Velg en sikkerhetskopifil først.',
    notRead: 'Filen kunne ikke leses. Ingenting ble endret.',
    notJson: 'Denne filen er ikke en sikkerhetskopi fra denne appen. Ingenting ble endret.',
    notBackup: 'Denne filen er ikke en sikkerhetskopi fra denne appen. Ingenting ble endret.',
    newerBackup:
      'Denne sikkerhetskopien ble laget av en nyere versjon av appen. Oppdater appen og gjenopprett den etterpå. Ingenting ble endret.',
    emptyBackup: 'Denne sikkerhetskopien inneholder ingenting å gjenopprette. Ingenting ble endret.',
    unknownPart:
      'Ukjent del: {what}. Denne sikkerhetskopien inneholder noe denne appen ikke kjenner. Ingenting ble endret.',
    newerPart:
      'En del av denne sikkerhetskopien kommer fra en nyere versjon av appen: {what}. Oppdater appen og gjenopprett den etterpå. Ingenting ble endret.',
    brokenPart:
      'En del av denne sikkerhetskopien er skadet og kan ikke brukes: {what}. Ingenting ble endret.',
    notWritten:
      'Sikkerhetskopien kunne ikke skrives: lagringsplassen på denne enheten er full eller slått av. Ingenting ble endret.',
    notLoaded: 'Kan ikke laste sikkerhetskopien: du er frakoblet. Prøv igjen når du er på nett.',
  },
};
