// The deal of the day's share text: the game, the date, the outcome in words, one mark per decision and the
// app's address. It never names a card: others may still have that day's deal to play.
import { utcDate, type Day } from './date';
import { vsExpert, type DailyMark, type DailyResult, type VsExpert } from './history';

/** A text, or counted forms by Intl.PluralRules category ({count} is filled in), as the catalog has them. */
export type ShareWords =
  | string
  | {
      readonly other: string;
      readonly zero?: string;
      readonly one?: string;
      readonly two?: string;
      readonly few?: string;
      readonly many?: string;
    };

/** The share text's words (the catalog's `daily.share`). */
export interface ShareTexts {
  /** The first line, with {game} and {date}. */
  readonly title: string;
  /** Per game id: the outcome, counted by the size of the result (Schnapsen: game points). */
  readonly outcome: Readonly<Record<string, { readonly won: ShareWords; readonly lost: ShareWords }>>;
  readonly vsExpert: Readonly<Record<VsExpert, string>>;
}

export interface ShareInput {
  /** The game's id (its outcome words) and name. */
  game: string;
  gameName: string;
  day: Day;
  result: DailyResult;
  /** The app's address of the day (see dailyUrl). */
  url: string;
  /** The page's language, for the date and the counted forms. */
  language: string;
}

/** One square per decision, coloured like a traffic light: the good ones green. */
export const MARK_SQUARES: Readonly<Record<DailyMark, string>> = {
  best: '🟩',
  good: '🟩',
  inaccuracy: '🟨',
  mistake: '🟧',
  blunder: '🟥',
};

/** The query that opens `game`'s deal of `day`. */
export function dailyQuery(game: string, day: Day): string {
  return `?game=${encodeURIComponent(game)}&daily=${day}`;
}

/** The whole address of `game`'s deal of `day`: the site's origin, the app's folder and the query. */
export function dailyUrl(origin: string, base: string, game: string, day: Day): string {
  return `${origin}${base}${dailyQuery(game, day)}`;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function words(text: ShareWords, count: number, language: string): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  const form = typeof text === 'string' ? text : (text[rules.select(count)] ?? text.other);
  return form.replace(/\{count\}/g, String(count));
}

/** The date written out in `language` ('6 December 2026'). */
export function longDate(day: Day, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  return format.format(utcDate(day));
}

export function shareText(t: ShareTexts, input: ShareInput): string {
  const { result } = input;
  const outcome = t.outcome[input.game];
  const compared = vsExpert(result);
  const lines = [
    t.title.replace(/\{game\}/g, input.gameName).replace(/\{date\}/g, longDate(input.day, input.language)),
    [
      outcome && words(result.won ? outcome.won : outcome.lost, Math.abs(result.result), input.language),
      compared && t.vsExpert[compared],
    ]
      .filter(Boolean)
      .join(' '),
    result.marks.map((m) => MARK_SQUARES[m]).join(''),
    input.url,
  ];
  return lines.filter((line) => line !== '').join('\n');
}
