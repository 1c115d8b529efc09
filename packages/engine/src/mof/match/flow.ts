/**
 * The match automaton (rulebook: Playing a Match, Kick Off, Half-Time, Second Half Kick Off,
 * Injury Time, Final Whistle). `runMatch` resolves everything that needs no decision — dice,
 * reveals, non-person teams, the wheel — and stops at the next decision (`m.pending`) or the end.
 * Each case below is one step of the flow named by `MatchStep`; decisions are applied in
 * `match/decisions.ts` and resume here.
 */
import type { Ctx } from '../rules/context.js';
import { appended, copyOf, NONE } from '../../core/lists.js';
import { changeMoney, other, teamOf, withUse, writableMatch } from '../rules/context.js';
import { generator, isOwnObject, markCreated, type CreatedObjects } from '../../core/working-copy.js';
import type { CorruptionPlay, MatchState, MofEvent, PlayedCard, Side, SideState, TacticalRollSide } from '../types.js';
import { rollGeniusFace, rollSide, rollTacticDie } from '../rules/dice.js';
import { effectOf, endCost, hasInstantSource, type InstantKind } from '../rules/effects.js';
import { computeLevels } from '../rules/levels.js';
import { tacticalRollOf, tacticalWinner } from '../rules/tactical-roll.js';
import { turnOutcome, type TurnOutcome } from '../rules/kick-off.js';
import { attackerNow, INJURY_TURN, minuteOf } from '../rules/wheel.js';
import { canSubstitute, substitutionsAllowed } from '../rules/half-time.js';
import { injuryRollers, INJURY_ROLL_NEEDED } from '../rules/injury-time.js';
import { matchPoints } from '../rules/final-whistle.js';
import { canFieldTeam, fixesTeam } from '../rules/match-preparation.js';
import { hasWindowPlay } from '../rules/action-cards.js';
import { discardAction, drawNearest, returnPlayer } from '../decks.js';
import { outsiders, seatOf, teamOfSeat, whistleQueue } from './seats.js';

/**
 * One side of a match (a draft) that may be changed by assignment: copied the first time, then
 * changed in place (in place: the side itself).
 */
export function writableSide(c: CreatedObjects, m: MatchState, side: Side): SideState {
  const cur = m.sides[side];
  if (isOwnObject(c, cur)) return cur;
  const sd = { ...cur };
  markCreated(c, sd);
  if (isOwnObject(c, m.sides)) m.sides[side] = sd;
  else {
    m.sides = side === 0 ? [sd, m.sides[1]] : [m.sides[0], sd];
    markCreated(c, m.sides);
  }
  return sd;
}

/** Changes one side of a match (a draft) by `patch` (see `writableSide`). */
export function setSide(c: CreatedObjects, m: MatchState, side: Side, patch: Partial<SideState>): SideState {
  return Object.assign(writableSide(c, m, side), patch);
}

const AWAY_FIRST: readonly [Side, Side] = [1, 0];
const HOME_FIRST: readonly [Side, Side] = [0, 1];

/** Announce order: the side with home advantage announces second. */
export function announceOrder(m: MatchState): readonly [Side, Side] {
  return m.ha === 0 ? AWAY_FIRST : HOME_FIRST;
}

/**
 * The seat of team `t` if it is a person who could use instant effect `k` now, else null: the
 * test that opens each use-it-or-pass window (the decision then lists the same `instantSources`).
 */
function canUse(c: Ctx, m: MatchState, t: number, k: InstantKind): string | null {
  const seat = c.s.teams[t]?.seat ?? null;
  return seat !== null && hasInstantSource(c.ix, c.s, m, seat, k, t) ? seat : null;
}

/** The seats to ask, in order, whether to use `k` against the attacker: the defender, then outsiders. */
function againstAttacker(c: Ctx, m: MatchState, attacker: Side, k: 'skip' | 'disallow'): string[] {
  let queue: string[] | null = null;
  const seat = canUse(c, m, m.sides[other(attacker)].team, k);
  if (seat !== null) queue = [seat];
  for (let i = 0, list = outsiders(c.s, m); i < list.length; i++) {
    const o = canUse(c, m, list[i] as number, k);
    if (o !== null) (queue ??= []).push(o);
  }
  return queue ?? (NONE as readonly string[] as string[]); // (shared: queues are replaced, never changed in place)
}

const isPerson = (c: Ctx, m: MatchState, side: Side) => seatOf(c.s, m, side) !== null;

/**
 * The wood player that lets `squad` field a team (Match Preparation), drawn; null if none can. (Not
 * written in `step`: a closure there would make every step allocate a context for what it reads.)
 */
const drawWood = (c: Ctx, squad: readonly string[]): string | null =>
  drawNearest(c, 'wood', (id) => fixesTeam(c.ix, squad, id));

/** Runs match `mi` until a decision is needed or it is over. */
export function runMatch(c: Ctx, mi: number, oneTurn = false): void {
  const m = writableMatch(c, mi);
  const startTurn = m.turn;
  // Bounded, as runFlow is: a state the rules cannot reach (a hand-made one: a step of another
  // name) would loop; the error becomes the RuleError of its invalid field at the public boundary.
  for (let n = 0; m.pending === null && m.at !== 'done'; n++) {
    if (n > 10_000) throw new Error('Masters of Football: the flow did not reach a decision (rules bug)');
    if (oneTurn && m.at === 'turn' && m.turn !== startTurn) return;
    step(c, mi, m);
  }
}

function step(c: Ctx, mi: number, m: MatchState): void {
  const { s, ix } = c;
  switch (m.at) {
    // The turn loop first: a switch on strings tests its cases in order.
    case 'turn': {
      const a = attackerNow(s, m);
      const extra = m.extra > 0;
      if (extra) m.extra -= 1;
      m.roll = null;
      c.events?.push({
        type: 'turnStarted',
        match: mi,
        turn: m.turn,
        minute: minuteOf(s.data.wheel, m.turn),
        attacker: a,
        extra,
      });
      const queue = againstAttacker(c, m, a, 'skip');
      if (queue.length || m.queue.length) m.queue = queue;
      m.at = queue.length ? 'preTurn' : 'roll';
      if (!queue.length) playTurn(c, mi, m);
      return;
    }
    case 'roll':
    case 'react':
    case 'score':
    case 'extra':
    case 'next':
      playTurn(c, mi, m);
      return;
    case 'preTurn':
    case 'disallow':
    case 'whistle':
      if (m.queue.length) {
        // The window's step names its decision.
        m.pending = { kind: m.at, seat: m.queue[0] as string };
        return;
      }
      if (m.at === 'preTurn') m.at = 'roll';
      else if (m.at === 'disallow') m.at = 'extra';
      else resolveCorruption(c, mi, m, false);
      return;
    case 'pick':
      for (let i = 0; i < 2; i++) {
        const side = HOME_FIRST[i] as Side;
        const sd = m.sides[side];
        if (sd.lineup.length) continue;
        const team = teamOf(s, m, side);
        if (team.npt !== null) {
          writableSide(c, m, side).lineup = ix.npt.get(team.npt)?.players.map((p) => p.id) ?? [];
          c.events?.push({ type: 'teamPicked', match: mi, side });
          continue;
        }
        if (sd.wood === null && !canFieldTeam(ix, team.squad)) {
          const wood = drawWood(c, team.squad);
          if (wood !== null) {
            writableSide(c, m, side).wood = wood;
            c.events?.push({ type: 'woodDrawn', match: mi, side, player: wood });
          }
        }
        m.pending = { kind: 'pickTeam', side };
        return;
      }
      m.at = 'tactic';
      return;
    case 'tactic':
    case 'tactic2':
      if (m.forced === null || m.at === 'tactic')
        for (let i = 0; i < 2; i++) {
          const side = HOME_FIRST[i] as Side;
          if (m.sides[side].tactic !== null) continue;
          const team = teamOf(s, m, side);
          if (team.npt !== null) {
            writableSide(c, m, side).tactic = ix.npt.get(team.npt)?.tactic ?? 'possession';
            c.events?.push({ type: 'tacticChosen', match: mi, side });
            continue;
          }
          m.pending = { kind: 'chooseTactic', side };
          return;
        }
      m.at = m.at === 'tactic' ? 'announce1' : 'roll2';
      return;
    case 'announce1':
    case 'announce2': {
      const window = m.at === 'announce1' ? 1 : 2;
      for (let i = 0, order = announceOrder(m); i < 2; i++) {
        const side = order[i] as Side;
        if (m.sides[side].announced !== null) continue;
        if (!isPerson(c, m, side) || !hasWindowPlay(ix, s, m, side, window)) {
          writableSide(c, m, side).announced = false;
          c.events?.push({ type: 'cardsAnnounced', match: mi, side, play: false });
          continue;
        }
        m.pending = { kind: 'announce', window, side };
        return;
      }
      m.at = window === 1 ? 'select1' : 'select2';
      return;
    }
    case 'select1':
    case 'select2': {
      const window = m.at === 'select1' ? 1 : 2;
      for (let i = 0, order = announceOrder(m); i < 2; i++) {
        const side = order[i] as Side;
        if (m.sides[side].announced) {
          m.pending = { kind: 'select', window, side };
          return;
        }
      }
      reveal(c, mi, m, window);
      m.at = window === 1 ? 'held1' : 'held2';
      return;
    }
    case 'held1':
    case 'held2': {
      const pc = heldCard(m.cards);
      if (pc) {
        openWhistle(c, m, { card: pc.card, by: pc.by, side: pc.side, effect: 'lasting' });
        return;
      }
      if (m.at === 'held1') {
        m.shown = true;
        c.events?.push({ type: 'playersRevealed', match: mi, home: m.sides[0].lineup, away: m.sides[1].lineup });
        m.at = 'roll1';
      } else m.at = 'levels';
      return;
    }
    case 'roll1':
    case 'roll2':
      tacticalRoll(c, mi, m);
      m.at = m.at === 'roll1' ? 'tacReroll1' : 'tacReroll2';
      return;
    case 'tacReroll1':
    case 'tacReroll2': {
      if (m.forced === null && m.troll) {
        const loser: Side = m.sides[0].wonRoll ? 1 : 0;
        if (canUse(c, m, m.sides[loser].team, 'tacReroll') !== null) {
          m.pending = { kind: 'tacReroll', side: loser };
          return;
        }
      }
      finishTacticalRoll(c, mi, m);
      return;
    }
    case 'levels':
    case 'levels2':
      setLevels(c, mi, m);
      return;
    case 'half':
      m.phase = 'halfTime';
      c.events?.push({ type: 'halfTime', match: mi, score: m.score });
      for (let i = 0; i < 2; i++) {
        const side = HOME_FIRST[i] as Side;
        const subs = substitutionsAllowed(ix, m, side);
        const sd = writableSide(c, m, side);
        sd.subs = subs;
        sd.subWhen = null;
        sd.tactic = m.forced;
        sd.revealed = false;
        sd.wonRoll = false;
        sd.announced = null;
      }
      m.at = 'subAnnounce';
      return;
    case 'subAnnounce':
      for (let i = 0, order = announceOrder(m); i < 2; i++) {
        const side = order[i] as Side;
        if (m.sides[side].subWhen !== null) continue;
        if (!isPerson(c, m, side) || !canSubstitute(ix, s, m, side, false)) {
          writableSide(c, m, side).subWhen = 'none';
          c.events?.push({ type: 'substitutionAnnounced', match: mi, side, when: 'none' });
          continue;
        }
        m.pending = { kind: 'subAnnounce', side };
        return;
      }
      m.at = 'subNow';
      return;
    case 'subNow':
    case 'subAfter': {
      const when = m.at === 'subNow' ? 'now' : 'after';
      // Home advantage substitutes second, as it announces second.
      for (let i = 0, order = announceOrder(m); i < 2; i++) {
        const side = order[i] as Side;
        if (m.sides[side].subWhen !== when) continue;
        if (m.sides[side].subs > 0 && canSubstitute(ix, s, m, side, when === 'after')) {
          m.pending = { kind: 'substitute', side, late: when === 'after' };
          return;
        }
        writableSide(c, m, side).subWhen = 'none';
      }
      m.at = when === 'now' ? 'tactic2' : 'levels2';
      return;
    }
    case 'injury': {
      m.phase = 'injuryTime';
      const attacks: Side[] = [];
      const rollers = injuryRollers(ix, m);
      for (let i = 0; i < rollers.length; i++) {
        const side = rollers[i] as Side;
        const die = rollTacticDie(generator(c), ix.dice);
        const extra = die >= INJURY_ROLL_NEEDED;
        c.events?.push({ type: 'injuryTime', match: mi, side, die, extra });
        if (extra) attacks.push(side);
      }
      m.injury = attacks;
      if (attacks.length) {
        m.turn = INJURY_TURN;
        m.at = 'turn';
      } else m.at = 'end';
      return;
    }
    case 'end':
      finish(c, mi, m);
      return;
    // ('done' never comes here: runMatch stops there.)
  }
}

/**
 * The steps of a turn from `m.at` on (roll, react, score, extra, next), each going straight on to
 * the next when it awaits no decision — as `runMatch` would, without a loop round per step.
 */
function playTurn(c: Ctx, mi: number, m: MatchState): void {
  if (m.at === 'roll') {
    if (c.s.opts.stepTurns) {
      const a = attackerNow(c.s, m);
      const roller: Side = isPerson(c, m, a) ? a : other(a);
      if (isPerson(c, m, roller)) {
        m.pending = { kind: 'roll', side: roller };
        return;
      }
    }
    rollTurn(c, mi, m);
  }
  let out: Readonly<TurnOutcome> | undefined;
  if (m.at === 'react') {
    const roll = m.roll as NonNullable<MatchState['roll']>;
    out = turnOutcome(c.ix, m, roll);
    const unhappy: Side = out.goal ? other(roll.attacker) : roll.attacker;
    if (canUse(c, m, m.sides[unhappy].team, 'reroll') !== null) {
      m.pending = { kind: 'react', side: unhappy };
      return;
    }
    m.at = 'score';
  }
  if (m.at === 'score') score(c, mi, m, out);
  if (m.at === 'extra') {
    const a = (m.roll as NonNullable<MatchState['roll']>).attacker;
    if (canUse(c, m, m.sides[a].team, 'extra') !== null) {
      m.pending = { kind: 'extra', side: a };
      return;
    }
    m.at = 'next';
  }
  if (m.at === 'next') nextTurn(m);
}

/** Rolls the turn's attack and defence dice. */
export function rollTurn(c: Ctx, mi: number, m: MatchState): void {
  const a = attackerNow(c.s, m);
  const d = other(a);
  const lv = m.levels as NonNullable<MatchState['levels']>;
  m.roll = {
    attacker: a,
    att: rollSide(generator(c), c.ix, lv[a].attLevel),
    def: rollSide(generator(c), c.ix, lv[d].defLevel),
  };
  c.events?.push({ type: 'diceRolled', match: mi, turn: m.turn, attacker: a, att: m.roll.att, def: m.roll.def });
  m.at = 'react';
}

function reveal(c: Ctx, mi: number, m: MatchState, window: 1 | 2): void {
  const home = m.sides[0].facedown;
  const away = m.sides[1].facedown;
  for (let i = 0; i < 2; i++) {
    const side = HOME_FIRST[i] as Side;
    const sd = writableSide(c, m, side);
    sd.facedown = [];
    sd.announced = null;
  }
  if (!home.length && !away.length) return;
  const revealed = copyOf(home);
  for (let i = 0; i < away.length; i++) revealed.push(away[i] as PlayedCard);
  const cards = m.cards.slice();
  const first = cards.length; // the revealed cards' entries start here
  for (let i = 0; i < revealed.length; i++) {
    const pc = revealed[i] as PlayedCard;
    // Corruption cards wait for the whistleblower window before they take effect.
    const held = c.ix.card.get(pc.card)?.type === 'corruption';
    const next = cardInPlay(pc, !held);
    if (held) next.held = true;
    cards.push(next);
  }
  m.cards = cards;
  for (let i = 0; i < cards.length; i++) {
    const pc = cards[i] as PlayedCard;
    if (pc.active && (i >= first || wasRevealed(revealed, pc))) applyMatchWide(c, m, pc);
  }
  c.events?.push({ type: 'cardsRevealed', match: mi, window, cards: revealed });
  for (const pc of revealed) {
    const e: MofEvent = { type: 'cardPlayed', match: mi, card: pc.card, by: pc.by, side: pc.side };
    if (pc.player) e.player = pc.player;
    c.events?.push(e);
  }
}

/**
 * Card in play `pc` with its effect on or off (without `held`), built field by field in one order
 * from one literal: every card in play then has one of a few hidden classes (a spread or another
 * literal makes more, and each read in the loops over cards in play went megamorphic).
 */
export function cardInPlay(pc: PlayedCard, active: boolean): PlayedCard {
  const next: PlayedCard = { card: pc.card, by: pc.by, side: pc.side, active };
  if (pc.player !== undefined) next.player = pc.player;
  if (pc.left !== undefined) next.left = pc.left;
  return next;
}

/** The first revealed corruption card still waiting for the whistleblower window. */
function heldCard(cards: readonly PlayedCard[]): PlayedCard | undefined {
  for (let i = 0; i < cards.length; i++) if ((cards[i] as PlayedCard).held) return cards[i];
  return undefined;
}

/** Whether a card of the same id and player as `pc` is among `revealed`. */
function wasRevealed(revealed: readonly PlayedCard[], pc: PlayedCard): boolean {
  for (let i = 0; i < revealed.length; i++) {
    const r = revealed[i] as PlayedCard;
    if (r.card === pc.card && r.by === pc.by) return true;
  }
  return false;
}

/** Applies the match-wide effects of lasting cards (gain home advantage, force tactics). */
export function applyMatchWide(c: Ctx, m: MatchState, pc: PlayedCard): void {
  const def = c.ix.card.get(pc.card);
  if (!def || !pc.active) return;
  if (effectOf(def.effects, 'gainHome')) m.ha = pc.side;
  const force = effectOf(def.effects, 'force');
  if (force) m.forced = force.tactic;
}

export function openWhistle(c: Ctx, m: MatchState, cp: CorruptionPlay): void {
  m.corrupt = cp;
  m.queue = whistleQueue(c.ix, c.s, m, cp.side, cp.by);
  m.at = 'whistle';
}

/** The Whistleblower window closed: the corruption card takes effect unless blocked. */
export function resolveCorruption(c: Ctx, mi: number, m: MatchState, blocked: boolean): void {
  const cp = m.corrupt as CorruptionPlay;
  m.corrupt = null;
  m.queue = [];
  if (blocked) c.events?.push({ type: 'cardCountered', match: mi, card: cp.card, reason: 'whistleblower' });
  switch (cp.effect) {
    case 'lasting': {
      const i = m.cards.findIndex((x) => x.held && x.card === cp.card && x.by === cp.by);
      // The card without `held` (a `delete` would leave a slow object behind).
      const next = cardInPlay(m.cards[i] as PlayedCard, !blocked);
      m.cards = m.cards.map((x, j) => (j === i ? next : x));
      if (!blocked) applyMatchWide(c, m, next);
      m.at = m.shown ? 'held2' : 'held1';
      return;
    }
    case 'disallow':
      if (!blocked) disallow(c, mi, m, cp.by, cp.card);
      m.at = 'extra';
      return;
    case 'skip':
      if (!blocked) skipTurn(c, mi, m, cp.by, cp.card);
      else m.at = 'roll';
      return;
    default: {
      const own = other(cp.side);
      if (!blocked) ownInstant(c, mi, m, own, cp.effect);
      else
        m.at =
          cp.effect === 'reroll'
            ? 'react'
            : cp.effect === 'extra'
              ? 'next'
              : m.turn === 0
                ? 'tacReroll1'
                : 'tacReroll2';
      return;
    }
  }
}

/** A side's own instant effect takes place: re-roll its dice, an extra attack turn, or a new tactical roll. */
export function ownInstant(c: Ctx, mi: number, m: MatchState, side: Side, k: 'reroll' | 'extra' | 'tacReroll'): void {
  if (k === 'extra') {
    m.extra += 1;
    m.at = 'next';
    return;
  }
  if (k === 'tacReroll') {
    m.at = m.turn === 0 ? 'tacReroll1' : 'tacReroll2';
    rerollTactical(c, mi, m, side);
    return;
  }
  const roll = m.roll as NonNullable<MatchState['roll']>;
  const lv = m.levels as NonNullable<MatchState['levels']>;
  // Built field by field: spreading these small records costs several times as much.
  m.roll =
    side === roll.attacker
      ? { attacker: roll.attacker, att: rollSide(generator(c), c.ix, lv[side].attLevel), def: roll.def }
      : { attacker: roll.attacker, att: roll.att, def: rollSide(generator(c), c.ix, lv[side].defLevel) };
  c.events?.push({
    type: 'diceRolled',
    match: mi,
    turn: m.turn,
    attacker: roll.attacker,
    att: m.roll.att,
    def: m.roll.def,
    reroll: side,
  });
  m.at = 'react';
}

export function disallow(c: Ctx, mi: number, m: MatchState, by: string, source: string): void {
  const last = m.goals[m.goals.length - 1];
  if (!last) return;
  const goals = copyOf(m.goals);
  goals[goals.length - 1] = {
    side: last.side,
    turn: last.turn,
    minute: last.minute,
    reason: last.reason,
    disallowed: by,
  };
  m.goals = goals;
  const score: [number, number] = [m.score[0], m.score[1]];
  score[last.side] -= 1;
  m.score = score;
  c.events?.push({ type: 'goalDisallowed', match: mi, side: last.side, by, source, score });
}

export function skipTurn(c: Ctx, mi: number, m: MatchState, by: string, source: string): void {
  m.skipped = appended(m.skipped, m.turn);
  c.events?.push({ type: 'turnSkipped', match: mi, turn: m.turn, by, source });
  m.at = 'next';
}

function rollTactical(c: Ctx, m: MatchState, side: Side): TacticalRollSide {
  const dice = c.ix.dice;
  const die = rollTacticDie(generator(c), dice);
  const face = rollGeniusFace(generator(c), dice);
  return tacticalRollOf(c.ix, c.s, m, side, die, dice.genius[face] as number, face === dice.geniusIndex);
}

function tacticalRoll(c: Ctx, mi: number, m: MatchState): void {
  if (m.forced !== null) {
    m.troll = null;
    return;
  }
  m.troll = [rollTactical(c, m, 0), rollTactical(c, m, 1)];
  announceTacticalRoll(c, mi, m);
}

export function rerollTactical(c: Ctx, mi: number, m: MatchState, side: Side): void {
  const t = m.troll as [TacticalRollSide, TacticalRollSide];
  const again = rollTactical(c, m, side);
  m.troll = side === 0 ? [again, t[1]] : [t[0], again];
  announceTacticalRoll(c, mi, m);
}

function announceTacticalRoll(c: Ctx, mi: number, m: MatchState): void {
  const [home, away] = m.troll as [TacticalRollSide, TacticalRollSide];
  const { winner, reason } = tacticalWinner(home, away, m.ha);
  const h = writableSide(c, m, 0);
  h.tv = home.total;
  h.wonRoll = winner === 0;
  const a = writableSide(c, m, 1);
  a.tv = away.total;
  a.wonRoll = winner === 1;
  c.events?.push({
    type: 'tacticalRoll',
    match: mi,
    half: m.at === 'roll1' || m.at === 'tacReroll1' ? 1 : 2,
    home,
    away,
    winner,
    reason,
  });
}

/** The winner of the tactical battle sets (and reveals) the match tactic. */
export function finishTacticalRoll(c: Ctx, mi: number, m: MatchState): void {
  const first = m.at === 'tacReroll1';
  if (m.forced !== null) {
    m.tactic = m.forced;
    c.events?.push({ type: 'tacticsSet', match: mi, tactic: m.forced, by: null, forced: true });
  } else {
    const w: Side = m.sides[0].wonRoll ? 0 : 1;
    m.tactic = m.sides[w].tactic ?? 'possession';
    writableSide(c, m, w).revealed = true;
    c.events?.push({ type: 'tacticsSet', match: mi, tactic: m.tactic, by: w, forced: false });
  }
  m.at = first ? 'announce2' : 'subAfter';
}

function setLevels(c: Ctx, mi: number, m: MatchState): void {
  const second = m.at === 'levels2';
  if (second) {
    const cards = m.cards.map((pc) => {
      const def = c.ix.card.get(pc.card);
      if (pc.active && def?.tactics && !def.tactics.includes(m.tactic ?? 'possession')) {
        c.events?.push({ type: 'cardLostEffect', match: mi, card: pc.card, reason: 'tactics' });
        return cardInPlay(pc, false);
      }
      return pc;
    });
    m.cards = cards;
  }
  const { levels, adjusted } = computeLevels(c.ix, c.s, m, m.tactic ?? 'possession', c.events !== null);
  m.levels = levels;
  c.events?.push({ type: 'levelsSet', match: mi, home: levels[0], away: levels[1], adjusted });
  m.phase = second ? 'secondHalf' : 'firstHalf';
  m.turn = second ? 7 : 1;
  m.at = 'turn';
}

/** Scores the turn's roll; `out`: its outcome, when the caller has just read it. */
function score(c: Ctx, mi: number, m: MatchState, out?: Readonly<TurnOutcome>): void {
  const roll = m.roll as NonNullable<MatchState['roll']>;
  out ??= turnOutcome(c.ix, m, roll);
  const a = roll.attacker;
  if (!out.goal) {
    c.events?.push({
      type: 'noGoal',
      match: mi,
      turn: m.turn,
      reason: out.reason === 'defensiveGenius' ? 'defensiveGenius' : 'lower',
    });
    m.at = 'extra';
    return;
  }
  if (out.usesGenius) writableSide(c, m, a).used = withUse(m.sides[a].used, 'genius');
  const sc: [number, number] = [m.score[0], m.score[1]];
  sc[a] += 1;
  m.score = sc;
  const minute = minuteOf(c.s.data.wheel, m.turn);
  const reason = out.reason === 'genius' ? 'genius' : 'higher';
  m.goals = appended(m.goals, { side: a, turn: m.turn, minute, reason });
  c.events?.push({ type: 'goal', match: mi, side: a, turn: m.turn, minute, reason, score: sc });
  const queue = againstAttacker(c, m, a, 'disallow');
  m.queue = queue;
  m.at = queue.length ? 'disallow' : 'extra';
}

function nextTurn(m: MatchState): void {
  if (m.extra > 0) m.at = 'turn';
  else if (m.turn >= INJURY_TURN) {
    m.injury = m.injury.slice(1);
    m.at = m.injury.length ? 'turn' : 'end';
  } else if (m.turn === 6) m.at = 'half';
  else if (m.turn === 12) m.at = 'injury';
  else {
    m.turn += 1;
    m.at = 'turn';
  }
}

function finish(c: Ctx, mi: number, m: MatchState): void {
  const points = matchPoints(m.score);
  const used: string[] = [];
  for (const pc of m.cards) {
    const def = c.ix.card.get(pc.card);
    const t = teamOfSeat(c.s, pc.by);
    const team = c.s.teams[t];
    if (def?.variable && team) {
      const side: Side = m.sides[0].team === t ? 0 : 1;
      const pay = Math.min(team.money, endCost(c.ix, team, def, points[side]));
      if (pay > 0) changeMoney(c, t, -pay, def.name);
    }
    used.push(pc.card);
  }
  for (const side of HOME_FIRST) for (const pc of m.sides[side].facedown) used.push(pc.card);
  for (const id of used) discardAction(c, id);
  for (let i = 0; i < 2; i++) {
    const side = HOME_FIRST[i] as Side;
    const wood = m.sides[side].wood;
    if (wood) returnPlayer(c, wood);
  }
  m.phase = 'over';
  m.at = 'done';
  m.pending = null;
  m.roll = null;
  c.events?.push({ type: 'fullTime', match: mi, score: m.score, points });
}
