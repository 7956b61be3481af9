// The Spanish catalog: the same areas as ./en.ts, in Spanish.
import type { Messages } from './en';
import { app } from './es/app';
import { cards } from './es/cards';
import { log } from './es/log';
import { network } from './es/network';
import { practice } from './es/practice';
import { schnapsen } from './es/schnapsen';
import { screens } from './es/screens';
import { stats } from './es/stats';
import { table } from './es/table';

export const es: Messages = { app, cards, table, screens, log, schnapsen, stats, practice, network };
