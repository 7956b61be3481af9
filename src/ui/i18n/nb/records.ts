import type { Catalog } from '../catalog';
import type { records as english } from '../en/records';

export const records: Catalog<typeof english> = {
  dialog: {
    title: 'Spillreferat',
    intro:
      'Dette spillet trekk for trekk, som ren tekst alle kan lese. Ta vare på det, send det, eller åpne det igjen med «Åpne et spillreferat» på startsiden.',
    hidden: 'Given på bordet spilles fortsatt: kortene og trekkene kommer med når den er over.',
    nothing: 'Ingenting er spilt ennå: referatet har bare opplysningene om spillet.',
    textLabel: 'Referatet',
    download: 'Last ned',
    copy: 'Kopier',
    copied: 'Referatet er kopiert.',
    copyFailed: 'Kopiering virker ikke her: merk teksten og kopier den selv.',
    copyLink: 'Kopier lenke',
    linkCopied: 'Lenken er kopiert: den som åpner den, ser dette spillet på nytt.',
    linkLabel: 'Lenke til dette referatet',
    making: 'Lager en lenke…',
    tooLong: 'Dette referatet er for langt for en lenke: last ned filen og send den i stedet.',
    noLink: 'Denne nettleseren kan ikke lage lenker av referater: last ned filen i stedet.',
    replay: 'Se igjen',
  },
  open: {
    title: 'Åpne et spillreferat',
    intro:
      'Lim inn et spillreferat eller velg en referatfil for å se spillet trekk for trekk. Å åpne et referat endrer ingenting i dine egne spill eller statistikker.',
    textLabel: 'Spillreferat (record) som skal åpnes',
    file: 'Velg en referatfil',
    open: 'Åpne',
    empty: 'Lim inn et referat eller velg en fil først.',
    refused: 'Dette referatet kan ikke åpnes: {reason}.',
    fromLink: 'Referatet i denne lenken kan ikke åpnes: {reason}.',
    tooBig: 'Denne filen er for stor til å være et spillreferat.',
    unreadable: 'Denne filen kunne ikke leses.',
    reading: 'Leser lenkens referat…',
  },
};
