// Saved matches made in Node and laid into the page's storage before the table opens, so that a test reaches a
// table in a given state (a last turn, a round's result, the end of a match) at once, without playing up to
// it. A match is its options, its seed and its action log: here the log is played by a seeded random player
// in every seat, the deals from the match's seed, exactly as the app would replay it.
import type { Page } from '@playwright/test';
import { createRng } from '../src/engine/rng';
import { schnapsen, type SchnapsenState } from '../src/engine/schnapsen';
import { schwimmen, type SchwimmenState } from '../src/engine/schwimmen';
import { schnapsenGame, schwimmenGame } from '../src/games';
import { PART_VERSION } from '../src/store/gameSaves';
import {
  schwimmenInitialState,
  newSchwimmenRecord,
  nextSchwimmenDeal,
  type SchwimmenMatchRecord,
} from '../src/match/schwimmen';
import {
  newSchnapsenRecord,
  nextSchnapsenDeal,
  schnapsenInitialState,
  type SchnapsenMatchRecord,
} from '../src/match/schnapsen';
import { DEFAULT_SCHWIMMEN_SETTINGS } from '../src/games/schwimmen/settings';
import { DEFAULT_RULES as SCHWIMMEN_RULES, type SchwimmenRules } from '../src/engine/schwimmen';
import { DEFAULT_RULES as SCHNAPSEN_RULES } from '../src/engine/schnapsen';

/**
 * The first Schwimmen match, from seed `from` on, whose random play reaches a state `until` accepts; the
 * record is cut there. Throws when none of a hundred seeds does.
 */
export function schwimmenMatch(opts: {
  players: number;
  lives?: number;
  rules?: Partial<SchwimmenRules>;
  from?: number;
  until(state: SchwimmenState): boolean;
}): { match: SchwimmenMatchRecord; state: SchwimmenState } {
  const rules = { ...SCHWIMMEN_RULES, ...opts.rules, lives: opts.lives ?? SCHWIMMEN_RULES.lives };
  for (let seed = opts.from ?? 1; seed < (opts.from ?? 1) + 100; seed++) {
    const match = newSchwimmenRecord({
      seed,
      opponents: opts.players - 1,
      level: 'normal',
      rules,
      id: `e2e-${seed}`,
    });
    const rng = createRng(seed);
    let state = schwimmenInitialState(match);
    while (state.phase !== 'gameOver' && !opts.until(state)) {
      const action =
        state.phase === 'deal' || state.phase === 'roundOver'
          ? nextSchwimmenDeal(match, state)
          : pick(schwimmen.legalActions(state), rng.int.bind(rng));
      match.log.push(action);
      state = schwimmen.apply(state, action);
    }
    if (opts.until(state)) return { match, state };
  }
  throw new Error('no seed reaches the state asked for');
}

/** Like schwimmenMatch, for Schnapsen. */
export function schnapsenMatch(opts: { from?: number; until(state: SchnapsenState): boolean }): {
  match: SchnapsenMatchRecord;
  state: SchnapsenState;
} {
  for (let seed = opts.from ?? 1; seed < (opts.from ?? 1) + 100; seed++) {
    const match = newSchnapsenRecord({
      seed,
      level: 'normal',
      rules: { ...SCHNAPSEN_RULES },
      id: `e2e-${seed}`,
    });
    const rng = createRng(seed);
    let state = schnapsenInitialState(match);
    while (state.phase !== 'matchOver' && !opts.until(state)) {
      const action =
        state.phase === 'deal' || state.phase === 'dealOver'
          ? nextSchnapsenDeal(match, state)
          : pick(schnapsen.legalActions(state), rng.int.bind(rng));
      match.log.push(action);
      state = schnapsen.apply(state, action);
    }
    if (opts.until(state)) return { match, state };
  }
  throw new Error('no seed reaches the state asked for');
}

/** A random legal action; a random player knocks rarely, so that rounds last a few turns. */
function pick<A extends { type: string }>(legal: A[], int: (n: number) => number): A {
  const calm = legal.filter((a) => a.type !== 'knock' && !('knock' in a));
  const pool = calm.length > 0 && int(4) > 0 ? calm : legal;
  return pool[int(pool.length)];
}

const envelope = (state: unknown) => JSON.stringify({ version: PART_VERSION, rev: 1, state });

/**
 * Opens `address` with these saves in the page's storage (in place of any the page had). Schwimmen's settings
 * seat the match's players, so that the table and the settings agree; `settings` adds to them.
 */
export async function openSaved(
  page: Page,
  address: string,
  saves: {
    schwimmen?: SchwimmenMatchRecord;
    schnapsen?: SchnapsenMatchRecord;
    settings?: Partial<typeof DEFAULT_SCHWIMMEN_SETTINGS>;
  },
) {
  const items: [string, string][] = [];
  if (saves.schwimmen) {
    const m = saves.schwimmen;
    items.push([schwimmenGame.saveKeys.match, envelope(m)]);
    items.push([
      schwimmenGame.saveKeys.settings,
      envelope({
        ...DEFAULT_SCHWIMMEN_SETTINGS,
        opponents: m.players - 1,
        rules: m.rules,
        ...saves.settings,
      }),
    ]);
  }
  if (saves.schnapsen) items.push([schnapsenGame.saveKeys.match, envelope(saves.schnapsen)]);
  // A blank page of the site's origin, not the app: nothing there writes a save of its own first.
  await page.route('**/e2e-blank', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>e2e</title><link rel="icon" href="data:,">',
    }),
  );
  await page.goto('/e2e-blank');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, items);
  await page.goto(address);
}
