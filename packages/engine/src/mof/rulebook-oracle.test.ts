/**
 * The rulebook, checked from outside over seeded random championships (2–8 persons, random bots
 * that also swap cards, some played with simultaneous matches) and stand-alone matches. Each rule
 * below is worked out AGAIN from the events, the card data and the public parts of the state, never
 * by calling the rules code, and compared with what the engine did or offers:
 * - Home advantage: the home side, unless the away side is The People's Club; a revealed card that
 *   gains it moves it (a corruption card once no Whistleblower countered it), never from The People's
 *   Club nor from a team immune to it; force cards only from the side holding it.
 * - The tactical roll: die 1–6, genius die (the genius face counts 2), the players' tactical values
 *   (player modifiers in effect), the team's card modifiers and its manager's; the higher total wins,
 *   a tie goes to home advantage; a Tactical Genius rolling the genius face wins outright (both: home
 *   advantage). The winner's tactic (a non-person team's fixed one) is the match tactic, unless forced.
 * - Attack and defence levels: the players' values for the match tactic (kept in 0..7 with their
 *   modifiers) + card and manager modifiers → a dice colour (docs/rules/mof.md#levels); equal levels:
 *   the side without home advantage drops one, both red: the side with it goes up one. A card whose
 *   tactics do not hold loses effect for good; a player modifier is lost when its player is substituted.
 * - The wheel: home attacks on turns 1, 4, 5, 8, 9, 12 (the rulebook's turn labels), 12 turns in order
 *   with half time after the 6th; an extra attack repeats the turn for the same attacker.
 * - A turn: the dice of the attacker's attack level and the defender's defence level, totals = face +
 *   genius die; goal iff the attack total is higher or the attacker rolled the genius face with an
 *   Attacking Genius (once a match); no goal when the defender rolled it with a Defensive Genius.
 * - Injury time: the side with home advantage (or one with an injury-time card) rolls iff tied or down
 *   by one after 12 turns; 3+ gives one attack; the final score and 3/1/0 points; Win Bonus pays the
 *   points won (at most the money in hand; nothing for The Maverick, who plays evolution cards free).
 * - Substitutions: at most one a half (plus Fresh Legs); a late one by the roll's winner brings on a
 *   player of equal or higher tactical value.
 * - Windows: a tactical re-roll is offered to the roll's loser, a re-roll to the side the dice went
 *   against (attack-only re-rolls only when attacking), an extra attack to the attacker, a skip or a
 *   disallowed goal never to the attacking team; an outsider's card is told against the side it hurts.
 * - Academy: the rolls due (Youth Academy 5), 1 → bronze, 2 → silver, the genius face → gold with
 *   Youth Academy or Wonderkid (a level the box has run out of: the nearest one's); more rolls only
 *   while no talent fits; players kept within the limit.
 * - Legal actions: players bought at their price (Super Agent: 1M off, never on 1M players) within the
 *   money in hand, all of those offered; swaps cost 1M; a card from hand only with its cost in hand
 *   (Win Bonus: 3M, The Maverick too; other evolution cards free for him), a paid re-roll with 1M;
 *   outsiders offered only corruption cards and the Whistleblower; no card played against a team
 *   immune to it; hands ≤ 5 and squads 3–6 at every matchday.
 * - The championship: the calendar (MD1, MD2, Academy, MD3, Transfer Market, MD4–6, then the two final
 *   legs with 5–8 persons), the results-pad pairings, 2 matches per group and matchday, the final tables
 *   (points, goal difference, goals scored, away goals) and the champion (the final's winner by the same
 *   tie-breakers over the two legs, then over the championships).
 * `PITCHSIDE_PROPERTY_MATCHES` scales the number of championships and matches.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng, seedRng } from '../core/rng.js';
import * as mof from './index.js';
import type {
  ActionCardDef,
  Effect,
  MofAction,
  MofEvent,
  MofState,
  PlayerDef,
  PlayerLevel,
  Side,
  SideLevels,
  StandingRow,
  Tactic,
  TacticalRollSide,
} from './types.js';

const SCALE = Number(process.env.PITCHSIDE_PROPERTY_MATCHES ?? 500);
const CHAMPIONSHIPS = Math.max(8, Math.ceil(SCALE / 25));
const MATCHES = Math.max(20, Math.ceil(SCALE / 5));

// ── Rulebook and docs/rules/mof.md facts, written out here rather than read from the engine ──
const TACTIC_ORDER: Tactic[] = ['possession', 'direct', 'physical', 'defensive'];
const COLOURS = ['red', 'brown', 'orange', 'green', 'blue', 'purple'] as const;
/** docs/rules/mof.md#levels: ≤2 red, 3–4 brown, 5–6 orange, 7–8 green, 9–10 blue, ≥11 purple. */
const colourIndex = (v: number) => (v <= 2 ? 0 : v <= 4 ? 1 : v <= 6 ? 2 : v <= 8 ? 3 : v <= 10 ? 4 : 5);
/** docs/rules/mof.md#dice: the faces of each level's die, as written there. */
const FACES: Record<string, number[]> = Object.fromEntries(
  'red 0,0,1,1,2,2 · brown 0,1,1,2,2,3 · orange 1,1,2,2,3,3 · green 1,2,2,3,3,4 · blue 2,2,3,3,4,4 · purple 2,3,3,4,4,5'
    .split(' · ')
    .map((x) => x.split(' '))
    .map(([level, faces]) => [level!, faces!.split(',').map(Number)]),
);
/** Kick Off's turn labels: 1st/12th, 4th/9th, 5th/8th home attacks. */
const HOME_ATTACKS = [1, 4, 5, 8, 9, 12];
// The stack a player of each level comes from when the box has none of it left: the level itself,
// those below (nearest first), then those above.
const NEAREST: Record<PlayerLevel, PlayerLevel[]> = {
  gold: ['gold', 'silver', 'bronze', 'wood'],
  silver: ['silver', 'bronze', 'wood', 'gold'],
  bronze: ['bronze', 'wood', 'silver', 'gold'],
  wood: ['wood', 'bronze', 'silver', 'gold'],
};
const MINUTES = ["0'", "15'", "23'", "30'", "38'", "45'", "45'", "60'", "68'", "75'", "83'", "90'"];
/** The results pad's pairings per matchday, first named at home (A = 0). */
const PAD: [number, number][][] = ['C–A D–B', 'A–D B–C', 'A–B C–D', 'A–C B–D', 'D–A C–B', 'B–A D–C'].map((md) =>
  md.split(' ').map((pair) => [pair.charCodeAt(0) - 65, pair.charCodeAt(2) - 65]),
);
const PEOPLES_CLUB = 'peoplesClub';

/** The home side, unless the away side is The People's Club (which "always has home advantage"). */
const homeAdvantage = (s: MofState, home: number, away: number): Side =>
  s.teams[away]?.manager === PEOPLES_CLUB && s.teams[home]?.manager !== PEOPLES_CLUB ? 1 : 0;
const other = (s: Side): Side => (s === 0 ? 1 : 0);
const clamp07 = (n: number) => Math.min(7, Math.max(0, n));
const effectsOf = (list: readonly Effect[], k: Effect['k']) => list.filter((e) => e.k === k);
const sumN = (list: readonly Effect[], k: Effect['k']) =>
  effectsOf(list, k).reduce((n, e) => n + ('n' in e ? e.n : 0), 0);

/** How often each rule was checked (and how often its rarer cases came up), over the whole file. */
const SEEN = new Map<string, number>();
const seen = (what: string) => SEEN.set(what, (SEEN.get(what) ?? 0) + 1);

interface InPlay {
  def: ActionCardDef;
  side: Side;
  player?: string;
  /** Lost effect for good (its tactics did not hold, or countered). */
  lost: boolean;
}

/** What the oracle knows of one match, built from its events. */
class MatchOracle {
  ha: Side;
  lineup: [string[], string[]] = [[], []];
  cards: InPlay[] = [];
  tactic: Tactic | null = null;
  forced: Tactic | null = null;
  pendingHome: { side: Side; card: string } | null = null;
  roll: { winner: Side; half: 1 | 2 } | null = null;
  levels: [SideLevels, SideLevels] | null = null;
  dice: Extract<MofEvent, { type: 'diceRolled' }> | null = null;
  turn = 0;
  attacker: Side | null = null;
  /** The side that scored last. */
  scorer: Side | null = null;
  halfTime = false;
  score: [number, number] = [0, 0];
  geniusUsed: [boolean, boolean] = [false, false];
  /** Score when the 12 turns ended, once known. */
  at12: [number, number] | null = null;
  /** Sides that should roll for an injury-time attack, worked out when the 12 turns ended. */
  rollers: Side[] = [];
  injuryRolls: Extract<MofEvent, { type: 'injuryTime' }>[] = [];
  injuryAttacks: Side[] = [];
  subs: [number, number] = [0, 0];
  lateSub: [boolean, boolean] = [false, false];
  over = false;
  constructor(
    readonly where: string,
    readonly md: number,
    readonly teams: [number, number],
    ha: Side,
  ) {
    this.ha = ha;
  }
}

class Oracle {
  matches = new Map<number, MatchOracle>();
  stages: string[] = [];
  /** Teams that played Wonderkid before the academy. */
  wonderkid = new Set<number>();
  /** Academy players each team has kept. */
  kept = new Map<number, string[]>();
  /** Money the Win Bonus took from each team in the current action. */
  paid = new Map<number, number>();
  /** The state the current action was taken in (the events are read against the state after it). */
  before: MofState;
  constructor(readonly s0: MofState) {
    this.before = s0;
  }

  player(s: MofState, id: string): PlayerDef {
    const p =
      s.data.players.find((x) => x.id === id) ?? s.data.nonPerson.flatMap((n) => n.players).find((x) => x.id === id);
    assert.ok(p, `unknown player ${id}`);
    return p;
  }
  card(s: MofState, id: string): ActionCardDef {
    const c = s.data.cards.find((x) => x.id === id);
    assert.ok(c, `unknown card ${id}`);
    return c;
  }
  abilities(s: MofState, team: number): Effect[] {
    const id = s.teams[team]?.manager;
    return s.data.managers.find((m) => m.id === id)?.abilities ?? [];
  }
  teamOfSeat(s: MofState, seat: string): number {
    return s.teams.findIndex((t) => t.seat === seat);
  }

  /** Cards in effect now: not lost and their tactics hold (or none named). */
  effective(t: MatchOracle): InPlay[] {
    return t.cards.filter((c) => !c.lost && (!c.def.tactics || t.tactic === null || c.def.tactics.includes(t.tactic)));
  }

  /** A side's value of kind `k`: players (with modifiers, kept in 0..7), cards, manager. */
  value(s: MofState, t: MatchOracle, side: Side, k: 'att' | 'def' | 'tac') {
    const on = this.effective(t);
    const pk = k === 'att' ? 'pAtt' : k === 'def' ? 'pDef' : 'pTac';
    const ti = t.tactic === null ? -1 : TACTIC_ORDER.indexOf(t.tactic);
    let players = 0;
    for (const id of t.lineup[side]) {
      const p = this.player(s, id);
      const base = k === 'tac' ? p.tac : p[k][ti]!;
      const mod = on.filter((c) => c.side === side && c.player === id).reduce((n, c) => n + sumN(c.def.effects, pk), 0);
      players += clamp07(base + mod);
    }
    const cards = on
      .filter((c) => c.side === side && c.player === undefined)
      .reduce((n, c) => n + sumN(c.def.effects, k), 0);
    const ability = sumN(this.abilities(s, t.teams[side]), k);
    return { players, cards, ability };
  }

  hasGenius(s: MofState, t: MatchOracle, side: Side, g: 'A' | 'D' | 'T'): boolean {
    return t.lineup[side].some((id) => this.player(s, id).genius?.includes(g) ?? false);
  }

  resolveHome(t: MatchOracle): void {
    if (t.pendingHome) t.ha = t.pendingHome.side;
    t.pendingHome = null;
  }

  /** Checks one action's events against the rules (`next`: the state after it, for the teams and data). */
  events(next: MofState, events: readonly MofEvent[], where: string): void {
    this.paid.clear();
    for (const [n, e] of events.entries()) this.event(next, e, `${where} event ${n} (${e.type})`);
  }

  event(s: MofState, e: MofEvent, where: string): void {
    if (e.type === 'stageStarted') {
      this.stages.push(e.stage === 'matchday' ? `md${e.md}` : e.stage);
      if (e.stage === 'matchday') {
        seen('stages');
        for (const [i, team] of s.teams.entries()) {
          if (team.npt) continue;
          assert.ok(
            team.hand.length <= 5,
            `${where}: team ${i} starts matchday ${e.md} with ${team.hand.length} cards`,
          );
          assert.ok(
            team.squad.length >= 3 && team.squad.length <= 6,
            `${where}: team ${i} has ${team.squad.length} players`,
          );
        }
      }
      return;
    }
    if (e.type === 'moneyChanged') {
      if (s.data.cards.some((c) => c.variable && c.name === e.reason))
        this.paid.set(e.team, (this.paid.get(e.team) ?? 0) - e.amount);
      return;
    }
    if (e.type === 'playerBought') {
      assert.equal(e.cost, this.price(s, e.team, e.player), `${where}: price of ${e.player}`);
      return;
    }
    if (e.type === 'matchStarted') {
      assert.equal(e.ha, homeAdvantage(s, e.home, e.away), `${where}: home advantage at kick-off`);
      this.matches.set(e.match, new MatchOracle(where, e.md, [e.home, e.away], e.ha));
      if (s.kind === 'championship') this.fixture(s, e, where);
      return;
    }
    if (e.type === 'academyRolled') return this.academyRolled(s, e, where);
    if (e.type === 'playerJoined' && e.reason === 'academy') return this.academyJoined(s, e.team, e.player, where);
    // A money card played outside a match names match -1 (Wonderkid: gold talents at the academy).
    if (e.type === 'cardPlayed' && e.match < 0 && this.card(s, e.card).effects.some((x) => x.k === 'wonderkid'))
      this.wonderkid.add(this.teamOfSeat(s, e.by));
    if (!('match' in e) || e.match < 0) return;
    const t = this.matches.get(e.match);
    assert.ok(t, `${where}: an event of a match that did not start`);
    if (t.pendingHome && e.type !== 'whistleBlown' && e.type !== 'cardCountered' && e.type !== 'cardPlayed')
      this.resolveHome(t);
    switch (e.type) {
      case 'playersRevealed':
        t.lineup = [e.home.slice(), e.away.slice()];
        break;
      case 'cardsRevealed':
        for (const pc of e.cards) {
          const def = this.card(s, pc.card);
          assert.ok(def.timing !== 'in', `${where}: ${def.id} is not a pre-match card`);
          this.notImmune(s, t, def, pc.by, pc.side, where);
          const gains = effectsOf(def.effects, 'gainHome').length > 0;
          if (gains || effectsOf(def.effects, 'force').length) {
            // Played on its own side, it acts on the other: the other's immunities hold.
            this.notImmune(s, t, def, pc.by, pc.side === 0 ? 1 : 0, where);
          }
          if (gains) {
            const other = s.teams[t.teams[pc.side === 0 ? 1 : 0]]?.manager;
            assert.notEqual(other, PEOPLES_CLUB, `${where}: ${def.id} against The People's Club, who always has it`);
          }
          if (effectsOf(def.effects, 'force').length)
            assert.equal(pc.side, t.ha, `${where}: ${def.id} forces tactics without home advantage`);
          const inPlay: InPlay = { def, side: pc.side, lost: false };
          if (pc.player !== undefined) inPlay.player = pc.player;
          if (t.tactic !== null && def.tactics && !def.tactics.includes(t.tactic)) inPlay.lost = true;
          t.cards.push(inPlay);
          if (gains) {
            seen('home advantage gained');
            if (def.type === 'corruption') t.pendingHome = { side: pc.side, card: def.id };
            else t.ha = pc.side;
          }
          const force = def.effects.find((x) => x.k === 'force');
          if (force && force.k === 'force') {
            t.forced = force.tactic;
            seen('forced tactic');
          }
        }
        break;
      case 'cardPlayed': {
        // An instant card: a skip hurts the side about to attack, a disallowed goal the scorer.
        const def = this.card(s, e.card);
        const victim = effectsOf(def.effects, 'skip').length
          ? t.attacker
          : effectsOf(def.effects, 'disallow').length
            ? t.scorer
            : null;
        if (victim === null) break;
        this.notImmune(s, t, def, e.by, victim, where);
        // An outsider's card is told against the side it hurts (a side's own card names its side).
        const own = t.teams.indexOf(this.teamOfSeat(s, e.by));
        if (own < 0) {
          assert.equal(e.side, victim, `${where}: ${def.id} played by an outsider against the wrong side`);
          seen('outsider card');
        } else assert.equal(e.side, own, `${where}: ${def.id} not told as its player's side`);
        break;
      }
      case 'cardCountered': {
        if (t.pendingHome?.card === e.card) t.pendingHome = null;
        const c = t.cards.find((x) => x.def.id === e.card && !x.lost);
        if (c) c.lost = true;
        break;
      }
      case 'tacticalRoll':
        this.tacticalRoll(s, t, e, where);
        break;
      case 'tacticsSet':
        this.tacticsSet(s, t, e, where);
        break;
      case 'levelsSet':
        this.levelsSet(s, t, e, where);
        break;
      case 'turnStarted':
        this.turnStarted(t, e, where);
        break;
      case 'diceRolled':
        this.diceRolled(t, e, where);
        break;
      case 'goal':
      case 'noGoal':
        this.outcome(s, t, e, where);
        break;
      case 'goalDisallowed':
        t.score[e.side]--;
        seen('disallowed goal');
        assert.deepEqual(e.score, t.score, `${where}: score after a disallowed goal`);
        break;
      case 'halfTime':
        assert.equal(t.turn, 6, `${where}: half time after turn ${t.turn}`);
        assert.deepEqual(e.score, t.score, `${where}: half-time score`);
        t.halfTime = true;
        break;
      case 'substitutionAnnounced':
        t.lateSub[e.side] = e.when === 'after';
        break;
      case 'substitution': {
        const side = e.side;
        t.subs[side]++;
        const fresh = this.effective(t)
          .filter((c) => c.side === side)
          .reduce((n, c) => n + sumN(c.def.effects, 'sub'), 0);
        assert.ok(t.subs[side] <= 1 + fresh, `${where}: substitution ${t.subs[side]} with ${fresh} Fresh Legs`);
        seen(t.subs[side] > 1 ? 'second substitution' : 'substitution');
        if (t.lateSub[side] && t.roll?.half === 2 && t.roll.winner === side)
          assert.ok(
            this.player(s, e.in).tac >= this.player(s, e.out).tac,
            `${where}: the roll's winner brought on a lower tactical value after the roll`,
          );
        const lineup = t.lineup[side];
        const i = lineup.indexOf(e.out);
        assert.ok(i >= 0, `${where}: ${e.out} was not on the field`);
        lineup[i] = e.in;
        // "If the target player is substituted at half-time, the modifiers no longer apply."
        for (const c of t.cards) if (c.side === side && c.player === e.out) c.lost = true;
        break;
      }
      case 'injuryTime':
        this.scoreAt12(s, t, where);
        t.injuryRolls.push(e);
        assert.ok(e.die >= 1 && e.die <= 6, `${where}: tactic die ${e.die}`);
        assert.equal(e.extra, e.die >= 3, `${where}: an extra attack iff the die shows 3 or more`);
        if (e.extra) t.injuryAttacks.push(e.side);
        break;
      case 'fullTime':
        this.fullTime(s, t, e, where);
        break;
      default:
        break;
    }
  }

  /** The academy's bonus for a team: rolls, players kept, gold talents on the genius face. */
  academy(s: MofState, team: number) {
    const bonus = this.abilities(s, team).find((x) => x.k === 'academyBonus');
    const manager = s.data.managers.find((m) => m.id === s.teams[team]?.manager);
    return {
      rolls: bonus?.k === 'academyBonus' ? bonus.rolls : 2,
      keep: bonus?.k === 'academyBonus' ? bonus.keep : 1,
      gold: bonus !== undefined || this.wonderkid.has(team),
      limit: manager?.academy ?? 0,
    };
  }

  /** Academy: 1 → bronze, 2 (genius face included) → silver, the genius face → gold with the right; re-rolls only while nothing fits. */
  academyRolled(s: MofState, e: Extract<MofEvent, { type: 'academyRolled' }>, where: string): void {
    seen('academy');
    const a = this.academy(s, e.team);
    assert.ok(e.rolls.length >= a.rolls, `${where}: ${e.rolls.length} academy rolls, ${a.rolls} due`);
    const fits = (id: string | null) => {
      const p = id === null ? null : this.player(s, id);
      return p !== null && (p.cost <= a.limit || (a.gold && p.level === 'gold'));
    };
    // Players of each level left in the stacks and their discards before the rolls: a level the box
    // has run out of gives the nearest one's (mof/README.md: when the box runs out of a level).
    const b = this.before.decks;
    const left = new Map<PlayerLevel, number>();
    for (const id of [...b.gold, ...b.silver, ...b.bronze, ...b.wood, ...b.usedPlayers]) {
      const l = this.player(s, id).level;
      left.set(l, (left.get(l) ?? 0) + 1);
    }
    for (const [i, r] of e.rolls.entries()) {
      assert.ok(r.face === 1 || r.face === 2, `${where}: genius die ${r.face}`);
      if (r.g) assert.equal(r.face, 2, `${where}: the genius face counts 2`);
      const level = r.g && a.gold ? 'gold' : r.face === 1 ? 'bronze' : 'silver';
      const from = NEAREST[level].find((l) => (left.get(l) ?? 0) > 0);
      if (from !== level) seen('academy from another stack');
      if (r.player === null) assert.equal(from, undefined, `${where}: roll ${i} drew nobody`);
      else {
        assert.equal(this.player(s, r.player).level, from, `${where}: roll ${i} drew the wrong level`);
        left.set(from as PlayerLevel, (left.get(from as PlayerLevel) ?? 0) - 1);
      }
      if (i >= a.rolls) {
        assert.ok(
          !e.rolls.slice(0, i).some((x) => fits(x.player)),
          `${where}: roll ${i} after a talent fitting the limit`,
        );
        seen('academy re-roll');
      }
    }
    assert.ok(
      e.rolls.some((x) => fits(x.player)),
      `${where}: no talent within the academy limit`,
    );
  }

  academyJoined(s: MofState, team: number, id: string, where: string): void {
    const a = this.academy(s, team);
    const kept = [...(this.kept.get(team) ?? []), id];
    this.kept.set(team, kept);
    assert.ok(kept.length <= a.keep, `${where}: ${kept.length} academy players kept, ${a.keep} allowed`);
    const over = kept.filter((x) => this.player(s, x).cost > a.limit);
    assert.ok(
      over.length <= (a.gold ? 1 : 0),
      `${where}: academy players over the ${a.limit}M limit: ${over.join(', ')}`,
    );
    if (over.length) assert.equal(this.player(s, over[0]!).level, 'gold', `${where}: over the limit but not gold`);
  }

  /** No card of another team's manager hits a team immune to its type. */
  notImmune(s: MofState, t: MatchOracle, def: ActionCardDef, by: string, side: Side, where: string): void {
    if (this.teamOfSeat(s, by) === t.teams[side]) return;
    for (const ab of this.abilities(s, t.teams[side])) {
      if (ab.k !== 'immune' || (ab.atHome && side !== 0)) continue;
      assert.ok(ab.from !== 'all' && ab.from !== def.type, `${where}: ${def.id} hit a team immune to ${ab.from}`);
    }
  }

  fixture(s: MofState, e: Extract<MofEvent, { type: 'matchStarted' }>, where: string): void {
    const group = s.teams[e.home]!.group;
    const ofGroup = s.teams.flatMap((team, i) => (team.group === group ? [i] : []));
    if (e.md <= 6) {
      const pair: [number, number] = [ofGroup.indexOf(e.home), ofGroup.indexOf(e.away)];
      assert.ok(
        PAD[e.md - 1]!.some(([h, a]) => h === pair[0] && a === pair[1]),
        `${where}: matchday ${e.md} pairs letters ${pair.join('–')}`,
      );
    }
  }

  tacticalRoll(s: MofState, t: MatchOracle, e: Extract<MofEvent, { type: 'tacticalRoll' }>, where: string): void {
    seen('rolls');
    const sides: [TacticalRollSide, TacticalRollSide] = [e.home, e.away];
    const tg = [false, false];
    for (const side of [0, 1] as const) {
      const r = sides[side];
      const v = this.value(s, t, side, 'tac');
      const w = `${where}: ${side ? 'away' : 'home'}`;
      assert.ok(r.die >= 1 && r.die <= 6, `${w} tactic die ${r.die}`);
      assert.equal(r.genius, r.g ? 2 : r.genius, `${w} the genius face counts 2`);
      assert.ok(r.genius === 1 || r.genius === 2, `${w} genius die ${r.genius}`);
      assert.equal(r.players, v.players, `${w} players' tactical values`);
      assert.equal(r.cards, v.cards, `${w} card modifiers`);
      assert.equal(r.ability, v.ability, `${w} manager's modifier`);
      assert.equal(r.total, r.die + r.genius + v.players + v.cards + v.ability, `${w} total`);
      const genius = this.hasGenius(s, t, side, 'T');
      assert.equal(r.tacticalGenius, genius, `${w} a Tactical Genius on the field`);
      tg[side] = r.g && genius;
    }
    const winner: Side =
      tg[0] !== tg[1]
        ? tg[0]
          ? 0
          : 1
        : tg[0]
          ? t.ha
          : e.home.total === e.away.total
            ? t.ha
            : e.home.total > e.away.total
              ? 0
              : 1;
    assert.equal(e.winner, winner, `${where}: the tactical roll's winner`);
    if (tg[0] || tg[1]) seen('tactical genius rolled');
    else if (e.home.total === e.away.total) seen('tactical tie');
    t.roll = { winner, half: e.half };
  }

  tacticsSet(s: MofState, t: MatchOracle, e: Extract<MofEvent, { type: 'tacticsSet' }>, where: string): void {
    if (t.forced) {
      assert.deepEqual([e.tactic, e.forced], [t.forced, true], `${where}: forced tactic`);
    } else {
      assert.equal(e.by, t.roll?.winner, `${where}: the roll's winner sets the tactic`);
      const npt = s.teams[t.teams[e.by as Side]]?.npt;
      if (npt)
        assert.equal(e.tactic, s.data.nonPerson.find((n) => n.id === npt)?.tactic, `${where}: non-person tactic`);
    }
    t.tactic = e.tactic;
    for (const c of t.cards) if (c.def.tactics && !c.def.tactics.includes(e.tactic)) c.lost = true;
  }

  levelsSet(s: MofState, t: MatchOracle, e: Extract<MofEvent, { type: 'levelsSet' }>, where: string): void {
    seen('levels');
    const got: [SideLevels, SideLevels] = [e.home, e.away];
    const lv: number[][] = [[], []];
    for (const side of [0, 1] as const) {
      for (const [i, k] of (['att', 'def'] as const).entries()) {
        const v = this.value(s, t, side, k);
        assert.equal(got[side][k], v.players + v.cards + v.ability, `${where}: side ${side} ${k} value`);
        lv[side]![i] = colourIndex(got[side][k]);
      }
    }
    for (const i of [0, 1]) {
      if (lv[0]![i] !== lv[1]![i]) continue;
      seen(lv[0]![i] === 0 ? 'both red' : 'equal levels');
      if (lv[0]![i] === 0) lv[t.ha]![i] = 1;
      else lv[other(t.ha)]![i]! -= 1;
    }
    for (const side of [0, 1] as const) {
      assert.equal(got[side].attLevel, COLOURS[lv[side]![0]!], `${where}: side ${side} attack level`);
      assert.equal(got[side].defLevel, COLOURS[lv[side]![1]!], `${where}: side ${side} defence level`);
    }
    t.levels = got;
  }

  turnStarted(t: MatchOracle, e: Extract<MofEvent, { type: 'turnStarted' }>, where: string): void {
    seen('turns');
    if (e.extra) {
      assert.equal(e.turn, t.turn, `${where}: an extra attack on another turn`);
      assert.equal(e.attacker, t.attacker, `${where}: an extra attack for the other side`);
      seen('extra attack');
      return;
    }
    if (e.turn === 13) {
      assert.ok(t.turn === 12 || t.turn === 13, `${where}: injury time after turn ${t.turn}`);
      assert.equal(e.attacker, t.injuryAttacks.shift(), `${where}: injury-time attacker`);
    } else {
      assert.equal(e.turn, t.turn + 1, `${where}: turn ${e.turn} after turn ${t.turn}`);
      assert.equal(e.attacker, HOME_ATTACKS.includes(e.turn) ? 0 : 1, `${where}: attacker on turn ${e.turn}`);
      assert.equal(e.minute, MINUTES[e.turn - 1], `${where}: minute of turn ${e.turn}`);
      assert.equal(t.halfTime, e.turn > 6, `${where}: turn ${e.turn} and half time`);
    }
    t.turn = e.turn;
    t.attacker = e.attacker;
    t.dice = null;
  }

  diceRolled(t: MatchOracle, e: Extract<MofEvent, { type: 'diceRolled' }>, where: string): void {
    assert.ok(t.levels, `${where}: dice before levels`);
    assert.equal(e.attacker, t.attacker, `${where}: the attacker rolls attack`);
    const d = other(e.attacker);
    assert.equal(e.att.level, t.levels[e.attacker].attLevel, `${where}: attack die colour`);
    assert.equal(e.def.level, t.levels[d].defLevel, `${where}: defence die colour`);
    for (const r of [e.att, e.def]) {
      assert.ok(FACES[r.level]!.includes(r.die), `${where}: ${r.die} is not a face of the ${r.level} die`);
      assert.ok(r.genius === 1 || r.genius === 2, `${where}: genius die ${r.genius}`);
      if (r.g) assert.equal(r.genius, 2, `${where}: the genius face counts 2`);
      assert.equal(r.total, r.die + r.genius, `${where}: total`);
    }
    t.dice = e;
  }

  /** Kick Off: the outcome the dice `r` give (the attacking genius: once a match). */
  expected(s: MofState, t: MatchOracle, r: NonNullable<MatchOracle['dice']>): { want: string; genius: boolean } {
    const a = r.attacker;
    const genius = r.att.g && !t.geniusUsed[a] && this.hasGenius(s, t, a, 'A');
    if (r.def.g && this.hasGenius(s, t, other(a), 'D')) return { want: 'noGoal defensiveGenius', genius: false };
    if (r.att.total > r.def.total) return { want: 'goal higher', genius };
    return { want: genius ? 'goal genius' : 'noGoal lower', genius };
  }

  outcome(s: MofState, t: MatchOracle, e: Extract<MofEvent, { type: 'goal' | 'noGoal' }>, where: string): void {
    const r = t.dice;
    assert.ok(r, `${where}: an outcome without dice`);
    const a = r.attacker;
    const { want, genius } = this.expected(s, t, r);
    assert.equal(`${e.type} ${e.reason}`, want, `${where}: ${r.att.total} v ${r.def.total}`);
    seen(want);
    if (e.type === 'goal') {
      if (genius) t.geniusUsed[a] = true;
      assert.equal(e.side, a, `${where}: the scorer`);
      t.score[a]++;
      t.scorer = a;
      assert.deepEqual(e.score, t.score, `${where}: score`);
    }
    t.dice = null;
  }

  scoreAt12(s: MofState, t: MatchOracle, where: string): void {
    if (t.at12) return;
    assert.equal(t.turn, 12, `${where}: injury time or full time after turn ${t.turn}`);
    t.at12 = [t.score[0], t.score[1]];
    const rollers: Side[] = [];
    for (const side of [t.ha, other(t.ha)]) {
      const diff = t.score[side] - t.score[other(side)];
      const card = this.effective(t).some((c) => c.side === side && effectsOf(c.def.effects, 'injury').length > 0);
      if ((diff === 0 || diff === -1) && (side === t.ha || card)) rollers.push(side);
    }
    t.rollers = rollers;
  }

  fullTime(s: MofState, t: MatchOracle, e: Extract<MofEvent, { type: 'fullTime' }>, where: string): void {
    seen('fullTime');
    this.scoreAt12(s, t, where);
    assert.deepEqual(
      t.injuryRolls.map((r) => r.side),
      t.rollers,
      `${where}: injury-time rolls at ${t.at12!.join('–')} with home advantage ${t.ha}`,
    );
    if (t.injuryRolls.length) seen('injury');
    assert.equal(t.injuryAttacks.length, 0, `${where}: injury-time attacks not played`);
    assert.deepEqual(e.score, t.score, `${where}: final score`);
    const [h, a] = t.score;
    assert.deepEqual(e.points, h > a ? [3, 0] : h < a ? [0, 3] : [1, 1], `${where}: points`);
    for (const side of [0, 1] as const) {
      const team = t.teams[side];
      const bonus = t.cards.some((c) => c.def.variable && c.side === side);
      const paid = this.paid.get(team) ?? 0;
      if (!bonus) assert.equal(paid, 0, `${where}: side ${side} paid a Win Bonus it did not play`);
      else {
        seen('win bonus');
        const money = s.teams[team]!.money + paid; // money before paying (the state after this action)
        // Zero Cost On Evolution Cards: its variable cost is nothing too.
        const owed = this.abilities(s, team).some((x) => x.k === 'freeEvolution') ? 0 : e.points[side];
        assert.equal(paid, Math.min(owed, money), `${where}: Win Bonus payment`);
      }
    }
    t.over = true;
  }

  /** Who is asked in a match's windows, and what for. */
  window(
    s: MofState,
    t: MatchOracle,
    p: NonNullable<MofState['matches'][number]['pending']>,
    team: number,
    legal: MofAction[],
    where: string,
  ): void {
    const w = `${where} (${p.kind})`;
    const sources = legal.flatMap((a) => ('source' in a ? [a.source] : []));
    const effect = (source: string, k: Effect['k']): Effect | undefined =>
      (source === 'ability'
        ? this.abilities(s, team)
        : (s.data.cards.find((c) => c.id === source)?.effects ?? [])
      ).find((e) => e.k === k);
    switch (p.kind) {
      case 'tacReroll':
        assert.notEqual(p.side, t.roll?.winner, `${w}: the winner of the tactical roll is offered a re-roll`);
        break;
      case 'react': {
        assert.ok(t.dice, `${w}: a re-roll window without dice`);
        const goal = this.expected(s, t, t.dice).want.startsWith('goal');
        assert.equal(
          p.side,
          goal ? other(t.dice.attacker) : t.dice.attacker,
          `${w}: re-roll offered to the side the dice favoured`,
        );
        for (const src of sources) {
          const e = effect(src, 'reroll');
          if (e?.k === 'reroll' && e.what === 'attack')
            assert.equal(p.side, t.dice.attacker, `${w}: ${src} re-rolls attack only`);
        }
        seen('re-roll window');
        break;
      }
      case 'extra':
        assert.equal(p.side, t.attacker, `${w}: an extra attack offered to the defender`);
        break;
      case 'preTurn':
        assert.notEqual(
          team,
          t.attacker === null ? -1 : t.teams[t.attacker],
          `${w}: the attacker may skip its own turn`,
        );
        break;
      case 'disallow':
        assert.notEqual(team, t.scorer === null ? -1 : t.teams[t.scorer], `${w}: the scorer may disallow its own goal`);
        break;
      default:
        break;
    }
  }

  /** A player's price for a team: Super Agent Partnership's discount, never on 1M players. */
  price(s: MofState, team: number, id: string): number {
    const cost = this.player(s, id).cost;
    const discount = sumN(this.abilities(s, team), 'discount');
    return cost > 1 ? Math.max(1, cost - discount) : cost;
  }

  /** What the acting seat is offered, checked against the rules. */
  legal(s: MofState, where: string): void {
    const seat = mof.currentSeat(s);
    if (seat === null) return;
    const ti = this.teamOfSeat(s, seat);
    const team = s.teams[ti]!;
    const m = s.stage === 'matchday' ? s.matches[s.active] : undefined;
    const outsider = m !== undefined && m.sides[0].team !== ti && m.sides[1].team !== ti;
    seen('legal');
    const legal: MofAction[] = mof.legalActions(s);
    const t = m && this.matches.get(s.active);
    if (m?.pending && t) this.window(s, t, m.pending, ti, legal, where);
    const bought = new Set<string>();
    for (const a of legal) {
      if (a.type === 'swapCard') {
        assert.ok(team.money >= 1 && team.hand.includes(a.card), `${where}: swap of ${a.card} with ${team.money}M`);
      } else if (a.type === 'buyPlayer') bought.add(a.player);
      const card = a.type === 'playCard' || a.type === 'blowWhistle' ? a.card : 'source' in a ? a.source : null;
      const def = s.data.cards.find((c) => c.id === card);
      // (A multi-use card already in play, with uses left, costs nothing more.)
      const inPlay = m?.cards.some((pc) => pc.card === card && pc.by === seat && pc.active && (pc.left ?? 0) > 0);
      if (def && team.hand.includes(def.id) && !inPlay) {
        // Its cost in hand; Zero Cost On Evolution Cards, though Win Bonus asks 3M in hand of anyone.
        const free =
          def.type === 'evolution' && !def.variable && this.abilities(s, ti).some((x) => x.k === 'freeEvolution');
        assert.ok(free || team.money >= def.cost, `${where}: ${def.id} (${def.cost}M) offered with ${team.money}M`);
        seen('card cost');
      }
      if (card === 'paid') assert.ok(team.money >= 1, `${where}: a paid re-roll offered with ${team.money}M`);
      if (outsider && a.type !== 'pass' && a.type !== 'swapCard') {
        const id = a.type === 'blowWhistle' || a.type === 'playCard' ? a.card : 'source' in a ? a.source : '';
        const def = s.data.cards.find((c) => c.id === id);
        assert.ok(
          def && (def.type === 'corruption' || effectsOf(def.effects, 'block').length > 0),
          `${where}: an outsider offered ${JSON.stringify(a)}`,
        );
      }
    }
    if (s.stage === 'buy' || s.stage === 'market') {
      const affordable = team.offer.filter((id) => this.price(s, ti, id) <= team.money);
      assert.deepEqual(
        [...bought].sort(),
        [...new Set(affordable)].sort(),
        `${where}: players offered for ${team.money}M`,
      );
    }
  }

  /** The championship as a whole, once over. */
  championship(s: MofState, events: readonly MofEvent[], where: string): void {
    const persons = s.seats.length;
    const final = persons >= 5;
    const calendar = ['md1', 'md2', 'academy', 'md3', 'market', 'md4', 'md5', 'md6', ...(final ? ['md7', 'md8'] : [])];
    assert.deepEqual(
      this.stages.filter((x) => x.startsWith('md') || x === 'academy' || x === 'market'),
      calendar,
      `${where}: calendar`,
    );
    const groups = final ? [0, 1] : [0];
    const tables: StandingRow[][] = [];
    for (const g of groups) {
      const ofGroup = s.teams.flatMap((team, i) => (team.group === g ? [i] : []));
      assert.equal(ofGroup.length, 4, `${where}: group ${g} has ${ofGroup.length} teams`);
      for (let md = 1; md <= 6; md++) {
        const rows = s.results.filter((r) => r.md === md && ofGroup.includes(r.home));
        assert.equal(rows.length, 2, `${where}: group ${g} played ${rows.length} matches on matchday ${md}`);
      }
      tables.push(
        this.table(
          s.results.filter((r) => r.md <= 6),
          ofGroup,
        ),
      );
    }
    this.randomTables(s, where);
    const over = events.find((e) => e.type === 'championshipOver');
    assert.ok(over && over.type === 'championshipOver', `${where}: no championshipOver event`);
    for (const [g, mine] of tables.entries()) this.sameTable(over.standings[g]!, mine, `${where}: group ${g} table`);
    if (!final) {
      assert.equal(over.champion, over.standings[0]![0]!.team, `${where}: champion`);
      return;
    }
    const finalists = tables.map((tb) => tb[0]!.team);
    const legs = s.results.filter((r) => r.md > 6);
    assert.equal(legs.length, 2, `${where}: ${legs.length} final legs`);
    assert.deepEqual(new Set([legs[0]!.home, legs[0]!.away]), new Set(finalists), `${where}: finalists`);
    assert.deepEqual(
      [legs[1]!.home, legs[1]!.away],
      [legs[0]!.away, legs[0]!.home],
      `${where}: home and away alternate`,
    );
    seen('final');
    const ft = this.table(legs, finalists);
    let champion = ft[0]!.team;
    if (this.key(ft[0]!) === this.key(ft[1]!)) {
      const rows = finalists.map((f) => tables.flat().find((r) => r.team === f)!);
      const cmp = this.compare(rows[0]!, rows[1]!);
      champion = cmp === 0 ? -1 : cmp < 0 ? rows[0]!.team : rows[1]!.team;
    }
    if (champion >= 0) assert.equal(over.champion, champion, `${where}: champion of the final`);
    else assert.ok(finalists.includes(over.champion), `${where}: champion not a finalist`);
  }

  /**
   * The tie-breakers on results too rare in play (teams level on points, goal difference and goals
   * scored): `standings` of this championship with its league scores replaced by random 0–2 scores.
   */
  randomTables(s: MofState, where: string): void {
    const rng = new Rng(seedRng(where));
    const goals = () => rng.int(3);
    for (let n = 0; n < 25; n++) {
      const results = s.results.map((r) => (r.md <= 6 ? { ...r, hg: goals(), ag: goals() } : r));
      const got = mof.standings({ ...s, results });
      for (const g of s.seats.length >= 5 ? [0, 1] : [0]) {
        const ofGroup = s.teams.flatMap((team, i) => (team.group === g ? [i] : []));
        const mine = this.table(
          results.filter((r) => r.md <= 6),
          ofGroup,
        );
        if (
          mine.some(
            (r, i) => i > 0 && r.points === mine[i - 1]!.points && r.gd === mine[i - 1]!.gd && r.gf === mine[i - 1]!.gf,
          )
        )
          seen('tie on points, goal difference and goals');
        this.sameTable(got[g]!, mine, `${where}: group ${g} table of random scores ${n}`);
      }
    }
  }

  key(r: StandingRow): string {
    return [r.points, r.gd, r.gf, r.away].join(',');
  }
  compare(x: StandingRow, y: StandingRow): number {
    return y.points - x.points || y.gd - x.gd || y.gf - x.gf || y.away - x.away;
  }

  table(results: MofState['results'], teams: number[]): StandingRow[] {
    const zero = { played: 0, won: 0, drawn: 0, lost: 0, gf: 0, ga: 0, gd: 0, away: 0, points: 0 };
    const rows: StandingRow[] = teams.map((team) => ({ team, name: '', ...zero }));
    for (const r of results) {
      const h = rows.find((x) => x.team === r.home);
      const a = rows.find((x) => x.team === r.away);
      if (!h || !a) continue;
      for (const [row, gf, ga] of [
        [h, r.hg, r.ag],
        [a, r.ag, r.hg],
      ] as const) {
        row.played++;
        row.gf += gf;
        row.ga += ga;
        row.gd = row.gf - row.ga;
        const pts = gf > ga ? 3 : gf === ga ? 1 : 0;
        row.points += pts;
        if (pts === 3) row.won++;
        else if (pts === 1) row.drawn++;
        else row.lost++;
      }
      a.away += r.ag;
    }
    return rows.sort((x, y) => this.compare(x, y));
  }

  /** Same rows; the order may differ only among teams level on every tie-breaker. */
  sameTable(got: StandingRow[], mine: StandingRow[], where: string): void {
    assert.equal(got.length, mine.length, where);
    for (const [i, row] of got.entries()) {
      const m = mine.find((r) => r.team === row.team);
      assert.ok(m, `${where}: team ${row.team}`);
      for (const k of ['played', 'won', 'drawn', 'lost', 'gf', 'ga', 'gd', 'away', 'points'] as const)
        assert.equal(row[k], m[k], `${where}: team ${row.team} ${k}`);
      assert.equal(this.key(row), this.key(mine[i]!), `${where}: row ${i} out of order`);
    }
  }
}

/** Plays `s` to the end with a random bot, checking every action's events; returns actions taken. */
function playChecked(s: MofState, seed: number, swapRate: number, label: string): number {
  const oracle = new Oracle(s);
  if (s.kind === 'match') {
    // A stand-alone match starts without a matchStarted event.
    const [home, away] = [s.matches[0]!.sides[0].team, s.matches[0]!.sides[1].team];
    const ha = homeAdvantage(s, home, away);
    assert.equal(s.matches[0]!.ha, ha, `${label}: home advantage at kick-off`);
    oracle.matches.set(0, new MatchOracle(label, 0, [home, away], ha));
  }
  const bot = mof.randomBot(seed, swapRate);
  const all: MofEvent[] = [];
  let n = 0;
  for (; !mof.isOver(s); n++) {
    const where = `${label} action ${n}`;
    oracle.legal(s, where);
    oracle.before = s;
    const { state: next, events } = mof.applyAction(s, bot(s));
    oracle.events(next, events, where);
    for (const e of events) all.push(e);
    s = next;
  }
  for (const t of oracle.matches.values()) assert.ok(t.over, `${label}: a match of matchday ${t.md} never ended`);
  if (s.kind === 'championship') oracle.championship(s, all, label);
  return n;
}

test(`rulebook oracle: ${CHAMPIONSHIPS} random championships of 2–8 persons follow the rules worked out from their events`, () => {
  let actions = 0;
  for (let i = 0; i < CHAMPIONSHIPS; i++) {
    const seed = 9000 + i;
    const persons = 2 + (i % 7);
    const simultaneous = i % 3 === 2;
    const s = mof.createChampionship({ seed, seats: persons, options: { simultaneous } });
    actions += playChecked(
      s,
      seed,
      i % 2 ? 0.1 : 0.02,
      `championship seed ${seed} (${persons} persons${simultaneous ? ', simultaneous' : ''})`,
    );
  }
  assert.ok(actions > CHAMPIONSHIPS * 100, `only ${actions} actions`);
});

test(`rulebook oracle: ${MATCHES} random stand-alone matches follow the rules worked out from their events`, () => {
  for (let i = 0; i < MATCHES; i++) {
    const seed = 5000 + i;
    playChecked(mof.createMatch({ seed }), seed, 0.05, `match seed ${seed}`);
  }
});

test("an outsider's Bought Referee is told against the side whose turn it skips, not the previous turn's attacker", () => {
  // The golden 3-person championship: p2, outside match 0, skips its turn 2 (away attacks; turn 1 was home's).
  let s = mof.createChampionship({ seed: 13, seats: 3 });
  const bot = mof.randomBot(13);
  let attacker: Side | null = null;
  for (let n = 0; n < 2000 && !mof.isOver(s); n++) {
    const r = mof.applyAction(s, bot(s));
    for (const e of r.events) {
      if (e.type === 'turnStarted') attacker = e.attacker;
      if (e.type === 'cardPlayed' && e.card === 'boughtReferee') {
        assert.deepEqual([e.by, e.side], ['p2', attacker]);
        assert.equal(attacker, 1);
        return;
      }
    }
    s = r.state;
  }
  assert.fail('no Bought Referee played');
});

test('rulebook oracle: every rule above was checked, its rarer cases included', (t) => {
  t.diagnostic([...SEEN].map(([k, n]) => `${k}: ${n}`).join(', '));
  for (const what of [
    'stages',
    'rolls',
    'levels',
    'turns',
    'fullTime',
    'injury',
    'legal',
    'goal higher',
    'goal genius',
    'noGoal lower',
    'noGoal defensiveGenius',
    'tactical genius rolled',
    'tactical tie',
    'equal levels',
    'both red',
    'substitution',
    'extra attack',
    'final',
    'academy',
    'academy re-roll',
    'card cost',
  ])
    assert.ok((SEEN.get(what) ?? 0) > 0, `never checked: ${what}`);
});
