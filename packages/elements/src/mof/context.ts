import { createContext } from '@lit/context';
import type { MofAction, MofView } from '@pitchside/engine/mof';
import type { MatchContext } from '../shared/context.js';

/**
 * Provided by `<mof-match>` and `<mof-championship>` to the MoF elements inside them. The view is
 * the whole game as the viewing seat may see it (a stand-alone match or a championship); the
 * elements show its active match (`view.matches[view.active]`).
 */
export const mofMatchContext = createContext<MatchContext<MofView, MofAction>>(Symbol.for('pitchside.mof-match'));
