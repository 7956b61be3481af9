import type { Catalog } from '../catalog';
import type { records as english } from '../en/records';

export const records: Catalog<typeof english> = {
  dialog: {
    title: 'Spielprotokoll',
    intro:
      'Diese Partie Zug um Zug, als schlichter Text, den jeder lesen kann. Bewahre es auf, verschicke es oder öffne es wieder mit „Spielprotokoll öffnen“ auf der Startseite.',
    hidden: 'Das Spiel auf dem Tisch läuft noch: Seine Karten und Züge kommen dazu, sobald es vorbei ist.',
    nothing: 'Noch ist nichts gespielt: Das Protokoll enthält nur die Angaben zur Partie.',
    textLabel: 'Das Protokoll',
    download: 'Herunterladen',
    copy: 'Kopieren',
    copied: 'Das Protokoll ist kopiert.',
    copyFailed: 'Kopieren geht hier nicht: Markiere den Text und kopiere ihn selbst.',
    copyLink: 'Link kopieren',
    linkCopied: 'Der Link ist kopiert: Wer ihn öffnet, spielt diese Partie nach.',
    linkLabel: 'Link zu diesem Protokoll',
    making: 'Der Link wird erstellt…',
    tooLong:
      'Dieses Protokoll ist zu lang für einen Link: Lade die Datei herunter und schicke sie stattdessen.',
    noLink: 'Dieser Browser kann aus Protokollen keine Links machen: Lade stattdessen die Datei herunter.',
    replay: 'Nachspielen',
  },
  open: {
    title: 'Spielprotokoll öffnen',
    intro:
      'Füge ein Spielprotokoll ein oder wähle eine Protokolldatei, um die Partie Zug um Zug nachzuspielen. Ein Protokoll zu öffnen ändert nichts an deinen eigenen Partien und Statistiken.',
    textLabel: 'Spielprotokoll (record) zum Öffnen',
    file: 'Protokolldatei wählen',
    open: 'Öffnen',
    empty: 'Füge zuerst ein Protokoll ein oder wähle eine Datei.',
    refused: 'Dieses Protokoll lässt sich nicht öffnen: {reason}.',
    fromLink: 'Das Protokoll in diesem Link lässt sich nicht öffnen: {reason}.',
    tooBig: 'Diese Datei ist zu groß für ein Spielprotokoll.',
    unreadable: 'Diese Datei ließ sich nicht lesen.',
    reading: 'Das Protokoll des Links wird gelesen…',
  },
};
