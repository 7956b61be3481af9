import { describe, expect, it } from 'vitest';
import { SUITS, DECK_32, type Card } from '../../src/engine/cards';
import { createRng } from '../../src/engine/rng';
import { addDays, type Day } from '../../src/daily/date';
import { DAILY_MARKS, type DailyResult } from '../../src/daily/history';
import { dailyQuery, dailyUrl, MARK_SQUARES, shareText, type ShareTexts } from '../../src/daily/share';
import { cards as englishCards } from '../../src/ui/i18n/en/cards';
import { daily as en } from '../../src/ui/i18n/en/daily';
import { daily as de } from '../../src/ui/i18n/de/daily';
import { daily as fr } from '../../src/ui/i18n/fr/daily';
import { daily as es } from '../../src/ui/i18n/es/daily';
import { daily as nb } from '../../src/ui/i18n/nb/daily';
import { cards as deCards } from '../../src/ui/i18n/de/cards';
import { cards as frCards } from '../../src/ui/i18n/fr/cards';
import { cards as esCards } from '../../src/ui/i18n/es/cards';
import { cards as nbCards } from '../../src/ui/i18n/nb/cards';

const URL_OF_DAY = dailyUrl('https://cards.example', '/kartenrunde/', 'schnapsen', '2026-12-06');

const lostLife: DailyResult = {
  won: false,
  result: -1,
  expertResult: 0,
  marks: ['best', 'good', 'inaccuracy', 'mistake', 'blunder'],
  costliest: 5,
};

describe('the address of a day', () => {
  it('is the origin, the app’s folder and the query of the game and the date', () => {
    expect(dailyQuery('schwimmen', '2026-12-06')).toBe('?game=schwimmen&daily=2026-12-06');
    expect(URL_OF_DAY).toBe('https://cards.example/kartenrunde/?game=schnapsen&daily=2026-12-06');
  });
});

describe('shareText', () => {
  it('says the game, the date, the outcome, one mark per decision and the address', () => {
    const text = shareText(en.share, {
      game: 'schwimmen',
      gameName: 'Schwimmen',
      day: '2026-12-06',
      result: lostLife,
      url: dailyUrl('https://cards.example', '/', 'schwimmen', '2026-12-06'),
      language: 'en',
    });
    expect(text.split('\n')).toEqual([
      'Schwimmen · Deal of the day · December 6, 2026',
      'I lost a life. The expert in my seat did better.',
      '🟩🟩🟨🟧🟥',
      'https://cards.example/?game=schwimmen&daily=2026-12-06',
    ]);
  });

  it('counts Schnapsen’s game points in the language’s plural forms', () => {
    const won = (points: number, language: string, t: ShareTexts) =>
      shareText(t, {
        game: 'schnapsen',
        gameName: 'Schnapsen',
        day: '2027-01-01',
        result: { won: true, result: points, expertResult: points, marks: ['best'], costliest: null },
        url: URL_OF_DAY,
        language,
      }).split('\n');
    expect(won(1, 'en', en.share)[1]).toBe('I won the deal: 1 game point. As good as the expert in my seat.');
    expect(won(3, 'en', en.share)[1]).toBe(
      'I won the deal: 3 game points. As good as the expert in my seat.',
    );
    expect(won(2, 'de', de.share)[0]).toBe('Schnapsen · Spiel des Tages · 1. Januar 2027');
    expect(won(2, 'de', de.share)[1]).toContain('2 Spielpunkte');
  });

  it('leaves out what is not known: the expert’s result, a deal without decisions, a game without words', () => {
    const text = shareText(en.share, {
      game: 'duel',
      gameName: 'Duel',
      day: '2026-12-06',
      result: { won: true, result: 1, expertResult: null, marks: [], costliest: null },
      url: URL_OF_DAY,
      language: 'en',
    });
    expect(text.split('\n')).toEqual(['Duel · Deal of the day · December 6, 2026', URL_OF_DAY]);
  });

  it('has one square per decision, best and good alike green', () => {
    expect(DAILY_MARKS.map((m) => MARK_SQUARES[m])).toEqual(['🟩', '🟩', '🟨', '🟧', '🟥']);
  });

  it('issue 40: no card is ever in it, in any language, for many results', () => {
    const catalogs = { en, de, fr, es, nb };
    const cardNames = [englishCards, deCards, frCards, esCards, nbCards].flatMap((c) =>
      (['french', 'german'] as const).flatMap((faces) =>
        DECK_32.map((card: Card) =>
          c.name
            .replace('{rank}', c[faces].ranks[card[0] as keyof typeof c.french.ranks])
            .replace('{suit}', c[faces].suits[card[1] as keyof typeof c.french.suits])
            .toLowerCase(),
        ),
      ),
    );
    // A card code ('Ah', 'Tc', '10h'): a word of its own that is no word of the catalog's (English 'As').
    const code = new RegExp(`^([2-9TJQKA]|10)[${SUITS.join('')}]$`);
    const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u);
    const texts = (tree: unknown): string[] =>
      typeof tree === 'string'
        ? [tree]
        : typeof tree === 'object' && tree
          ? Object.values(tree).flatMap(texts)
          : [];
    const rng = createRng(40);
    let day: Day = '2026-01-01';
    for (let i = 0; i < 400; i++) {
      day = addDays(day, 1 + rng.int(5));
      const game = rng.int(2) === 0 ? 'schwimmen' : 'schnapsen';
      const marks = Array.from({ length: rng.int(20) }, () => DAILY_MARKS[rng.int(5)]);
      const result = game === 'schwimmen' ? -rng.int(2) : rng.int(7) - 3;
      const [language, t] = Object.entries(catalogs)[i % 5];
      const text = shareText(t.share, {
        game,
        gameName: game === 'schwimmen' ? 'Schwimmen' : 'Schnapsen',
        day,
        result: {
          won: game === 'schwimmen' ? result === 0 : result > 0,
          result,
          expertResult: rng.int(5) === 0 ? null : result + rng.int(3) - 1,
          marks,
          costliest: marks.length > 0 && rng.int(3) > 0 ? 1 + rng.int(marks.length) : null,
        },
        url: dailyUrl('https://cards.example', '/', game, day),
        language,
      });
      expect(text).not.toMatch(/[♠♥♦♣♤♡♢♧]/u);
      const own = new Set(texts(t.share).flatMap(words));
      expect(words(text).filter((w) => code.test(w) && !own.has(w))).toEqual([]);
      const lower = text.toLowerCase();
      for (const name of cardNames) expect(lower.includes(name), `${name} in ${text}`).toBe(false);
    }
  });
});
