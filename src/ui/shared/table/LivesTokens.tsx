// A player's lives as tokens. The element with data-testid="lives-<seat>" holds exactly the number left as
// its text (outside checks read it); the tokens are drawn by CSS and the words are its accessible name.
// Schnapsen draws its Bummerl tally (game points still to go) with the same tokens, under its own test id
// and name.
import { plural, useMessages } from '../../i18n';

export function LivesTokens({
  seat,
  lives,
  max,
  testId = `lives-${seat}`,
  label,
}: {
  seat: number;
  lives: number;
  max: number;
  /** The data-testid; null for none (a second tally of the same seat, as in a result panel). */
  testId?: string | null;
  /** The accessible name; by default "3 lives". */
  label?: string;
}) {
  const t = useMessages();
  const tokens = Array.from({ length: Math.max(max, lives) }, (_, i) => i < lives);
  return (
    <span
      className={`lives${lives === 0 ? ' lives--none' : ''}`}
      role="img"
      aria-label={label ?? plural(t.table.seats.lives, lives)}
      data-testid={testId ?? undefined}
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
