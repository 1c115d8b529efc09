/**
 * What a socket may send, checked before boardgame.io sees it. A Pitchside client sends two
 * messages: `sync` (matchID, playerID, credentials, numPlayers) when it connects, and `update`
 * (action, stateID, matchID, playerID) with an `act` move. Anything else, or these with wrong
 * types (boardgame.io would throw on some, and a rejection in its handlers would stop the
 * process), is dropped without an answer. Chat, undo/redo and boardgame.io's events (endTurn…)
 * are not part of either game: the engine decides turns.
 */
const isString = (x: unknown, max = 200): x is string => typeof x === 'string' && x.length > 0 && x.length <= max;
const isPlayerID = (x: unknown): x is string => typeof x === 'string' && /^\d{1,2}$/.test(x);
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function allowedPacket(event: unknown, args: unknown[]): boolean {
  if (event === 'sync') {
    const [matchID, playerID, credentials, numPlayers] = args;
    return (
      args.length <= 4 &&
      isString(matchID) &&
      (playerID == null || isPlayerID(playerID)) &&
      (credentials == null || isString(credentials)) &&
      (numPlayers === undefined || (Number.isInteger(numPlayers) && (numPlayers as number) >= 1))
    );
  }
  if (event === 'update') {
    const [action, stateID, matchID, playerID] = args;
    if (args.length !== 4 || !isObject(action) || !isObject(action.payload)) return false;
    const { payload } = action;
    return (
      action.type === 'MAKE_MOVE' &&
      payload.type === 'act' &&
      Array.isArray(payload.args) &&
      payload.args.length === 1 &&
      isObject(payload.args[0]) &&
      payload.playerID === playerID &&
      (payload.credentials === undefined || isString(payload.credentials)) &&
      Number.isSafeInteger(stateID) &&
      isString(matchID) &&
      isPlayerID(playerID)
    );
  }
  return false;
}
