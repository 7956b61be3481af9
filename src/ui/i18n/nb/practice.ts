// Øving, i begge spillene: innstillingen, merket på et øvingsparti, Angre og åpne kort.
import type { Catalog } from '../catalog';
import type { practice as english } from '../en/practice';

export const practice: Catalog<typeof english> = {
  badge: 'Øving',
  badgeTitle: 'Et øvingsparti: det teller verken i statistikken eller i ferdighetsvurderingen.',
  settings: {
    group: 'Øving',
    practice: {
      label: 'Øving',
      hint: 'Et øvingsparti teller verken i statistikken eller i ferdighetsvurderingen, og «Angre» opphever ditt siste trekk. Slått på gjør det partiet som pågår til et øvingsparti for godt; slått av gjelder det fra neste parti.',
    },
    showCards: {
      label: 'Vis datamaskinenes kort',
      hint: 'Datamaskinenes hender ligger med forsiden opp. Datamaskinene ser fortsatt bare sine egne kort.',
      unavailable: 'Bare ved øving: slå på Øving først.',
    },
  },
  takeBack: {
    button: 'Angre',
    nothingRound: 'Ingenting å angre: du har ikke gjort noe trekk i denne runden ennå.',
    nothingDeal: 'Ingenting å angre: du har ikke spilt i denne given ennå.',
    done: 'Du angret ditt siste trekk. Det er din tur igjen.',
  },
  openHand: 'Kortene til {name}',
};
