// The synchronous SHA-256 and HMAC-SHA-256 that deal seeds and fingerprints will rest on (issue 40), checked
// against the standard's test vectors and against Node's own crypto on many inputs of every length around the
// block boundaries.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng';
import { hex, hmacSha256, sha256, utf8 } from '../../src/match/sha256';

const bytes = (n: number, seed: number) => {
  const rng = createRng(seed);
  return Uint8Array.from({ length: n }, () => rng.int(256));
};

describe('sha256', () => {
  it('gives the FIPS 180-4 examples', () => {
    expect(hex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto on every length from 0 to 200 bytes and on a text with accents', () => {
    for (let n = 0; n <= 200; n++) {
      const data = bytes(n, n + 1);
      expect(hex(sha256(data)), `${n} bytes`).toBe(createHash('sha256').update(data).digest('hex'));
    }
    const text = 'Schwimmen 2026-12-06 · Bummerl ♥ 31';
    expect(hex(sha256(utf8(text)))).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});

describe('hmacSha256', () => {
  it('gives the RFC 4231 example (test case 2)', () => {
    const mac = hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?'));
    expect(hex(mac)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('agrees with node:crypto for short, block-sized and long keys', () => {
    for (const keyLength of [0, 1, 16, 32, 63, 64, 65, 100, 200]) {
      for (const messageLength of [0, 4, 55, 64, 119]) {
        const key = bytes(keyLength, keyLength * 7 + 1);
        const message = bytes(messageLength, messageLength * 13 + 2);
        const expected = createHmac('sha256', key).update(message).digest('hex');
        expect(hex(hmacSha256(key, message)), `${keyLength}-byte key, ${messageLength}-byte message`).toBe(
          expected,
        );
      }
    }
  });
});
