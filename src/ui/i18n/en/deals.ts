// Deals anyone can check (issue 40): the fingerprint in a table's bar and the "Check this deal" dialog. They
// load with the tables and the dialog (on demand), so they are kept out of the catalog the app loads at start.
export const deals = {
  fingerprint: {
    /** The button that opens the whole fingerprint; its visible part is the first digits. */
    show: 'Show the whole fingerprint',
    hide: 'Hide the whole fingerprint',
    /** The heading over the whole fingerprint. */
    title: 'Fingerprint of deal {deal}',
    explain:
      'The SHA-256 of this deal’s seed, fixed before the first card was dealt. When the deal is over, “Check this deal” shows the seed, so that you can see that it gives this fingerprint and these cards.',
    /** In place of the digits, for a deal of a match saved before deals could be checked. */
    none: 'no fingerprint',
    why: 'Why is there no fingerprint?',
    noneReason:
      'This deal was dealt before deals could be checked: it belongs to a match saved by an older version of the app. Every new deal has one.',
  },
  check: {
    button: 'Check this deal',
    title: 'Check deal {deal}',
    intro:
      'The seed this deal came from, its fingerprint worked out again now, and the cards the seed gives, each compared with what the table showed and dealt.',
    seed: 'The seed (the text that was hashed)',
    hash: 'Its SHA-256, worked out now',
    shown: 'The fingerprint shown before the deal',
    webCrypto: 'Worked out by your browser (Web Crypto).',
    appCrypto:
      'This page has no Web Crypto (it is not served over a secure connection), so the app worked it out itself.',
    working: 'Working it out…',
    hashMatches: 'The fingerprint matches the one shown before the deal.',
    hashDiffers: 'The fingerprint does NOT match the one shown before the deal.',
    deck: 'The cards this seed gives, in dealing order',
    dealt: 'The cards the table dealt',
    deckMatches: 'The cards dealt are the cards this seed gives.',
    deckDiffers: {
      one: 'The cards dealt are NOT the cards this seed gives: {count} place differs (marked).',
      other: 'The cards dealt are NOT the cards this seed gives: {count} places differ (marked).',
    },
    /** After a card of the dealt deck that is not the one the seed gives there, for screen readers. */
    differs: 'not the card the seed gives here',
    notDealt: 'The table’s record holds no cards for this deal.',
    outside: 'Check it outside the app',
    outsideHow:
      'In a copy of the app’s source code, this command prints the fingerprint and the deck of the seed. The file docs/fair-deals.md explains each step, with a short Python program that does the same.',
    noSeedTitle: 'Nothing to check',
    noSeed:
      'This deal was dealt before deals could be checked: it belongs to a match saved by an older version of the app, and was dealt without a seed that can be shown. Every new deal can be checked.',
  },
};

export type DealsMessages = typeof deals;
