// Reading a game record (docs/records.md): every header checked, every move replayed through the engine. A
// record that breaks a rule, is cut short or belongs to another game is refused with the line and the reason.
import type { Card } from '../engine/cards';
import { IllegalActionError, type Seat } from '../engine/game';
import { games, type AnyGame } from '../games';
import { readCard } from '../games/notation';
import { LEVELS, type Level } from '../match/levels';
import { isPlayerName } from '../persist/check';
import { looksLikeHeader, readHeader } from './headers';
import { resultOf } from './print';
import { initialOf } from './replay';
import { RecordError, type DealSource, type GameRecord, type RecordSeat } from './types';

type Action = { type: string };

/** A record longer than this is no record of one match (a file picked by mistake): refused before reading. */
export const MAX_RECORD_CHARS = 2_000_000;

interface Line {
  number: number;
  text: string;
}

/** The game a record's Game header names (its notation name, any case), or null. */
function gameNamed(name: string): AnyGame | null {
  return games().find((g) => g.notation.name.toLowerCase() === name.trim().toLowerCase()) ?? null;
}

function ruleValue(text: string, like: unknown): unknown {
  if (typeof like === 'number') return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : undefined;
  if (typeof like === 'boolean') {
    if (/^(true|yes|on)$/i.test(text)) return true;
    if (/^(false|no|off)$/i.test(text)) return false;
    return undefined;
  }
  return text;
}

function kindOf(like: unknown): string {
  return typeof like === 'number' ? 'a number' : typeof like === 'boolean' ? 'yes or no' : 'a word';
}

/**
 * Reads a record's text. `expected`: the id of the game the record must be of (the reader of one game's
 * records), or undefined for any game. Throws a RecordError naming the line and the reason.
 */
export function readRecord(text: string, expected?: string): GameRecord {
  if (text.length > MAX_RECORD_CHARS)
    throw new RecordError(0, 'this is too long to be the record of a match');
  const lines: Line[] = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ number: i + 1, text: t.trim() }));
  const body = lines.filter((l) => l.text !== '' && !l.text.startsWith(';'));
  if (body.length === 0)
    throw new RecordError(0, 'there is nothing to read: a record starts with [Game "…"]');

  // Headers: every line up to the first move.
  const headers = new Map<string, { value: string; line: number }>();
  const rules: { value: string; line: number }[] = [];
  const extra: [string, string][] = [];
  let at = 0;
  for (; at < body.length && looksLikeHeader(body[at].text); at++) {
    const line = body[at];
    const header = readHeader(line.text);
    if (!header) throw new RecordError(line.number, 'a header is written [Name "value"]');
    if (header.name === 'Rule') rules.push({ value: header.value, line: line.number });
    else if (headers.has(header.name))
      throw new RecordError(line.number, `the header ${header.name} is given twice`);
    else headers.set(header.name, { value: header.value, line: line.number });
  }
  const moves = body.slice(at);
  const stray = moves.find((l) => looksLikeHeader(l.text));
  if (stray) throw new RecordError(stray.number, 'headers come before the moves');

  const firstLine = body[0].number;
  const need = (name: string) => {
    const header = headers.get(name);
    if (!header) throw new RecordError(firstLine, `the header [${name} "…"] is missing`);
    return header;
  };

  const gameHeader = headers.get('Game');
  if (!gameHeader)
    throw new RecordError(firstLine, 'this is no game record: a record starts with [Game "…"]');
  const game = gameNamed(gameHeader.value);
  if (!game) throw new RecordError(gameHeader.line, `"${gameHeader.value}" is no game this app plays`);
  if (expected !== undefined && game.id !== expected) {
    const wanted = games().find((g) => g.id === expected)?.notation.name ?? expected;
    throw new RecordError(gameHeader.line, `this is a record of ${game.notation.name}, not of ${wanted}`);
  }
  const { notation } = game;

  // Seats.
  const players = need('Players');
  const count = Number(players.value);
  const { minPlayers, maxPlayers } = game.sim;
  if (!/^\d+$/.test(players.value) || count < minPlayers || count > maxPlayers)
    throw new RecordError(
      players.line,
      minPlayers === maxPlayers
        ? `${notation.name} is played by ${minPlayers}, not ${players.value}`
        : `${notation.name} is played by ${minPlayers} to ${maxPlayers}, not ${players.value}`,
    );
  const seats: RecordSeat[] = [];
  for (let i = 1; i <= count; i++) {
    const name = need(`Player${i}`);
    const n = name.value.trim();
    if (!isPlayerName(n) || [...n].some((c) => c.charCodeAt(0) < 32))
      throw new RecordError(name.line, "a player's name has 1 to 40 letters");
    if (seats.some((s) => s.name.toLowerCase() === n.toLowerCase()))
      throw new RecordError(name.line, `two players are called ${n}`);
    const level = need(`Level${i}`);
    const l = level.value.trim().toLowerCase();
    const known =
      l === 'person' || l === 'human'
        ? null
        : (LEVELS as readonly string[]).includes(l)
          ? (l as Level)
          : undefined;
    if (known === undefined)
      throw new RecordError(level.line, `"${level.value}" is no level: person, ${LEVELS.join(', ')}`);
    seats.push({ name: n, level: known });
  }
  if (seats.filter((s) => s.level === null).length > 1)
    throw new RecordError(need('Level1').line, 'one player at most is the person');
  for (const name of headers.keys()) {
    const m = /^(?:Player|Level)(\d+)$/.exec(name);
    if (m && Number(m[1]) > count)
      throw new RecordError(
        headers.get(name)!.line,
        `${name} names a seat this table of ${count} does not have`,
      );
  }
  const names = seats.map((s) => s.name);
  const dealerHeader = need('FirstDealer');
  const firstDealer: Seat = names.findIndex(
    (n) => n.toLowerCase() === dealerHeader.value.trim().toLowerCase(),
  );
  if (firstDealer < 0) throw new RecordError(dealerHeader.line, `${dealerHeader.value} is not at the table`);

  // Rules: every option of the game, its default unless the record says otherwise.
  const defaults = (game.settings.defaults as { rules?: Record<string, unknown> }).rules ?? {};
  const ruleValues: Record<string, unknown> = { ...defaults };
  const given = new Set<string>();
  for (const rule of rules) {
    const m = /^(\S+)\s+(.+)$/.exec(rule.value.trim());
    if (!m) throw new RecordError(rule.line, 'a rule is written [Rule "option value"]');
    const option = Object.keys(defaults).find((k) => k.toLowerCase() === m[1].toLowerCase());
    if (option === undefined) throw new RecordError(rule.line, `${notation.name} has no rule "${m[1]}"`);
    if (given.has(option)) throw new RecordError(rule.line, `the rule ${option} is given twice`);
    given.add(option);
    const value = ruleValue(m[2].trim(), defaults[option]);
    if (value === undefined)
      throw new RecordError(
        rule.line,
        `the rule ${option} takes ${kindOf(defaults[option])}, not "${m[2].trim()}"`,
      );
    ruleValues[option] = value;
  }
  let state: unknown;
  try {
    game.sim.checkRules(ruleValues);
    state = initialOf(game, { seats, rules: ruleValues, firstDealer });
  } catch (e) {
    throw new RecordError(rules[0]?.line ?? gameHeader.line, e instanceof Error ? e.message : String(e));
  }

  // Deals.
  const deals: (DealSource & { line: number })[] = [];
  for (let n = 1; headers.has(`Deal${n}`); n++) {
    const { value, line } = headers.get(`Deal${n}`)!;
    const m = /^(seed|deck|fingerprint)\s+(.+)$/i.exec(value.trim());
    if (!m) throw new RecordError(line, `a deal is written "seed …", "deck …" or "fingerprint …"`);
    const kind = m[1].toLowerCase();
    if (kind === 'seed') deals.push({ seed: m[2].trim(), line });
    else if (kind === 'fingerprint') {
      if (!/^[0-9a-f]{64}$/i.test(m[2].trim()))
        throw new RecordError(line, 'a fingerprint is 64 hexadecimal digits');
      deals.push({ fingerprint: m[2].trim().toLowerCase(), line });
    } else {
      const cards = m[2].trim().split(/\s+/);
      const deck: Card[] = [];
      for (const text of cards) {
        const card = readCard(text);
        if (card === null)
          throw new RecordError(line, `"${text}" is not a card (cards are written 10♥, Q♠ or 10h, qs)`);
        deck.push(card);
      }
      deals.push({ deck, line });
    }
  }
  for (const name of headers.keys()) {
    const m = /^Deal(\d+)$/.exec(name);
    if (m && Number(m[1]) > deals.length)
      throw new RecordError(headers.get(name)!.line, `${name} comes without Deal${deals.length + 1}`);
  }
  deals.forEach((deal, i) => {
    if ('fingerprint' in deal && i !== deals.length - 1)
      throw new RecordError(deal.line, 'only the deal being played may be given by its fingerprint alone');
  });

  // Moves.
  const engine = game.engine as unknown as {
    actor(s: unknown): Seat | 'chance' | 'none';
    apply(s: unknown, a: Action): unknown;
    cards: readonly Card[];
  };
  const word = notation.dealWord;
  const log: Action[] = [];
  let dealt = 0;
  for (const line of moves) {
    const move = line.text.replace(/\s;.*$/, '').trim();
    const actor = engine.actor(state);
    const dealLine = /^(round|deal)\s+(\d+)\s*(?:\(.*\))?$/i.exec(move);
    if (dealLine) {
      const n = Number(dealLine[2]);
      if (n !== dealt + 1)
        throw new RecordError(
          line.number,
          `${word.toLowerCase()} ${n} cannot follow ${dealt === 0 ? 'the headers' : `${word.toLowerCase()} ${dealt}`}`,
        );
      if (actor === 'none') throw new RecordError(line.number, 'the match is over: no deal follows');
      if (actor !== 'chance')
        throw new RecordError(
          line.number,
          `${word.toLowerCase()} ${dealt} is not over: it is ${names[actor]}'s move`,
        );
      const source = deals[n - 1];
      if (!source)
        throw new RecordError(line.number, `${word.toLowerCase()} ${n} has no [Deal${n} "…"] header`);
      if ('fingerprint' in source)
        throw new RecordError(
          line.number,
          `the cards of ${word.toLowerCase()} ${n} are not in this record, only their fingerprint`,
        );
      const deck = 'seed' in source ? (game.deckOfSeed(source.seed) as Card[]) : source.deck;
      const action = { type: 'deal', deck };
      try {
        state = engine.apply(state, action);
      } catch (e) {
        if (!(e instanceof IllegalActionError)) throw e;
        throw new RecordError(
          source.line,
          `the deck of ${word.toLowerCase()} ${n} is not the game's ${engine.cards.length} cards, each once`,
        );
      }
      log.push(action);
      dealt = n;
      continue;
    }
    if (actor === 'none') throw new RecordError(line.number, 'the match is over: no move follows it');
    if (actor === 'chance')
      throw new RecordError(
        line.number,
        dealt === 0
          ? `the cards must be dealt first: a line "${word} 1" comes before the moves`
          : `${word.toLowerCase()} ${dealt} is over: a line "${word} ${dealt + 1}" comes before the next moves`,
      );
    const action = notation.readMove(state, move, names) as Action | { reason: string };
    if ('reason' in action) throw new RecordError(line.number, action.reason);
    try {
      state = engine.apply(state, action);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      throw new RecordError(line.number, notation.refusal(e.refusal, action, names[actor], state));
    }
    log.push(action);
  }

  // Cut short?
  const lastLine = lines[lines.length - 1].number;
  const used = deals.filter((d) => !('fingerprint' in d)).length;
  if (dealt < used)
    throw new RecordError(
      lastLine,
      `the record is cut short: ${word.toLowerCase()} ${dealt + 1} is listed, but its moves are missing`,
    );
  const result = resultOf(game, state, names);
  const resultHeader = headers.get('Result');
  if (resultHeader) {
    const said = resultHeader.value.trim();
    if (said !== '*' && result === '*')
      throw new RecordError(lastLine, `the record is cut short: its moves end before its result (${said})`);
    if (said !== '*' && said.toLowerCase() !== result.toLowerCase())
      throw new RecordError(
        resultHeader.line,
        `the result says "${said}", but the moves end with "${result}"`,
      );
  }
  const last = deals[deals.length - 1];
  if (last && 'fingerprint' in last && engine.actor(state) !== 'chance')
    throw new RecordError(last.line, `the ${word.toLowerCase()} before the one being played is not over`);

  const known = new Set(['Game', 'Date', 'App', 'Players', 'FirstDealer', 'Practice', 'Daily', 'Result']);
  for (const [name, { value }] of headers)
    if (!known.has(name) && !/^(Player|Level|Deal)\d+$/.test(name)) extra.push([name, value]);
  const date = headers.get('Date')?.value;
  const app = headers.get('App')?.value;
  const daily = headers.get('Daily')?.value;
  return {
    game: game.id,
    seats,
    rules: ruleValues,
    firstDealer,
    deals: deals.map(({ line: _line, ...source }) => source as DealSource),
    log,
    result,
    ...(date !== undefined && { date }),
    ...(app !== undefined && { app }),
    ...(/^(yes|true)$/i.test(headers.get('Practice')?.value ?? '') && { practice: true }),
    ...(daily !== undefined && { daily }),
    ...(extra.length > 0 && { extra }),
  };
}
