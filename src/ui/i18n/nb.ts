// The Norwegian (Bokmål) catalog: the same areas as ./en.ts, in Norwegian.
import type { Messages } from './en';
import { app } from './nb/app';
import { cards } from './nb/cards';
import { log } from './nb/log';
import { network } from './nb/network';
import { practice } from './nb/practice';
import { schnapsen } from './nb/schnapsen';
import { screens } from './nb/screens';
import { stats } from './nb/stats';
import { table } from './nb/table';

export const nb: Messages = { app, cards, table, screens, log, schnapsen, stats, practice, network };
