// Every text the player reads lives in this catalog, one module per area, so a second language is one more
// set of files of the same shape. Placeholders are written {name} (see format in ./index.ts); counted texts
// are objects with Intl.PluralRules categories ({ one: '{count} life', other: '{count} lives' }).
import type { Catalog } from './catalog';
import { app } from './en/app';
import { cards } from './en/cards';
import { log } from './en/log';
import { network } from './en/network';
import { practice } from './en/practice';
import { schnapsen } from './en/schnapsen';
import { screens } from './en/screens';
import { stats } from './en/stats';
import { table } from './en/table';

export const en = { app, cards, table, screens, log, schnapsen, stats, practice, network } as const;

/** The shape every language must fill: the same keys as `en`, any wording. */
export type Messages = Catalog<typeof en>;
