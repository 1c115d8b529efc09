/**
 * Match decisions: the legal actions for the awaited decision (`m.pending`) and their effect.
 * Every choice a manager makes in a match is one of these actions; `runMatch` then resumes.
 */
import type { Ctx } from '../rules/context.js';
import { appended, copyOf, without } from '../../core/lists.js';
import { changeMoney, other, withUse, writableMatch, writableTeam } from '../rules/context.js';
import { actionOf, type DataIndex } from '../data/index.js';
import type { ActionCardDef, MatchState, MofAction, MofState, Pending, PlayedCard, Side } from '../types.js';
import { TACTICS } from '../types.js';
import { effectOf, instantSources, playCost, type InstantKind } from '../rules/effects.js';
import { abilityOf } from '../rules/effects.js';
import { cardVictim, isMoneyCard, windowPlays, type CardPlay } from '../rules/action-cards.js';
import { teamChoices } from '../rules/match-preparation.js';
import { substitutionChoices } from '../rules/half-time.js';
import { discardAction } from '../decks.js';
import { seatOf, sideOfSeat, teamOfSeat, whistleCards } from './seats.js';
import { attackerNow } from '../rules/wheel.js';
import {
  cardInPlay,
  disallow,
  finishTacticalRoll,
  openWhistle,
  ownInstant,
  resolveCorruption,
  rollTurn,
  writableSide,
  skipTurn,
} from './flow.js';

/** The seat that must decide in match `m` now, or null. */
export function pendingSeat(s: MofState, m: MatchState): string | null {
  const p = m.pending;
  if (!p) return null;
  return 'seat' in p ? p.seat : seatOf(s, m, p.side);
}

// Actions without a varying field are shared constants, frozen like every action `choiceAction`
// hands out (so the random bot need not ask whether its pick is frozen).
const PASS: MofAction = { type: 'pass' };
const ROLL: MofAction[] = [{ type: 'roll' }];
const END_CARDS: MofAction = { type: 'endCards' };
const ANNOUNCE: MofAction[] = [
  { type: 'announceCards', play: true },
  { type: 'announceCards', play: false },
];
const TACTIC_CHOICES: MofAction[] = TACTICS.map((tactic) => ({ type: 'chooseTactic', tactic }));
const SUB_ANNOUNCE: MofAction[] = (['now', 'after', 'none'] as const).map((when) => ({
  type: 'announceSubstitution',
  when,
}));
for (const a of [PASS, END_CARDS, ...ROLL, ...ANNOUNCE, ...TACTIC_CHOICES, ...SUB_ANNOUNCE]) Object.freeze(a);

/** Each use-it-or-pass window's effect and action. */
const WINDOWS = {
  tacReroll: ['tacReroll', 'rerollTactics'],
  preTurn: ['skip', 'skipTurn'],
  react: ['reroll', 'reroll'],
  disallow: ['disallow', 'disallowGoal'],
  extra: ['extra', 'extraAttack'],
} as const;

/** The shared actions of a decision with fixed choices, or undefined. */
const fixed = (kind: Pending['kind']): readonly MofAction[] | undefined =>
  kind === 'chooseTactic'
    ? TACTIC_CHOICES
    : kind === 'announce'
      ? ANNOUNCE
      : kind === 'subAnnounce'
        ? SUB_ANNOUNCE
        : kind === 'roll'
          ? ROLL
          : undefined;

/**
 * What pending decision `p` of match `m` chooses among, before each choice is made an action by
 * `choiceAction` (`null`, last: pass or end the cards): teams of 3, card plays, sources of the
 * window's effect, (out, in) pairs, whistleblower cards — or, for the fixed decisions, the actions.
 */
export function matchChoices(ix: DataIndex, s: MofState, m: MatchState, p: Pending): readonly unknown[] {
  const shared = fixed(p.kind);
  if (shared) return shared;
  let list: unknown[];
  switch (p.kind) {
    case 'pickTeam': {
      const sd = m.sides[p.side];
      return teamChoices(ix, s.teams[sd.team]?.squad ?? [], sd.wood);
    }
    case 'select':
      list = windowPlays(ix, s, m, p.side, p.window);
      break;
    case 'substitute':
      list = substitutionChoices(ix, s, m, p.side, p.late);
      break;
    case 'whistle':
      list = whistleCards(ix, s, teamOfSeat(s, p.seat));
      break;
    default:
      // The five use-it-or-pass windows: one choice per source of the window's effect, or pass.
      list = instantSources(ix, s, m, pendingSeat(s, m) as string, WINDOWS[p.kind as keyof typeof WINDOWS][0]);
  }
  list.push(null);
  return list;
}

const identity = <T>(a: T): T => a;

/**
 * The action for `x`, one of `matchChoices(ix, s, m, p)`: frozen with its players (a legal list's
 * actions must stay what they were: applyAction trusts them), or, with `freeze` false, the few
 * actions built for the occasion left unfrozen (the random bot's one pick, which nothing keeps:
 * `Object.freeze` is a call into V8's runtime, 1 % of a random MoF match).
 */
export function choiceAction(ix: DataIndex, p: Pending, x: unknown, freeze = true): MofAction {
  if (fixed(p.kind)) return x as MofAction;
  const made = freeze ? Object.freeze : identity;
  if (p.kind === 'pickTeam') return made({ type: 'pickTeam', players: made(x) as string[] });
  if (x === null) return p.kind === 'select' ? END_CARDS : PASS;
  if (p.kind === 'select') {
    const cp = x as CardPlay;
    return cp.player
      ? made({ type: 'playCard', card: cp.card, player: cp.player })
      : actionOf(ix, 'playCard', 'card', cp.card);
  }
  if (p.kind === 'substitute') {
    const [out, inn] = x as [string, string];
    return made({ type: 'substitute', out, in: inn });
  }
  if (p.kind === 'whistle') return actionOf(ix, 'blowWhistle', 'card', x as string);
  return actionOf(ix, WINDOWS[p.kind as keyof typeof WINDOWS][1], 'source', x as string);
}

/**
 * Legal actions for the pending decision of match `m` (without the any-time swaps). Read only: the
 * fixed choices are shared lists.
 */
export function matchActions(ix: DataIndex, s: MofState, m: MatchState): readonly MofAction[] {
  const p = m.pending;
  if (!p) return [];
  const list = matchChoices(ix, s, m, p);
  if (fixed(p.kind)) return list as readonly MofAction[];
  // Built by pushes into one list literal (a list from `map` changes shape when empty, and the
  // optimised code would be thrown away each time it meets the other shape).
  const out: MofAction[] = [];
  for (let i = 0; i < list.length; i++) out.push(choiceAction(ix, p, list[i]));
  return out;
}

/**
 * Uses one instant effect from `source` for `seat` ('ability', 'paid', a card in hand, or a
 * multi-use card already in play). Returns the card definition when a card from hand was played.
 */
function useSource(
  c: Ctx,
  mi: number,
  m: MatchState,
  seat: string,
  side: Side | null,
  k: InstantKind,
  source: string,
): ActionCardDef | null {
  const t = teamOfSeat(c.s, seat);
  if (!c.s.teams[t]) return null;
  const team = writableTeam(c, t);
  // The side the events name: the user's own, or for an outsider's card from the hand the side
  // attacking now, which it is used against (`m.roll` may still be the last turn's).
  let bySide: Side = side ?? 0;
  let def: ActionCardDef | null = null;
  if (source === 'ability') writableSide(c, m, bySide).used = withUse(m.sides[bySide].used, k);
  else if (source === 'paid') changeMoney(c, t, -(abilityOf(c.ix, team, 'rerollPaid')?.cost ?? 0), 're-roll');
  else {
    const inPlay = m.cards.findIndex((pc) => pc.active && pc.left && pc.card === source && pc.by === seat);
    if (inPlay >= 0) {
      const pc = m.cards[inPlay] as PlayedCard;
      const left = (pc.left ?? 1) - 1;
      const next = cardInPlay(pc, left > 0);
      next.left = left;
      m.cards = m.cards.map((x, i) => (i === inPlay ? next : x));
    } else {
      def = c.ix.card.get(source) as ActionCardDef;
      bySide = side ?? attackerNow(c.s, m);
      playFromHand(c, t, def);
      c.events?.push({ type: 'cardPlayed', match: mi, card: source, by: seat, side: bySide });
      const e = effectOf(def.effects, k) as { n?: number } | undefined;
      if (e?.n !== undefined && e.n > 1) {
        const pc: PlayedCard = { card: source, by: seat, side: side ?? 0, active: true }; // as cardInPlay builds it
        pc.left = e.n - 1;
        m.cards = appended(m.cards, pc);
      } else discardAction(c, source);
    }
  }
  c.events?.push({ type: 'effectUsed', match: mi, side: bySide, effect: k, source });
  return def;
}

/** Applies a legal decision to match `mi` (the flow resumes in runMatch). */
export function applyMatchDecision(c: Ctx, mi: number, seat: string, a: MofAction): void {
  const m = writableMatch(c, mi);
  const p = m.pending;
  if (!p) return;
  const side = sideOfSeat(c.s, m, seat);
  m.pending = null;
  switch (a.type) {
    case 'pickTeam':
      writableSide(c, m, side as Side).lineup = copyOf(a.players); // (slice is slow on a frozen list)
      c.events?.push({ type: 'teamPicked', match: mi, side: side as Side });
      return;
    case 'chooseTactic':
      writableSide(c, m, side as Side).tactic = a.tactic;
      c.events?.push({ type: 'tacticChosen', match: mi, side: side as Side });
      return;
    case 'announceCards':
      writableSide(c, m, side as Side).announced = a.play;
      c.events?.push({ type: 'cardsAnnounced', match: mi, side: side as Side, play: a.play });
      return;
    case 'playCard':
      placeCard(c, m, seat, side as Side, a.card, a.player);
      return;
    case 'endCards':
      writableSide(c, m, side as Side).announced = false;
      return;
    case 'announceSubstitution':
      writableSide(c, m, side as Side).subWhen = a.when;
      c.events?.push({ type: 'substitutionAnnounced', match: mi, side: side as Side, when: a.when });
      return;
    case 'substitute':
      substitute(c, mi, m, side as Side, a.out, a.in);
      return;
    case 'reroll':
    case 'extraAttack':
    case 'rerollTactics': {
      const k = a.type === 'reroll' ? 'reroll' : a.type === 'extraAttack' ? 'extra' : 'tacReroll';
      const card = useSource(c, mi, m, seat, side, k, a.source);
      if (card?.type === 'corruption') {
        openWhistle(c, m, { card: card.id, by: seat, side: other(side as Side), effect: k });
        return;
      }
      ownInstant(c, mi, m, side as Side, k);
      return;
    }
    case 'skipTurn':
    case 'disallowGoal': {
      const k = a.type === 'skipTurn' ? 'skip' : 'disallow';
      m.queue = m.queue.slice(1);
      const card = useSource(c, mi, m, seat, side, k, a.source);
      const victim: Side = m.roll?.attacker ?? attackerNow(c.s, m);
      if (card?.type === 'corruption') openWhistle(c, m, { card: card.id, by: seat, side: victim, effect: k });
      else if (k === 'skip') skipTurn(c, mi, m, seat, a.source);
      else {
        disallow(c, mi, m, seat, a.source);
        m.at = 'extra';
      }
      return;
    }
    case 'blowWhistle': {
      const t = teamOfSeat(c.s, seat);
      const def = c.ix.card.get(a.card);
      if (c.s.teams[t] && def) {
        playFromHand(c, t, def);
        discardAction(c, a.card);
      }
      c.events?.push({ type: 'whistleBlown', match: mi, by: seat, card: a.card, countered: m.corrupt?.card ?? '' });
      resolveCorruption(c, mi, m, true);
      return;
    }
    case 'roll':
      rollTurn(c, mi, m);
      return;
    case 'pass':
      switch (p.kind) {
        case 'tacReroll':
          finishTacticalRoll(c, mi, m);
          return;
        case 'preTurn':
        case 'disallow':
        case 'whistle':
          m.queue = m.queue.slice(1);
          return;
        case 'react':
          m.at = 'score';
          return;
        case 'extra':
          m.at = 'next';
          return;
        case 'substitute':
          writableSide(c, m, p.side).subWhen = 'none';
      }
  }
}

/** Team `t` plays `def` from its hand: the card leaves the hand, its cost is paid (`reason`: the money event's). */
function playFromHand(c: Ctx, t: number, def: ActionCardDef, reason = def.name): void {
  const team = writableTeam(c, t);
  team.hand = without(team.hand, def.id);
  const cost = playCost(c.ix, team, def);
  if (cost) changeMoney(c, t, -cost, reason);
}

/** Pre-match window: pays for a card and places it face down (money cards take effect at once). */
function placeCard(c: Ctx, m: MatchState, seat: string, side: Side, id: string, player: string | undefined): void {
  const t = m.sides[side].team;
  const def = c.ix.card.get(id);
  if (!c.s.teams[t] || !def) return;
  playFromHand(c, t, def, 'card played face down');
  if (isMoneyCard(def)) {
    gainMoney(c, t, def);
    return;
  }
  const pc: PlayedCard = { card: id, by: seat, side: cardVictim(def, side), active: false };
  if (player !== undefined) pc.player = player;
  writableSide(c, m, side).facedown = appended(m.sides[side].facedown, pc);
}

/** Gain Money: the card's amount goes to the team; the card is discarded. */
export function gainMoney(c: Ctx, t: number, def: ActionCardDef): void {
  if (!c.s.teams[t]) return;
  changeMoney(c, t, effectOf(def.effects, 'money')?.n ?? 0, def.name);
  discardAction(c, def.id);
}

/**
 * Half-time substitution. "If the target player is substituted at half-time, the modifiers no longer
 * apply and the action card is discarded to the discard pile": a card naming the player taken off
 * leaves play at once.
 */
function substitute(c: Ctx, mi: number, m: MatchState, side: Side, out: string, inn: string): void {
  if (m.cards.some((pc) => pc.player === out))
    m.cards = m.cards.filter((pc) => {
      if (pc.player !== out) return true;
      if (pc.active) c.events?.push({ type: 'cardLostEffect', match: mi, card: pc.card, reason: 'substituted' });
      discardAction(c, pc.card);
      return false;
    });
  const sd = writableSide(c, m, side);
  sd.lineup = sd.lineup.map((id) => (id === out ? inn : id));
  sd.subs -= 1;
  if (sd.subs <= 0) sd.subWhen = 'none';
  c.events?.push({ type: 'substitution', match: mi, side, out, in: inn });
}
