// Issue 41: a record that breaks a rule, is cut short or belongs to the other game is refused with the line and
// the reason, and the reader takes every way of writing a card the format allows.
import { describe, expect, it } from 'vitest';
import { gameOf } from '../../src/games';
import { printRecord, recordOfMatch } from '../../src/records/print';
import { MAX_RECORD_CHARS, readRecord } from '../../src/records/read';
import { RecordError } from '../../src/records/types';
import { APP_VERSION } from '../../src/records/app';
import { playedMatch } from './matches';
import pkg from '../../package.json';

function written(id: 'schwimmen' | 'schnapsen', seed: number, rules: object, key = 'cd'.repeat(32)) {
  const match = playedMatch(id, { seed, rules, key, names: ['Ben', 'Anna'] });
  return printRecord(recordOfMatch(gameOf(id), match, { date: '2026-12-06' }));
}

const SCHWIMMEN = written('schwimmen', 11, { lives: 1 });
const SCHNAPSEN = written('schnapsen', 12, { bummerl: 5 });

/** The error reading `text` gives. */
function refusal(text: string, expected?: string): RecordError {
  try {
    readRecord(text, expected);
  } catch (e) {
    if (e instanceof RecordError) return e;
    throw e;
  }
  throw new Error('the record was read');
}

const lines = (text: string) => text.split('\n');
const lineOf = (text: string, test: (line: string) => boolean) => lines(text).findIndex(test) + 1;
/** The text with line `n` (1-based) replaced. */
const withLine = (text: string, n: number, line: string) =>
  lines(text)
    .map((l, i) => (i === n - 1 ? line : l))
    .join('\n');

describe('reading a game record', () => {
  it('reads what it printed, finished matches of both games', () => {
    expect(readRecord(SCHWIMMEN).result).toMatch(/wins$/);
    expect(readRecord(SCHNAPSEN).result).toMatch(/wins$/);
    expect(readRecord(SCHNAPSEN).rules).toEqual({ bummerl: 5, exchangeWithOneLeft: false });
  });

  it('the App header names the version of package.json', () => {
    expect(APP_VERSION).toBe(pkg.version);
    expect(SCHWIMMEN).toContain(`[App "Kartenrunde ${pkg.version}"]`);
  });

  it('accepts suit letters, white suit signs, T for 10, any case, and a record without comments or blank lines', () => {
    const letters = SCHWIMMEN.replace(/10([♣♠♥♦])/g, 'T$1')
      .replace(/♣/g, 'c')
      .replace(/♠/g, 'S')
      .replace(/♥/g, 'h')
      .replace(/♦/g, 'D');
    expect(readRecord(letters)).toEqual(readRecord(SCHWIMMEN));
    const white = SCHNAPSEN.replace(/♥/g, '♡').replace(/♦/g, '♢').replace(/♠/g, '♤').replace(/♣/g, '♧');
    expect(readRecord(white)).toEqual(readRecord(SCHNAPSEN));
    const packed = SCHNAPSEN.split('\n')
      .filter((l) => l !== '' && !l.startsWith(';'))
      .join('\r\n');
    expect(readRecord(packed)).toEqual(readRecord(SCHNAPSEN));
  });

  it("Schnapsen moves may leave out the player's name", () => {
    const bare = SCHNAPSEN.replace(/^(You|Ben): /gm, '');
    expect(readRecord(bare)).toEqual(readRecord(SCHNAPSEN));
  });

  it('refuses a move that breaks a rule, naming the line and the reason (S12: the card is not in the middle)', () => {
    const n = lineOf(SCHWIMMEN, (l) => /^Ben takes \S+, gives/.test(l));
    expect(n).toBeGreaterThan(0);
    // A card nobody can take: the one Ben gives is in his hand, never in the middle.
    const [, give] = /gives (\S+)/.exec(lines(SCHWIMMEN)[n - 1])!;
    const e = refusal(withLine(SCHWIMMEN, n, `Ben takes ${give}, gives ${give}`));
    expect(e.line).toBe(n);
    expect(e.message).toBe(`line ${n}: Ben cannot take ${give}: it is not in the middle`);
  });

  it('refuses a card that breaks Schnapsen’s duty to follow (N6) with the reason', () => {
    const game = gameOf('schnapsen');
    const read = readRecord(SCHNAPSEN);
    // Finds a follow where another card of the hand would break the duty, and writes that one instead.
    const apply = game.engine.apply as (s: unknown, a: unknown) => unknown;
    let state = game.engine.init({ rules: read.rules, firstDealer: read.firstDealer } as never) as never;
    const moveLines = lines(SCHNAPSEN)
      .map((l, i) => ({ l, n: i + 1 }))
      .filter(({ l }) => l !== '' && !l.startsWith('[') && !l.startsWith(';') && !l.startsWith('Deal '));
    let m = 0;
    for (const action of read.log as { type: string; card?: string }[]) {
      if (action.type !== 'deal') {
        const s = state as { lead: string | null; hands: string[][] };
        const actor = game.engine.actor(state) as number;
        if (action.type === 'play' && s.lead !== null) {
          const wrong = s.hands[actor].find((card) => {
            try {
              apply(state, { type: 'play', card });
              return false;
            } catch {
              return true;
            }
          });
          if (wrong) {
            const { n } = moveLines[m];
            const e = refusal(
              withLine(
                SCHNAPSEN,
                n,
                `${actor === 0 ? 'You' : 'Ben'}: ${wrong[0] === 'T' ? '10' : wrong[0]}${wrong[1]}`,
              ),
            );
            expect(e.line).toBe(n);
            expect(e.reason).toMatch(
              /cannot play .*: (a higher card of \w+ must be played|\w+ must be followed|without \w+ a trump must be played)$/,
            );
            return;
          }
        }
        m++;
      }
      state = apply(state, action) as never;
    }
    throw new Error('no follow with a wrong card found');
  });

  it('refuses a move out of turn', () => {
    const n = lineOf(SCHWIMMEN, (l) => l.startsWith('Ben '));
    expect(refusal(withLine(SCHWIMMEN, n, 'You pass')).message).toBe(
      `line ${n}: it is Ben's turn, not yours`,
    );
    const m = lineOf(SCHWIMMEN, (l) => l.startsWith('You '));
    expect(refusal(withLine(SCHWIMMEN, m, 'Anna passes')).message).toBe(
      `line ${m}: it is your turn, not Anna's`,
    );
  });

  it('refuses a record cut short: in the moves, in the middle of a line, in the headers', () => {
    const all = lines(SCHWIMMEN);
    const cut = all.slice(0, all.length - 4).join('\n');
    expect(refusal(cut).reason).toMatch(/^the record is cut short/);
    const half = all.slice(0, all.length - 3).join('\n') + '\n' + all[all.length - 3].slice(0, 9);
    expect(refusal(half).reason).toMatch(/is not a Schwimmen move|is not a card/);
    const headersOnly = all.slice(0, 6).join('\n');
    expect(refusal(headersOnly).reason).toMatch(/^the header \[\w+ "…"\] is missing$/);
    // A later deal listed, its moves gone.
    const s = lines(SCHNAPSEN);
    const deal2 = s.findIndex((l) => l.startsWith('Deal 2'));
    expect(refusal(s.slice(0, deal2).join('\n')).reason).toMatch(
      /^the record is cut short: deal 2 is listed, but its moves are missing$/,
    );
  });

  it('refuses a record of the other game, or another game’s moves', () => {
    expect(refusal(SCHWIMMEN, 'schnapsen').message).toBe(
      'line 1: this is a record of Schwimmen, not of Schnapsen',
    );
    const mixed = SCHWIMMEN.replace('[Game "Schwimmen"]', '[Game "Schnapsen"]');
    expect(refusal(mixed).reason).toMatch(/^Schnapsen is played by 2, not 3$/);
    const n = lineOf(SCHWIMMEN, (l) => l.startsWith('Ben '));
    expect(refusal(withLine(SCHWIMMEN, n, 'Ben: A♥')).reason).toBe('"A♥" is not a Schwimmen move');
    expect(refusal(SCHWIMMEN.replace('[Game "Schwimmen"]', '[Game "Skat"]')).reason).toBe(
      '"Skat" is no game this app plays',
    );
  });

  it('refuses bad cards, bad headers and bad rules, naming each', () => {
    const n = lineOf(SCHWIMMEN, (l) => /^Ben takes \S+, gives/.test(l));
    expect(refusal(withLine(SCHWIMMEN, n, 'Ben takes 11♥, gives 9♣')).reason).toBe(
      '"11♥" is not a card (cards are written 10♥, Q♠ or 10h, qs)',
    );
    expect(refusal(SCHWIMMEN.replace('[Players "3"]', '[Players 3]')).reason).toBe(
      'a header is written [Name "value"]',
    );
    expect(refusal(SCHWIMMEN.replace('[Players "3"]', '[Players "3"]\n[Players "3"]')).reason).toBe(
      'the header Players is given twice',
    );
    expect(refusal(SCHWIMMEN.replace('[Rule "lives 1"]', '[Rule "livez 1"]')).reason).toBe(
      'Schwimmen has no rule "livez"',
    );
    expect(refusal(SCHWIMMEN.replace('[Rule "lives 1"]', '[Rule "lives many"]')).reason).toBe(
      'the rule lives takes a number, not "many"',
    );
    expect(refusal(SCHWIMMEN.replace('[Rule "lives 1"]', '[Rule "lives 9"]')).reason).toMatch(
      /lives must be an integer from 1 to 5/,
    );
    expect(
      refusal(SCHWIMMEN.replace('[Rule "feuer true"]', '[Rule "feuer true"]\n[Rule "Feuer false"]')).reason,
    ).toBe('the rule feuer is given twice');
    expect(refusal(SCHWIMMEN.replace('[Level2 "normal"]', '[Level2 "grandmaster"]')).reason).toMatch(
      /^"grandmaster" is no level/,
    );
    expect(refusal(SCHWIMMEN.replace('[Level2 "normal"]', '[Level2 "person"]')).reason).toBe(
      'one player at most is the person',
    );
    expect(refusal(SCHWIMMEN.replace('[Player3 "Anna"]', '[Player3 "ben"]')).reason).toBe(
      'two players are called ben',
    );
    expect(refusal(SCHWIMMEN.replace(/\[FirstDealer "[^"]+"\]/, '[FirstDealer "Zoë"]')).reason).toBe(
      'Zoë is not at the table',
    );
    expect(refusal(SCHWIMMEN.replace(/^(Round 1 .*)$/m, '$1\n[Event "late"]')).reason).toBe(
      'headers come before the moves',
    );
  });

  it('refuses a deck that is not the game’s cards, and deals out of order', () => {
    const deckLine = SCHWIMMEN.replace(/\[Deal1 "seed [0-9a-f]+"\]/, '[Deal1 "deck 7♣ 7♣"]');
    expect(refusal(deckLine).reason).toBe("the deck of round 1 is not the game's 32 cards, each once");
    expect(refusal(SCHWIMMEN.replace(/\[Deal1 "[^"]+"\]/, '[Deal1 "shuffle please"]')).reason).toBe(
      'a deal is written "seed …", "deck …" or "fingerprint …"',
    );
    expect(refusal(SCHWIMMEN.replace('Round 1 (', 'Round 2 (')).reason).toBe(
      'round 2 cannot follow the headers',
    );
    const noDeal = SCHWIMMEN.replace(/^Round 1 .*$/m, '');
    expect(refusal(noDeal).reason).toBe(
      'the cards must be dealt first: a line "Round 1" comes before the moves',
    );
  });

  it('a deal given by its fingerprint alone is read without its moves, and refused with them', () => {
    const game = gameOf('schwimmen');
    const match = playedMatch('schwimmen', {
      seed: 3,
      players: 4,
      maxRounds: 2,
      key: 'ef'.repeat(32),
      cut: 2,
    });
    const text = printRecord(recordOfMatch(game, match));
    expect(text).toMatch(/\[Deal2 "fingerprint [0-9a-f]{64}"\]/);
    expect(text).toContain('; Round 2 is being played');
    const read = readRecord(text);
    expect(read.result).toBe('*');
    expect('fingerprint' in read.deals[1]).toBe(true);
    expect(refusal(`${text}Round 2\n`).reason).toBe(
      'the cards of round 2 are not in this record, only their fingerprint',
    );
  });

  it('refuses a result the moves do not reach, and moves after the match is over', () => {
    const winner = /\[Result "(\w+) wins"\]/.exec(SCHWIMMEN)![1];
    const other = winner === 'Ben' ? 'Anna' : 'Ben';
    expect(refusal(SCHWIMMEN.replace(`[Result "${winner} wins"]`, `[Result "${other} wins"]`)).reason).toBe(
      `the result says "${other} wins", but the moves end with "${winner} wins"`,
    );
    expect(refusal(`${SCHWIMMEN}Ben knocks\n`).reason).toBe('the match is over: no move follows it');
  });

  it('refuses what is no record at all', () => {
    expect(refusal('').message).toBe('there is nothing to read: a record starts with [Game "…"]');
    expect(refusal('Hello, this is my shopping list').message).toBe(
      'line 1: this is no game record: a record starts with [Game "…"]',
    );
    expect(refusal('x'.repeat(MAX_RECORD_CHARS + 1)).message).toBe(
      'this is too long to be the record of a match',
    );
  });
});

describe('comments for a person', () => {
  it('each finished round or deal says how it came out, and the last one who won the match; the reader skips them', () => {
    const rounds = (SCHWIMMEN.match(/^Round \d+ /gm) ?? []).length;
    const told = SCHWIMMEN.split('\n').filter((l) =>
      /^; (Showdown|Schnauz|Feuer): You \S+, Ben \S+, Anna \S+\./.test(l),
    );
    expect(told).toHaveLength(rounds);
    expect(told[told.length - 1]).toMatch(/ (Ben|Anna) wins the match\.$|You win the match\.$|draw\.$/);
    const deals = (SCHNAPSEN.match(/^Deal \d+ /gm) ?? []).length;
    const won = SCHNAPSEN.split('\n').filter((l) =>
      /^; (You win|Ben wins) the deal: [123] game points?, \d+ to \d+\./.test(l),
    );
    expect(won).toHaveLength(deals);
    expect(won[won.length - 1]).toMatch(/(You win|Ben wins) the match\.$/);
    // Without its comments a record reads the same.
    const bare = SCHWIMMEN.split('\n')
      .filter((l) => !l.startsWith(';'))
      .join('\n');
    expect(readRecord(bare)).toEqual(readRecord(SCHWIMMEN));
  });
});
