// The French catalog: the same areas as ./en.ts, in French.
import type { Messages } from './en';
import { app } from './fr/app';
import { cards } from './fr/cards';
import { log } from './fr/log';
import { network } from './fr/network';
import { practice } from './fr/practice';
import { schnapsen } from './fr/schnapsen';
import { screens } from './fr/screens';
import { stats } from './fr/stats';
import { table } from './fr/table';

export const fr: Messages = { app, cards, table, screens, log, schnapsen, stats, practice, network };
