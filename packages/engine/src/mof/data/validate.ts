/**
 * Validates a reference set (players, managers, action cards, non-person teams, dice, wheel) the
 * way any untrusted input is checked: a publisher's bad field gives RuleError('INVALID_DATA')
 * whose `field` is the exact path (e.g. `cards[12].effects[0].n`).
 */
import { Checker } from '../../core/validate.js';
import type {
  ActionCardDef,
  DiceDef,
  Effect,
  ManagerDef,
  MofData,
  NonPersonTeamDef,
  PlayerDef,
  WheelDef,
} from '../types.js';
import { LEVELS, TACTICS } from '../types.js';

const check: Checker = new Checker('INVALID_DATA', 'Masters of Football data');
const IMMUNITIES = ['all', 'corruption', 'antiFootball', 'strategy'] as const;

function nums(v: unknown, path: string, len: number, min: number, max: number): number[] {
  return check.array(v, path, len, len).map((x, i) => check.int(x, `${path}[${i}]`, min, max));
}

export function validatePlayer(v: unknown, path: string, wood = false): PlayerDef {
  const o = check.object(v, path);
  check.onlyKeys(o, path, ['id', 'name', 'level', 'pos', 'cost', 'att', 'def', 'tac', 'genius']);
  const p: PlayerDef = {
    id: check.string(o.id, `${path}.id`, { maxLength: 40 }),
    name: check.string(o.name, `${path}.name`),
    level: check.oneOf(
      o.level,
      `${path}.level`,
      wood ? (['wood'] as const) : (['gold', 'silver', 'bronze', 'wood'] as const),
    ),
    pos: check.oneOf(o.pos, `${path}.pos`, ['D', 'M', 'F'] as const),
    cost: check.int(o.cost, `${path}.cost`, 0, 99),
    att: nums(o.att, `${path}.att`, 4, 0, 7) as PlayerDef['att'],
    def: nums(o.def, `${path}.def`, 4, 0, 7) as PlayerDef['def'],
    tac: check.int(o.tac, `${path}.tac`, 0, 5),
  };
  if (o.genius !== undefined) {
    const g = check
      .array(o.genius, `${path}.genius`, 0, 3)
      .map((x, i) => check.oneOf(x, `${path}.genius[${i}]`, ['A', 'D', 'T'] as const));
    check.unique(g, `${path}.genius`, 'genius flag');
    p.genius = g;
  }
  return p;
}

/** Checks one effect record; `forManager` allows the manager-only effects. */
export function validateEffect(v: unknown, path: string): Effect {
  const o = check.object(v, path);
  const k = check.oneOf(o.k, `${path}.k`, [
    'att',
    'def',
    'tac',
    'pAtt',
    'pDef',
    'pTac',
    'force',
    'gainHome',
    'reroll',
    'rerollPaid',
    'extra',
    'disallow',
    'skip',
    'tacReroll',
    'injury',
    'block',
    'money',
    'sub',
    'wonderkid',
    'immune',
    'squadBonus',
    'academyBonus',
    'discount',
    'freeEvolution',
  ] as const);
  const n = (min: number, max: number) => check.int(o.n, `${path}.n`, min, max);
  switch (k) {
    case 'att':
    case 'def':
    case 'tac':
    case 'pAtt':
    case 'pDef':
    case 'pTac':
      check.onlyKeys(o, path, ['k', 'n']);
      return { k, n: n(-7, 7) };
    case 'force':
      check.onlyKeys(o, path, ['k', 'tactic']);
      return { k, tactic: check.oneOf(o.tactic, `${path}.tactic`, TACTICS) };
    case 'reroll':
      check.onlyKeys(o, path, ['k', 'n', 'what']);
      return { k, n: n(1, 12), what: check.oneOf(o.what, `${path}.what`, ['any', 'attack'] as const) };
    case 'rerollPaid':
      check.onlyKeys(o, path, ['k', 'cost']);
      return { k, cost: check.int(o.cost, `${path}.cost`, 0, 9) };
    case 'extra':
    case 'disallow':
    case 'skip':
    case 'tacReroll':
    case 'sub':
    case 'squadBonus':
      check.onlyKeys(o, path, ['k', 'n']);
      return { k, n: n(1, 12) };
    case 'money':
    case 'discount':
      check.onlyKeys(o, path, ['k', 'n']);
      return { k, n: n(1, 20) };
    case 'immune': {
      check.onlyKeys(o, path, ['k', 'from', 'atHome']);
      const e: Effect = { k, from: check.oneOf(o.from, `${path}.from`, IMMUNITIES) };
      if (o.atHome !== undefined) e.atHome = check.boolean(o.atHome, `${path}.atHome`);
      return e;
    }
    case 'academyBonus':
      check.onlyKeys(o, path, ['k', 'rolls', 'keep']);
      return { k, rolls: check.int(o.rolls, `${path}.rolls`, 1, 12), keep: check.int(o.keep, `${path}.keep`, 1, 6) };
    default:
      check.onlyKeys(o, path, ['k']);
      return { k };
  }
}

const CARD_ONLY = new Set(['block', 'wonderkid', 'money', 'force']);
const MANAGER_ONLY = new Set(['rerollPaid', 'immune', 'squadBonus', 'academyBonus', 'discount', 'freeEvolution']);

function validateManager(v: unknown, path: string): ManagerDef {
  const o = check.object(v, path);
  check.onlyKeys(o, path, ['id', 'name', 'budget', 'academy', 'abilities']);
  const abilities = check.array(o.abilities, `${path}.abilities`, 0, 8).map((e, i) => {
    const eff = validateEffect(e, `${path}.abilities[${i}]`);
    if (CARD_ONLY.has(eff.k) || eff.k.startsWith('p'))
      check.fail(`${path}.abilities[${i}].k`, `"${eff.k}" is an action card effect, not a manager ability`);
    return eff;
  });
  return {
    id: check.string(o.id, `${path}.id`, { maxLength: 40 }),
    name: check.string(o.name, `${path}.name`),
    budget: check.int(o.budget, `${path}.budget`, 0, 99),
    academy: check.int(o.academy, `${path}.academy`, 0, 99),
    abilities,
  };
}

function validateCard(v: unknown, path: string): ActionCardDef {
  const o = check.object(v, path);
  check.onlyKeys(o, path, [
    'id',
    'name',
    'type',
    'timing',
    'cost',
    'variable',
    'tactics',
    'target',
    'home',
    'effects',
    'copies',
  ]);
  const c: ActionCardDef = {
    id: check.string(o.id, `${path}.id`, { maxLength: 40 }),
    name: check.string(o.name, `${path}.name`),
    type: check.oneOf(o.type, `${path}.type`, ['strategy', 'evolution', 'antiFootball', 'corruption'] as const),
    timing: check.oneOf(o.timing, `${path}.timing`, ['pre', 'in', 'any'] as const),
    cost: check.int(o.cost, `${path}.cost`, 0, 20),
    target: check.oneOf(o.target, `${path}.target`, ['own', 'opp'] as const),
    effects: check.array(o.effects, `${path}.effects`, 1, 4).map((e, i) => {
      const eff = validateEffect(e, `${path}.effects[${i}]`);
      if (MANAGER_ONLY.has(eff.k))
        check.fail(`${path}.effects[${i}].k`, `"${eff.k}" is a manager ability, not an action card effect`);
      return eff;
    }),
  };
  if (o.variable !== undefined) c.variable = check.boolean(o.variable, `${path}.variable`);
  if (o.home !== undefined) c.home = check.boolean(o.home, `${path}.home`);
  if (o.copies !== undefined) c.copies = check.int(o.copies, `${path}.copies`, 1, 20);
  if (o.tactics !== undefined) {
    const t = check
      .array(o.tactics, `${path}.tactics`, 1, 4)
      .map((x, i) => check.oneOf(x, `${path}.tactics[${i}]`, TACTICS));
    check.unique(t, `${path}.tactics`, 'tactic');
    c.tactics = t;
  }
  if (c.effects.some((e) => e.k === 'force') && !c.home)
    check.fail(`${path}.home`, 'must be true: cards that force tactics require home advantage');
  const players = c.effects.filter((e) => e.k.startsWith('p')).length;
  if (players && c.timing === 'in') check.fail(`${path}.timing`, 'must be "pre" or "any" for player modifiers');
  return c;
}

function validateNonPerson(v: unknown, path: string): NonPersonTeamDef {
  const o = check.object(v, path);
  check.onlyKeys(o, path, ['id', 'name', 'tactic', 'players']);
  const players = check
    .array(o.players, `${path}.players`, 3, 3)
    .map((p, i) => validatePlayer(p, `${path}.players[${i}]`, true));
  if (players.every((p) => p.pos === players[0]?.pos))
    check.fail(`${path}.players`, 'must not all play the same position');
  return {
    id: check.string(o.id, `${path}.id`, { maxLength: 40 }),
    name: check.string(o.name, `${path}.name`),
    tactic: check.oneOf(o.tactic, `${path}.tactic`, TACTICS),
    players,
  };
}

function validateDice(v: unknown, path: string): DiceDef {
  const o = check.object(v, path);
  check.onlyKeys(o, path, ['tactic', 'genius', 'geniusIndex', 'thresholds', 'faces']);
  const tactic = check
    .array(o.tactic, `${path}.tactic`, 2, 20)
    .map((x, i) => check.int(x, `${path}.tactic[${i}]`, 0, 20));
  const genius = check
    .array(o.genius, `${path}.genius`, 2, 20)
    .map((x, i) => check.int(x, `${path}.genius[${i}]`, 0, 20));
  const geniusIndex = check.int(o.geniusIndex, `${path}.geniusIndex`, 0, genius.length - 1);
  const thresholds = nums(o.thresholds, `${path}.thresholds`, LEVELS.length - 1, -50, 100);
  thresholds.forEach((t, i) => {
    if (i > 0 && t <= (thresholds[i - 1] as number))
      check.fail(`${path}.thresholds[${i}]`, 'must be greater than the one before');
  });
  const fo = check.object(o.faces, `${path}.faces`);
  check.onlyKeys(fo, `${path}.faces`, LEVELS);
  const faces = {} as DiceDef['faces'];
  for (const l of LEVELS) {
    faces[l] = check
      .array(fo[l], `${path}.faces.${l}`, 2, 20)
      .map((x, i) => check.int(x, `${path}.faces.${l}[${i}]`, 0, 20));
  }
  return { tactic, genius, geniusIndex, thresholds, faces };
}

function validateWheel(v: unknown, path: string): WheelDef {
  const o = check.object(v, path);
  check.onlyKeys(o, path, ['minutes', 'homeAttacks']);
  const minutes = check
    .array(o.minutes, `${path}.minutes`, 12, 12)
    .map((x, i) => check.string(x, `${path}.minutes[${i}]`, { maxLength: 10 }));
  const homeAttacks = check
    .array(o.homeAttacks, `${path}.homeAttacks`, 1, 11)
    .map((x, i) => check.int(x, `${path}.homeAttacks[${i}]`, 1, 12));
  check.unique(homeAttacks, `${path}.homeAttacks`, 'turn');
  return { minutes, homeAttacks };
}

/** Checks a whole reference set and returns a clean copy; throws RuleError('INVALID_DATA'). */
export function validateData(input: unknown): MofData {
  const o = check.object(input, '');
  check.onlyKeys(o, '', ['players', 'managers', 'cards', 'nonPerson', 'dice', 'wheel', 'tacticSets']);
  const players = check.array(o.players, 'players', 1, 500).map((p, i) => validatePlayer(p, `players[${i}]`));
  const managers = check.array(o.managers, 'managers', 1, 100).map((m, i) => validateManager(m, `managers[${i}]`));
  const cards = check.array(o.cards, 'cards', 1, 200).map((c, i) => validateCard(c, `cards[${i}]`));
  const nonPerson = check.array(o.nonPerson, 'nonPerson', 0, 20).map((t, i) => validateNonPerson(t, `nonPerson[${i}]`));
  const data: MofData = {
    players,
    managers,
    cards,
    nonPerson,
    dice: validateDice(o.dice, 'dice'),
    wheel: validateWheel(o.wheel, 'wheel'),
    tacticSets: check.int(o.tacticSets ?? 4, 'tacticSets', 1, 8),
  };
  check.unique(
    [...players.map((p) => p.id), ...nonPerson.flatMap((t) => t.players.map((p) => p.id))],
    'players',
    'player id',
  );
  check.unique(
    managers.map((m) => m.id),
    'managers',
    'manager id',
  );
  check.unique(
    cards.map((c) => c.id),
    'cards',
    'card id',
  );
  check.unique(
    nonPerson.map((t) => t.id),
    'nonPerson',
    'team id',
  );
  for (const level of ['gold', 'silver', 'bronze', 'wood'] as const) {
    if (!players.some((p) => p.level === level)) check.fail('players', `must include at least one ${level} player`);
  }
  return data;
}
