import { createContext } from '@lit/context';
import type { MofAction, MofEvent, MofView } from '@pitchside/engine/mof';
import type { GameSnapshot } from '../shared/game-source.js';

/**
 * What `<mof-match>` and `<mof-championship>` provide to the MoF elements inside them
 * (`<mof-match-wheel>`, `<mof-league-table>`, `<mof-decision>`, a nested `<mof-match>`): the game as
 * the viewing seat may see it (a stand-alone match or a championship; elements show its active
 * match, `view.matches[view.active]`), who that seat is, what it may do now, and how to ask for it.
 *
 * It is the shared `GameSnapshot` (see `shared/game-source.ts`: a local game or one the page drives)
 * with `dispatch`; its `seat` is any string: a championship's seats are the persons' ids
 * (`p1`…`p8`), not only `home` / `away`.
 */
export type MofGameContext = GameSnapshot<MofView, MofAction, MofEvent>;

export const mofMatchContext = createContext<MofGameContext | undefined>(Symbol.for('pitchside.mof-match'));
