// The games as the screens know them: for each registered game (src/games) its table and its guided first
// game (loaded when opened), what the home screen says of it, its columns in the statistics and its sounds.
// One list; the App, the home screen, the statistics and the sounds loop over it. It is part of the first
// download: everything heavy in an entry is loaded on demand.
import type { GameStore } from '../store';
import type { Table } from '../games/types';
import type { LevelStats } from '../stats/stats';
import type { Messages } from './i18n';
import type { TutorialMessages } from './i18n/en/tutorial';
import type { Preloadable } from './preloadable';
import type { ReplayGame } from './replay/types';
import type { SoundName } from './sound/sounds';
import { schnapsenUi } from './schnapsen/entry';
import { schwimmenUi } from './schwimmen/entry';

/** What every game's table screen takes. */
export interface GameScreenProps {
  /** The home screen's address, and the way there in place. */
  homeHref: string;
  onHome(): void;
  /** Opens the guided first game (How to play). */
  onTutorial?(): void;
  /** The game's own table (its match in progress), and the way there in place: from its deal of the day. */
  matchHref?: string;
  onMatch?(): void;
}

/** What every game's part of the guided first game takes. */
export interface GameTutorialProps {
  text: TutorialMessages;
  /** Leaves the tutorial (Skip). */
  onSkip(): void;
  /** Opens the real table of the game. */
  onPlay(): void;
}

/** A column of the statistics' table: its label's key in the game's columns, and its value. */
export interface StatsColumn {
  key: string;
  value(entry: LevelStats): number;
}

/**
 * The sounds of a change of a game's table (the same match, after one or more actions); `skipping`: the
 * computers are being played to the end.
 */
export type SoundReader = (prev: Table, next: Table, skipping: boolean) => SoundName[];

export interface UiGame {
  readonly id: string;
  /** The table screen, with its menu, dialogs and panels. */
  readonly table: Preloadable<GameScreenProps>;
  /** The game's part of the guided first game. */
  readonly tutorial: Preloadable<GameTutorialProps>;
  /** The game's name, for the home screen and the statistics. */
  title(t: Messages): string;
  /** The home screen's card: who plays, and a line about the game. */
  card(t: Messages): { players: string; blurb: string };
  /** Where the player's match stands (or who won the last one); null before it has begun. */
  status(s: GameStore, t: Messages): string | null;
  /** True while the match has moves the player would come back to. */
  resume(s: GameStore): boolean;
  /** A line beside the status (Schnapsen: the Bummerls won and lost), or null. */
  extra(s: GameStore, t: Messages): string | null;
  /** The statistics' columns, in order. */
  readonly statsColumns: readonly StatsColumn[];
  /** The game's reader of its table's changes into sounds, loaded with the sounds (never in the first page). */
  sounds(): Promise<SoundReader>;
  /**
   * The game's board and move words in the replay viewer, loaded with it; without it the viewer shows the
   * record's moves in words alone.
   */
  replay?(): Promise<ReplayGame>;
}

const list: UiGame[] = [schwimmenUi, schnapsenUi];

/** Every game with screens, in the home screen's order. */
export function uiGames(): readonly UiGame[] {
  return list;
}

/** The screens of `id`; null for an id no game has. */
export function uiGameOf(id: string): UiGame | null {
  return list.find((g) => g.id === id) ?? null;
}

/** Adds a game's screens (for a game written for the tests). */
export function registerUiGame(game: UiGame): void {
  const at = list.findIndex((g) => g.id === game.id);
  if (at >= 0) list[at] = game;
  else list.push(game);
}

/** `table[game]` of a catalog keyed by game (a text, a column's labels). */
export function byGame<T>(table: Readonly<Record<string, T>>, game: string): T {
  return table[game];
}
