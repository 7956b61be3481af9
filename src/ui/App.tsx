import { useMessages } from './i18n';
import './app.css';

// A fanned hand of the four suits: decoration only, hidden from screen readers.
const SUITS = [
  { symbol: '♣', red: false },
  { symbol: '♥', red: true },
  { symbol: '♠', red: false },
  { symbol: '♦', red: true },
] as const;

export function App() {
  const t = useMessages();
  return (
    <main className="app">
      <div className="app__fan" aria-hidden="true">
        {SUITS.map(({ symbol, red }) => (
          <span key={symbol} className={red ? 'app__card app__card--red' : 'app__card'}>
            {symbol}
          </span>
        ))}
      </div>
      <h1 className="app__title">{t.app.title}</h1>
      <p className="app__tagline">{t.app.tagline}</p>
    </main>
  );
}
