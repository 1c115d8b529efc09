/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse
 * 2012), written once for every game. Each iteration:
 *
 * 1. determinize: sample a full state consistent with what the searching seat can see (the game
 *    supplies `determinize`; it also reseeds the state's RNG so future dice and draws are unknown);
 * 2. select: walk the tree from the root by UCB1 over the actions that are legal in this
 *    determinization, counting each legal child's availability (ISUCT: `ln(avail) / visits`);
 * 3. expand one untried legal action;
 * 4. roll out with a fast policy until the game ends or `maxRolloutActions`, then score the state
 *    with `reward` (in [0, 1] for a seat: 1 win, 0.5 draw, 0 loss, or a heuristic for a cut-off);
 * 5. back the reward up each edge, from the viewpoint of the seat that chose it.
 *
 * Every seat's decisions are nodes of the one tree (the opponent's moves are searched too, from
 * the same determinizations). The search draws all its randomness from its own seeded `Rng`, so with
 * a budget in playouts a bot's choices are reproducible; a budget in milliseconds is not.
 */
import type { Bot } from './bots.js';
import type { GameAction, InPlaceStepper } from './game.js';
import { Rng, seedRng } from './rng.js';

/** What the search needs from a game. */
export interface SearchGame<S, A extends GameAction> {
  legalActions(state: S): A[];
  applyAction(state: S, action: A): { state: S };
  /** The game's in-place path: when given, each playout copies its determinization once and plays on it. */
  inPlace?: InPlaceStepper<S, A>;
  /** The seat to act, or null when the game is over. */
  currentSeat(state: S): string | null;
  /**
   * The value of `state` for `seat`, in [0, 1]: the result when the game is over, otherwise an
   * estimate (used when a rollout is cut off).
   */
  reward(state: S, seat: string): number;
  /** A stable key for an action (equal actions, equal keys), e.g. `JSON.stringify`. */
  actionKey(action: A): string;
  /**
   * A state `seat` cannot tell apart from `state`: every hidden part (opponent's hand, stack
   * order, the RNG, face-down choices) resampled with `rng`. Must not mutate `state`.
   */
  determinize(state: S, seat: string, rng: Rng): S;
  /** The rollout policy, made once per search from a seed. */
  rolloutBot(seed: number): Bot<S, A>;
  /**
   * The actions worth searching among the legal ones (e.g. no substitutions mid-turn); default all.
   * Must return a non-empty subset of `legal` when `legal` is non-empty.
   */
  candidates?(state: S, legal: A[]): A[];
  /**
   * A decision the search leaves to a fixed policy (e.g. a draft pick or a penalty direction, where
   * a mixed or simple rule does as well): return the action, or undefined to search.
   */
  preset?(state: S): A | undefined;
  /**
   * Called after every playout with the root action it tried (undefined when the root had nothing
   * to try) and the state it ended in: a tool's own per-action statistics (the coach's goal difference).
   */
  playoutEnded?(rootAction: A | undefined, final: S): void;
  /**
   * The action a fast policy would play (e.g. the greedy bot's): with `SearchOptions.bias`, the
   * search tries it first and favours it (progressive bias), so it leaves that move only on evidence.
   */
  favoured?(state: S, legal: A[]): A | undefined;
  /**
   * What every seat sees of `state` that the actions alone do not say (who acts, the dice just
   * rolled, the score): with `SearchOptions.observe`, the same actions followed by different
   * observations lead to different nodes, so a decision is not averaged with unlike ones.
   */
  observe?(state: S): string;
  /**
   * Whether a rollout may stop at `state` and `reward` value the rest (an evaluation the game trusts
   * from there on, e.g. an exact chance of winning once only dice are left). Default: never.
   */
  rolloutDone?(state: S): boolean;
}

export interface SearchOptions {
  /** Playouts per decision (deterministic budget). Default 200. */
  playouts?: number;
  /** Stop after this many milliseconds as well (whichever comes first); not reproducible. */
  timeMs?: number;
  /**
   * The clock `timeMs` is measured on, in milliseconds. Default `performance.now()` (or
   * `Date.now()`); a host may pass its own (a test, a step clock).
   */
  clock?: () => number;
  /** Seed of the search's own RNG. */
  seed?: number | string;
  /** UCB1 exploration constant. Default 0.7. */
  exploration?: number;
  /** Rollouts stop after this many actions and `reward` estimates the rest. Default unlimited. */
  maxRolloutActions?: number;
  /**
   * Progressive bias towards the game's `favoured` action: `bias / (visits + 1)` added to its UCB
   * score. Default 0 (no bias, and `favoured` is not asked).
   */
  bias?: number;
  /** Branch the tree on the game's `observe` after each action. Default false. */
  observe?: boolean;
}

export interface SearchStats<A> {
  action: A;
  playouts: number;
  /** Root actions with their visits and mean reward for the acting seat, most visited first. */
  children: { action: A; visits: number; value: number }[];
}

interface Edge<A> {
  action: A;
  /** The node after this action (made when first reached); with observations, one per observation. */
  child?: TreeNode<A>;
  children?: Map<string, TreeNode<A>>;
  visits: number;
  total: number;
  avail: number;
  /** The progressive bias of this edge (non-zero for the favoured action). */
  bias: number;
}

interface TreeNode<A> {
  edges: Map<string, Edge<A>>;
}

const newNode = <A>(): TreeNode<A> => ({ edges: new Map() });

/** A search in progress: `run(n)` adds up to n playouts; `result()` gives the choice so far. */
export interface Search<A> {
  /** Runs at most `n` more playouts within the budget; returns how many it ran. */
  run(n: number): number;
  /** True once the playout budget or the time budget is spent (or there was nothing to choose). */
  readonly done: boolean;
  result(): SearchStats<A>;
}

/**
 * Starts a search from `state` for the seat to act, to run in slices (e.g. between animation
 * frames on a page's main thread). The same `rng`, options and state give the same choice however
 * the playouts are sliced. `rng` is consumed (determinizations, expansion order, rollout seeds).
 */
export function createSearch<S, A extends GameAction>(
  game: SearchGame<S, A>,
  state: S,
  options: SearchOptions,
  rng: Rng,
): Search<A> {
  const seat = game.currentSeat(state);
  if (seat === null) throw new Error('ismcts: the game is over');
  const rootLegal = candidatesOf(game, state, game.legalActions(state));
  if (rootLegal.length === 0) throw new Error('ismcts: no legal action');
  const budget = rootLegal.length === 1 ? 0 : (options.playouts ?? (options.timeMs !== undefined ? Infinity : 200));
  const clock = options.clock ?? now;
  const deadline = options.timeMs !== undefined ? clock() + options.timeMs : Infinity;
  const c = options.exploration ?? 0.7;
  const maxRollout = options.maxRolloutActions ?? Infinity;
  const bias = game.favoured ? (options.bias ?? 0) : 0;
  const observe = options.observe && game.observe ? game.observe.bind(game) : null;
  /** The node after `e` in `s` (the state after its action). */
  const nodeAfter = (e: Edge<A>, s: S): TreeNode<A> => {
    if (!observe) return (e.child ??= newNode());
    const key = observe(s);
    const children = (e.children ??= new Map());
    let n = children.get(key);
    if (!n) children.set(key, (n = newNode()));
    return n;
  };
  const rollout = budget > 0 ? game.rolloutBot(rng.nextUint32()) : null;
  const root = newNode<A>();
  const pathEdges: Edge<A>[] = [];
  const pathSeats: string[] = [];
  let playouts = 0;
  const outOfTime = () => deadline !== Infinity && clock() >= deadline;

  const inPlace = game.inPlace;
  /** The state after `a`: the same object changed in place when the game can, else a new one. */
  const play = (s: S, a: A, seat: string): S => {
    if (!inPlace) return game.applyAction(s, a).state;
    inPlace.advance(s, a, seat);
    return s;
  };

  function playout(): void {
    let s = game.determinize(state, seat as string, rng);
    if (inPlace) s = inPlace.own(s);
    let node = root;
    pathEdges.length = 0;
    pathSeats.length = 0;
    // Selection and expansion.
    for (;;) {
      const toAct = game.currentSeat(s);
      if (toAct === null) break;
      const legal = candidatesOf(game, s, game.legalActions(s));
      let untried: A[] | null = null;
      let bestEdge: Edge<A> | null = null;
      const available: Edge<A>[] = [];
      for (const a of legal) {
        const edge = node.edges.get(game.actionKey(a));
        if (edge) available.push(edge);
        else (untried ??= []).push(a);
      }
      if (untried) {
        // The favoured action first (when biased), else a random untried one.
        let a = untried[rng.int(untried.length)] as A;
        let edgeBias = 0;
        if (bias > 0) {
          const f = (game.favoured as NonNullable<typeof game.favoured>)(s, legal);
          const key = f === undefined ? null : game.actionKey(f);
          if (key !== null && !node.edges.has(key)) {
            a = untried.find((u) => game.actionKey(u) === key) ?? a;
            if (game.actionKey(a) === key) edgeBias = bias;
          }
        }
        const edge: Edge<A> = { action: a, visits: 0, total: 0, avail: 1, bias: edgeBias };
        for (const e of available) e.avail++;
        node.edges.set(game.actionKey(a), edge);
        pathEdges.push(edge);
        pathSeats.push(toAct);
        s = play(s, a, toAct);
        break;
      }
      let bestScore = -Infinity;
      for (const e of available) {
        e.avail++;
        const score = e.total / e.visits + c * Math.sqrt(Math.log(e.avail) / e.visits) + e.bias / (e.visits + 1);
        if (score > bestScore) {
          bestScore = score;
          bestEdge = e;
        }
      }
      const chosen = bestEdge as Edge<A>;
      pathEdges.push(chosen);
      pathSeats.push(toAct);
      // Apply the action as legal in this determinization (equal key, possibly another object).
      s = play(s, chosen.action, toAct);
      node = nodeAfter(chosen, s);
    }
    // Rollout. A time budget also ends it (checked every 32 actions, so a long rollout — a MoF
    // championship's — cannot overrun the budget); `reward` then estimates the rest, as after
    // `maxRolloutActions`, and the search stops after this playout.
    for (let n = 0; n < maxRollout; n++) {
      const toAct = game.currentSeat(s);
      if (toAct === null) break;
      if ((n & 31) === 31 && outOfTime()) break;
      if (game.rolloutDone?.(s)) break;
      s = play(s, (rollout as Bot<S, A>)(s), toAct);
    }
    // Backpropagation: each seat's reward once.
    let lastSeat = '';
    let lastReward = 0;
    for (let i = 0; i < pathEdges.length; i++) {
      const who = pathSeats[i] as string;
      if (who !== lastSeat) {
        lastSeat = who;
        lastReward = game.reward(s, who);
      }
      const e = pathEdges[i] as Edge<A>;
      e.visits++;
      e.total += lastReward;
    }
    game.playoutEnded?.(pathEdges[0]?.action, s);
    playouts++;
  }

  let stopped = false;
  return {
    run(n) {
      let ran = 0;
      while (ran < n && playouts < budget && !stopped) {
        if (outOfTime()) stopped = true;
        else {
          playout();
          ran++;
        }
      }
      return ran;
    },
    get done() {
      return stopped || playouts >= budget || outOfTime();
    },
    result() {
      const children = rootLegal
        .map((action) => {
          const e = root.edges.get(game.actionKey(action));
          return { action, visits: e?.visits ?? 0, value: e && e.visits > 0 ? e.total / e.visits : 0 };
        })
        // Most visited; ties by value; a stable sort keeps the legal order otherwise.
        .sort((x, y) => y.visits - x.visits || y.value - x.value);
      return { action: (children[0] as { action: A }).action, playouts, children };
    },
  };
}

/** Runs one whole search from `state` for the seat to act (see `createSearch`). */
export function ismcts<S, A extends GameAction>(
  game: SearchGame<S, A>,
  state: S,
  options: SearchOptions,
  rng: Rng,
): SearchStats<A> {
  const search = createSearch(game, state, options, rng);
  while (!search.done) search.run(64);
  return search.result();
}

/** A bot that searches every decision with `ismcts`; its RNG lives across calls (seeded once). */
export function searchBot<S, A extends GameAction>(game: SearchGame<S, A>, options: SearchOptions = {}): Bot<S, A> {
  const rng = new Rng(seedRng(options.seed ?? 0));
  return (state) => {
    const preset = game.preset?.(state);
    if (preset !== undefined) return preset;
    return ismcts(game, state, options, rng).action;
  };
}

/**
 * The same bot as `searchBot`, for a page's main thread: the search runs in slices of `slice`
 * playouts and `yieldToPage` (e.g. `() => new Promise(r => setTimeout(r))`) runs between them, so
 * the page keeps answering. It makes the same choices as `searchBot` with the same options.
 */
export function sliceSearchBot<S, A extends GameAction>(
  game: SearchGame<S, A>,
  options: SearchOptions,
  yieldToPage: () => Promise<void>,
  slice = 16,
): (state: S) => Promise<A> {
  const rng = new Rng(seedRng(options.seed ?? 0));
  return async (state) => {
    const preset = game.preset?.(state);
    if (preset !== undefined) return preset;
    const search = createSearch(game, state, options, rng);
    while (!search.done) {
      search.run(slice);
      if (!search.done) await yieldToPage();
    }
    return search.result().action;
  };
}

function candidatesOf<S, A extends GameAction>(game: SearchGame<S, A>, s: S, legal: A[]): A[] {
  return game.candidates && legal.length > 1 ? game.candidates(s, legal) : legal;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
