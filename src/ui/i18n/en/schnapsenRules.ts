// The Schnapsen rules page's text (rules/schnapsen.md, N1–N12, in our own words). Like the Schwimmen rules
// (en/rules.ts) it loads with the page, on demand, so it stays out of the catalog the table loads at start.
import type { Catalog } from '../catalog';

export const schnapsenRules = {
  title: 'How to play Schnapsen',
  contents: 'Contents',
  intro:
    'Two players, twenty cards. Win tricks and announce marriages until you can say you have 66 points. Each deal won brings you nearer to winning the Bummerl.',
  yourTable: 'Your table',
  changeHint: 'You can change these options in Settings.',
  summary: {
    bummerl: 'Bummerl of {count}',
    exchangeWithOneLeft: { on: 'Exchange with one card left', off: 'Exchange while 2 or more are left' },
    autoClaim: { on: 'Automatic claim', off: 'Claim 66 yourself' },
  },
  worth: '{points}',
  sections: {
    cards: {
      title: 'Cards and points',
      deck: {
        french:
          'The game uses 20 cards: ace, ten, king, queen and jack in four suits. With German faces the queen is the Ober and the jack the Unter, and the suits are hearts, bells, acorns and leaves.',
        german:
          'The game uses 20 cards: ace, ten, king, Ober and Unter in four suits: hearts, bells, acorns and leaves. With French faces the Ober is the queen and the Unter the jack.',
      },
      points: {
        french:
          'Cards are worth points: ace 11, ten 10, king 4, queen 3, jack 2 — 120 in all. In a trick they rank in the same order: ace, ten, king, queen, jack.',
        german:
          'Cards are worth points: ace 11, ten 10, king 4, Ober 3, Unter 2 — 120 in all. In a trick they rank in the same order: ace, ten, king, Ober, Unter.',
      },
    },
    deal: {
      title: 'The deal',
      deal: 'Each player gets five cards: three, then two. Between the two rounds one card is turned face up: it is the trump card, and its suit is trumps for the whole deal.',
      talon:
        'The other nine cards lie face down as the talon. The trump card lies across under it and is the last card taken.',
      lead: 'The player who did not deal leads the first trick. The deal goes back and forth.',
    },
    tricks: {
      title: 'Tricks while the talon is open',
      play: 'The leader plays any card, and so may the other player: there is no need to follow suit yet.',
      win: 'The higher card of the suit led takes the trick; any trump beats any other suit. The winner leads next.',
      draw: 'After each trick the winner takes the top card of the talon, then the other player the next one. Whoever draws last takes the trump card.',
    },
    closed: {
      title: 'Once the talon is closed or used up',
      text: 'Nobody draws any more, and the rules get strict. The second player must, in this order:',
      head: 'take the trick with a higher card of the suit led, if they can;',
      follow: 'otherwise play a lower card of that suit;',
      trump: 'otherwise play a trump;',
      any: 'and only without any of these play any card.',
    },
    marriage: {
      title: 'Marriages',
      text: {
        french:
          'Holding the king and queen of one suit, the player on lead may show them as a marriage: 20 points, or 40 in trumps. Then they lead the king or the queen — or claim 66 at once if the marriage brought them there.',
        german:
          'Holding the king and Ober of one suit, the player on lead may show them as a marriage: 20 points, or 40 in trumps. Then they lead the king or the Ober — or claim 66 at once if the marriage brought them there.',
      },
      pending:
        'Marriage points count only once you have won a trick. Until then they wait, and they are lost if you never win one. Marriages may be shown until the last trick.',
    },
    exchange: {
      title: 'Exchanging the trump card',
      text: {
        french:
          'The player on lead who holds the jack of trumps may swap it for the trump card under the talon, before leading.',
        german:
          'The player on lead who holds the Unter of trumps may swap it for the trump card under the talon, before leading.',
      },
      optionOff: 'This is allowed while the talon is open and at least two face-down cards are left.',
      optionOn: 'This is allowed while the talon is open and at least one face-down card is left.',
    },
    closing: {
      title: 'Closing the talon',
      text: 'The player on lead may close the talon by turning the trump card face down, as long as a face-down card is left. From then on nobody draws, and the strict rules apply.',
      risk: 'The closer must then reach 66. If they do, the game points depend on the other player’s points at the moment of closing. If they fail, the other player wins 2 game points, or 3 if they had no trick when the talon was closed.',
    },
    claiming: {
      title: 'Claiming 66',
      text: 'The player on lead — also right after exchanging, closing or showing a marriage — may say they have 66 or more. The deal ends at once and is scored.',
      wrong:
        'A wrong claim costs dearly: the other player wins 2 game points, or 3 if they have no trick yet.',
      autoOff: 'At this table you claim yourself with the Claim 66 button: count your points as you go.',
      autoOn: 'At this table your claim is made for you as soon as you have 66.',
      lastTrick:
        'If nobody claims and the cards run out, the winner of the last trick wins the deal: by the points below with 66 or more, otherwise 1 game point. The last trick brings no extra points.',
    },
    scoring: {
      title: 'Game points',
      intro: 'The winner of a deal wins game points by how the other player did:',
      one: '1 game point if the other player has 33 points or more;',
      two: '2 game points if they have fewer than 33 (Schneider) but at least one trick;',
      three: '3 game points if they have not won a trick (Schwarz).',
    },
    bummerl: {
      title: 'The Bummerl',
      start: 'Both players start at {count} and count down by the game points they win.',
      end: 'Whoever reaches 0 first wins the Bummerl; the other player “gets a Bummerl”.',
    },
  },
} as const;

/** The shape every language's Schnapsen rules page must fill. */
export type SchnapsenRulesMessages = Catalog<typeof schnapsenRules>;
