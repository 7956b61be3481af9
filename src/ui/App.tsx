// The app: the home screen, or one game's table. Each table's code loads when its game is chosen, so the
// first download stays small. The screen follows the address (see store/route.ts): opening a game pushes
// `?game=…`, the browser's back button comes home, and a reload or a shared link opens the same screen.
import { lazy, Suspense, useEffect } from 'react';
import { addressFor, gameStore, screenFromAddress, useGame, type Screen } from '../store';
import { Home } from './home/Home';
import { useMessages } from './i18n';
import { Notice } from './screens/Notice';
import './app.css';

const SchwimmenApp = lazy(() => import('./SchwimmenApp'));
const SchnapsenApp = lazy(() => import('./schnapsen/SchnapsenApp'));

const here = () => (typeof location === 'undefined' ? '/' : location.pathname);

/** Shows `screen` and gives it its own entry in the browser's history. */
export function navigate(screen: Screen): void {
  const store = gameStore();
  if (store.getState().screen === screen) return;
  if (typeof history !== 'undefined') history.pushState({ screen }, '', addressFor(screen, here()));
  store.getState().setScreen(screen);
  if (typeof window !== 'undefined') window.scrollTo(0, 0);
}

export function App() {
  const t = useMessages();
  const screen = useGame((s) => s.screen);
  const notice = useGame((s) => s.notice);
  const { dismissNotice, setScreen } = gameStore().getState();

  useEffect(() => {
    const onPop = () => setScreen(screenFromAddress(location.search, location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [setScreen]);

  // Warm the games' code while the player reads the home screen.
  useEffect(() => {
    if (screen !== 'home') return;
    const warm = () => {
      void import('./SchwimmenApp');
      void import('./schnapsen/SchnapsenApp');
    };
    const handle = setTimeout(warm, 1500);
    return () => clearTimeout(handle);
  }, [screen]);

  const homeHref = addressFor('home', here());
  const goHome = () => navigate('home');

  return (
    <>
      {notice && (
        <Notice
          message={notice === 'saveNewer' ? t.app.notices.saveNewer : t.screens.notice.savedGameUnreadable}
          onDismiss={dismissNotice}
        />
      )}
      <Suspense
        fallback={
          <p className="app-loading" role="status">
            {t.app.loading}
          </p>
        }
      >
        {screen === 'home' && (
          <Home hrefFor={(game) => addressFor(game, here())} onOpen={(game) => navigate(game)} />
        )}
        {screen === 'schwimmen' && <SchwimmenApp homeHref={homeHref} onHome={goHome} />}
        {screen === 'schnapsen' && <SchnapsenApp homeHref={homeHref} onHome={goHome} />}
      </Suspense>
    </>
  );
}
