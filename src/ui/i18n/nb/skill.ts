// Norske tekster for ferdighetstallet i statistikken. Speiler ../en/skill.ts.
import type { Catalog } from '../catalog';
import type { skill as english } from '../en/skill';

export const skill: Catalog<typeof english> = {
  title: 'Ferdighetstall',
  aboutTitle: 'Slik fungerer ferdighetstallet',
  about:
    'Etter hver runde og hvert spill sammenlignes valgene dine med ekspert-datamaskinens, og resultatet ditt med det eksperten fikk ut av de samme kortene. Flaks teller ikke. Alle starter på 1500; å spille nøyaktig som eksperten gir 2300.',
  rated: {
    schwimmen: { one: '{count} vurdert runde', other: '{count} vurderte runder' },
    schnapsen: { one: '{count} vurdert spill', other: '{count} vurderte spill' },
  },
  best: 'beste {best}',
  empty: {
    schwimmen: 'Ikke vurdert ennå. Ferdighetstallet ditt vises etter din første runde Schwimmen.',
    schnapsen: 'Ikke vurdert ennå. Ferdighetstallet ditt vises etter ditt første spill Schnapsen.',
  },
  plot: {
    title: '{game}: ferdighetstall over tid',
    summary: '{rounds}: startet på {start}, nå {now}, beste {best}.',
    rating: 'Tall',
    rounds: { schwimmen: 'Vurderte runder', schnapsen: 'Vurderte spill' },
    start: 'Start {start}',
  },
  notices: {
    skillUnreadable:
      'Det lagrede ferdighetstallet ditt kunne ikke leses. Det ble lagt til side, og tallet starter igjen på 1500.',
    skillNewer:
      'Ferdighetstallet ditt ble lagret av en nyere versjon av appen. Det ble lagt til side, og tallet starter igjen på 1500.',
  },
};
