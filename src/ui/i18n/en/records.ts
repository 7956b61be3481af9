// Game records (issue 41): the Game record dialog of a table and the Open a game record dialog of the home
// screen. They load with those dialogs (on demand), so they are kept out of the catalog the app loads at start.
// A record itself is English in every language, like its reader's reasons: {reason} is the reader's words.
export const records = {
  dialog: {
    title: 'Game record',
    intro:
      'This match move by move, as plain text anyone can read. Keep it, send it, or open it again with “Open a game record” on the home screen.',
    /** The deal on the table is not in the record yet: its seed would show every hand. */
    hidden: 'The deal on the table is still being played: its cards and moves are added once it is over.',
    nothing: 'Nothing has been played yet: the record holds only the match’s headers.',
    textLabel: 'The record',
    download: 'Download',
    copy: 'Copy',
    copied: 'The record is copied.',
    copyFailed: 'Copying does not work here: select the text and copy it yourself.',
    copyLink: 'Copy link',
    linkCopied: 'The link is copied: whoever opens it replays this match.',
    linkLabel: 'Link to this record',
    making: 'Making a link…',
    tooLong: 'This record is too long for a link: download the file and send that instead.',
    noLink: 'This browser cannot make links of records: download the file instead.',
    replay: 'Replay',
  },
  open: {
    title: 'Open a game record',
    intro:
      'Paste a game record, or choose a record file, to replay the match move by move. Opening a record changes nothing in your own matches or statistics.',
    textLabel: 'Game record to open',
    file: 'Choose a record file',
    open: 'Open',
    empty: 'Paste a record or choose a file first.',
    refused: 'This record cannot be opened: {reason}.',
    fromLink: 'The record in this link cannot be opened: {reason}.',
    tooBig: 'This file is too big to be a game record.',
    unreadable: 'This file could not be read.',
    reading: 'Reading the link’s record…',
  },
};

export type RecordsMessages = typeof records;
