/**
 * @pitchside/elements/boardgameio — play a match element through a boardgame.io client (online
 * play): `connectMatch(element, client)`. See connect.ts.
 */
export {
  connectMatch,
  type BoardgameIoClientLike,
  type ConnectOptions,
  type ControlledMatchElement,
  type SeatUpdateLike,
} from './connect.js';
