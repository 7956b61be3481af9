// Whether the player has answered the tutorial's first-visit offer for a game (yes or no: it never comes
// again). The only thing the tutorial ever writes to the device's storage.
import type { Game } from '../../store';

export const offerKey = (game: Game) => `kartenrunde:tutorial-offer:${game}`;

export function offerAnswered(game: Game): boolean {
  try {
    return typeof localStorage === 'undefined' || localStorage.getItem(offerKey(game)) !== null;
  } catch {
    // Storage switched off: no way to remember the answer, so no offer to nag with.
    return true;
  }
}

export function answerOffer(game: Game): void {
  try {
    localStorage.setItem(offerKey(game), 'answered');
  } catch {
    // Not remembered: the offer may come again next visit, which is harmless.
  }
}
