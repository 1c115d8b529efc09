/**
 * Balance simulation for publishers: plays seeded bot-vs-bot matches of either game and gathers
 * what a designer asks about — results by seat, goals, home advantage, how often the rare rules fire
 * (MNE: the Magic Number, Ball Out, penalties) and how each card (MNE) or player and action card
 * (MoF) is used and how it goes with winning. No Node APIs here: the report functions run anywhere.
 */
import type { Bot } from '../core/bots.js';
import * as mne from '../mne/index.js';
import * as mof from '../mof/index.js';

export type GameId = 'mne' | 'mof';
export type BotName = 'random' | 'greedy' | 'search';
export const BOT_NAMES: readonly BotName[] = ['random', 'greedy', 'search'];

export interface SimulateOptions {
  game: GameId;
  games: number;
  seed: number | string;
  /** Bots for home and away. */
  bots: [BotName, BotName];
  /** Playouts per decision for search bots (default: the game's default budget). */
  playouts?: number;
  /** MNE: publisher data (any of cards, synergy, board, track); MoF: a whole `MofData`. */
  data?: unknown;
}

/** A card's (or player's) record over the simulation. */
export interface UsageRow {
  id: string;
  name: string;
  /** Matches in which a team used it (MNE: placed or played; MoF: fielded or played). */
  matches: number;
  /** Times used in all. */
  uses: number;
  /** Points (win 1, draw ½) of the teams that used it, per match used (null if never used). */
  scoreWith: number | null;
  /** The same for the teams that could have used it and did not (null if none). */
  scoreWithout: number | null;
  /** How many team-matches `scoreWithout` is taken over. */
  matchesWithout: number;
  /**
   * Half the width of a 95% interval around the contribution (`scoreWith − scoreWithout`): a normal
   * approximation with the Agresti–Caffo adjustment; null unless both scores rest on two or more
   * team-matches.
   */
  margin: number | null;
}

/** Points of a group of team-matches: how many, their sum and their sum of squares. */
export interface Points {
  n: number;
  sum: number;
  squares: number;
}

const addPoints = (p: Points, pts: number) => {
  p.n++;
  p.sum += pts;
  p.squares += pts * pts;
};

/**
 * The variance of a group's mean score, with one win and one loss added to the group first (the
 * Agresti–Caffo adjustment): without them, a small group whose teams all lost would have no variance
 * and look certain. Null for fewer than two team-matches.
 */
function meanVariance(p: Points): number | null {
  if (p.n < 2) return null;
  const n = p.n + 2;
  const mean = (p.sum + 1) / n;
  return Math.max(0, (p.squares + 1 - n * mean * mean) / (n - 1)) / n;
}

/** Half the width of the 95% interval around `with − without` (null unless each has two team-matches). */
export function contributionMargin(withUse: Points, without: Points): number | null {
  const a = meanVariance(withUse);
  const b = meanVariance(without);
  return a === null || b === null ? null : 1.96 * Math.sqrt(a + b);
}

export interface SimulationReport {
  game: GameId;
  options: {
    games: number;
    seed: number | string;
    bots: [BotName, BotName];
    playouts: number | null;
    customData: boolean;
  };
  matches: number;
  results: { homeWins: number; draws: number; awayWins: number };
  /** Home's points per match (win 1, draw ½) with a 95% normal-approximation interval. */
  homeScore: { mean: number; low: number; high: number };
  /** Total goals per match → matches. */
  goalsHistogram: Record<number, number>;
  goalsPerMatch: number;
  /** Counts of notable events over all matches (e.g. 'Magic Number (Wonder Goal)'). */
  events: { label: string; short: string; count: number; perMatch: number }[];
  /** Card tables: title → rows, most used first. */
  tables: { title: string; rows: UsageRow[] }[];
  actionsPerMatch: number;
}

export type Progress = (done: number, total: number) => void;

type Winner = 'home' | 'away' | null;

/** Points for one team: 1 win, ½ draw, 0 loss. */
const points = (winner: Winner, seat: 'home' | 'away') => (winner === null ? 0.5 : winner === seat ? 1 : 0);

/** One team's use of a card table in one match: what it used (with repeats) and what it could have. */
export interface TeamUsage {
  used: string[];
  available: string[];
  points: number;
}

/**
 * What one match adds to the report. Small and cloneable: a worker thread sends it to the thread
 * that writes the report, which adds the matches up in seed order (so the report does not depend on
 * how many threads played them).
 */
export interface MatchSummary {
  winner: Winner;
  goals: number;
  actions: number;
  /** Counts of the game's notable events in this match, in the order of its labels. */
  events: number[];
  /** Per card table, each team's usage. */
  usage: TeamUsage[][];
}

class UsageTable {
  private rows = new Map<string, { name: string; uses: number; with: Points; without: Points }>();
  constructor(private readonly names: Map<string, string>) {}
  /** One team's match: the cards it used (with multiplicity) and the cards it could have used. */
  add({ used, available, points: pts }: TeamUsage): void {
    const counts = new Map<string, number>();
    for (const id of used) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const [id, n] of counts) {
      const r = this.row(id);
      r.uses += n;
      addPoints(r.with, pts);
    }
    for (const id of available) if (!counts.has(id)) addPoints(this.row(id).without, pts);
  }
  private row(id: string) {
    let r = this.rows.get(id);
    if (!r) {
      const none = (): Points => ({ n: 0, sum: 0, squares: 0 });
      this.rows.set(id, (r = { name: this.names.get(id) ?? id, uses: 0, with: none(), without: none() }));
    }
    return r;
  }
  result(): UsageRow[] {
    return [...this.rows]
      .map(([id, r]) => {
        return {
          id,
          name: r.name,
          matches: r.with.n,
          uses: r.uses,
          scoreWith: r.with.n > 0 ? r.with.sum / r.with.n : null,
          scoreWithout: r.without.n > 0 ? r.without.sum / r.without.n : null,
          matchesWithout: r.without.n,
          margin: contributionMargin(r.with, r.without),
        };
      })
      .sort((a, b) => b.uses - a.uses || a.id.localeCompare(b.id));
  }
}

function interval(values: number[]): { mean: number; low: number; high: number } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const variance = n > 1 ? values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / Math.max(1, n));
  return { mean, low: Math.max(0, mean - half), high: Math.min(1, mean + half) };
}

function mneBot(name: BotName, seed: string, playouts?: number): Bot<mne.MneState, mne.MneAction> {
  if (name === 'random') return mne.randomBot(seed);
  if (name === 'greedy') return mne.greedyBot(seed);
  return mne.searchBot({ seed, ...(playouts ? { playouts } : {}) });
}

function mofBot(name: BotName, seed: string, playouts?: number): Bot<mof.MofState, mof.MofAction> {
  if (name === 'random') return mof.randomBot(seed);
  if (name === 'greedy') return mof.greedyBot();
  return mof.searchBot({ seed, ...(playouts ? { playouts } : {}) });
}

/** Given the record of match `g` (0-based), as text, when the caller asked for records. */
export type RecordSink = (g: number, record: string) => void;

/** Runs the simulation in this thread; `onProgress` is called after each match. */
export function simulate(o: SimulateOptions, onProgress?: Progress, onRecord?: RecordSink): SimulationReport {
  const players = matchPlayer(o);
  const tally = new SimulationTally(o, players.describe());
  for (let g = 0; g < o.games; g++) {
    const m = players.play(g, onRecord !== undefined);
    if (m.record !== undefined) onRecord?.(g, m.record);
    tally.add(m.summary);
    onProgress?.(g + 1, o.games);
  }
  return tally.report();
}

/** What a report is made of besides the matches: the game's event labels and card tables. */
export interface SimulationLayout {
  events: { label: string; short: string }[];
  tables: { title: string; names: [string, string][] }[];
}

/**
 * Plays the matches of a simulation one at a time, by number: match `g` depends only on the
 * options and `g`, so any thread can play any match. Checks the publisher's data once, when made.
 */
export interface MatchPlayer {
  describe(): SimulationLayout;
  play(g: number, withRecord: boolean): { summary: MatchSummary; record?: string };
}

export function matchPlayer(o: SimulateOptions): MatchPlayer {
  return o.game === 'mne' ? gamePlayer(o, mneSimulation(o)) : gamePlayer(o, mofSimulation(o));
}

/**
 * Adds matches up into a report. Matches must be added in seed order (0, 1, 2…): the report's
 * floating-point sums are then the same whoever played them.
 */
export class SimulationTally {
  private readonly results = { homeWins: 0, draws: 0, awayWins: 0 };
  private readonly goalsHistogram: Record<number, number> = {};
  private readonly homePoints: number[] = [];
  private goals = 0;
  private actions = 0;
  private readonly events: number[];
  private readonly tables: UsageTable[];
  constructor(
    private readonly o: SimulateOptions,
    private readonly layout: SimulationLayout,
  ) {
    this.events = layout.events.map(() => 0);
    this.tables = layout.tables.map((t) => new UsageTable(new Map(t.names)));
  }
  add(m: MatchSummary): void {
    if (m.winner === 'home') this.results.homeWins++;
    else if (m.winner === 'away') this.results.awayWins++;
    else this.results.draws++;
    this.homePoints.push(points(m.winner, 'home'));
    this.goals += m.goals;
    this.goalsHistogram[m.goals] = (this.goalsHistogram[m.goals] ?? 0) + 1;
    this.actions += m.actions;
    m.events.forEach((n, i) => (this.events[i] = (this.events[i] ?? 0) + n));
    m.usage.forEach((teams, i) => teams.forEach((team) => this.tables[i]?.add(team)));
  }
  report(): SimulationReport {
    const o = this.o;
    const matches = this.homePoints.length;
    const perMatch = (n: number) => n / Math.max(1, matches);
    return {
      game: o.game,
      options: {
        games: o.games,
        seed: o.seed,
        bots: o.bots,
        playouts: o.playouts ?? null,
        customData: o.data !== undefined,
      },
      matches,
      results: { ...this.results },
      homeScore: interval(this.homePoints),
      goalsHistogram: { ...this.goalsHistogram },
      goalsPerMatch: perMatch(this.goals),
      events: this.layout.events.map((e, i) => ({
        ...e,
        count: this.events[i] ?? 0,
        perMatch: perMatch(this.events[i] ?? 0),
      })),
      tables: this.layout.tables.map((t, i) => ({ title: t.title, rows: (this.tables[i] as UsageTable).result() })),
      actionsPerMatch: perMatch(this.actions),
    };
  }
}

/** The headers of a simulated match's record. */
function recordHeaders(o: SimulateOptions, g: number): Record<string, string> {
  return { Event: `pitchside simulate (${o.bots.join(' v ')})`, Round: String(g + 1) };
}

/**
 * What one game brings to a simulation: how to start and play a match, which events it counts and
 * which card tables it fills. `gamePlayer` does the rest (the move loop, the winner, the goals).
 */
interface GameSimulation<S, A, E> {
  createMatch(g: number): S;
  bots(g: number): Record<string, Bot<S, A>>;
  currentSeat(s: S): string | null;
  applyAction(s: S, a: A): { state: S; events: E[] };
  /** Starts a match: returns the listener its events go to. */
  startMatch(s: S): (e: E) => void;
  /** Told of each action before it is applied (who used what is read from the actions). */
  actionTaken?(seat: string, a: A): void;
  /** The record of match `g` (its actions, in order). */
  record(g: number, actions: A[]): string;
  /** Ends a match: its winner, total goals, event counts and both teams' card usage. */
  finishMatch(s: S): Omit<MatchSummary, 'actions'>;
  /** The event labels and card tables (names from a match's data). */
  layout(s: S): SimulationLayout;
}

function gamePlayer<S, A, E>(o: SimulateOptions, sim: GameSimulation<S, A, E>): MatchPlayer {
  return {
    describe: () => sim.layout(sim.createMatch(0)),
    play(g, withRecord) {
      let s = sim.createMatch(g);
      const bots = sim.bots(g);
      const listen = sim.startMatch(s);
      const played: A[] | null = withRecord ? [] : null;
      let actions = 0;
      for (let seat = sim.currentSeat(s); seat !== null; seat = sim.currentSeat(s)) {
        const bot = bots[seat];
        if (!bot) throw new Error(`${o.game} simulate: no bot for seat ${seat}`);
        const a = bot(s);
        sim.actionTaken?.(seat, a);
        played?.push(a);
        const r = sim.applyAction(s, a);
        s = r.state;
        actions++;
        for (const e of r.events) listen(e);
      }
      const summary = { ...sim.finishMatch(s), actions };
      return played ? { summary, record: sim.record(g, played) } : { summary };
    },
  };
}

/** Bots for both seats of match `g`, each seeded from the run's seed, the match and the seat. */
function seatBots<S, A>(o: SimulateOptions, g: number, make: (name: BotName, seed: string) => Bot<S, A>) {
  return { home: make(o.bots[0], `${o.seed}:${g}:home`), away: make(o.bots[1], `${o.seed}:${g}:away`) };
}

function mneSimulation(o: SimulateOptions): GameSimulation<mne.MneState, mne.MneAction, mne.MneEvent> {
  const raw = (o.data ?? {}) as Partial<Pick<mne.MneSetup, 'cards' | 'synergy' | 'board' | 'track'>>;
  // Checked once here: createMatch takes what the validators return without checking it again.
  const data = {
    ...raw,
    ...(raw.cards && { cards: mne.validateCards(raw.cards) }),
    ...(raw.synergy && { synergy: mne.validateSynergy(raw.synergy) }),
    ...(raw.board && { board: mne.validateBoard(raw.board) }),
    ...(raw.track && { track: mne.validateTrack(raw.track) }),
  };
  const noEvents = () => ({
    shots: 0,
    shotGoals: 0,
    wonder: 0,
    ballOut: 0,
    tackles: 0,
    penalties: 0,
    penaltyGoals: 0,
    shootouts: 0,
  });
  // This match's counts (a match is played from start to finish before the next starts).
  let ev = noEvents();
  let placed: Record<'home' | 'away', string[]> = { home: [], away: [] };
  let played: Record<'home' | 'away', string[]> = { home: [], away: [] };
  return {
    createMatch: (g) => mne.createMatch({ seed: `${o.seed}:${g}`, ...data }),
    bots: (g) => seatBots(o, g, (name, seed) => mneBot(name, seed, o.playouts)),
    record: (g, actions) => mne.toRecord({ setup: { seed: `${o.seed}:${g}` }, actions }, recordHeaders(o, g)),
    currentSeat: mne.game.currentSeat,
    applyAction: mne.game.applyAction,
    layout: (s) => ({
      events: [
        { label: 'Shots', short: 'Shots' },
        { label: 'Goals from shots', short: 'Goals' },
        { label: 'Magic Number (Wonder Goal, total 11)', short: 'Magic No.' },
        { label: 'Ball Out (total 12+)', short: 'Ball Out' },
        { label: 'Tackles', short: 'Tackles' },
        { label: 'Penalty Kicks', short: 'Penalties' },
        { label: 'Penalty Kicks scored', short: 'Pen. scored' },
        { label: 'Shootouts', short: 'Shootouts' },
      ],
      tables: [
        { title: 'Player cards (placed on the field)', names: s.data.cards.map((c) => [c.id, c.name]) },
        {
          title: 'Synergy cards (revealed in shots)',
          names: s.data.synergy.map((c) => [c.id, c.tackle ? 'Tackle' : `${c.stars}★`]),
        },
      ],
    }),
    startMatch() {
      ev = noEvents();
      placed = { home: [], away: [] };
      played = { home: [], away: [] };
      return (e) => {
        if (e.type === 'cardPlaced') placed[e.seat].push(e.card);
        else if (e.type === 'shotResolved') {
          ev.shots++;
          if (e.outcome === 'wonderGoal') ev.wonder++;
          if (e.outcome === 'ballOut') ev.ballOut++;
          if (e.outcome === 'tackle') ev.tackles++;
          if (e.outcome === 'goal' || e.outcome === 'wonderGoal') ev.shotGoals++;
          const defender = e.seat === 'home' ? 'away' : 'home';
          for (const c of e.attackCards) played[e.seat].push(c);
          for (const c of e.defenceCards ?? []) played[defender].push(c);
        } else if (e.type === 'penaltyResolved') {
          ev.penalties++;
          if (e.goal) ev.penaltyGoals++;
        } else if (e.type === 'shootoutStarted') ev.shootouts++;
      };
    },
    finishMatch(s) {
      const res = mne.result(s) as mne.MatchResult;
      const synergyIds = s.data.synergy.map((c) => c.id);
      const seats = ['home', 'away'] as const;
      return {
        winner: res.winner,
        goals: res.score.home + res.score.away,
        // In label order (see layout).
        events: [
          ev.shots,
          ev.shotGoals,
          ev.wonder,
          ev.ballOut,
          ev.tackles,
          ev.penalties,
          ev.penaltyGoals,
          ev.shootouts,
        ],
        usage: [
          seats.map((seat) => ({
            used: placed[seat],
            available: [...mne.squadOf(s, seat)],
            points: points(res.winner, seat),
          })),
          seats.map((seat) => ({ used: played[seat], available: synergyIds, points: points(res.winner, seat) })),
        ],
      };
    },
  };
}

function mofSimulation(o: SimulateOptions): GameSimulation<mof.MofState, mof.MofAction, mof.MofEvent> {
  // A publisher's data is checked once, then every match uses the checked set.
  const data = o.data ? mof.validateData(o.data) : undefined;
  const noEvents = () => ({ disallowed: 0, whistles: 0, skipped: 0, rerolls: 0, injury: 0 });
  // This match's counts (a match is played from start to finish before the next starts).
  let ev = noEvents();
  let fielded: [string[], string[]] = [[], []];
  let playedCards: [string[], string[]] = [[], []];
  // The cards each side held during the match (dealt, drawn on a swap, swapped away or played): a
  // card's "without" score counts the teams that held it and did not play it.
  let held: [Set<string>, Set<string>] = [new Set(), new Set()];
  let seats: (string | null)[] = [];
  const handOf = (s: mof.MofState, side: 0 | 1) =>
    (s.teams[(s.matches[0] as mof.MatchState).sides[side].team] as mof.TeamState).hand;
  return {
    createMatch: (g) => mof.createMatch({ seed: `${o.seed}:${g}`, ...(data ? { data } : {}) }),
    bots: (g) => seatBots(o, g, (name, seed) => mofBot(name, seed, o.playouts)),
    record: (g, actions) => mof.toRecord({ setup: { seed: `${o.seed}:${g}` }, actions }, recordHeaders(o, g)),
    currentSeat: mof.currentSeat,
    applyAction: mof.applyAction,
    layout: (s) => ({
      events: [
        { label: 'Goals', short: 'Goals' },
        { label: 'Goals disallowed', short: 'Disallowed' },
        { label: 'Whistles blown', short: 'Whistles' },
        { label: 'Turns skipped', short: 'Skipped' },
        { label: 'Dice re-rolled', short: 'Re-rolls' },
        { label: 'Injury time', short: 'Injury time' },
      ],
      tables: [
        { title: 'Players (fielded)', names: s.data.players.map((p) => [p.id, p.name]) },
        { title: 'Action cards (played)', names: s.data.cards.map((c) => [c.id, c.name]) },
      ],
    }),
    startMatch(s) {
      ev = noEvents();
      fielded = [[], []];
      playedCards = [[], []];
      held = [new Set(handOf(s, 0)), new Set(handOf(s, 1))];
      seats = (s.matches[0] as mof.MatchState).sides.map((sd) => s.teams[sd.team]?.seat ?? null);
      return (e) => {
        if (e.type === 'playersRevealed') {
          fielded[0].push(...e.home);
          fielded[1].push(...e.away);
        } else if (e.type === 'substitution') fielded[e.side].push(e.in);
        else if (e.type === 'goalDisallowed') ev.disallowed++;
        else if (e.type === 'whistleBlown') ev.whistles++;
        else if (e.type === 'turnSkipped') ev.skipped++;
        else if (e.type === 'injuryTime') ev.injury++;
        else if (e.type === 'diceRolled' && e.reroll !== undefined) ev.rerolls++;
      };
    },
    actionTaken(seat, a) {
      // By the manager who chose it: a card's events name the side it affects, not always the player's.
      const side = seats.indexOf(seat);
      if (side < 0) return;
      const card =
        a.type === 'playCard' || a.type === 'blowWhistle' || a.type === 'swapCard'
          ? a.card
          : 'source' in a && a.source !== 'ability' && a.source !== 'paid'
            ? a.source
            : null;
      if (card === null) return;
      held[side as 0 | 1].add(card);
      if (a.type !== 'swapCard') playedCards[side as 0 | 1].push(card);
    },
    finishMatch(s) {
      const res = mof.result(s);
      const score = res.score ?? [0, 0];
      const winner: Winner = res.winner === null ? null : res.winner === 0 ? 'home' : 'away';
      const m = s.matches[0] as mof.MatchState;
      const usage = ([0, 1] as const).map((side) => {
        const pts = points(winner, side === 0 ? 'home' : 'away');
        const team = s.teams[m.sides[side].team] as mof.TeamState;
        for (const id of handOf(s, side)) held[side].add(id);
        return [
          { used: [...new Set(fielded[side])], available: [...team.squad], points: pts },
          { used: playedCards[side], available: [...held[side]], points: pts },
        ];
      });
      const goals = score[0] + score[1];
      return {
        winner,
        goals,
        events: [goals, ev.disallowed, ev.whistles, ev.skipped, ev.rerolls, ev.injury],
        // Per table, both teams.
        usage: [0, 1].map((t) => usage.map((teams) => teams[t] as TeamUsage)),
      };
    },
  };
}
