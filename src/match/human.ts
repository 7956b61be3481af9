// The human's seat at every table: seat 0, the player at the bottom. A module of its own so that the home
// screen can read a seat's figures without the store's code.
import type { Seat } from '../engine/game';

export const HUMAN: Seat = 0;
