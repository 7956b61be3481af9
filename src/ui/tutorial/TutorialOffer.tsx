// The first visit's offer of the tutorial: a small note at the top of the table, never over the hand or the
// turn buttons, with How to play and No, thanks. Either answer is remembered on the device (offer.ts), so it
// never comes again. Loaded on demand, with its texts, only while it has not been answered.
import { useMessages, format } from '../i18n';
import { tutorial as english } from '../i18n/en/tutorial';
import { usePageText } from '../i18n/pages';
import type { Game } from '../../store';
import { answerOffer } from './offer';
import './tutorial.css';

export interface TutorialOfferProps {
  game: Game;
  /** Called on either answer (the offer goes). */
  onAnswer(): void;
  /** Opens the tutorial. */
  onAccept(): void;
}

export default TutorialOffer;

export function TutorialOffer({ game, onAnswer, onAccept }: TutorialOfferProps) {
  const t = useMessages();
  const text = usePageText('tutorial', english);
  if (!text) return null;
  const answer = (accept: boolean) => {
    answerOffer(game);
    onAnswer();
    if (accept) onAccept();
  };
  return (
    <aside className="tut-offer" aria-label={text.title[game]} data-testid="tutorial-offer">
      <p className="tut-offer__text">{format(text.offer.text, { game: t.app[game] })}</p>
      <div className="tut-offer__buttons">
        <button type="button" className="table-button table-button--primary" onClick={() => answer(true)}>
          {format(t.app.start.howToPlay, { game: t.app[game] })}
        </button>
        <button type="button" className="table-button" onClick={() => answer(false)}>
          {text.offer.no}
        </button>
      </div>
    </aside>
  );
}
