// N5, N6: leading, following, taking tricks and drawing from the talon.
import type { Card, Suit } from '../cards';
import type { Seat } from '../game';
import { cardPoints, followerWins, strength } from './rules';
import { playedOutResult, finishDeal } from './scoring';
import { copyState, EMPTY, talonOpen, type SchnapsenState, type Trick } from './state';

/** N6: what the follower owes once the talon is closed or exhausted, strictest first. */
export type FollowDuty = 'head' | 'follow' | 'trump' | 'any';

export function followDuty(hand: readonly Card[], lead: Card, trump: Suit): FollowDuty {
  const ledSuit = lead.charCodeAt(1);
  const trumpCode = trump.charCodeAt(0);
  const ledStrength = strength(lead);
  let canFollow = false;
  let canTrump = false;
  for (let i = 0; i < hand.length; i++) {
    const suit = hand[i].charCodeAt(1);
    if (suit === ledSuit) {
      if (strength(hand[i]) > ledStrength) return 'head';
      canFollow = true;
    } else if (suit === trumpCode) {
      canTrump = true;
    }
  }
  return canFollow ? 'follow' : canTrump ? 'trump' : 'any';
}

export function meetsDuty(card: Card, duty: FollowDuty, lead: Card, trump: Suit): boolean {
  switch (duty) {
    case 'head':
      return card.charCodeAt(1) === lead.charCodeAt(1) && strength(card) > strength(lead);
    case 'follow':
      return card.charCodeAt(1) === lead.charCodeAt(1);
    case 'trump':
      return card.charCodeAt(1) === trump.charCodeAt(0);
    case 'any':
      return true;
  }
}

export function isMarriageCard(card: Card, suit: Suit): boolean {
  return card[1] === suit && (card[0] === 'K' || card[0] === 'Q');
}

/** The cards the actor may play now. */
export function playableCards(s: SchnapsenState): readonly Card[] {
  if (s.lead === null) {
    const hand = s.hands[s.leader];
    if (s.marriage === null) return hand;
    const out: Card[] = [];
    for (let i = 0; i < hand.length; i++) if (isMarriageCard(hand[i], s.marriage)) out.push(hand[i]);
    return out;
  }
  const hand = s.hands[1 - s.leader];
  if (talonOpen(s)) return hand;
  const trump = s.trumpSuit as Suit;
  const duty = followDuty(hand, s.lead, trump);
  if (duty === 'any') return hand;
  const out: Card[] = [];
  for (let i = 0; i < hand.length; i++) if (meetsDuty(hand[i], duty, s.lead, trump)) out.push(hand[i]);
  return out;
}

function without(hand: readonly Card[], card: Card, extra: Card | null): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < hand.length; i++) if (hand[i] !== card) out.push(hand[i]);
  if (extra !== null) out.push(extra);
  return out;
}

function withCard(hand: readonly Card[], card: Card): Card[] {
  const out = hand.slice();
  out.push(card);
  return out;
}

function pair<T>(seat: Seat, mine: T, other: T): [T, T] {
  return seat === 0 ? [mine, other] : [other, mine];
}

/** Plays `card`, already checked (refusals.ts). */
export function applyPlay(s: SchnapsenState, card: Card): SchnapsenState {
  const n = copyState(s);
  const leader = s.leader;
  if (s.lead === null) {
    n.hands = pair(leader, without(s.hands[leader], card, null), s.hands[1 - leader]);
    n.lead = card;
    n.marriage = null;
    return n;
  }

  // N5: the follower completes the trick.
  const follower = 1 - leader;
  const lead = s.lead;
  const winner = followerWins(lead, card, s.trumpSuit as Suit) ? follower : leader;
  const loser = 1 - winner;
  const won = s.trickPoints[winner] + cardPoints(lead) + cardPoints(card);
  n.trickPoints = pair(winner, won, s.trickPoints[loser]);
  n.tricksWon = pair(winner, s.tricksWon[winner] + 1, s.tricksWon[loser]);
  n.points = pair(winner, won + s.marriagePoints[winner], s.points[loser]);
  const trick: Trick = { leader, lead, follow: card, winner };
  const tricks = s.tricks.slice();
  tricks.push(trick);
  n.tricks = tricks;
  n.leader = winner;
  n.lead = null;

  let followerHand: Card[];
  let leaderHand: readonly Card[] = s.hands[leader];
  if (talonOpen(s)) {
    // The winner draws the front card, the loser the next one — the trump card when it is the last.
    const talon = s.talon;
    const first = talon[0];
    let second: Card;
    if (talon.length > 1) {
      second = talon[1];
      n.talon = talon.length === 2 ? EMPTY.NO_CARDS : talon.slice(2);
    } else {
      second = s.trumpCard as Card;
      n.talon = EMPTY.NO_CARDS;
      n.trumpCard = null;
      n.trumpDrawn = { seat: loser, card: second };
    }
    const followerDraw = winner === follower ? first : second;
    followerHand = without(s.hands[follower], card, followerDraw);
    leaderHand = withCard(leaderHand, winner === leader ? first : second);
  } else {
    followerHand = without(s.hands[follower], card, null);
  }
  n.hands = pair(follower, followerHand, leaderHand);

  if (followerHand.length === 0) finishDeal(n, playedOutResult(n, winner));
  return n;
}
