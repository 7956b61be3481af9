import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { gameStore } from './store';
import { startBotDriver } from './store/botDriver';
import { App } from './ui/App';
import { languageReady } from './ui/i18n';
import { startStatsRecorder } from './stats';
import './ui/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id="root"');

// The computer players' turns run outside React, driven by the store. Statistics and sounds follow the store
// from outside, too. None of them may keep the page from being drawn: what fails is reported and skipped.
for (const start of [() => startBotDriver(gameStore()), () => startStatsRecorder(gameStore())]) {
  try {
    start();
  } catch (error) {
    console.error('Could not start a part of the game', error);
  }
}
// Sound stays silent until the first tap or key, so its code can come after the first download.
void import('./ui/sound')
  .then(({ createSound, startSoundEffects }) => startSoundEffects(gameStore(), createSound()))
  .catch((error: unknown) => console.error('Could not start the sounds', error));
// The skill rating follows the finished rounds from outside too, its code loaded after the first download.
void import('./stats/skillRecorder')
  .then(({ startSkillRecorder }) => startSkillRecorder(gameStore()))
  .catch((error: unknown) => console.error('Could not start the skill rating', error));

// The first render waits for the player's language (a chunk of its own unless English), so no English flashes.
void languageReady().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
