// The deal on the table, as the game screen's frame (shared/table/GameScreen.tsx) reads it from the store: the
// fingerprint in the bar and "Check this deal" on a result panel take it from here, so that a panel needs no
// more from its game's screen. Null outside a table (a panel drawn on its own).
import { createContext, useContext } from 'react';
import type { Faces } from '../../../games/settings';
import type { DealRef } from './check';

/** The deal on the table, with the player's faces for its cards. */
export interface DealOnTable extends DealRef {
  faces: Faces;
}

export const DealOnTableContext = createContext<DealOnTable | null>(null);

/** The deal on the table (the last one while its result stands), or null outside a table or before a deal. */
export function useDealOnTable(): DealOnTable | null {
  return useContext(DealOnTableContext);
}
