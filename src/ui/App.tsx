// The app: the home screen, or one game's table. Each table's code loads when its game is chosen, so the
// first download stays small. The screen follows the address (see store/route.ts): opening a game pushes
// `?game=…`, the browser's back button comes home, and a reload or a shared link opens the same screen.
// Each screen has its own error boundary, and the notices about saving lie over whichever is shown. A game's
// guided first game (How to play) is a screen of its own, loaded on demand like the tables.
import { lazy, Suspense, useEffect } from 'react';
import {
  addressFor,
  gameStore,
  savesOf,
  screenFromAddress,
  tutorialOf,
  tutorialScreen,
  useGame,
  type Game,
  type Screen,
} from '../store';
import { Home } from './home/Home';
import { useMessages } from './i18n';
import { SaveNotices } from './shared/notices/SaveNotices';
import { ScreenBoundary } from './shared/notices/ScreenBoundary';
import './app.css';

const SchwimmenApp = lazy(() => import('./schwimmen/SchwimmenApp'));
const SchnapsenApp = lazy(() => import('./schnapsen/SchnapsenApp'));
const TutorialScreen = lazy(() => import('./tutorial/TutorialScreen'));
const SharedDealDialog = lazy(() =>
  import('./shared/notices/SharedDealDialog').then((m) => ({ default: m.SharedDealDialog })),
);

/** Shows `screen` and gives it its own entry in the browser's history. */
export function navigate(screen: Screen): void {
  const store = gameStore();
  if (store.getState().screen === screen) return;
  // Where the player came from, for a tutorial's way back.
  const from = store.getState().screen;
  if (typeof history !== 'undefined') history.pushState({ screen, from }, '', addressFor(screen));
  store.getState().setScreen(screen);
  if (typeof window !== 'undefined') window.scrollTo(0, 0);
}

/** Opens the guided first game of `game` (the tutorial's own chunk handles the way back out). */
export function openTutorial(game: Game): void {
  navigate(tutorialScreen(game));
}

/** Sets the match of `game` aside and deals a new one (the table broke on it). */
function restart(game: Game) {
  savesOf(gameStore())?.abandonMatch(game);
}

export function App() {
  const t = useMessages();
  const screen = useGame((s) => s.screen);
  const sharedDeal = useGame((s) => s.sharedDeal);
  const { setScreen } = gameStore().getState();

  useEffect(() => {
    const onPop = () => setScreen(screenFromAddress(location.search, location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [setScreen]);

  // Warm the games' code while the player reads the home screen.
  useEffect(() => {
    if (screen !== 'home') return;
    const warm = () => {
      void import('./schwimmen/SchwimmenApp');
      void import('./schnapsen/SchnapsenApp');
    };
    const handle = setTimeout(warm, 1500);
    return () => clearTimeout(handle);
  }, [screen]);

  const homeHref = addressFor('home');
  const tutorial = tutorialOf(screen);
  const goHome = () => navigate('home');
  const crash = t.app.notices.crash;

  return (
    <>
      <SaveNotices showStats={screen === 'home'} />
      <Suspense
        fallback={
          <p className="app-loading" role="status">
            {t.app.loading}
          </p>
        }
      >
        {screen === 'home' && (
          <ScreenBoundary
            key="home"
            texts={crash}
            homeHref={homeHref}
            onRestart={() => {
              restart('schwimmen');
              restart('schnapsen');
            }}
          >
            <Home
              hrefFor={(game) => addressFor(game)}
              onOpen={(game) => navigate(game)}
              onTutorial={openTutorial}
            />
          </ScreenBoundary>
        )}
        {screen === 'schwimmen' && (
          <ScreenBoundary
            key="schwimmen"
            texts={crash}
            homeHref={homeHref}
            onHome={goHome}
            onRestart={() => restart('schwimmen')}
          >
            <SchwimmenApp homeHref={homeHref} onHome={goHome} onTutorial={() => openTutorial('schwimmen')} />
          </ScreenBoundary>
        )}
        {screen === 'schnapsen' && (
          <ScreenBoundary
            key="schnapsen"
            texts={crash}
            homeHref={homeHref}
            onHome={goHome}
            onRestart={() => restart('schnapsen')}
          >
            <SchnapsenApp homeHref={homeHref} onHome={goHome} onTutorial={() => openTutorial('schnapsen')} />
          </ScreenBoundary>
        )}
        {tutorial && (
          <ScreenBoundary key={screen} texts={crash} homeHref={homeHref} onHome={goHome} onRestart={goHome}>
            <TutorialScreen game={tutorial} onHome={goHome} onPlay={() => navigate(tutorial)} />
          </ScreenBoundary>
        )}
      </Suspense>
      {sharedDeal !== null && sharedDeal.game === screen && (
        <Suspense fallback={null}>
          <SharedDealDialog />
        </Suspense>
      )}
    </>
  );
}
