// The German catalog, loaded on demand (see ./languages.ts). Each area is typed against its English model.
import type { Messages } from './en';
import { app } from './de/app';
import { cards } from './de/cards';
import { log } from './de/log';
import { network } from './de/network';
import { practice } from './de/practice';
import { schnapsen } from './de/schnapsen';
import { screens } from './de/screens';
import { stats } from './de/stats';
import { table } from './de/table';

export const de: Messages = { app, cards, table, screens, log, schnapsen, stats, practice, network };
