// Üben, in beiden Spielen: die Einstellung, das Abzeichen einer Übungspartie, Zurücknehmen und offene Karten.
import type { Catalog } from '../catalog';
import type { practice as english } from '../en/practice';

export const practice: Catalog<typeof english> = {
  badge: 'Üben',
  badgeTitle: 'Eine Übungspartie: Sie zählt weder in der Statistik noch in der Spielstärke.',
  settings: {
    group: 'Üben',
    practice: {
      label: 'Üben',
      hint: 'Eine Übungspartie zählt weder in der Statistik noch in der Spielstärke, und „Zurücknehmen“ macht deinen letzten Zug rückgängig. Eingeschaltet wird die laufende Partie endgültig zur Übungspartie; ausgeschaltet gilt es ab der nächsten Partie.',
    },
    showCards: {
      label: 'Karten der Computer zeigen',
      hint: 'Die Karten der Computer liegen offen auf dem Tisch. Die Computer sehen weiterhin nur ihre eigenen Karten.',
      unavailable: 'Nur beim Üben: Schalte zuerst „Üben“ ein.',
    },
  },
  takeBack: {
    button: 'Zurücknehmen',
    nothingRound: 'Nichts zurückzunehmen: Du hast in dieser Runde noch nicht gezogen.',
    nothingDeal: 'Nichts zurückzunehmen: Du hast in diesem Spiel noch nicht gespielt.',
    done: 'Du hast deinen letzten Zug zurückgenommen. Du bist wieder am Zug.',
  },
  openHand: 'Karten von {name}',
};
