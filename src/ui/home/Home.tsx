// The home screen: the two games, each a link named after the game (its address is shareable), with a line
// saying where a match in progress stands or who won the last one, and a How to play button that opens the game's guided first game.
// Small on purpose: it is part of the first download, the tables, the store and the tutorial are not. Until
// the store is there (a moment after the first paint) the lines are empty. Each card also opens the game's
// deal of the day for the device's date.
import { Suspense, useId, useState, type MouseEvent } from 'react';
import { uiGames, type UiGame } from '../games';
import { tutorialScreen, type Game, type Screen } from '../../store/route';
import { useCore } from '../../store/shell';
import { format, useMessages, type Messages } from '../i18n';
import { useStatsText } from '../stats/text';
import { lazyPart } from '../preloadable';
import { LoadBoundary } from '../shared/offline/LoadBoundary';
import './home.css';

// The statistics screen loads when it is opened (offline before the app is installed, it says it cannot).
const StatsScreen = lazyPart(() => import('../stats/StatsScreen').then((m) => m.StatsScreen));
// Open a game record: the dialog, the record format and its reader load when it is opened.
const OpenRecordDialog = lazyPart(() =>
  import('../shared/records/OpenRecordDialog').then((m) => m.OpenRecordDialog),
);

/** The `record` parameter of the address the page was opened with (a shared game record), if any. */
function recordInAddress(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return new URLSearchParams(location.search).get('record') ?? undefined;
}

export interface HomeProps {
  /** The address of each game's table. */
  hrefFor(game: Game): string;
  /** Opens a game in place (no page load); the link still works on its own in a new tab. */
  onOpen(game: Game): void;
  /** Starts loading a screen's code: a game's card or its How to play is pointed at, touched or focused. */
  onPreload?(screen: Screen): void;
  /** Opens the guided first game of `game`; without it there is no How to play button. */
  onTutorial?(game: Game): void;
  /**
   * Opens `game`'s deal of `day` ('YYYY-MM-DD', the device's date when the button is pressed); without it
   * there is no Deal of the day button.
   */
  onOpenDaily?(game: Game, day: string): void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The device's local date (src/daily/date.ts has the same; not imported, to keep this page small). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A plain click opens in place; a click with a modifier or another button is the browser's. */
const plainClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function Home({ hrefFor, onOpen, onPreload, onTutorial, onOpenDaily }: HomeProps) {
  const t = useMessages();
  const h = t.app.start;
  const id = useId();
  const st = useStatsText();
  const [showStats, setShowStats] = useState(false);
  // A link to a game record opens it at once (or says why it cannot).
  const [fromLink] = useState(recordInAddress);
  const [openRecord, setOpenRecord] = useState(fromLink !== undefined);

  const games = uiGames();
  const open = (game: Game) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    onOpen(game);
  };
  // The date of the click: a page left open past midnight opens the new day's deal.
  const openDaily = onOpenDaily && ((game: Game) => () => onOpenDaily(game, today()));

  return (
    <main className="home">
      <header className="home__header">
        <p className="home__suits" aria-hidden="true">
          <span>♣</span>
          <span className="is-red">♥</span>
          <span>♠</span>
          <span className="is-red">♦</span>
        </p>
        <h1 className="home__title">{t.app.title}</h1>
        <p className="home__intro">{h.intro}</p>
      </header>
      <ul className="home__games" aria-label={h.gamesLabel}>
        {games.map((g) => (
          <GameCard
            key={g.id}
            game={g}
            t={t}
            id={id}
            href={hrefFor(g.id)}
            onOpen={open(g.id)}
            onPreload={onPreload}
            onTutorial={onTutorial}
            onDaily={openDaily?.(g.id)}
          />
        ))}
      </ul>
      <footer className="home__footer">
        <button type="button" className="home__stats" onClick={() => setShowStats(true)}>
          {st.menu}
        </button>
        <button type="button" className="home__stats" onClick={() => setOpenRecord(true)}>
          {h.openRecord}
        </button>
      </footer>
      <Suspense fallback={null}>
        {showStats && (
          <LoadBoundary variant="toast" part="statistics" onClose={() => setShowStats(false)}>
            <StatsScreen onClose={() => setShowStats(false)} onOpenDaily={onOpenDaily} />
          </LoadBoundary>
        )}
        {openRecord && (
          <LoadBoundary variant="toast" part="records" onClose={() => setOpenRecord(false)}>
            <OpenRecordDialog onClose={() => setOpenRecord(false)} fromLink={fromLink} />
          </LoadBoundary>
        )}
      </Suspense>
    </main>
  );
}

interface GameCardProps {
  game: UiGame;
  t: Messages;
  /** The home screen's own id, for the card's described-by ids. */
  id: string;
  href: string;
  onOpen(e: MouseEvent<HTMLAnchorElement>): void;
  onPreload?(screen: Screen): void;
  onTutorial?(game: Game): void;
  /** Opens the game's deal of the day (today's); without it there is no such button. */
  onDaily?(): void;
}

/** One game's card: its link, what it is, where its match stands, How to play and the deal of the day. */
function GameCard({ game, t, id, href, onOpen, onPreload, onTutorial, onDaily }: GameCardProps) {
  const h = t.app.start;
  const g = game.id;
  const title = game.title(t);
  const { players, blurb } = game.card(t);
  const status = useCore((s) => game.status(s, t), null);
  const resume = useCore((s) => game.resume(s), false);
  const extra = useCore((s) => game.extra(s, t), null);
  return (
    <li className={`home__game home__game--${g}${resume ? ' is-resumable' : ''}`}>
      <div className="home__art" aria-hidden="true" />
      <h2 className="home__name">
        <a
          className="home__link"
          href={href}
          data-game={g}
          aria-describedby={`${id}-${g}-about ${id}-${g}-status`}
          onClick={onOpen}
          onPointerEnter={() => onPreload?.(g)}
          onTouchStart={() => onPreload?.(g)}
          onFocus={() => onPreload?.(g)}
        >
          {title}
        </a>
      </h2>
      <p className="home__players">{players}</p>
      <p className="home__blurb" id={`${id}-${g}-about`}>
        {blurb}
      </p>
      <p className="home__status" id={`${id}-${g}-status`} data-testid={`status-${g}`}>
        {status ?? ''}
        {extra && <span className="home__record">{extra}</span>}
      </p>
      <div className="home__more">
        <span className="home__cta" aria-hidden="true">
          {resume ? h.resume : h.play}
          <svg viewBox="0 0 24 24" focusable="false">
            <path
              d="M9 5l7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        {onTutorial && (
          <button
            type="button"
            className="home__learn"
            onClick={() => onTutorial(g)}
            onPointerEnter={() => onPreload?.(tutorialScreen(g))}
            onTouchStart={() => onPreload?.(tutorialScreen(g))}
            onFocus={() => onPreload?.(tutorialScreen(g))}
          >
            {format(h.howToPlay, { game: title })}
          </button>
        )}
        {onDaily && (
          <button
            type="button"
            className="home__learn home__daily"
            onClick={onDaily}
            onPointerEnter={() => onPreload?.(g)}
            onTouchStart={() => onPreload?.(g)}
            onFocus={() => onPreload?.(g)}
          >
            {format(h.daily, { game: title })}
          </button>
        )}
      </div>
    </li>
  );
}
