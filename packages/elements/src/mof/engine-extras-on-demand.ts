import { OnDemand } from '../shared/on-demand.js';

/** The module `engine-extras.ts`, downloaded the first time an element asks for it. */
export const engineExtras = new OnDemand(() => import('./engine-extras.js'));
