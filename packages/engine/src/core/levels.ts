/**
 * Named bot levels, one table for both games: each level is a bot and its budget, calibrated by
 * seeded tournaments against the greedy bot (docs/bots.md has the Elo table). Data, not code:
 * `levelBot` reads a level's row and builds it from the bots a game gives it (mne/levels.ts,
 * mof/levels.ts), checking the seed and options once for both games.
 */
import type { Bot } from './bots.js';
import { RuleError } from './errors.js';
import type { SearchOptions } from './mcts.js';
import { Rng, seedRng } from './rng.js';

/** The levels, weakest first. */
export const BOT_LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Earlier names of the levels, still accepted: the greedy bot and the search bot. */
export const BOT_LEVEL_ALIASES: Readonly<Record<string, BotLevel>> = Object.freeze({
  greedy: 'normal',
  search: 'hard',
});

/** How a level plays one game. */
export interface LevelSpec {
  readonly bot: 'greedy' | 'search';
  /** Greedy: the share of decisions played at random instead (the level's mistakes). */
  readonly mistakes?: number;
  /** Search: playouts per decision (a budget in playouts keeps a seeded bot reproducible). */
  readonly playouts?: number;
  /** Search: the rollout policy. */
  readonly rollout?: 'random' | 'greedy';
  /** Search: progressive bias towards the greedy bot's move (`SearchOptions.bias`). */
  readonly bias?: number;
  /** Search: the tree also branches on what both seats see after each action (`SearchOptions.observe`). */
  readonly observe?: boolean;
  /** Search: rollouts cut after this many actions, the reward estimating the rest. */
  readonly maxRolloutActions?: number;
  /** Search (MNE): also weigh building up with each player card that has an immediate effect. */
  readonly cardPlacements?: boolean;
}

/** How a level plays Masters of Football: its rollouts may also be 'odds' (mof/odds-rollout.ts). */
export interface MofLevelSpec extends Omit<LevelSpec, 'rollout'> {
  readonly rollout?: 'random' | 'greedy' | 'odds';
  /** Search: the bias favours the tactic card the kick-off odds choose (mof/kick-off-odds.ts). */
  readonly tacticBias?: boolean;
}

/** The search options of a search level (its budget, bias and rollout cut). */
export function levelSearchOptions(spec: LevelSpec | MofLevelSpec): {
  playouts?: number;
  bias?: number;
  observe?: boolean;
  maxRolloutActions?: number;
} {
  return {
    ...(spec.playouts !== undefined ? { playouts: spec.playouts } : {}),
    ...(spec.bias !== undefined ? { bias: spec.bias } : {}),
    ...(spec.observe !== undefined ? { observe: spec.observe } : {}),
    ...(spec.maxRolloutActions !== undefined ? { maxRolloutActions: spec.maxRolloutActions } : {}),
  };
}

export type LevelGame = 'mne' | 'mof';

/**
 * The level table. Scores against greedy (a draw counts half) measured by `bench/tournament.mjs`;
 * see docs/bots.md. Expert is the strongest search found that still decides within about a second
 * per move in a browser's worker on a slow machine.
 */
export const LEVEL_TABLE: Readonly<Record<BotLevel, { readonly mne: LevelSpec; readonly mof: MofLevelSpec }>> =
  deepFreeze({
    easy: { mne: { bot: 'greedy', mistakes: 0.35 }, mof: { bot: 'greedy', mistakes: 0.75 } },
    normal: { mne: { bot: 'greedy' }, mof: { bot: 'greedy' } },
    hard: {
      mne: { bot: 'search', playouts: 50, rollout: 'greedy' },
      mof: { bot: 'search', playouts: 100, rollout: 'random' },
    },
    expert: {
      mne: { bot: 'search', playouts: 200, rollout: 'greedy', bias: 0.5, maxRolloutActions: 40, cardPlacements: true },
      mof: { bot: 'search', playouts: 400, rollout: 'odds', bias: 0.5, observe: true, tacticBias: true },
    },
  });

/**
 * The level `name` stands for (a level or an alias); a RuleError `UNKNOWN_LEVEL` for anything else.
 */
export function resolveLevel(name: unknown, fn = 'botForLevel'): BotLevel {
  if (typeof name === 'string') {
    if ((BOT_LEVELS as readonly string[]).includes(name)) return name as BotLevel;
    const alias = Object.hasOwn(BOT_LEVEL_ALIASES, name) ? BOT_LEVEL_ALIASES[name] : undefined;
    if (alias) return alias;
  }
  const shown = typeof name === 'string' ? JSON.stringify(name) : String(name);
  throw new RuleError(
    'UNKNOWN_LEVEL',
    `${fn}: level must be one of ${BOT_LEVELS.join(', ')} (or ${Object.keys(BOT_LEVEL_ALIASES).join(', ')}), got ${shown}.`,
    'level',
  );
}

/** How `level` (a level or an alias) plays `game`. */
export function levelSpec(game: 'mne', level: string): LevelSpec;
export function levelSpec(game: 'mof', level: string): MofLevelSpec;
export function levelSpec(game: LevelGame, level: string): LevelSpec | MofLevelSpec;
export function levelSpec(game: LevelGame, level: string): LevelSpec | MofLevelSpec {
  return LEVEL_TABLE[resolveLevel(level, 'levelSpec')][game];
}

export interface LevelOptions {
  /** A time cap per decision for the search levels, in milliseconds (then choices depend on speed). */
  timeMs?: number;
}

/**
 * What a game gives `levelBot`: its bots, made from a seed. `search` builds the search bot of a
 * level's row with the options given (seed, budget, bias, rollout cut, time cap); it is passed in,
 * not imported here, so a page importing the level names does not download the search.
 */
export interface LevelBots<S, A, Spec extends LevelSpec | MofLevelSpec = LevelSpec> {
  readonly game: LevelGame;
  greedy(seed: number | string): Bot<S, A>;
  random(seed: number | string): Bot<S, A>;
  search(spec: Spec, options: SearchOptions & { seed: number | string }): Bot<S, A>;
}

/**
 * The bot of `level` (`easy`, `normal`, `hard`, `expert`, or the older names `greedy` and `search`)
 * for one game, seeded: with no `timeMs` the same seed makes the same choices. A RuleError
 * `UNKNOWN_LEVEL` for another name, `INVALID_ARGUMENT` for a bad seed or options.
 */
export function levelBot<S, A, Spec extends LevelSpec | MofLevelSpec>(
  bots: LevelBots<S, A, Spec>,
  level: string,
  seed: number | string = 0,
  options: LevelOptions = {},
): Bot<S, A> {
  const fn = 'botForLevel';
  // (the row of `bots.game`: the spec type its bots take)
  const spec = LEVEL_TABLE[resolveLevel(level, fn)][bots.game] as Spec;
  // null stands for no options, as it always did for MoF.
  const given: unknown = options ?? {};
  if (typeof given !== 'object' || given === null)
    throw new RuleError('INVALID_ARGUMENT', `${fn}: options must be an object, got ${String(given)}.`, 'options');
  const { timeMs } = given as LevelOptions;
  if (timeMs !== undefined && (typeof timeMs !== 'number' || !Number.isFinite(timeMs)))
    throw new RuleError(
      'INVALID_ARGUMENT',
      `${fn}: options.timeMs must be a finite number, got ${String(timeMs)}.`,
      'options.timeMs',
    );
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed)))
    throw new RuleError('INVALID_ARGUMENT', `${fn}: seed must be a number or a string, got ${String(seed)}.`, 'seed');
  if (spec.bot === 'greedy') return withMistakes(bots.greedy(seed), bots.random(`${seed}:r`), spec.mistakes ?? 0, seed);
  return bots.search(spec, { seed, ...levelSearchOptions(spec), ...(timeMs !== undefined ? { timeMs } : {}) });
}

/**
 * `main`, except that a share `rate` of its decisions go to `random` instead (a weaker level's
 * mistakes); the coin is drawn from its own seeded RNG, so the bot stays reproducible.
 */
export function withMistakes<S, A>(main: Bot<S, A>, random: Bot<S, A>, rate: number, seed: number | string): Bot<S, A> {
  if (rate <= 0) return main;
  const rng = new Rng(seedRng(`mistakes:${seed}`));
  return (state) => (rng.next() < rate ? random(state) : main(state));
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}
