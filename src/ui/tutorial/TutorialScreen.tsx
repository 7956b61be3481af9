// The guided first game ("How to play") of one game, opened from the home screen, a rules page, the first
// visit's offer or the address (?game=…&tutorial). Loaded on demand with its texts: nothing of it is in the
// first download. It plays on its own state and never touches the saved match, the statistics or the rating.
import { Suspense } from 'react';
import { tutorialScreen, type Game } from '../../store';
import { useMessages } from '../i18n';
import { tutorial as english } from '../i18n/en/tutorial';
import { usePageText } from '../i18n/pages';
import { leaveTutorial } from './leave';
import { uiGameOf } from '../games';

// Each game's part comes with its table: only the chosen game's is downloaded (offline before the app is
// installed, the screen's LoadBoundary says it cannot, see App.tsx).

export interface TutorialScreenProps {
  game: Game;
  /** Opens the home screen (Skip, when the tutorial was opened from outside the app). */
  onHome(): void;
  /** Opens the real table of the game (the saved match as it was). */
  onPlay(): void;
}

export default TutorialScreen;

export function TutorialScreen({ game, onHome, onPlay }: TutorialScreenProps) {
  const t = useMessages();
  const text = usePageText('tutorial', english);
  const loading = (
    <p className="app-loading" role="status">
      {t.app.loading}
    </p>
  );
  const entry = uiGameOf(game);
  if (!text || !entry) return loading;
  const Part = entry.tutorial.Component;
  const onSkip = () => leaveTutorial(tutorialScreen(game), onHome);
  return (
    <Suspense fallback={loading}>
      <Part text={text} onSkip={onSkip} onPlay={onPlay} />
    </Suspense>
  );
}
