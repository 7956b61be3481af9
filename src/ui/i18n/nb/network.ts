// Når en del av appen ikke kan lastes (uten nett, før appen er installert).
import type { Catalog } from '../catalog';
import type { network as english } from '../en/network';

export const network: Catalog<typeof english> = {
  table: {
    offline: 'Kan ikke laste bordet: du er uten nett.',
    failed: 'Kan ikke laste bordet. Sjekk tilkoblingen din og prøv igjen.',
  },
  tutorial: {
    offline: 'Kan ikke laste «Slik spiller du»: du er uten nett.',
    failed: 'Kan ikke laste «Slik spiller du». Sjekk tilkoblingen din og prøv igjen.',
  },
  review: {
    offline: 'Kan ikke laste gjennomgangen: du er uten nett.',
    failed: 'Kan ikke laste gjennomgangen. Sjekk tilkoblingen din og prøv igjen.',
  },
  statistics: {
    offline: 'Kan ikke laste statistikken: du er uten nett.',
    failed: 'Kan ikke laste statistikken. Sjekk tilkoblingen din og prøv igjen.',
  },
  rules: {
    offline: 'Kan ikke laste reglene: du er uten nett.',
    failed: 'Kan ikke laste reglene. Sjekk tilkoblingen din og prøv igjen.',
  },
  settings: {
    offline: 'Kan ikke laste innstillingene: du er uten nett.',
    failed: 'Kan ikke laste innstillingene. Sjekk tilkoblingen din og prøv igjen.',
  },
  sharedDeal: {
    offline: 'Kan ikke laste den delte given: du er uten nett.',
    failed: 'Kan ikke laste den delte given. Sjekk tilkoblingen din og prøv igjen.',
  },
  records: {
    offline: 'Kan ikke laste spillreferatet: du er frakoblet.',
    failed: 'Kan ikke laste spillreferatet. Sjekk tilkoblingen og prøv igjen.',
  },
  replay: {
    offline: 'Kan ikke laste avspillingen: du er frakoblet.',
    failed: 'Kan ikke laste avspillingen. Sjekk tilkoblingen og prøv igjen.',
  },
  hint: {
    offline: 'Kan ikke regne ut tipset: du er uten nett.',
    failed: 'Kan ikke regne ut tipset. Sjekk tilkoblingen din og prøv igjen.',
  },
  computers: {
    offline: 'Datamaskinspillerne kan ikke lastes: du er uten nett.',
    failed: 'Datamaskinspillerne kan ikke lastes. Sjekk tilkoblingen din og prøv igjen.',
  },
  standIn: {
    offline:
      'Du er uten nett: datamaskinspillerne på nivå Vanskelig og Ekspert spiller på nivå Normal til du er på nett igjen.',
    failed:
      'Datamaskinspillerne på nivå Vanskelig og Ekspert kan ikke lastes: de spiller på nivå Normal inntil videre.',
  },
  whenBack: 'Alt fortsetter av seg selv så snart du er på nett igjen.',
  retry: 'Prøv igjen',
  close: 'Lukk',
};
