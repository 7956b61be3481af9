// The app: the home screen, or one game's table. Each table's code loads when its game is chosen, and the
// store (with both games' rules) comes after the home screen's own code, so the first download stays small
// (see store/shell.ts). The screen follows the address (see store/route.ts): opening a game pushes
// `?game=…`, the browser's back button comes home, and a reload or a shared link opens the same screen.
// Each screen has its own error boundary, and the notices about saving lie over whichever is shown, in a
// boundary of their own; one more around the whole page catches what falls between them, so no error ever
// leaves a blank page. A game's guided first game (How to play) is a screen of its own, loaded on demand like
// the tables. Offline before the app is installed, a screen whose code cannot come says so in its place, with
// Try again (shared/offline).
import { Suspense, useEffect } from 'react';
import {
  addressFor,
  dailyScreen,
  gameOfScreen,
  screenFromAddress,
  tutorialOf,
  tutorialScreen,
  type Game,
  type Screen,
} from '../store/route';
import { currentCore, screenNow, showScreen, useCore, useScreen } from '../store/shell';
import { uiGameOf, uiGames } from './games';
import { Home } from './home/Home';
import { useMessages } from './i18n';
import { lazyPart, preloadable } from './preloadable';
import { ReplayLayer } from './replay/ReplayLayer';
import { PartBoundary, ScreenBoundary } from './shared/notices/ScreenBoundary';
import { LoadBoundary } from './shared/offline/LoadBoundary';
import { NetworkNotices } from './shared/offline/NetworkNotices';
import './app.css';

const tutorials = preloadable(() => import('./tutorial/TutorialScreen'));
const TutorialScreen = tutorials.Component;
/**
 * How long a tap on a game waits on the home screen for the table's code before it shows "Loading…" instead:
 * on a fast phone the table is there sooner and comes up at once.
 */
export const OPEN_WAIT_MS = 250;
const SaveNotices = lazyPart(() => import('./shared/notices/SaveNotices').then((m) => m.SaveNotices));
const SharedDealDialog = lazyPart(() =>
  import('./shared/notices/SharedDealDialog').then((m) => m.SharedDealDialog),
);

/** The code a screen needs before it is drawn: a table's or a tutorial's (none for the home screen). */
function codeOf(screen: Screen) {
  const id = gameOfScreen(screen);
  const game = id ? uiGameOf(id) : null;
  return game ? game.table : tutorialOf(screen) ? tutorials : null;
}

/** Starts downloading a screen's code (a game's card or How to play pointed at, touched or focused). */
export function preload(screen: Screen): void {
  codeOf(screen)
    ?.load()
    .catch(() => {
      // Offline with an old cache, or a blip: opening the screen tries again and shows what went wrong.
    });
}

let opening = 0;

/**
 * Shows `screen` and gives it its own entry in the browser's history. A table or tutorial whose code is not
 * loaded yet is shown when it is, or after OPEN_WAIT_MS with "Loading…", whichever comes first; a later call
 * wins.
 */
export function navigate(screen: Screen): void {
  const ticket = ++opening;
  const go = () => {
    if (ticket !== opening) return;
    opening++;
    const from = screenNow();
    if (from === screen) return;
    // Where the player came from, for a tutorial's way back.
    if (typeof history !== 'undefined') history.pushState({ screen, from }, '', addressFor(screen));
    showScreen(screen);
    if (typeof window !== 'undefined') window.scrollTo(0, 0);
  };
  const code = codeOf(screen);
  if (!code || code.loaded()) return go();
  code.load().then(go, go);
  setTimeout(go, OPEN_WAIT_MS);
}

/** Opens the guided first game of `game` (the tutorial's own chunk handles the way back out). */
export function openTutorial(game: Game): void {
  navigate(tutorialScreen(game));
}

/** Sets the match of `game` aside and deals a new one (the table broke on it). */
function restart(game: Game) {
  currentCore()?.abandonMatch(game);
}

/** The same for every game (the page broke, and it is not known where). */
function restartAll() {
  for (const game of uiGames()) restart(game.id);
}

export function App() {
  const crash = useMessages().app.notices.crash;
  return (
    <ScreenBoundary
      texts={crash}
      homeHref={addressFor('home')}
      onHome={() => navigate('home')}
      onRestart={restartAll}
    >
      <Page />
    </ScreenBoundary>
  );
}

function Page() {
  const t = useMessages();
  const screen = useScreen();
  const sharedDeal = useCore((s) => s.sharedDeal?.game ?? null, null);

  useEffect(() => {
    const onPop = () => showScreen(screenFromAddress(location.search, location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Warm the games' code while the player reads the home screen (pointing at a game warms it at once).
  useEffect(() => {
    if (screen !== 'home') return;
    const handle = setTimeout(() => {
      for (const game of uiGames()) preload(game.id);
    }, 1500);
    return () => clearTimeout(handle);
  }, [screen]);

  const homeHref = addressFor('home');
  const tutorial = tutorialOf(screen);
  // A game's table shows its match, or its deal of the day (the store puts the one the screen names on it).
  const tableGame = gameOfScreen(screen);
  const table = tableGame ? uiGameOf(tableGame) : null;
  const goHome = () => navigate('home');
  const crash = t.app.notices.crash;
  const home = { href: homeHref, label: t.app.home, onHome: goHome };
  const loading = (
    <p className="app-loading" role="status">
      {t.app.loading}
    </p>
  );

  return (
    <>
      <PartBoundary name="The notices about saving">
        <Suspense fallback={null}>
          <LoadBoundary variant="silent">
            <SaveNotices showStats={screen === 'home'} />
          </LoadBoundary>
        </Suspense>
      </PartBoundary>
      <NetworkNotices />
      <Suspense fallback={loading}>
        {screen === 'home' && (
          <ScreenBoundary key="home" texts={crash} homeHref={homeHref} onRestart={restartAll}>
            <Home
              hrefFor={(game) => addressFor(game)}
              onOpen={(game) => navigate(game)}
              onPreload={preload}
              onTutorial={openTutorial}
              onOpenDaily={(game, day) => navigate(dailyScreen(game, day))}
            />
          </ScreenBoundary>
        )}
        {table && (
          <ScreenBoundary
            key={table.id}
            texts={crash}
            homeHref={homeHref}
            onHome={goHome}
            onRestart={() => restart(table.id)}
          >
            <LoadBoundary variant="screen" part="table" home={home} fallback={loading}>
              <table.table.Component
                homeHref={homeHref}
                onHome={goHome}
                onTutorial={() => openTutorial(table.id)}
                matchHref={addressFor(table.id)}
                onMatch={() => navigate(table.id)}
              />
            </LoadBoundary>
          </ScreenBoundary>
        )}
        {tutorial && (
          <ScreenBoundary key={screen} texts={crash} homeHref={homeHref} onHome={goHome} onRestart={goHome}>
            <LoadBoundary variant="screen" part="tutorial" home={home} fallback={loading}>
              <TutorialScreen game={tutorial} onHome={goHome} onPlay={() => navigate(tutorial)} />
            </LoadBoundary>
          </ScreenBoundary>
        )}
      </Suspense>
      {sharedDeal !== null && sharedDeal === screen && (
        <PartBoundary name="The question about a shared deal">
          <Suspense fallback={null}>
            <LoadBoundary variant="toast" part="sharedDeal">
              <SharedDealDialog />
            </LoadBoundary>
          </Suspense>
        </PartBoundary>
      )}
      <ReplayLayer />
    </>
  );
}
