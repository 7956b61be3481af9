// A player's lives as tokens. The element with data-testid="lives-<seat>" holds exactly the number left as
// its text (outside checks read it); the tokens are drawn by CSS and the words are its accessible name.
import { plural, useMessages } from '../i18n';

export function LivesTokens({ seat, lives, max }: { seat: number; lives: number; max: number }) {
  const t = useMessages();
  const tokens = Array.from({ length: Math.max(max, lives) }, (_, i) => i < lives);
  return (
    <span
      className={`lives${lives === 0 ? ' lives--none' : ''}`}
      role="img"
      aria-label={plural(t.table.seats.lives, lives)}
      data-testid={`lives-${seat}`}
    >
      <span className="lives__tokens">
        {tokens.map((full, i) => (
          <span key={i} className={full ? 'lives__token is-full' : 'lives__token'} />
        ))}
      </span>
      <span className="lives__count">{lives}</span>
    </span>
  );
}
