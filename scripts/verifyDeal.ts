// `npm run verify-deal -- --game <game> --seed <seed> [--json]`: the fingerprint of a deal's seed and the deck
// it gives, worked out here as the app works them out (src/match/fairDeals.ts), for a player who wants to check
// a deal outside the app. With --json the last line is {"fingerprint": "<hex>", "deck": ["Ah", …]}, the deck
// in dealing order.
import { fileURLToPath } from 'node:url';
import { gameIds, isGameId, gameOf } from '../src/games';
import { fingerprint } from '../src/match/fairDeals';

export interface Verified {
  fingerprint: string;
  deck: string[];
}

/** The fingerprint and the deck of `seed` in `game`. */
export function verifyDeal(game: string, seed: string): Verified {
  return { fingerprint: fingerprint(seed), deck: gameOf(game).deckOfSeed(seed) };
}

const USAGE = `usage: npm run verify-deal -- --game <${gameIds().join('|')}> --seed <seed> [--json]`;

/** Runs the command with `args`; returns the exit code, printing with `print`. */
export function main(args: readonly string[], print: (line: string) => void = console.log): number {
  let game: string | null = null;
  let seed: string | null = null;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--json') json = true;
    else if (arg === '--game') game = args[++i] ?? null;
    else if (arg === '--seed') seed = args[++i] ?? null;
    else if (arg === '--help' || arg === '-h') {
      print(USAGE);
      return 0;
    } else {
      print(`unknown argument ${JSON.stringify(arg)}\n${USAGE}`);
      return 2;
    }
  }
  if (!isGameId(game)) {
    print(`--game must be one of ${gameIds().join(', ')}\n${USAGE}`);
    return 2;
  }
  if (seed === null || seed === '') {
    print(`--seed is missing: the seed the app shows in "Check this deal"\n${USAGE}`);
    return 2;
  }
  const verified = verifyDeal(game, seed);
  if (json) print(JSON.stringify(verified));
  else print(`fingerprint ${verified.fingerprint}\ndeck        ${verified.deck.join(' ')}`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
