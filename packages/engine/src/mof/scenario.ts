/**
 * `scenario(desc)`: a mid-match state from a compact description, for rule illustrations, docs
 * and tests: both teams (players on the field, bench, manager, cards, money), the match tactic,
 * the turn about to be played, the score, home advantage, cards already in effect and, if wanted,
 * the dice levels. The state waits for the turn's `roll` (the `stepTurns` option is on), so a page
 * can show the wheel and dice before anything is rolled.
 */
import { RuleError, isRuleError } from '../core/errors.js';
import { Checker } from '../core/validate.js';
import { arr, int, obj, oneOf, optional, str, type Check } from '../core/schema.js';
import { openCopy, writableDecks, writableMatch } from './rules/context.js';
import { closeWorkingCopy } from '../core/working-copy.js';
import { without } from '../core/lists.js';
import { runFlow } from './championship.js';
import { createMatch } from './setup.js';
import { isTrusted } from '../core/trusted.js';
import { validateData } from './data/validate.js';
import type { MofState, PlayedCard, ScenarioDesc, ScenarioTeam, Side } from './types.js';
import { LEVELS, TACTICS } from './types.js';
import { computeLevels } from './rules/levels.js';
import { INJURY_TURN } from './rules/wheel.js';
import { setSide } from './match/flow.js';

const check: Checker = new Checker('INVALID_SCENARIO', 'scenario');

/** Fields passed on to `createMatch`, which checks them (its errors become INVALID_SCENARIO). */
const passed: Check<unknown> = (_c, v) => v;

/** A described team: the lineup and bench are checked here, the rest by the match setup. */
const team = obj({
  players: arr(str(), 3, 3),
  bench: optional(arr(str(), 0, 3)),
  manager: passed,
  cards: passed,
  money: passed,
  name: passed,
  seat: passed,
  inEffect: optional(arr(str())),
  geniusUsed: passed,
});
const levelsOf = optional(obj({ att: optional(oneOf(LEVELS)), def: optional(oneOf(LEVELS)) }));
const descShape = obj({
  seed: passed,
  data: passed,
  home: team,
  away: team,
  tactic: optional(oneOf(TACTICS)),
  turn: optional(int(1, INJURY_TURN)),
  score: optional(arr(int(0, 99), 2, 2)),
  ha: optional(oneOf(['home', 'away'] as const)),
  levels: optional(obj({ home: levelsOf, away: levelsOf })),
});

/** The match setup of a described team. */
const teamSetup = (t: ScenarioTeam) => ({
  squad: [...t.players, ...(t.bench ?? [])],
  manager: t.manager === undefined ? null : t.manager,
  cards: t.cards ?? [],
  money: t.money ?? 5,
  ...(t.name !== undefined ? { name: t.name } : {}),
  ...(t.seat !== undefined ? { seat: t.seat } : {}),
});

/** Builds the described mid-match state; a bad description gives RuleError('INVALID_SCENARIO'). */
export function scenario(input: ScenarioDesc): MofState {
  const desc = descShape(check, input, '') as ScenarioDesc;
  const tactic = desc.tactic ?? 'possession';
  const turn = desc.turn ?? 1;
  const score = desc.score ?? [0, 0];
  let base: MofState;
  try {
    // A description is plain JSON (an element's attribute, a docs page), so its data set is checked
    // here: createMatch takes only the default set or one validateData returned.
    const data = desc.data === undefined || isTrusted(desc.data) ? desc.data : validateData(desc.data);
    base = createMatch({
      seed: desc.seed ?? 0,
      ...(data ? { data } : {}),
      home: teamSetup(desc.home),
      away: teamSetup(desc.away),
      options: { stepTurns: true },
    });
  } catch (e) {
    if (isRuleError(e)) throw new RuleError('INVALID_SCENARIO', e.message, e.field);
    throw e;
  }
  const c = openCopy(base);
  const m = writableMatch(c, 0);
  const cards: PlayedCard[] = [];
  ([0, 1] as Side[]).forEach((side) => {
    const t = side === 0 ? desc.home : desc.away;
    const path = side === 0 ? 'home' : 'away';
    const seat = c.s.teams[side]?.seat ?? '';
    (t.inEffect ?? []).forEach((entry, i) => {
      const [card = '', player] = entry.split('@');
      const def = c.ix.card.get(card);
      if (!def) check.fail(`${path}.inEffect[${i}]`, 'is not an action card of the data');
      const victim: Side = def.target === 'own' ? side : side === 0 ? 1 : 0;
      const onField = (victim === 0 ? desc.home : desc.away).players;
      if (player !== undefined && !onField.includes(player))
        check.fail(`${path}.inEffect[${i}]`, `targets ${player}, who is not on the field`);
      // The card in effect comes out of the deck, as one played would (the box stays whole).
      const d = writableDecks(c);
      if (!d.actions.includes(card)) check.fail(`${path}.inEffect[${i}]`, 'has no copy left in the deck');
      d.actions = without(d.actions, card);
      const pc: PlayedCard = { card, by: seat, side: victim, active: true };
      if (player !== undefined) pc.player = player;
      cards.push(pc);
    });
    setSide(c, m, side, {
      lineup: t.players,
      tactic,
      revealed: true,
      announced: null,
      used: t.geniusUsed ? { genius: 1 } : {},
      wood: null,
    });
  });
  m.cards = cards;
  if (desc.ha !== undefined) m.ha = desc.ha === 'home' ? 0 : 1;
  m.tactic = tactic;
  m.shown = true;
  m.score = score;
  m.turn = turn;
  m.phase = turn >= INJURY_TURN ? 'injuryTime' : turn > 6 ? 'secondHalf' : 'firstHalf';
  if (turn >= INJURY_TURN) m.injury = [m.ha];
  const { levels } = computeLevels(c.ix, c.s, m, tactic);
  (['home', 'away'] as const).forEach((name, side) => {
    const wanted = desc.levels?.[name];
    const l = levels[side as Side];
    if (wanted?.att) l.attLevel = wanted.att;
    if (wanted?.def) l.defLevel = wanted.def;
  });
  m.levels = levels;
  m.pending = null;
  m.at = 'turn';
  c.events = [];
  runFlow(c);
  return closeWorkingCopy(c);
}
