import { beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { schnapsen, type DealResult, type SchnapsenState } from '../../../src/engine/schnapsen';
import { schwimmen, type RoundResult, type SchwimmenState } from '../../../src/engine/schwimmen';
import { HUMAN, type GameStore } from '../../../src/store';
import {
  loadSoundReaders,
  SOUND_GAP,
  soundsFor,
  startSoundEffects,
  type Sound,
  type SoundName,
} from '../../../src/ui/sound';
import { MemoryStorage, sn, storeWith, sw, withSettings, withTable } from '../../store/helpers';

type GameStoreApi = ReturnType<typeof storeWith>;

// Each game's reader of its table's changes comes with the sounds, as the app loads them (src/main.tsx).
beforeAll(() => loadSoundReaders());

function recorder() {
  const played: [SoundName, number][] = [];
  const sound: Sound = {
    play: (name, delay = 0) => void played.push([name, delay]),
    unlocked: true,
    unlock: () => undefined,
    dispose: () => undefined,
  };
  return { sound, played, names: () => played.map(([name]) => name) };
}

function schwimmenStep(store: GameStoreApi, rng: ReturnType<typeof createRng>, pick?: SchwimmenStatePick) {
  const { state, match } = sw(store.getState());
  const who = schwimmen.actor(state);
  if (who === 'none') return false;
  if (who === 'chance') store.getState().nextDeal('schwimmen');
  else {
    const legal = schwimmen.legalActions(state);
    const action = pick?.(legal) ?? legal[rng.int(legal.length)];
    if (who === HUMAN) store.getState().act('schwimmen', action);
    else store.getState().computerMove('schwimmen', match.id, match.log.length, action);
  }
  return true;
}
type SchwimmenStatePick = (
  legal: ReturnType<typeof schwimmen.legalActions>,
) => ReturnType<typeof schwimmen.legalActions>[number] | undefined;

/** A change of the Schwimmen table from `base`: an action joined the log and the state became `state`. */
function schwimmenChange(
  base: GameStore,
  state: Partial<SchwimmenState>,
  action = { type: 'swapAll' as const },
) {
  const { match, state: before } = sw(base);
  const next: GameStore = {
    ...base,
    ...withTable(base, 'schwimmen', {
      match: { ...match, log: [...match.log, action] },
      state: { ...before, ...state },
    }),
  };
  return soundsFor(base, next);
}

const result = (over: Partial<RoundResult>): RoundResult => ({
  values: [],
  losers: [],
  ending: 'knock',
  hands: [],
  shown: [],
  eliminated: [],
  ...over,
});

describe('soundsFor: Schwimmen', () => {
  const base = () => storeWith(new MemoryStorage(), 5).getState();

  it('maps the action that joined the log: swap, knock; a pass is quiet', () => {
    const b = base();
    expect(schwimmenChange(b, {}, { type: 'swapAll' })).toEqual(['swap']);
    expect(schwimmenChange(b, {}, { type: 'knock' } as never)).toEqual(['knock']);
    expect(schwimmenChange(b, {}, { type: 'pass' } as never)).toEqual([]);
  });

  it('S14b: a swap that ends with a knock is heard as both; a Schnauz it made makes the knock moot', () => {
    const b = base();
    expect(schwimmenChange(b, { knocker: 1 }, { type: 'swapAll', knock: true } as never)).toEqual([
      'swap',
      'knock',
    ]);
    const schnauz = { phase: 'roundOver' as const, roundResult: result({ ending: 'schnauz' }) };
    expect(schwimmenChange(b, schnauz, { type: 'swapAll', knock: true } as never)).toEqual([
      'swap',
      'schnauz',
    ]);
  });

  it('a Schnauz that costs the human a life: the swap, the Schnauz, the life', () => {
    const b = base();
    const sounds = schwimmenChange(b, {
      phase: 'roundOver',
      roundResult: result({ ending: 'schnauz', losers: [HUMAN] }),
    });
    expect(sounds).toEqual(['swap', 'schnauz', 'lifeLost']);
  });

  it('Feuer has its own sound; a showdown the human survives costs no life sound', () => {
    const b = base();
    expect(
      schwimmenChange(b, { phase: 'roundOver', roundResult: result({ ending: 'feuer', losers: [1, 2] }) }),
    ).toEqual(['swap', 'feuer']);
  });

  it('the human put out hears the match lost; the human winning hears the match won', () => {
    const b = base();
    const out = sw(b).state.out.map((_, seat) => seat === HUMAN);
    expect(schwimmenChange(b, { phase: 'roundOver', roundResult: result({ losers: [HUMAN] }), out })).toEqual(
      ['swap', 'matchLost'],
    );
    const othersOut = sw(b).state.out.map((_, seat) => seat !== HUMAN);
    expect(
      schwimmenChange(b, {
        phase: 'gameOver',
        roundResult: result({ losers: [1] }),
        out: othersOut,
        winner: HUMAN,
      }),
    ).toEqual(['swap', 'matchWon']);
  });

  it('a new match deals', () => {
    const b = base();
    expect(
      soundsFor(b, { ...b, ...withTable(b, 'schwimmen', { match: { ...sw(b).match, id: 'another' } }) }),
    ).toEqual(['deal']);
  });

  it('silent at instant speed, and while the computers are skipped to the end', () => {
    const b = base();
    const instant = { ...b, ...withSettings(b, 'schwimmen', { speed: 'instant' as const }) };
    expect(
      schwimmenChange(instant, { phase: 'roundOver', roundResult: result({ losers: [HUMAN] }) }),
    ).toEqual([]);
    const skipping = { ...b, skipping: 'schwimmen' };
    expect(schwimmenChange(skipping, {})).toEqual([]);
  });

  it('nothing for a change that is not the game (a dialog opening)', () => {
    const b = base();
    expect(soundsFor(b, { ...b, dialog: 'settings' })).toEqual([]);
  });
});

describe('soundsFor: Schnapsen', () => {
  const deal = (winner: number): DealResult => ({
    winner,
    gamePoints: 1,
    reason: 'claim',
    claimedBy: winner,
  });
  function schnapsenChange(
    base: GameStore,
    state: Partial<SchnapsenState>,
    type: 'play' | 'marry' | 'close' | 'claim' = 'play',
  ) {
    const action = (
      type === 'play' ? { type, card: 'Ah' } : type === 'marry' ? { type, suit: 'h' } : { type }
    ) as never;
    const { match, state: before } = sn(base);
    const next: GameStore = {
      ...base,
      ...withTable(base, 'schnapsen', {
        match: { ...match, log: [...match.log, action] },
        state: { ...before, ...state },
      }),
    };
    return soundsFor(base, next);
  }
  const base = () => storeWith(new MemoryStorage(), 8).getState();

  it('a lead is a card, the answer to it takes the trick; a marriage is announced, closing knocks', () => {
    const b = base();
    expect(schnapsenChange(b, {})).toEqual(['card']);
    const trick = { leader: 0, lead: 'Ah', follow: 'Kh', winner: 0 } as const;
    expect(schnapsenChange(b, { tricks: [...sn(b).state.tricks, trick] })).toEqual(['trick']);
    expect(schnapsenChange(b, {}, 'marry')).toEqual(['announce']);
    expect(schnapsenChange(b, {}, 'close')).toEqual(['knock']);
  });

  it('a deal lost sounds like a life lost; the end of the Bummerl is won or lost', () => {
    const b = base();
    expect(schnapsenChange(b, { phase: 'dealOver', dealResult: deal(1) }, 'claim')).toEqual(['lifeLost']);
    expect(schnapsenChange(b, { phase: 'dealOver', dealResult: deal(0) }, 'claim')).toEqual([]);
    expect(schnapsenChange(b, { phase: 'matchOver', dealResult: deal(0), winner: 0 }, 'claim')).toEqual([
      'matchWon',
    ]);
    expect(schnapsenChange(b, { phase: 'matchOver', dealResult: deal(1), winner: 1 }, 'claim')).toEqual([
      'matchLost',
    ]);
  });

  it('silent at instant speed', () => {
    const b = base();
    const instant = { ...b, ...withSettings(b, 'schnapsen', { speed: 'instant' as const }) };
    expect(schnapsenChange(instant, { phase: 'dealOver', dealResult: deal(1) })).toEqual([]);
  });
});

describe('startSoundEffects', () => {
  it('plays a whole Schwimmen match: a deal per round, one end-of-match sound, sounds of one change spaced', () => {
    const store = storeWith(new MemoryStorage(), 3);
    const { sound, played, names } = recorder();
    const stop = startSoundEffects(store, sound);
    const rng = createRng(3);
    while (schwimmenStep(store, rng));
    stop();
    const { state } = sw(store.getState());
    // The first deal was made with the match, before anyone listened.
    expect(names().filter((n) => n === 'deal')).toHaveLength(state.round - 1);
    expect(names().filter((n) => n === 'matchWon' || n === 'matchLost')).toHaveLength(1);
    for (const [, delay] of played) expect(delay / SOUND_GAP).toBe(Math.round(delay / SOUND_GAP));
  });

  it('plays a Schnapsen trick per two cards', () => {
    const store = storeWith(new MemoryStorage(), 4);
    const { sound, names } = recorder();
    const stop = startSoundEffects(store, sound);
    const rng = createRng(4);
    for (let i = 0; i < 4; i++) {
      const { state: s, match: m } = sn(store.getState());
      const legal = schnapsen.legalActions(s).filter((a) => a.type === 'play');
      const action = legal[rng.int(legal.length)];
      if (schnapsen.actor(s) === HUMAN) store.getState().act('schnapsen', action);
      else store.getState().computerMove('schnapsen', m.id, m.log.length, action);
    }
    stop();
    expect(names()).toEqual(['card', 'trick', 'card', 'trick']);
  });

  it('stops when asked', () => {
    const store = storeWith(new MemoryStorage(), 3);
    const { sound, played } = recorder();
    startSoundEffects(store, sound)();
    store.getState().newMatch('schwimmen');
    expect(played).toEqual([]);
  });
});

describe('the games’ sound readers', () => {
  it('come with the sounds, not with the first page: each game’s entry loads its reader on demand', async () => {
    const { uiGames } = await import('../../../src/ui/games');
    for (const game of uiGames()) expect(typeof (await game.sounds())).toBe('function');
  });
});
