// A match written as a game record (docs/records.md): the record of a match on the table, and its text.
import type { Card } from '../engine/cards';
import type { Seat } from '../engine/game';
import { gameOf, type AnyGame, type MatchRecordBase } from '../games';
import { says, YOU } from '../games/notation';
import { fingerprint } from '../match/fairDeals';
import { APP } from './app';
import { printHeader } from './headers';
import { replaySteps } from './replay';
import type { DealSource, GameRecord, RecordSeat } from './types';
import { printCard } from '../games/notation';

type Action = { type: string };

/** Names for every seat, each different: the person is "You"; a computer not named yet is "Player 3". */
export function seatNames(names: readonly (string | null)[], levels: readonly unknown[]): string[] {
  const taken = new Set<string>();
  return levels.map((level, seat) => {
    let name = level === null ? YOU : (names[seat] ?? `Player ${seat + 1}`);
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${names[seat] ?? 'Player'} ${n}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** The result line of a state: "Ben wins", "draw", or "*" while the match is played. */
export function resultOf(game: AnyGame, state: unknown, names: readonly string[]): string {
  if (!game.matchOver(state)) return '*';
  const winner: Seat | null = game.winner(state);
  return winner === null ? 'draw' : `${names[winner]} wins`;
}

/**
 * The record of `match` (the game's match record: its log, rules and seats). A deal still being played is
 * left out with its moves, but for its fingerprint (when it has one): its seed would show every hand.
 */
export function recordOfMatch(
  game: AnyGame,
  match: MatchRecordBase,
  opts: { date?: string } = {},
): GameRecord {
  const levels = game.levels(match);
  const seats: RecordSeat[] = seatNames(game.notation.names(match), levels).map((name, seat) => ({
    name,
    level: levels[seat],
  }));
  // Every rule option is written, a default too (a record made by other code may leave some out).
  const defaults = (game.settings.defaults as { rules?: object }).rules;
  const base = { seats, rules: { ...defaults, ...(match.rules as object) }, firstDealer: match.firstDealer };
  const { steps, final } = replaySteps(game, { ...base, log: match.log as Action[] });
  let log = match.log as Action[];
  let dealt = steps.length > 0 ? steps[steps.length - 1].deal : 0;
  let hidden: DealSource | null = null;
  let end = final;
  if (dealt > 0 && !game.roundOver(final) && !game.matchOver(final)) {
    // The deal on the table: its moves wait until it is over.
    const at = steps.findIndex((step) => step.deal === dealt);
    const seed = game.dealSeed(match, dealt);
    hidden = seed === null ? null : { fingerprint: fingerprint(seed) };
    log = log.slice(0, at);
    end = steps[at].before;
    dealt--;
  }
  const deals: DealSource[] = [];
  for (const step of steps) {
    if (step.action.type !== 'deal' || step.deal > dealt) continue;
    const seed = game.dealSeed(match, step.deal);
    deals.push(seed !== null ? { seed } : { deck: [...(step.action as unknown as { deck: Card[] }).deck] });
  }
  if (hidden) deals.push(hidden);
  const names = seats.map((s) => s.name);
  return {
    game: game.id,
    ...base,
    deals,
    log,
    result: resultOf(game, end, names),
    ...(opts.date !== undefined && { date: opts.date }),
    app: APP,
    ...(match.practice && { practice: true }),
    ...(match.daily && { daily: match.daily.date }),
  };
}

function dealText(source: DealSource): string {
  if ('seed' in source) return `seed ${source.seed}`;
  if ('deck' in source) return `deck ${source.deck.map(printCard).join(' ')}`;
  return `fingerprint ${source.fingerprint}`;
}

/** The record's text: its headers, a blank line, then each deal's moves, one per line. */
export function printRecord(record: GameRecord): string {
  const game = gameOf(record.game);
  const { notation } = game;
  const names = record.seats.map((seat) => seat.name);
  const lines: string[] = [printHeader('Game', notation.name)];
  if (record.date !== undefined) lines.push(printHeader('Date', record.date));
  if (record.app !== undefined) lines.push(printHeader('App', record.app));
  lines.push(printHeader('Players', String(record.seats.length)));
  record.seats.forEach((seat, i) => {
    lines.push(printHeader(`Player${i + 1}`, seat.name));
    lines.push(printHeader(`Level${i + 1}`, seat.level ?? 'person'));
  });
  lines.push(printHeader('FirstDealer', names[record.firstDealer]));
  for (const [option, value] of Object.entries(record.rules))
    lines.push(printHeader('Rule', `${option} ${String(value)}`));
  if (record.practice) lines.push(printHeader('Practice', 'yes'));
  if (record.daily !== undefined) lines.push(printHeader('Daily', record.daily));
  for (const [name, value] of record.extra ?? []) lines.push(printHeader(name, value));
  record.deals.forEach((source, i) => lines.push(printHeader(`Deal${i + 1}`, dealText(source))));
  lines.push(printHeader('Result', record.result));

  for (const { action, deal, before, after } of replaySteps(game, record).steps) {
    if (action.type === 'deal')
      lines.push('', `${notation.dealWord} ${deal} (${says(names[notation.dealer(after)], 'deal')})`);
    else lines.push(notation.printMove(before, action, names));
    // How the round came out, as a comment for a person (the reader skips it).
    const end = notation.roundEnd?.(before, after, names);
    if (end) lines.push(`; ${end}`);
  }
  const last = record.deals[record.deals.length - 1];
  if (last !== undefined && 'fingerprint' in last)
    lines.push(
      '',
      `; ${notation.dealWord} ${record.deals.length} is being played: its cards and moves are written once it is over.`,
    );
  return `${lines.join('\n')}\n`;
}
