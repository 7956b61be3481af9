// The skill rating's history as a line, drawn as SVG at the width it is given (no charting package): the
// rating after each rated round, the start (1500) as a dashed reference line, a few labelled ticks on both
// axes. For a screen reader it is one image whose name and description say where it started, where it is
// and its best.
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { RATING_START } from '../../coach/rating';
import type { GameSkill } from '../../stats/skill';

export interface SkillPlotProps {
  skill: GameSkill;
  /** The image's name and description (see the catalog's skill.plot). */
  title: string;
  description: string;
  /** The axes' titles and the reference line's label. */
  ratingLabel: string;
  roundsLabel: string;
  startLabel: string;
  testId?: string;
}

const HEIGHT = 184;
const MARGIN = { top: 22, right: 14, bottom: 38, left: 44 };
/** The width drawn before the element is measured (and where it cannot be: tests). */
const DEFAULT_WIDTH = 320;
const STEPS = [10, 20, 25, 50, 100, 200, 250, 500];
const ROUND_STEPS = [1, 2, 5, 10, 20, 25, 50, 100];

/** A tick step that gives about four intervals over `span`. */
function niceStep(span: number): number {
  return STEPS.find((step) => span / step <= 4) ?? 500;
}

/** Ticks on the round axis: the first and last, and round numbers between them, about five in all. */
function roundTicks(first: number, last: number): number[] {
  if (last <= first) return [first];
  const step = ROUND_STEPS.find((s) => (last - first) / s <= 4) ?? 100;
  const ticks = [first];
  for (let t = (Math.floor(first / step) + 1) * step; t < last; t += step)
    if (t - first >= step / 2 && last - t >= step / 2) ticks.push(t);
  ticks.push(last);
  return ticks;
}

/** The element's content width, following it as it changes. */
function useWidth<E extends Element>(): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const w = Math.round(element.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export function SkillPlot({
  skill,
  title,
  description,
  ratingLabel,
  roundsLabel,
  startLabel,
  testId,
}: SkillPlotProps) {
  const id = useId();
  const [ref, width] = useWidth<HTMLDivElement>();

  // The rated round each point belongs to; the start is round 0 while the history reaches back to it.
  const firstRound = skill.rounds - skill.history.length + 1;
  const points = skill.history.map((p, i) => ({ round: firstRound + i, rating: p.rating }));
  if (firstRound === 1) points.unshift({ round: 0, rating: RATING_START });

  const ratings = points.map((p) => p.rating);
  const lo = Math.min(RATING_START, ...ratings);
  const hi = Math.max(RATING_START, ...ratings);
  const step = niceStep(Math.max(hi - lo, 40));
  const yMin = Math.floor(lo / step) * step;
  const yMax = Math.max(Math.ceil(hi / step) * step, yMin + step);
  const xFirst = points[0].round;
  const xLast = Math.max(points[points.length - 1].round, xFirst + 1);

  const plotW = Math.max(width - MARGIN.left - MARGIN.right, 60);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (round: number) => MARGIN.left + ((round - xFirst) / (xLast - xFirst)) * plotW;
  const y = (rating: number) => MARGIN.top + (1 - (rating - yMin) / (yMax - yMin)) * plotH;

  const yTicks: number[] = [];
  for (let t = yMin; t <= yMax; t += step) yTicks.push(t);
  const xTicks = roundTicks(xFirst, points[points.length - 1].round);
  const line = points.map(
    (p, i) => `${i === 0 ? 'M' : 'L'}${x(p.round).toFixed(1)},${y(p.rating).toFixed(1)}`,
  );
  const last = points[points.length - 1];
  const dots = points.length <= 40;

  return (
    <div className="skill-plot" ref={ref}>
      <svg
        className="skill-plot__svg"
        data-testid={testId}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <text className="skill-plot__axis-title" x={MARGIN.left - 6} y={12} textAnchor="end">
          {ratingLabel}
        </text>
        {yTicks.map((t) => (
          <g key={t}>
            <line
              className="skill-plot__grid"
              x1={MARGIN.left}
              x2={MARGIN.left + plotW}
              y1={y(t)}
              y2={y(t)}
            />
            <text className="skill-plot__tick" x={MARGIN.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
              {t}
            </text>
          </g>
        ))}
        <line
          className="skill-plot__axis"
          x1={MARGIN.left}
          x2={MARGIN.left + plotW}
          y1={MARGIN.top + plotH}
          y2={MARGIN.top + plotH}
        />
        {xTicks.map((t) => (
          <text key={t} className="skill-plot__tick" x={x(t)} y={MARGIN.top + plotH + 15} textAnchor="middle">
            {t}
          </text>
        ))}
        <text
          className="skill-plot__axis-title"
          x={MARGIN.left + plotW / 2}
          y={HEIGHT - 4}
          textAnchor="middle"
        >
          {roundsLabel}
        </text>
        <line
          className="skill-plot__start"
          x1={MARGIN.left}
          x2={MARGIN.left + plotW}
          y1={y(RATING_START)}
          y2={y(RATING_START)}
        />
        {/* The reference line's legend, in the margin above the plot where no point can cover it. */}
        <line
          className="skill-plot__start"
          x1={MARGIN.left + plotW - 18}
          x2={MARGIN.left + plotW}
          y1={8}
          y2={8}
        />
        <text className="skill-plot__start-label" x={MARGIN.left + plotW - 24} y={12} textAnchor="end">
          {startLabel}
        </text>
        <path className="skill-plot__line" d={line.join('')} />
        {dots &&
          points.map((p) => (
            <circle key={p.round} className="skill-plot__dot" cx={x(p.round)} cy={y(p.rating)} r={2} />
          ))}
        <circle className="skill-plot__now" cx={x(last.round)} cy={y(last.rating)} r={4} />
      </svg>
    </div>
  );
}
