// The way from a deal of the day back to the match in progress of its game, as the App hands it to a table.
import { addressFor } from '../../../store/route';

/** What a game's table screen takes beside GameScreenProps for its deal of the day. */
export interface DailyNavProps {
  /** The address of the game's own table (the match in progress), and the way there in place. */
  matchHref?: string;
  onMatch?(): void;
}

/** Back to my match: in place when the App says how, else by loading the match's address. */
export function backToMatch(game: string, { matchHref, onMatch }: DailyNavProps): () => void {
  return onMatch ?? (() => location.assign(matchHref ?? addressFor(game)));
}
