// N3–N11 against deals recorded from an independent engine (tests/fixtures/schnapsen/README.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/engine/cards';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../../src/engine/schnapsen';

interface TraceStep {
  seat: number;
  legal: SchnapsenAction[];
  action: SchnapsenAction;
  points: [number, number];
}
interface Trace {
  id: string;
  dealer: number;
  deck: Card[];
  rules: { exchangeWithOneLeft: boolean };
  steps: TraceStep[];
  result: {
    winner: number;
    gamePoints: number;
    trickPoints: [number, number];
    reason: string;
    closedBy: number | null;
  };
}

function load(file: string): Trace[] {
  const text = readFileSync(new URL(`../../fixtures/schnapsen/${file}`, import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Trace);
}

/** The README's order: by `type + ":" + (card ?? suit ?? "")`, in code-unit order. */
export function actionKey(a: SchnapsenAction): string {
  return `${a.type}:${'card' in a ? a.card : 'suit' in a ? a.suit : ''}`;
}

function sortedKeys(actions: readonly SchnapsenAction[]): string[] {
  return actions.map(actionKey).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
}

/** Replays one trace; returns the first disagreement, or null. */
function check(t: Trace): string | null {
  let s: SchnapsenState = schnapsen.init({ firstDealer: t.dealer, rules: { exchangeWithOneLeft: true } });
  s = schnapsen.apply(s, { type: 'deal', deck: t.deck });
  for (let i = 0; i < t.steps.length; i++) {
    const step = t.steps[i];
    const where = `${t.id} step ${i}`;
    if (s.phase !== 'play') return `${where}: the deal is already over (${JSON.stringify(s.dealResult)})`;
    if (schnapsen.actor(s) !== step.seat)
      return `${where}: actor ${String(schnapsen.actor(s))}, recorded ${step.seat}`;
    const legal = schnapsen.legalActions(s);
    const ours = sortedKeys(legal.filter((a) => a.type !== 'claim')).join(' ');
    const theirs = step.legal.map(actionKey).join(' ');
    if (ours !== theirs) return `${where}: legal [${ours}], recorded [${theirs}]`;
    if (s.points[0] !== step.points[0] || s.points[1] !== step.points[1]) {
      return `${where}: points ${JSON.stringify(s.points)}, recorded ${JSON.stringify(step.points)}`;
    }
    if (step.action.type === 'claim' && !legal.some((a) => a.type === 'claim'))
      return `${where}: claim not offered`;
    s = schnapsen.apply(s, step.action);
  }
  if (s.dealResult === null) return `${t.id}: the deal did not end`;
  const r = s.dealResult;
  if (r.winner !== t.result.winner || r.gamePoints !== t.result.gamePoints) {
    return `${t.id}: result ${JSON.stringify(r)}, recorded ${JSON.stringify(t.result)}`;
  }
  if (s.points[0] !== t.result.trickPoints[0] || s.points[1] !== t.result.trickPoints[1]) {
    return `${t.id}: final points ${JSON.stringify(s.points)}, recorded ${JSON.stringify(t.result.trickPoints)}`;
  }
  if (r.reason !== t.result.reason) return `${t.id}: reason ${r.reason}, recorded ${t.result.reason}`;
  if (s.closedBy !== t.result.closedBy)
    return `${t.id}: closedBy ${String(s.closedBy)}, recorded ${String(t.result.closedBy)}`;
  return null;
}

describe('recorded deals (exchangeWithOneLeft on)', () => {
  for (const file of ['traces-a.jsonl', 'traces-b.jsonl']) {
    it(`N3–N11: every deal of ${file} agrees step by step`, () => {
      const traces = load(file);
      expect(traces).toHaveLength(400);
      const disagreements = traces.map(check).filter((d): d is string => d !== null);
      expect(disagreements.slice(0, 5)).toEqual([]);
      expect(disagreements).toHaveLength(0);
    });
  }

  it('N3: no deck appears twice across the two files', () => {
    const decks = [...load('traces-a.jsonl'), ...load('traces-b.jsonl')].map((t) => t.deck.join(''));
    expect(new Set(decks).size).toBe(800);
  });
});
