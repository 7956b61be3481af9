// Issue 40: "Check this deal": the seed as the text that was hashed, its SHA-256 worked out again in the
// browser (Web Crypto) and compared with the fingerprint shown before the deal, the deck the seed gives
// compared with the cards the table dealt, each said in words, a mismatch said plainly; the app's own SHA-256
// where the page has no Web Crypto, saying so; nothing to check for a deal of an older save; the command that
// checks it outside the app; never the match's key. The result panels offer it on a table.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { schnapsen } from '../../../src/engine/schnapsen';
import { gameOf } from '../../../src/games';
import type { MatchRecordBase } from '../../../src/games/types';
import { fingerprint } from '../../../src/match/fairDeals';
import { deals as text } from '../../../src/ui/i18n/en/deals';
import { DealResult } from '../../../src/ui/schnapsen/DealResult';
import { RoundResult } from '../../../src/ui/schwimmen/RoundResult';
import { CheckDealButton } from '../../../src/ui/shared/deals/CheckDealButton';
import { DealOnTableContext } from '../../../src/ui/shared/deals/dealOnTable';
import { ended, NAMES } from '../schnapsen/scenarios';
import * as S from '../schwimmen/screenScenarios';
import { dealtMatch, KEY, tampered } from './records';

const c = text.check;

/** A page whose Web Crypto digests with `digest` (or has none when null). */
function withCrypto(digest: ((algorithm: string, data: Uint8Array) => Promise<ArrayBuffer>) | null) {
  const getRandomValues = webcrypto.getRandomValues.bind(webcrypto);
  vi.stubGlobal('crypto', digest === null ? { getRandomValues } : { getRandomValues, subtle: { digest } });
}
const realDigest = vi.fn((algorithm: string, data: Uint8Array) => webcrypto.subtle.digest(algorithm, data));

async function openCheck(game: string, record: MatchRecordBase) {
  const user = userEvent.setup();
  render(<CheckDealButton game={game} record={record} deal={1} faces="french" />);
  const open = screen.getByRole('button', { name: c.button });
  await user.click(open);
  const check = await screen.findByTestId('deal-check');
  return { user, open, check };
}

describe.each(['schwimmen', 'schnapsen'])('Check this deal, %s', (game) => {
  const record = dealtMatch(game);
  const seed = gameOf(game).dealSeed(record, 1) as string;
  const dealt = (record.log[0] as { deck: string[] }).deck;

  it('shows the seed, its SHA-256 worked out by Web Crypto, and says that fingerprint and cards match', async () => {
    withCrypto(realDigest);
    const { user, open, check } = await openCheck(game, record);
    expect(screen.getByRole('dialog', { name: 'Check deal 1' })).toContainElement(check);
    expect(within(check).getByTestId('deal-seed')).toHaveTextContent(seed);
    const hash = await within(check).findByTestId('deal-hash');
    expect(hash.textContent).toBe(fingerprint(seed));
    expect(hash).toHaveAttribute('data-by', 'browser');
    expect(realDigest).toHaveBeenCalledWith('SHA-256', new TextEncoder().encode(seed));
    expect(within(check).getByText(c.webCrypto)).toBeVisible();
    expect(within(check).getByTestId('deal-shown')).toHaveTextContent(fingerprint(seed));
    expect(within(check).getByTestId('deal-check-hash')).toHaveTextContent(c.hashMatches);
    expect(within(check).getByTestId('deal-check-deck')).toHaveTextContent(c.deckMatches);

    const deck = within(check).getByTestId('deal-deck');
    const cards = [...deck.querySelectorAll('[data-card]')].map((e) => e.getAttribute('data-card'));
    expect(cards).toEqual(gameOf(game).deckOfSeed(seed));
    expect(cards).toEqual(dealt);
    expect(within(deck).getAllByRole('img')[0]).toHaveAccessibleName(/ of /);
    expect(within(check).getByTestId('deal-command')).toHaveTextContent(
      `npm run verify-deal -- --game ${game} --seed ${seed} --json`,
    );
    expect(document.body.textContent).not.toContain(KEY);

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('deal-check')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('says plainly when the cards the table dealt are not the cards of the seed, and marks them', async () => {
    withCrypto(realDigest);
    const { check } = await openCheck(game, tampered(record));
    const verdict = within(check).getByTestId('deal-check-deck');
    expect(verdict).toHaveTextContent(
      'The cards dealt are NOT the cards this seed gives: 2 places differ (marked).',
    );
    expect(verdict).toHaveAttribute('data-ok', 'false');
    const marked = within(check).getByTestId('deal-dealt').querySelectorAll('[data-differs]');
    expect([...marked].map((li) => li.querySelector('[data-card]')?.getAttribute('data-card'))).toEqual([
      dealt[5],
      dealt[0],
    ]);
    expect(check.querySelector('details')).toHaveAttribute('open');
    // The fingerprint itself still matches: it is the deal that differs.
    expect(await within(check).findByTestId('deal-hash')).toHaveTextContent(fingerprint(seed));
    expect(within(check).getByTestId('deal-check-hash')).toHaveTextContent(c.hashMatches);
  });

  it('says plainly when the SHA-256 worked out now is not the fingerprint shown before', async () => {
    withCrypto(async () => new Uint8Array(32).buffer);
    const { check } = await openCheck(game, record);
    expect(await within(check).findByTestId('deal-hash')).toHaveTextContent('0'.repeat(64));
    expect(within(check).getByTestId('deal-check-hash')).toHaveTextContent(c.hashDiffers);
    expect(within(check).getByTestId('deal-check-hash')).toHaveAttribute('data-ok', 'false');
  });

  it('without Web Crypto (a page not served securely): the app works it out itself, and says so', async () => {
    withCrypto(null);
    const { check } = await openCheck(game, record);
    const hash = await within(check).findByTestId('deal-hash');
    expect(hash.textContent).toBe(fingerprint(seed));
    expect(hash).toHaveAttribute('data-by', 'app');
    expect(within(check).getByTestId('deal-hash-by')).toHaveTextContent(c.appCrypto);
    expect(within(check).getByTestId('deal-check-hash')).toHaveTextContent(c.hashMatches);
  });

  it('a deal of a match saved before deals were checkable: explains there is nothing to check', async () => {
    const { check } = await openCheck(game, dealtMatch(game, null));
    expect(screen.getByRole('dialog', { name: 'Check deal 1' })).toHaveAccessibleDescription(c.noSeed);
    expect(check).toHaveTextContent(c.noSeedTitle);
    expect(within(check).queryByTestId('deal-seed')).toBeNull();
    expect(within(check).queryByTestId('deal-hash')).toBeNull();
  });
});

describe('on the result panels', () => {
  it('a Schwimmen round on a table offers Check this deal; a panel drawn alone does not', async () => {
    const sc = S.workedExample();
    const panel = (
      <RoundResult
        result={sc.result}
        names={sc.names}
        lives={sc.state.lives}
        out={sc.state.out}
        knocker={sc.state.knocker}
        faces="french"
        onNext={vi.fn()}
      />
    );
    const { rerender } = render(panel);
    expect(screen.queryByRole('button', { name: c.button })).toBeNull();
    const record = dealtMatch('schwimmen');
    rerender(
      <DealOnTableContext.Provider value={{ game: 'schwimmen', record, deal: 1, faces: 'german' }}>
        {panel}
      </DealOnTableContext.Provider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: c.button }));
    const check = await screen.findByTestId('deal-check');
    expect(check).toHaveAttribute('data-game', 'schwimmen');
    expect(within(check).getByTestId('deal-seed')).toHaveTextContent(
      gameOf('schwimmen').dealSeed(record, 1) as string,
    );
    // The cards are drawn in the player's faces (German here).
    expect(check.querySelector('[data-card] [data-faces="german"]')).not.toBeNull();
  });

  it('a Schnapsen deal on a table offers Check this deal', () => {
    const record = dealtMatch('schnapsen');
    render(
      <DealOnTableContext.Provider value={{ game: 'schnapsen', record, deal: 1, faces: 'french' }}>
        <DealResult view={schnapsen.view(ended.claim1(), 0)} names={NAMES} onNext={vi.fn()} />
      </DealOnTableContext.Provider>,
    );
    expect(within(screen.getByTestId('deal-result')).getByRole('button', { name: c.button })).toBeVisible();
  });
});
