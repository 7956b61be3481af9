// The guided first game ("How to play") of one game, opened from the home screen, a rules page, the first
// visit's offer or the address (?game=…&tutorial). Loaded on demand with its texts: nothing of it is in the
// first download. It plays on its own state and never touches the saved match, the statistics or the rating.
import { useMessages } from '../i18n';
import { tutorial as english } from '../i18n/en/tutorial';
import { usePageText } from '../i18n/pages';
import type { Game } from '../../store';
import { SchnapsenTutorial } from './SchnapsenTutorial';
import { SchwimmenTutorial } from './SchwimmenTutorial';

export interface TutorialScreenProps {
  game: Game;
  /** Leaves the tutorial for where the player came from. */
  onSkip(): void;
  /** Opens the real table of the game (the saved match as it was). */
  onPlay(): void;
}

export default TutorialScreen;

export function TutorialScreen({ game, onSkip, onPlay }: TutorialScreenProps) {
  const t = useMessages();
  const text = usePageText('tutorial', english);
  if (!text) {
    return (
      <p className="app-loading" role="status">
        {t.app.loading}
      </p>
    );
  }
  const Part = game === 'schwimmen' ? SchwimmenTutorial : SchnapsenTutorial;
  return <Part text={text} onSkip={onSkip} onPlay={onPlay} />;
}
