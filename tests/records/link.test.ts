// Issue 41: a record short enough travels in an address (`?record=…`), compressed; a longer one is refused so
// that the file is offered instead; a damaged link says so.
import { describe, expect, it } from 'vitest';
import { gameOf } from '../../src/games';
import { MAX_LINK_PARAM, recordFromParam, recordParam } from '../../src/records/link';
import { printRecord, recordOfMatch } from '../../src/records/print';
import { readRecord } from '../../src/records/read';
import { RecordError } from '../../src/records/types';
import { playedMatch } from './matches';

function text(id: 'schwimmen' | 'schnapsen', seed: number, players: number) {
  const names = ['Ben', 'Anna', 'Zoë', 'Ida', 'Marek', 'Chen', 'Jo'];
  return printRecord(
    recordOfMatch(gameOf(id), playedMatch(id, { seed, players, key: 'a1'.repeat(32), names })),
  );
}

describe('a record in a link', () => {
  it('a whole Schnapsen Bummerl and a Schwimmen match of four travel in an address and come back the same', async () => {
    for (const record of [text('schnapsen', 1, 2), text('schwimmen', 2, 4)]) {
      const param = await recordParam(record);
      expect(param).not.toBeNull();
      expect(param!).toMatch(/^1[A-Za-z0-9_-]+$/);
      expect(param!.length).toBeLessThanOrEqual(MAX_LINK_PARAM);
      expect(param!.length).toBeLessThan(record.length);
      const back = await recordFromParam(param!);
      expect(back).toBe(record);
      expect(readRecord(back)).toEqual(readRecord(record));
    }
  });

  it('a record too long for an address gives no link', async () => {
    const long = `${text('schwimmen', 3, 8)}\n; ${Array.from({ length: 4000 }, (_, i) => (i * 7919).toString(36)).join(' ')}`;
    expect(await recordParam(long)).toBeNull();
  });

  it('a damaged or foreign parameter is refused with a message', async () => {
    const param = (await recordParam(text('schnapsen', 4, 2)))!;
    for (const bad of [
      '',
      'x',
      '2abc',
      param.slice(0, param.length / 2),
      `${param}!`,
      '1' + 'A'.repeat(40),
    ]) {
      const error = await recordFromParam(bad).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(RecordError);
      expect((error as RecordError).message).toBe(
        'this link holds no readable record: it may have been cut short',
      );
    }
  });
});
