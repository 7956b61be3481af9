// "Check this deal" (issue 40): the deal's seed as the text that was hashed, its SHA-256 worked out again now
// (Web Crypto, or the app's own where the page has none) beside the fingerprint shown before the deal, and the
// deck the seed gives beside the cards the table dealt, with a verdict in words for each; then the command that
// does the same outside the app. The match's key is never shown: only this deal's seed. Loaded when opened.
import { useEffect, useId, useMemo, useState } from 'react';
import type { Card } from '../../../engine/cards';
import { gameOf } from '../../../games';
import type { Faces } from '../../../games/settings';
import { format, plural } from '../../i18n';
import { MiniCard } from '../MiniCard';
import { FramedModal } from '../ModalFrame';
import {
  dealtDeck,
  differences,
  fingerprintOfDeal,
  seedOfDeal,
  sha256Text,
  verifyCommand,
  type DealRef,
  type Hashed,
} from './check';
import { useDealsText, type DealsText } from './dealsText';
import './deals.css';

export interface DealCheckDialogProps extends DealRef {
  faces: Faces;
  onClose(): void;
}

export function DealCheckDialog({ game, record, deal, faces, onClose }: DealCheckDialogProps) {
  const text = useDealsText();
  const id = useId();
  const seed = useMemo(() => seedOfDeal({ game, record, deal }), [game, record, deal]);
  if (text === null) return null;
  const c = text.check;
  return (
    <FramedModal
      id={id}
      className="deal-check-modal"
      bodyClassName="deal-check"
      title={format(c.title, { deal })}
      intro={seed === null ? c.noSeed : c.intro}
      onClose={onClose}
    >
      <div data-testid="deal-check" data-game={game} data-deal={deal}>
        {seed === null ? (
          <p className="deal-check__verdict deal-check__verdict--none">{c.noSeedTitle}</p>
        ) : (
          <Checked game={game} record={record} deal={deal} faces={faces} seed={seed} c={c} />
        )}
      </div>
    </FramedModal>
  );
}

function Checked({
  game,
  record,
  deal,
  faces,
  seed,
  c,
}: DealRef & { faces: Faces; seed: string; c: DealsText['check'] }) {
  const shown = fingerprintOfDeal({ game, record, deal });
  const [hashed, setHashed] = useState<Hashed | null>(null);
  useEffect(() => {
    let current = true;
    void sha256Text(seed).then((result) => current && setHashed(result));
    return () => {
      current = false;
    };
  }, [seed]);
  const fromSeed = useMemo(() => gameOf(game).deckOfSeed(seed), [game, seed]);
  const dealt = useMemo(() => dealtDeck(record, deal), [record, deal]);
  const differ = useMemo(() => (dealt === null ? null : differences(fromSeed, dealt)), [fromSeed, dealt]);
  const hashOk = hashed === null ? null : hashed.hex === shown;
  const deckOk = differ !== null && differ.length === 0;

  return (
    <>
      <ul className="deal-check__verdicts" aria-live="polite">
        <li
          className={`deal-check__verdict${hashOk === null ? '' : hashOk ? ' is-ok' : ' is-bad'}`}
          data-testid="deal-check-hash"
          data-ok={hashOk ?? undefined}
        >
          {hashOk === null ? c.working : hashOk ? c.hashMatches : c.hashDiffers}
        </li>
        <li
          className={`deal-check__verdict${deckOk ? ' is-ok' : ' is-bad'}`}
          data-testid="deal-check-deck"
          data-ok={deckOk}
        >
          {differ === null ? c.notDealt : deckOk ? c.deckMatches : plural(c.deckDiffers, differ.length)}
        </li>
      </ul>

      <dl className="deal-check__facts">
        <dt>{c.seed}</dt>
        <dd>
          <code className="deal-check__hex" data-testid="deal-seed">
            {seed}
          </code>
        </dd>
        <dt>{c.hash}</dt>
        <dd>
          {hashed === null ? (
            <span className="deal-check__working">{c.working}</span>
          ) : (
            <>
              <code className="deal-check__hex" data-testid="deal-hash" data-by={hashed.by}>
                {hashed.hex}
              </code>
              <span className="deal-check__by" data-testid="deal-hash-by">
                {hashed.by === 'browser' ? c.webCrypto : c.appCrypto}
              </span>
            </>
          )}
        </dd>
        <dt>{c.shown}</dt>
        <dd>
          <code className="deal-check__hex" data-testid="deal-shown">
            {shown}
          </code>
        </dd>
      </dl>

      <h3 className="deal-check__heading">{c.deck}</h3>
      <Deck cards={fromSeed} faces={faces} testId="deal-deck" />
      {dealt !== null && (
        <details className="deal-check__dealt" open={!deckOk}>
          <summary>{c.dealt}</summary>
          <Deck cards={dealt} faces={faces} testId="deal-dealt" differ={differ ?? []} differs={c.differs} />
        </details>
      )}

      <h3 className="deal-check__heading">{c.outside}</h3>
      <p className="deal-check__how">{c.outsideHow}</p>
      <pre className="deal-check__command">
        <code data-testid="deal-command">{verifyCommand(game, seed)}</code>
      </pre>
    </>
  );
}

function Deck({
  cards,
  faces,
  testId,
  differ = [],
  differs,
}: {
  cards: readonly string[];
  faces: Faces;
  testId: string;
  differ?: readonly number[];
  differs?: string;
}) {
  return (
    <ol className="deal-check__deck" data-testid={testId}>
      {cards.map((card, place) => {
        const odd = differ.includes(place);
        return (
          <li key={place} className={odd ? 'is-different' : undefined} data-differs={odd || undefined}>
            <MiniCard card={card as Card} faces={faces} size="sm" />
            {odd && <span className="visually-hidden">{differs}</span>}
          </li>
        );
      })}
    </ol>
  );
}
