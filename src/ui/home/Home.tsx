// The home screen: the two games, each a link named after the game (its address is shareable), with a line
// saying where a match in progress stands or who won the last one, and a How to play button that opens the game's guided first game.
// Small on purpose: it is part of the first download, the tables, the store and the tutorial are not. Until
// the store is there (a moment after the first paint) the lines are empty.
import { Suspense, useId, useState, type MouseEvent } from 'react';
import { HUMAN } from '../../match/human';
import { matchOver as bummerlOver } from '../../match/schnapsenRounds';
import { matchOver } from '../../match/schwimmenRounds';
import { tutorialScreen, type Game, type Screen } from '../../store/route';
import { useCore } from '../../store/shell';
import { format, plural, useMessages } from '../i18n';
import { useStatsText } from '../stats/text';
import { lazyPart } from '../preloadable';
import { LoadBoundary } from '../shared/offline/LoadBoundary';
import './home.css';

// The statistics screen loads when it is opened (offline before the app is installed, it says it cannot).
const StatsScreen = lazyPart(() => import('../stats/StatsScreen').then((m) => m.StatsScreen));

export interface HomeProps {
  /** The address of each game's table. */
  hrefFor(game: Game): string;
  /** Opens a game in place (no page load); the link still works on its own in a new tab. */
  onOpen(game: Game): void;
  /** Starts loading a screen's code: a game's card or its How to play is pointed at, touched or focused. */
  onPreload?(screen: Screen): void;
  /** Opens the guided first game of `game`; without it there is no How to play button. */
  onTutorial?(game: Game): void;
}

export function Home({ hrefFor, onOpen, onPreload, onTutorial }: HomeProps) {
  const t = useMessages();
  const h = t.app.start;
  const id = useId();
  const st = useStatsText();
  const [showStats, setShowStats] = useState(false);

  const swStatus = useCore((s) => {
    const state = s.state;
    if (matchOver(state)) {
      const rounds = plural(h.rounds, state.round);
      if (state.winner === null) return format(h.schwimmenDraw, { rounds });
      if (state.winner === HUMAN) return format(h.schwimmenWon, { rounds });
      return format(h.schwimmenLost, { rounds, name: t.app.names[state.winner - 1] ?? '' });
    }
    if (s.match.log.length <= 1) return null;
    return format(h.schwimmenInProgress, { round: state.round, lives: plural(h.lives, state.lives[HUMAN]) });
  }, null);
  const swResume = useCore((s) => !matchOver(s.state) && s.match.log.length > 1, false);
  const snStatus = useCore((s) => {
    const state = s.schnapsenState;
    if (bummerlOver(state)) {
      // The Bummerl's loser is the one with game points still to go.
      const won = state.winner === HUMAN;
      const short = state.bummerl[won ? 1 - HUMAN : HUMAN];
      return plural(won ? h.schnapsenWon : h.schnapsenLost, short, { name: t.app.names[0] });
    }
    if (s.schnapsenMatch.log.length <= 1) return null;
    return format(h.schnapsenInProgress, {
      deal: state.dealNumber,
      mine: state.bummerl[HUMAN],
      theirs: state.bummerl[1 - HUMAN],
      name: s.schnapsenMatch.opponentName ?? t.app.names[0],
    });
  }, null);
  const snResume = useCore((s) => !bummerlOver(s.schnapsenState) && s.schnapsenMatch.log.length > 1, false);
  const snRecord = useCore(({ schnapsenRecord: r }) => {
    return r.won + r.lost > 0 ? format(h.record, { won: r.won, lost: r.lost }) : null;
  }, null);

  const games: {
    game: Game;
    title: string;
    players: string;
    blurb: string;
    status: string | null;
    resume: boolean;
    extra: string | null;
  }[] = [
    {
      game: 'schwimmen',
      title: t.app.schwimmen,
      players: h.schwimmen.players,
      blurb: h.schwimmen.blurb,
      status: swStatus,
      resume: swResume,
      extra: null,
    },
    {
      game: 'schnapsen',
      title: t.app.schnapsen,
      players: h.schnapsen.players,
      blurb: h.schnapsen.blurb,
      status: snStatus,
      resume: snResume,
      extra: snRecord,
    },
  ];

  const open = (game: Game) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(game);
  };

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
          <li key={g.game} className={`home__game home__game--${g.game}${g.resume ? ' is-resumable' : ''}`}>
            <div className="home__art" aria-hidden="true" />
            <h2 className="home__name">
              <a
                className="home__link"
                href={hrefFor(g.game)}
                data-game={g.game}
                aria-describedby={`${id}-${g.game}-about ${id}-${g.game}-status`}
                onClick={open(g.game)}
                onPointerEnter={() => onPreload?.(g.game)}
                onTouchStart={() => onPreload?.(g.game)}
                onFocus={() => onPreload?.(g.game)}
              >
                {g.title}
              </a>
            </h2>
            <p className="home__players">{g.players}</p>
            <p className="home__blurb" id={`${id}-${g.game}-about`}>
              {g.blurb}
            </p>
            <p className="home__status" id={`${id}-${g.game}-status`} data-testid={`status-${g.game}`}>
              {g.status ?? ''}
              {g.extra && <span className="home__record">{g.extra}</span>}
            </p>
            <span className="home__cta" aria-hidden="true">
              {g.resume ? h.resume : h.play}
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
                onClick={() => onTutorial(g.game)}
                onPointerEnter={() => onPreload?.(tutorialScreen(g.game))}
                onTouchStart={() => onPreload?.(tutorialScreen(g.game))}
                onFocus={() => onPreload?.(tutorialScreen(g.game))}
              >
                {format(h.howToPlay, { game: g.title })}
              </button>
            )}
          </li>
        ))}
      </ul>
      <footer className="home__footer">
        <button type="button" className="home__stats" onClick={() => setShowStats(true)}>
          {st.menu}
        </button>
      </footer>
      <Suspense fallback={null}>
        {showStats && (
          <LoadBoundary variant="toast" part="statistics" onClose={() => setShowStats(false)}>
            <StatsScreen onClose={() => setShowStats(false)} />
          </LoadBoundary>
        )}
      </Suspense>
    </main>
  );
}
