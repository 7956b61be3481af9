import { describe, expect, it } from 'vitest';
import type { DealResult, SchnapsenState } from '../../src/engine/schnapsen';
import type { RoundResult, SchwimmenState } from '../../src/engine/schwimmen';
import { schnapsenGame, schwimmenGame } from '../../src/games';
import type { SchnapsenMatchRecord } from '../../src/match/schnapsen';
import type { SchwimmenMatchRecord } from '../../src/match/schwimmen';
import { emptyStats, recordProgress, type Progress } from '../../src/stats';
import { NO_MARKS, parseMark } from '../../src/stats/progress';

/** The game module's reading, from the fields of the match and state it reads. */
type SwState = Pick<SchwimmenState, 'phase' | 'round' | 'roundResult' | 'out' | 'winner'>;
const schwimmenProgress = (match: Pick<SchwimmenMatchRecord, 'id' | 'seed' | 'levels'>, state: SwState) =>
  schwimmenGame.progress(match as SchwimmenMatchRecord, state as SchwimmenState);
const swMatch = { id: 'm1', seed: 7, levels: [null, 'hard', 'hard'] as ('hard' | null)[] };

function swState(over: Partial<SwState> = {}): SwState {
  return { phase: 'turns', round: 1, roundResult: null, out: [false, false, false], winner: null, ...over };
}
const result = (losers: number[], eliminated: number[] = []): RoundResult =>
  ({ values: [], losers, ending: 'knock', hands: [], shown: [], eliminated }) as RoundResult;

type SnState = Pick<SchnapsenState, 'phase' | 'dealNumber' | 'dealResult' | 'winner'>;
const schnapsenProgress = (match: Pick<SchnapsenMatchRecord, 'id' | 'seed' | 'level'>, state: SnState) =>
  schnapsenGame.progress(match as SchnapsenMatchRecord, state as SchnapsenState);
const snMatch = { id: 'b1', seed: 9, level: 'expert' as const };
function snState(over: Partial<SnState> = {}): SnState {
  return { phase: 'play', dealNumber: 1, dealResult: null, winner: null, ...over };
}
const deal = (winner: number): DealResult => ({ winner, gamePoints: 1, reason: 'claim', claimedBy: winner });

describe('schwimmenProgress', () => {
  it('takes the level of the computer seats and no result while a round is played', () => {
    const p = schwimmenProgress(swMatch, swState() as SchwimmenState);
    expect(p).toMatchObject({ game: 'schwimmen', level: 'hard', finishedRound: null, finished: false });
  });

  it('a showdown the human lost is a lost round; one they survived is not', () => {
    const lostRound = schwimmenProgress(
      swMatch,
      swState({ phase: 'roundOver', round: 3, roundResult: result([0, 2]) }),
    );
    expect(lostRound).toMatchObject({ finishedRound: 3, roundLost: true, finished: false });
    const safe = schwimmenProgress(
      swMatch,
      swState({ phase: 'roundOver', round: 3, roundResult: result([1]) }),
    );
    expect(safe).toMatchObject({ finishedRound: 3, roundLost: false });
  });

  it('the result of the last round stays readable while the next deal is awaited, not once it is made', () => {
    // roundResult stays until the next deal: in 'turns' of the next round it is no longer this round's.
    const p = schwimmenProgress(swMatch, swState({ phase: 'choose', round: 4, roundResult: result([0]) }));
    expect(p.finishedRound).toBeNull();
  });

  it('the match is over for the human as soon as they are out, and lost; S9: that last loss is no life', () => {
    const out = swState({
      phase: 'roundOver',
      round: 5,
      roundResult: result([0], [0]),
      out: [true, false, false],
    });
    expect(schwimmenProgress(swMatch, out)).toMatchObject({ finished: true, won: false, roundLost: false });
  });

  it('a game over with the human as the winner is a match won', () => {
    const over = swState({
      phase: 'gameOver',
      round: 6,
      roundResult: result([2]),
      out: [false, true, true],
      winner: 0,
    });
    expect(schwimmenProgress(swMatch, over)).toMatchObject({ finished: true, won: true, finishedRound: 6 });
  });
});

describe('schnapsenProgress', () => {
  it('a deal the computer won is a deal lost; the Bummerl ends with the match', () => {
    expect(
      schnapsenProgress(snMatch, snState({ phase: 'dealOver', dealResult: deal(1) }) as SchnapsenState),
    ).toMatchObject({
      game: 'schnapsen',
      level: 'expert',
      finishedRound: 1,
      roundLost: true,
      finished: false,
    });
    expect(
      schnapsenProgress(
        snMatch,
        snState({ phase: 'matchOver', dealNumber: 4, dealResult: deal(0), winner: 0 }),
      ),
    ).toMatchObject({ finishedRound: 4, roundLost: false, finished: true, won: true });
  });

  it('no result while a deal is played (the last one stays readable only until the next deal)', () => {
    expect(
      schnapsenProgress(snMatch, snState({ phase: 'play', dealNumber: 2, dealResult: deal(1) }))
        .finishedRound,
    ).toBeNull();
  });
});

describe('recordProgress: each round and each match exactly once', () => {
  const base = { stats: emptyStats(), marks: NO_MARKS };
  const progress = (over: Partial<Progress>): Progress => ({
    game: 'schwimmen',
    match: 'm1',
    seed: 7,
    level: 'normal',
    finishedRound: null,
    roundLost: false,
    finished: false,
    won: false,
    ...over,
  });

  it('records a lost round once, however often the same state is seen', () => {
    const p = progress({ finishedRound: 1, roundLost: true });
    const once = recordProgress(base, p);
    expect(once.stats.schwimmen.normal.roundsLost).toBe(1);
    expect(recordProgress(once, p)).toBe(once);
    expect(once.marks.schwimmen).toEqual([{ match: 'm1', seed: 7, round: 1, finished: false }]);
  });

  it('records the last round and the match in the same look, and neither again', () => {
    const p = progress({ finishedRound: 4, roundLost: true, finished: true, won: false });
    const once = recordProgress(base, p);
    expect(once.stats.schwimmen.normal).toMatchObject({ roundsLost: 1, matchesPlayed: 1, matchesWon: 0 });
    expect(recordProgress(once, p)).toBe(once);
    // The computers play on after the human is out: their rounds are not the human's losses.
    const later = recordProgress(once, progress({ finishedRound: 5, finished: true }));
    expect(later.stats).toEqual(once.stats);
  });

  it('a new match (another id, even with the same seed) starts counting afresh', () => {
    const first = recordProgress(
      base,
      progress({ finishedRound: 2, roundLost: true, finished: true, won: true }),
    );
    const second = recordProgress(first, progress({ match: 'm2', finishedRound: 2, roundLost: true }));
    expect(second.stats.schwimmen.normal.roundsLost).toBe(2);
    expect(second.marks.schwimmen![0]).toEqual({ match: 'm2', seed: 7, round: 2, finished: false });
  });

  it('issue 12: a match seen again after another one (a tab taking it back over) is not counted twice', () => {
    const m1 = recordProgress(base, progress({ finishedRound: 2, roundLost: true }));
    const m2 = recordProgress(m1, progress({ match: 'm2', finishedRound: 1, roundLost: true }));
    const back = recordProgress(m2, progress({ finishedRound: 2, roundLost: true }));
    expect(back).toBe(m2);
    expect(back.stats.schwimmen.normal.roundsLost).toBe(2);
    expect(back.marks.schwimmen!.map((m) => m.match)).toEqual(['m2', 'm1']);
  });

  it('keeps each game to its own mark', () => {
    const a = recordProgress(base, progress({ finishedRound: 1, roundLost: true }));
    const b = recordProgress(
      a,
      progress({ game: 'schnapsen', match: 'm1', finishedRound: 1, roundLost: true }),
    );
    expect(b.stats.schnapsen.normal.roundsLost).toBe(1);
    expect(b.marks.schwimmen).toEqual(a.marks.schwimmen);
  });
});

describe('parseMark', () => {
  it('reads a saved mark back and refuses a damaged one', () => {
    const mark = { match: 'm', seed: 1, round: 2, finished: false };
    expect(parseMark(JSON.parse(JSON.stringify(mark)))).toEqual(mark);
    expect(parseMark({ ...mark, round: -1 })).toBeNull();
    expect(parseMark({ ...mark, match: 3 })).toBeNull();
    expect(parseMark(undefined)).toBeNull();
  });
});
