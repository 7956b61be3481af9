// The skill rating's part of Statistics (which loads on demand): per game the figure, how many rounds or
// deals it rated and its best, and its history as a plot (before anything is rated, a line saying when it
// will appear); the notice of a save that could not be used; and what the rating measures. Each part
// shows nothing for the moment another language's texts download (the first time only).
import { RecordNotice } from './RecordNotice';
import { useId } from 'react';
import { useStore } from 'zustand';
import { RATING_START } from '../../coach/rating';
import type { SkillStoreApi } from '../../stats/skillStore';
import type { StatGame } from '../../stats/stats';
import { format, plural, useMessages } from '../i18n';
import { SkillPlot } from './SkillPlot';
import { useSkillText } from './skillText';
import { byGame } from '../games';
import { FRESH_SKILL } from '../../stats/skill';

export function SkillRating({ game, store }: { game: StatGame; store: SkillStoreApi }) {
  const id = useId();
  const text = useSkillText();
  const skill = useStore(store, (s) => s.record.games[game]) ?? FRESH_SKILL;
  const gameName = byGame(useMessages().stats.games, game);
  if (!text) return null;
  const rating = Math.round(skill.rating);
  const best = Math.round(skill.best);
  const rounds = plural(byGame(text.rated, game), skill.rounds);

  return (
    <div className="skill" data-testid={`skill-${game}`} role="group" aria-labelledby={`${id}-title`}>
      <h4 className="skill__title" id={`${id}-title`}>
        {text.title}
      </h4>
      {skill.rounds > 0 ? (
        <>
          <p className="skill__figure">
            <span className="skill__value">{rating}</span>
            <span className="skill__meta">
              {rounds} · {format(text.best, { best })}
            </span>
          </p>
          <SkillPlot
            skill={skill}
            testId={`skill-plot-${game}`}
            title={format(text.plot.title, { game: gameName })}
            description={format(text.plot.summary, { start: RATING_START, now: rating, best, rounds })}
            ratingLabel={text.plot.rating}
            roundsLabel={byGame(text.plot.rounds, game)}
            startLabel={format(text.plot.start, { start: RATING_START })}
          />
        </>
      ) : (
        <p className="skill__empty">{byGame(text.empty, game)}</p>
      )}
    </div>
  );
}

/** The skill rating's notice: its save could not be used and was set aside (or is offered for download). */
export function SkillNotice({ store }: { store: SkillStoreApi }) {
  return <RecordNotice store={store} notices={useSkillText()?.notices ?? null} />;
}

/** What the rating measures, behind a disclosure under the introduction. */
export function SkillAbout() {
  const text = useSkillText();
  if (!text) return null;
  return (
    <details className="skill-about">
      <summary className="skill-about__summary">{text.aboutTitle}</summary>
      <p className="scr-field__hint skill-about__text">{text.about}</p>
    </details>
  );
}
