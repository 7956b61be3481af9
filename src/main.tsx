import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { gameStore } from './store';
import { startBotDriver } from './store/botDriver';
import { App } from './ui/App';
import './ui/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id="root"');

// The computer players' turns run outside React, driven by the store.
startBotDriver(gameStore());

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
