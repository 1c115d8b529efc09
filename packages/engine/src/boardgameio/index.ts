/**
 * @pitchside/engine/boardgameio — Magic Number Eleven and Masters of Football as boardgame.io games.
 *
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { mneGame } from '@pitchside/engine/boardgameio';
 * const client = Client({ game: mneGame(), numPlayers: 2, playerID: '0', multiplayer: SocketIO({ server }) });
 * client.moves.act({ type: 'draftPick', card: 's-tq' });
 * ```
 * Player '0' is Home, '1' Away (MoF championships: player i is the i-th seat of `setupData.seats`).
 * A client's `G` is its seat's `SeatUpdate`: `{ seat, view, events, moves }`; `legalActions(view)`
 * lists what it may send. Nothing here imports boardgame.io; see adapter.ts for how moves, turns,
 * views, events and seeds map. `gameDataOnce(parser)` (game-data-once.ts) makes a client's socket
 * ask `pitchside-server` for each match's game data once per connection.
 */
import { RuleError } from '../core/errors.js';
import * as mne from '../mne/index.js';
import * as mof from '../mof/index.js';
import { toBoardgameIo, type AdapterOptions, type BoardgameIoGame } from './adapter.js';
export {
  gameDataOnce,
  restoreGameData,
  withGameDataOnce,
  GAME_DATA_ID,
  GAME_DATA_QUERY,
  type SocketIoParser,
} from './game-data-once.js';

export {
  toBoardgameIo,
  hideInitialState,
  INVALID_MOVE,
  SPECTATOR_SEAT,
  type AdapterOptions,
  type AdapterSpec,
  type BgioContext,
  type BgioPlugin,
  type BgioStorage,
  type BoardgameIoGame,
  type HostedMatch,
  type SeatUpdate,
} from './adapter.js';

const MNE_SEATS = ['home', 'away'] as const;

/** Magic Number Eleven for 2 players. `setupData` may carry any engine setup (cards, shootout…). */
export function mneGame(
  options?: AdapterOptions,
): BoardgameIoGame<mne.MneState, mne.MneView, mne.MneEvent, mne.MneSetup> {
  return toBoardgameIo(
    {
      game: mne.game,
      minPlayers: 2,
      maxPlayers: 2,
      setup: (data, _n, seed) => ({ ...data, seed }),
      seats: () => MNE_SEATS,
      viewFor: (s, seat) => mne.viewFor(s, seat as mne.ViewerSeat),
      eventsFor: (_s, events, seat) => mne.eventsFor(events, seat as mne.ViewerSeat),
      winner: (s) => mne.result(s)?.winner ?? null,
    },
    options,
  );
}

/** MoF players are the state's seats in order; the winner is the seat of the winning team. */
const MOF_PLAYERS = {
  seats: (s: mof.MofState) => s.seats,
  viewFor: mof.viewFor,
  eventsFor: mof.eventsFor,
  winner: (s: mof.MofState) => {
    const w = mof.result(s).winner;
    return w === null ? null : (s.teams[w]?.seat ?? null);
  },
};

/**
 * `setupData` arrives as JSON (from a lobby or a server), so a data set of its own is checked here:
 * the engine creates matches only from the default set or one `validateData` returned.
 */
function withCheckedData<T extends { data?: mof.MofData }>(setup: T): T {
  return setup.data === undefined ? setup : { ...setup, data: mof.validateData(setup.data) };
}

/** A stand-alone Masters of Football match for 2 players ('0' home, '1' away). */
export function mofGame(
  options?: AdapterOptions,
): BoardgameIoGame<mof.MofState, mof.MofView, mof.MofEvent, mof.MatchSetup> {
  return toBoardgameIo(
    {
      game: mof.game,
      minPlayers: 2,
      maxPlayers: 2,
      setup: (data, _n, seed) => withCheckedData({ ...data, seed }),
      ...MOF_PLAYERS,
    },
    options,
  );
}

/** A Masters of Football championship for 2–8 players; seat i is player 'i'. Its name is 'mof-championship'. */
export function mofChampionshipGame(
  options?: AdapterOptions,
): BoardgameIoGame<mof.MofState, mof.MofView, mof.MofEvent, mof.ChampionshipSetup> {
  return toBoardgameIo(
    {
      game: mof.championshipGame,
      name: 'mof-championship',
      minPlayers: 2,
      maxPlayers: 8,
      setup: (data, n, seed) => {
        if (data.seats !== undefined && (!Array.isArray(data.seats) || data.seats.length !== n)) {
          throw new RuleError('INVALID_SETUP', `setupData.seats must list ${n} seats, one for each player.`, 'seats');
        }
        return withCheckedData({ seats: Array.from({ length: n }, (_, i) => `p${i}`), ...data, seed });
      },
      ...MOF_PLAYERS,
    },
    options,
  );
}
