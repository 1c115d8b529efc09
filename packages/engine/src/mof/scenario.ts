/**
 * `scenario(desc)`: a mid-match state from a compact description, for rule illustrations, docs
 * and tests: both teams (players on the field, bench, manager, cards, money), the match tactic,
 * the turn about to be played, the score, home advantage, cards already in effect and, if wanted,
 * the dice levels. The state waits for the turn's `roll` (the `stepTurns` option is on), so a page
 * can show the wheel and dice before anything is rolled.
 */
import { RuleError, isRuleError } from '../core/errors.js';
import { Checker } from '../core/validate.js';
import { draft, writableMatch } from './ctx.js';
import { runFlow } from './championship.js';
import { createMatch } from './setup.js';
import type { Level, MofState, PlayedCard, ScenarioDesc, ScenarioTeam, Side } from './types.js';
import { LEVELS, TACTICS } from './types.js';
import { computeLevels } from './rules/levels.js';
import { INJURY_TURN } from './rules/wheel.js';
import { setSide } from './match/flow.js';

const check: Checker = new Checker('INVALID_SCENARIO', 'scenario');

function teamSetup(t: ScenarioTeam, path: string) {
  const o = check.object(t, path);
  check.onlyKeys(o, path, ['players', 'bench', 'manager', 'cards', 'money', 'name', 'seat', 'inEffect', 'geniusUsed']);
  const players = check
    .array(t.players, `${path}.players`, 3, 3)
    .map((x, i) => check.string(x, `${path}.players[${i}]`));
  const bench = check.array(t.bench ?? [], `${path}.bench`, 0, 3).map((x, i) => check.string(x, `${path}.bench[${i}]`));
  return {
    setup: {
      squad: [...players, ...bench],
      manager: t.manager === undefined ? null : t.manager,
      cards: t.cards ?? [],
      money: t.money ?? 5,
      ...(t.name !== undefined ? { name: t.name } : {}),
      ...(t.seat !== undefined ? { seat: t.seat } : {}),
    },
    players,
  };
}

/** Builds the described mid-match state; a bad description gives RuleError('INVALID_SCENARIO'). */
export function scenario(desc: ScenarioDesc): MofState {
  const o = check.object(desc, '');
  check.onlyKeys(o, '', ['seed', 'data', 'home', 'away', 'tactic', 'turn', 'score', 'ha', 'levels']);
  const home = teamSetup(desc.home, 'home');
  const away = teamSetup(desc.away, 'away');
  const tactic = desc.tactic === undefined ? 'possession' : check.oneOf(desc.tactic, 'tactic', TACTICS);
  const turn = desc.turn === undefined ? 1 : check.int(desc.turn, 'turn', 1, INJURY_TURN);
  const score = (
    desc.score === undefined
      ? [0, 0]
      : check.array(desc.score, 'score', 2, 2).map((n, i) => check.int(n, `score[${i}]`, 0, 99))
  ) as [number, number];
  let base: MofState;
  try {
    base = createMatch({
      seed: desc.seed ?? 0,
      ...(desc.data ? { data: desc.data } : {}),
      home: home.setup,
      away: away.setup,
      options: { stepTurns: true },
    });
  } catch (e) {
    if (isRuleError(e)) throw new RuleError('INVALID_SCENARIO', e.message, e.field);
    throw e;
  }
  const c = draft(base);
  const m = writableMatch(c, 0);
  const cards: PlayedCard[] = [];
  ([0, 1] as Side[]).forEach((side) => {
    const t = side === 0 ? desc.home : desc.away;
    const path = side === 0 ? 'home' : 'away';
    const seat = c.s.teams[side]?.seat ?? '';
    (t.inEffect ?? []).forEach((entry, i) => {
      const [card = '', player] = check.string(entry, `${path}.inEffect[${i}]`).split('@');
      const def = c.ix.card.get(card);
      if (!def) check.fail(`${path}.inEffect[${i}]`, 'is not an action card of the data');
      const victim: Side = def.target === 'own' ? side : side === 0 ? 1 : 0;
      const lineup = (victim === 0 ? home : away).players;
      if (player !== undefined && !lineup.includes(player))
        check.fail(`${path}.inEffect[${i}]`, `targets ${player}, who is not on the field`);
      const pc: PlayedCard = { card, by: seat, side: victim, active: true };
      if (player !== undefined) pc.player = player;
      cards.push(pc);
    });
    setSide(m, side, {
      lineup: side === 0 ? home.players : away.players,
      tactic,
      revealed: true,
      announced: null,
      used: t.geniusUsed ? { genius: 1 } : {},
      wood: null,
    });
  });
  m.cards = cards;
  if (desc.ha !== undefined) m.ha = check.oneOf(desc.ha, 'ha', ['home', 'away'] as const) === 'home' ? 0 : 1;
  m.tactic = tactic;
  m.shown = true;
  m.score = score;
  m.turn = turn;
  m.phase = turn >= INJURY_TURN ? 'injuryTime' : turn > 6 ? 'secondHalf' : 'firstHalf';
  if (turn >= INJURY_TURN) m.injury = [m.ha];
  const { levels } = computeLevels(c.ix, c.s, m, tactic);
  if (desc.levels !== undefined) {
    const lv = check.object(desc.levels, 'levels');
    check.onlyKeys(lv, 'levels', ['home', 'away']);
    (['home', 'away'] as const).forEach((name, side) => {
      const x = lv[name];
      if (x === undefined) return;
      const y = check.object(x, `levels.${name}`);
      check.onlyKeys(y, `levels.${name}`, ['att', 'def']);
      const l = levels[side as Side];
      if (y.att !== undefined) l.attLevel = check.oneOf(y.att, `levels.${name}.att`, LEVELS) as Level;
      if (y.def !== undefined) l.defLevel = check.oneOf(y.def, `levels.${name}.def`, LEVELS) as Level;
    });
  }
  m.levels = levels;
  m.pending = null;
  m.at = 'turn';
  c.ev = [];
  runFlow(c);
  c.s.rng = c.rng.state;
  return c.s;
}
