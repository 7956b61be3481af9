import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isLoadError, whenLoaded, whenOnline } from './store/chunks';
import { homeHasLines } from './store/shell';
import { App } from './ui/App';
import { languageReady } from './ui/i18n';
import './ui/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id="root"');

const failed = (what: string) => (error: unknown) => console.error(`Could not start ${what}`, error);

// The store, the computer players' turns and the statistics come in a chunk of their own, fetched at once
// beside the first render (see boot.ts and store/shell.ts). Sound stays silent until the first tap or key,
// and the skill rating and the deal of the day's history follow the finished rounds, so they come after the
// store. Offline before the app is installed, each comes as soon as the browser is back online.
const booted = whenLoaded(() => import('./boot'), failed('the game')).then(({ boot }) => boot());
booted.catch(failed('the game'));
void booted
  .then((store) =>
    whenLoaded(
      // Each game's reader of its table's changes comes with the sounds: it is here before the first sound.
      () => import('./ui/sound').then((m) => m.loadSoundReaders().then(() => m)),
      failed('the sounds'),
    ).then(({ createSound, startSoundEffects }) => startSoundEffects(store, createSound())),
  )
  .catch(failed('the sounds'));
void booted
  .then((store) =>
    whenLoaded(
      () => Promise.all([import('./store/skillRecorder'), import('./store/dailyRecorder')]),
      failed('the skill rating'),
    ).then(([skill, daily]) => {
      skill.startSkillRecorder(store);
      daily.startDailyRecorder(store);
    }),
  )
  .catch(failed('the skill rating'));

/** How long a returning player's first paint waits for the store at most (it is in the offline cache). */
const WAIT_FOR_STORE_MS = 300;
const storeOrTimeout = homeHasLines(() => (typeof localStorage === 'undefined' ? undefined : localStorage))
  ? Promise.race([booted.catch(() => {}), new Promise((done) => setTimeout(done, WAIT_FOR_STORE_MS))])
  : null;

// The first render waits for the player's language (a chunk of its own unless English), so no English flashes,
// and on a returning visit for the store, so the home screen's lines about a saved match never pop in. A
// language that could not come offline (the page is in English meanwhile) is put in use once back online.
void Promise.all([languageReady(), storeOrTimeout]).then(() =>
  createRoot(container, {
    // A part whose code cannot come now says so on screen (ui/shared/offline): not an error of the app.
    onCaughtError: (error, info) => {
      if (!isLoadError(error)) console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
whenOnline(() => void languageReady());
