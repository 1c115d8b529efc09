/**
 * The championship flow (rulebook: Championship Sequence, Game Setup, Academy, Transfer Market,
 * Winning the Game, Simultaneous Matches, Competition for 5–8 Persons). `runFlow` drives the
 * stages and the matches of each matchday up to the next decision; stage decisions (choosing a
 * manager, buying, academy keeps, releasing players, discarding cards) are applied here.
 */
import type { Ctx } from './rules/context.js';
import { without } from '../core/lists.js';
import { changeMoney as money, ownNewMatches, writableTeam } from './rules/context.js';
import { generator } from '../core/working-copy.js';
import { actionOf, type DataIndex } from './data/index.js';
import type { MatchState, MofAction, MofState, PlayerLevel, StandingRow, TeamState } from './types.js';
import { runMatch } from './match/flow.js';
import { newMatch } from './match/new-match.js';
import { dealActions, discardAction, discardPlayers, drawNearest } from './decks.js';
import {
  AFTER_SETUP_MONEY,
  INITIAL_ACTION_CARDS,
  initialHand,
  MAX_SQUAD,
  MIN_SQUAD,
  priceOf,
} from './rules/game-setup.js';
import { academyRolls, keepChoices, MAX_EXTRA_ROLLS, talentLevel, withinLimit } from './rules/academy.js';
import { MARKET_ACTION_CARDS, MARKET_HAND, MARKET_MONEY } from './rules/transfer-market.js';
import { ACADEMY_AFTER, FIXTURES, MARKET_AFTER, MATCHDAYS } from './rules/competition.js';
import { finalWinner, standingsFrom } from './rules/winning-the-game.js';
import { HAND_LIMIT } from './rules/action-cards.js';
import { rollGenius } from './rules/dice.js';
import { effectOf, moneyNeeded } from './rules/effects.js';
import { gainMoney } from './match/decisions.js';
import { matchPoints } from './rules/final-whistle.js';

const MAX_STEPS = 100_000;

/** Index of the match to play now: the one awaiting a decision, else the first unfinished (or, in
 *  simultaneous play, the unfinished one furthest behind on the wheel). */
function pickActive(s: MofState): number {
  const cur = s.matches[s.active];
  if (cur && cur.pending) return s.active;
  let best = -1;
  for (let i = 0; i < s.matches.length; i++) {
    const m = s.matches[i] as MatchState;
    if (m.at === 'done') continue;
    if (best < 0) best = i;
    else if (s.opts.simultaneous && m.turn < (s.matches[best] as MatchState).turn) best = i;
  }
  return best;
}

export function runFlow(c: Ctx): void {
  for (let guard = 0; guard < MAX_STEPS; guard++) {
    const s = c.s;
    if (s.stage === 'over') return;
    if (s.stage === 'matchday') {
      const mi = pickActive(s);
      if (mi < 0) {
        endMatchday(c);
        continue;
      }
      s.active = mi;
      runMatch(c, mi, s.opts.simultaneous && s.matches.length > 1);
      if ((s.matches[mi] as MatchState).pending) return;
      continue;
    }
    if (s.queue.length) return;
    nextStage(c);
  }
  throw new Error('Masters of Football: the flow did not reach a decision (rules bug)');
}

/** The teams of persons, in seat order. */
export function persons(s: MofState): number[] {
  const out: number[] = [];
  s.teams.forEach((t, i) => t.seat !== null && out.push(i));
  return out.sort((a, b) => s.seats.indexOf(s.teams[a]?.seat ?? '') - s.seats.indexOf(s.teams[b]?.seat ?? ''));
}

function groups(s: MofState): number[][] {
  const out: number[][] = [];
  s.teams.forEach((t, i) => (out[t.group] ??= []).push(i));
  return out;
}

/**
 * Deals team `t` an offer of players, one from the top of each level's stack listed (of the nearest
 * stack when the box has run out of that level: `drawNearest`).
 */
function offerPlayers(c: Ctx, t: number, levels: PlayerLevel[]): void {
  const hand: string[] = [];
  for (const level of levels) {
    const id = drawNearest(c, level);
    if (id) hand.push(id);
  }
  writableTeam(c, t).offer = hand;
  c.events?.push({ type: 'playersDealt', team: t, players: hand });
}

/** Starts `stage` with the teams of `queue` to act in it, in order. */
export function startStage(c: Ctx, stage: MofState['stage'], queue: number[]): void {
  c.s.stage = stage;
  c.s.queue = queue;
  c.events?.push({ type: 'stageStarted', stage, md: c.s.md });
}

/** Moves on when the current stage's queue is empty. */
function nextStage(c: Ctx): void {
  const s = c.s;
  switch (s.stage) {
    case 'chooseManager': {
      const q = persons(s);
      for (const t of q)
        offerPlayers(
          c,
          t,
          initialHand(c.ix, writableTeam(c, t)).flatMap(([level, n]) => Array<PlayerLevel>(n).fill(level)),
        );
      startStage(c, 'buy', q);
      return;
    }
    case 'buy':
      {
        for (const t of persons(s)) {
          const team = writableTeam(c, t);
          while (team.squad.length < MIN_SQUAD) {
            // Wood first; if the wood stack is exhausted (many persons buying nothing), the next stack up.
            const id = drawNearest(c, 'wood');
            if (!id) break;
            team.squad = team.squad.concat(id);
            c.events?.push({ type: 'playerJoined', team: t, player: id, reason: 'fill' });
          }
          money(c, t, AFTER_SETUP_MONEY, 'setup');
          dealActions(c, t, INITIAL_ACTION_CARDS);
        }
        startMatchday(c, 1);
      }
      return;
    case 'market':
      {
        for (const t of persons(s)) dealActions(c, t, MARKET_ACTION_CARDS);
        startStage(
          c,
          'discard',
          persons(s).filter((t) => (s.teams[t] as TeamState).hand.length > HAND_LIMIT),
        );
      }
      return;
    case 'academy':
    case 'discard':
      startStage(
        c,
        'release',
        s.teams.flatMap((t, i) => (t.squad.length > MAX_SQUAD ? [i] : [])),
      );
      return;
    case 'release':
      startMatchday(c, s.md + 1);
  }
}

function startMatchday(c: Ctx, md: number): void {
  const s = c.s;
  s.md = md;
  startStage(c, 'matchday', []);
  const matches: MatchState[] = [];
  if (md <= MATCHDAYS) for (const f of fixtures(s, md)) matches.push(newMatch(c, f.home, f.away, md, f.group));
  else {
    const [a, b] = finalists(s);
    matches.push(md === MATCHDAYS + 1 ? newMatch(c, a, b, md, 2) : newMatch(c, b, a, md, 2));
  }
  s.matches = matches;
  s.active = 0;
  ownNewMatches(c, matches.length); // new objects, already the action's own
  matches.forEach((m, i) =>
    c.events?.push({ type: 'matchStarted', match: i, md, home: m.sides[0].team, away: m.sides[1].team, ha: m.ha }),
  );
}

/**
 * The league matches of matchday `md` (1..MATCHDAYS) of a championship, by team index: the
 * results-pad pairings (`FIXTURES`) applied to each group's teams in team order, group 0 first.
 */
export function fixtures(s: MofState, md: number): { home: number; away: number; group: number }[] {
  const out: { home: number; away: number; group: number }[] = [];
  groups(s).forEach((g, group) => {
    for (const [h, a] of FIXTURES[md - 1] ?? []) out.push({ home: g[h] as number, away: g[a] as number, group });
  });
  return out;
}

/** Group winners (5–8 persons), group 0 first: the tops of the two league tables. */
function finalists(s: MofState): [number, number] {
  const [g0, g1] = standings(s) as [StandingRow[], StandingRow[]];
  return [(g0[0] as StandingRow).team, (g1[0] as StandingRow).team];
}

function endMatchday(c: Ctx): void {
  const s = c.s;
  if (s.kind === 'match') {
    const m = s.matches[0] as MatchState;
    const [hp, ap] = matchPoints(m.score);
    s.champion = hp === ap ? null : hp > ap ? m.sides[0].team : m.sides[1].team;
    s.stage = 'over';
    return;
  }
  s.results = s.results.concat(
    s.matches.map((m) => ({
      md: m.md,
      group: m.group,
      home: m.sides[0].team,
      away: m.sides[1].team,
      hg: m.score[0],
      ag: m.score[1],
    })),
  );
  const two = groups(s).length > 1;
  if (s.md === ACADEMY_AFTER) {
    startStage(c, 'academy', persons(s));
    return;
  }
  if (s.md === MARKET_AFTER) {
    for (const t of persons(s)) {
      money(c, t, MARKET_MONEY, 'transfer market');
      offerPlayers(c, t, MARKET_HAND);
    }
    startStage(c, 'market', persons(s));
    return;
  }
  if (s.md < MATCHDAYS || (two && s.md <= MATCHDAYS + 1)) {
    startMatchday(c, s.md + 1);
    return;
  }
  // The top of the last table: the league's, or the final's (which ranks level finalists as the
  // rulebook decides the champion).
  const tables = standings(s);
  s.champion = (tables[tables.length - 1]?.[0] as StandingRow).team;
  s.stage = 'over';
  s.matches = s.matches.slice();
  c.events?.push({ type: 'championshipOver', champion: s.champion, standings: tables });
}

/** League tables, one per championship group (plus the final's, when played). */
export function standings(s: MofState): StandingRow[][] {
  const names = s.teams.map((t) => t.name);
  const league = s.results.filter((r) => r.md <= MATCHDAYS);
  const tables = groups(s).map((g) => standingsFrom(league, g, names));
  const final = s.results.filter((r) => r.md > MATCHDAYS);
  const first = final[0];
  if (first) {
    const table = standingsFrom(final, [first.home, first.away], names);
    // Finalists level on every tie-breaker of the legs: their championship records decide.
    if ((table[0] as StandingRow).team !== finalWinner(s.results, first.home, first.away)) table.reverse();
    tables.push(table);
  }
  return tables;
}

// ───────────── Stage decisions ─────────────

/** Legal stage actions for the team at the head of the queue (without swaps and money cards). */
export function stageActions(ix: DataIndex, s: MofState): MofAction[] {
  const t = s.queue[0];
  const team = t === undefined ? undefined : s.teams[t];
  if (!team) return [];
  switch (s.stage) {
    case 'chooseManager':
      return team.managerOffer.map((manager) => ({ type: 'chooseManager', manager }));
    case 'buy':
    case 'market': {
      const out: MofAction[] = [];
      for (const id of new Set(team.offer)) {
        const p = ix.player.get(id);
        if (p && priceOf(ix, team, p) <= team.money) out.push({ type: 'buyPlayer', player: id });
      }
      out.push({ type: 'endBuying' });
      return out;
    }
    case 'academy': {
      if (team.keep === 0) {
        const out: MofAction[] = [{ type: 'rollAcademy' }];
        if (!team.wonderkid)
          for (const id of new Set(team.hand)) {
            const card = ix.card.get(id);
            if (card && effectOf(card.effects, 'wonderkid') && team.money >= moneyNeeded(ix, team, card))
              out.push(actionOf(ix, 'playCard', 'card', id));
          }
        return out;
      }
      return keepChoices(ix, team, academyRolls(ix, team).gold).map((players) => ({ type: 'keepAcademy', players }));
    }
    case 'discard':
      return [...new Set(team.hand)].map((card) => ({ type: 'discardCard', card }));
    case 'release':
      return [...new Set(team.squad)].map((player) => ({ type: 'releasePlayer', player }));
    default:
      return [];
  }
}

export function applyStageDecision(c: Ctx, a: MofAction): void {
  const s = c.s;
  const t = s.queue[0] as number;
  const team = writableTeam(c, t);
  switch (a.type) {
    case 'chooseManager': {
      const m = c.ix.manager.get(a.manager);
      team.manager = a.manager;
      team.name = m?.name ?? team.name;
      team.managerOffer = [];
      team.money = m?.budget ?? 0;
      c.events?.push({ type: 'managerChosen', team: t, manager: a.manager, budget: team.money });
      s.queue = s.queue.slice(1);
      return;
    }
    case 'buyPlayer': {
      const p = c.ix.player.get(a.player);
      if (!p) return;
      const price = priceOf(c.ix, team, p);
      team.money -= price;
      team.offer = without(team.offer, a.player);
      team.squad = team.squad.concat(a.player);
      c.events?.push({ type: 'playerBought', team: t, player: a.player, cost: price });
      return;
    }
    case 'endBuying':
      discardPlayers(c, team.offer);
      team.offer = [];
      s.queue = s.queue.slice(1);
      return;
    case 'playCard': {
      const card = c.ix.card.get(a.card);
      if (!card) return;
      team.hand = without(team.hand, a.card);
      const cost = moneyNeeded(c.ix, team, card);
      if (cost) money(c, t, -cost, card.name);
      if (effectOf(card.effects, 'wonderkid')) {
        team.wonderkid = true;
        discardAction(c, a.card);
        c.events?.push({ type: 'cardPlayed', match: -1, card: a.card, by: team.seat ?? '', side: 0 });
      } else gainMoney(c, t, card);
      // A money card played while discarding may bring the hand down to the limit.
      if (s.stage === 'discard' && team.hand.length <= HAND_LIMIT) s.queue = s.queue.slice(1);
      return;
    }
    case 'rollAcademy':
      rollAcademy(c, t);
      return;
    case 'keepAcademy': {
      const keep = a.players;
      for (const id of keep) c.events?.push({ type: 'playerJoined', team: t, player: id, reason: 'academy' });
      team.squad = team.squad.concat(keep);
      let rest = team.offer;
      for (const id of keep) rest = without(rest, id);
      discardPlayers(c, rest);
      team.offer = [];
      team.keep = 0;
      team.wonderkid = false;
      s.queue = s.queue.slice(1);
      return;
    }
    case 'discardCard':
      team.hand = without(team.hand, a.card);
      discardAction(c, a.card);
      c.events?.push({ type: 'cardDiscarded', team: t, card: a.card });
      if (team.hand.length <= HAND_LIMIT) s.queue = s.queue.slice(1);
      return;
    case 'releasePlayer':
      team.squad = without(team.squad, a.player);
      discardPlayers(c, [a.player]);
      c.events?.push({ type: 'playerReleased', team: t, player: a.player });
      if (team.squad.length <= MAX_SQUAD) s.queue = s.queue.slice(1);
  }
}

/** Academy rolls: talents drawn by the genius die; more rolls while none fits the limit. */
function rollAcademy(c: Ctx, t: number): void {
  const team = writableTeam(c, t);
  const { rolls, keep, gold } = academyRolls(c.ix, team);
  const log: { face: number; g: boolean; player: string | null }[] = [];
  const drawn: string[] = [];
  const once = () => {
    const r = rollGenius(generator(c), c.s.data.dice);
    const id = drawNearest(c, talentLevel(r.value, r.g, gold));
    log.push({ face: r.value, g: r.g, player: id });
    if (id) drawn.push(id);
  };
  for (let i = 0; i < rolls; i++) once();
  for (let extra = 0; extra < MAX_EXTRA_ROLLS && !drawn.some((id) => withinLimit(c.ix, team, id, gold)); extra++)
    once();
  team.offer = drawn;
  team.keep = keep;
  c.events?.push({ type: 'academyRolled', team: t, rolls: log });
}
