// Issue 41: the examples of docs/records.md are records the app reads (and would write the same).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printRecord } from '../../src/records/print';
import { readRecord } from '../../src/records/read';

const page = readFileSync(new URL('../../docs/records.md', import.meta.url), 'utf8');
const examples = [...page.matchAll(/```text\n(\[Game[\s\S]*?)```/g)].map((m) => m[1]);

describe('docs/records.md', () => {
  it('has an example of each game', () => {
    expect(examples.map((e) => /\[Game "(\w+)"\]/.exec(e)?.[1])).toEqual(['Schwimmen', 'Schnapsen']);
  });

  it.each(examples.map((e, i) => [i + 1, e] as const))(
    'example %i reads, and prints back the same',
    (_, text) => {
      const record = readRecord(text);
      expect(record.result).toBe('*');
      expect(printRecord(record)).toBe(text);
    },
  );
});
