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
 * Nothing here imports boardgame.io; see adapter.ts for how moves, turns, views and seeds map.
 */
import * as mne from '../mne/index.js';
import * as mof from '../mof/index.js';
import { toBoardgameIo, type BoardgameIoGame } from './adapter.js';

export { toBoardgameIo, INVALID_MOVE, type BoardgameIoGame, type AdapterSpec, type BgioContext } from './adapter.js';

const MNE_SEATS = ['home', 'away'] as const;

/** Magic Number Eleven for 2 players. `setupData` may carry any engine setup (seed, cards, shootout…). */
export function mneGame(): BoardgameIoGame<mne.MneState, mne.MneView, mne.MneSetup> {
  return toBoardgameIo({
    game: mne.game,
    minPlayers: 2,
    maxPlayers: 2,
    setup: (data, _n, seed) => ({ seed, ...data }),
    seatOf: (_s, id) => MNE_SEATS[Number(id)],
    playerOf: (_s, seat) => String(MNE_SEATS.indexOf(seat as mne.Seat)),
    viewFor: (s, seat) => mne.viewFor(s, seat as mne.ViewerSeat),
    winner: (s) => mne.result(s)?.winner ?? null,
  });
}

/** MoF players are the state's seats in order; the winner is the seat of the winning team. */
const MOF_PLAYERS = {
  seatOf: (s: mof.MofState, id: string) => s.seats[Number(id)],
  playerOf: (s: mof.MofState, seat: string) => String(s.seats.indexOf(seat)),
  viewFor: mof.viewFor,
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
export function mofGame(): BoardgameIoGame<mof.MofState, mof.MofView, mof.MatchSetup> {
  return toBoardgameIo({
    game: mof.game,
    minPlayers: 2,
    maxPlayers: 2,
    setup: (data, _n, seed) => withCheckedData({ seed, ...data }),
    ...MOF_PLAYERS,
  });
}

/** A Masters of Football championship for 2–8 players; seat i is player 'i'. */
export function mofChampionshipGame(): BoardgameIoGame<mof.MofState, mof.MofView, mof.ChampionshipSetup> {
  return toBoardgameIo({
    game: mof.championshipGame,
    minPlayers: 2,
    maxPlayers: 8,
    setup: (data, n, seed) => withCheckedData({ seed, seats: Array.from({ length: n }, (_, i) => `p${i}`), ...data }),
    ...MOF_PLAYERS,
  });
}
