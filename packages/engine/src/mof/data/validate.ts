/**
 * Validates a reference set (players, managers, action cards, non-person teams, dice, wheel) the
 * way any untrusted input is checked: a publisher's bad field gives RuleError('INVALID_DATA')
 * whose `field` is the exact path (e.g. `cards[12].effects[0].n`).
 */
import { Checker, join } from '../../core/validate.js';
import { arr, bool, distinct, int, obj, oneOf, optional, str, type Check } from '../../core/schema.js';
import type { ActionCardDef, DiceDef, Effect, EffectKind, MofData, PlayerDef } from '../types.js';
import { LEVELS, TACTICS } from '../types.js';
import { trust } from '../../core/trusted.js';

const check: Checker = new Checker('INVALID_DATA', 'Masters of Football data');
const n07 = int(-7, 7);
const n12 = int(1, 12);

/** The fields of each effect kind (see `Effect` in types.ts). */
const EFFECT_FIELDS: Record<EffectKind, Record<string, Check<unknown>>> = {
  att: { n: n07 },
  def: { n: n07 },
  tac: { n: n07 },
  pAtt: { n: n07 },
  pDef: { n: n07 },
  pTac: { n: n07 },
  force: { tactic: oneOf(TACTICS) },
  gainHome: {},
  reroll: { n: n12, what: oneOf(['any', 'attack'] as const) },
  rerollPaid: { cost: int(0, 9) },
  extra: { n: n12 },
  disallow: { n: n12 },
  skip: { n: n12 },
  tacReroll: { n: n12 },
  injury: {},
  block: {},
  money: { n: int(1, 20) },
  sub: { n: n12 },
  wonderkid: {},
  immune: { from: oneOf(['all', 'corruption', 'antiFootball', 'strategy'] as const), atHome: optional(bool) },
  squadBonus: { n: n12 },
  academyBonus: { rolls: n12, keep: int(1, 6) },
  discount: { n: int(1, 20) },
  freeEvolution: {},
};
const CARD_ONLY = ['block', 'wonderkid', 'money', 'force', 'pAtt', 'pDef', 'pTac'];
const MANAGER_ONLY = ['rerollPaid', 'immune', 'squadBonus', 'academyBonus', 'discount', 'freeEvolution'];

const effect =
  (forbidden: string[], what: string): Check<Effect> =>
  (c, v, p) => {
    const k = oneOf(Object.keys(EFFECT_FIELDS) as EffectKind[])(c, c.object(v, p).k, `${p}.k`);
    if (forbidden.includes(k)) c.fail(`${p}.k`, `"${k}" is not ${what}`);
    return obj({ k: str(), ...EFFECT_FIELDS[k] })(c, v, p) as Effect;
  };

const values = arr(int(0, 7), 4, 4) as Check<PlayerDef['att']>;
const playerShape = (level: Check<PlayerDef['level']>) =>
  obj({
    id: str(40),
    name: str(),
    level,
    pos: oneOf(['D', 'M', 'F'] as const),
    cost: int(0, 99),
    att: values,
    def: values,
    tac: int(0, 5),
    genius: optional(distinct(arr(oneOf(['A', 'D', 'T'] as const), 0, 3), 'genius flag')),
  });

export const validatePlayer = (v: unknown, path: string, wood = false): PlayerDef =>
  playerShape(oneOf(wood ? (['wood'] as const) : (['gold', 'silver', 'bronze', 'wood'] as const)))(
    check,
    v,
    path,
  ) as PlayerDef;

export const validateEffect = (v: unknown, path: string): Effect => effect([], '')(check, v, path);

const manager = obj({
  id: str(40),
  name: str(),
  budget: int(0, 99),
  academy: int(0, 99),
  abilities: arr(effect(CARD_ONLY, 'a manager ability'), 0, 8),
});

const card = obj({
  id: str(40),
  name: str(),
  type: oneOf(['strategy', 'evolution', 'antiFootball', 'corruption'] as const),
  timing: oneOf(['pre', 'in', 'any'] as const),
  cost: int(0, 20),
  variable: optional(bool),
  tactics: optional(distinct(arr(oneOf(TACTICS), 1, 4), 'tactic')),
  target: oneOf(['own', 'opp'] as const),
  home: optional(bool),
  effects: arr(effect(MANAGER_ONLY, 'an action card effect'), 1, 4),
  copies: optional(int(1, 20)),
});

const nonPerson = obj({
  id: str(40),
  name: str(),
  tactic: oneOf(TACTICS),
  players: arr((c, v, p) => validatePlayer(v, p, true), 3, 3),
});

const faceList = arr(int(0, 20), 2, 20);
const dice = obj({
  tactic: faceList,
  genius: faceList,
  geniusIndex: int(0, 19),
  thresholds: arr(int(-50, 100), LEVELS.length - 1, LEVELS.length - 1),
  faces: obj(Object.fromEntries(LEVELS.map((l) => [l, faceList])) as Record<(typeof LEVELS)[number], typeof faceList>),
});

const byId = (item: { id: string }) => item.id;
const data = obj({
  players: arr((c, v, p) => validatePlayer(v, p), 1, 500),
  managers: distinct(arr(manager, 1, 100), 'manager id', byId),
  cards: distinct(arr(card, 1, 200), 'card id', byId),
  nonPerson: distinct(arr(nonPerson, 0, 20), 'team id', byId),
  dice,
  wheel: obj({ minutes: arr(str(10), 12, 12), homeAttacks: distinct(arr(int(1, 12), 1, 11), 'turn') }),
  tacticSets: optional(int(1, 8)),
});

/**
 * Checks a whole reference set and returns a clean, frozen copy, which `createMatch` and
 * `createChampionship` accept (they refuse data that did not come from here or is not the default
 * set); throws RuleError('INVALID_DATA'). `path` names the set in errors (a save's `state.data`).
 */
export function validateData(input: unknown, path = ''): MofData {
  const at = (p: string) => join(path, p);
  const d = data(check, input, path) as Omit<MofData, 'tacticSets'> & { tacticSets?: number };
  d.cards.forEach((c: ActionCardDef, i) => {
    if (c.effects.some((e) => e.k === 'force') && !c.home)
      check.fail(at(`cards[${i}].home`), 'must be true: cards that force tactics require home advantage');
    if (c.timing === 'in' && c.effects.some((e) => e.k === 'pAtt' || e.k === 'pDef' || e.k === 'pTac'))
      check.fail(at(`cards[${i}].timing`), 'must be "pre" or "any" for player modifiers');
  });
  d.nonPerson.forEach((t, i) => {
    if (t.players.every((p) => p.pos === t.players[0]?.pos))
      check.fail(at(`nonPerson[${i}].players`), 'must not all play the same position');
  });
  const dd = d.dice as DiceDef;
  if (dd.geniusIndex >= dd.genius.length) check.fail(at('dice.geniusIndex'), `must be below ${dd.genius.length}`);
  dd.thresholds.forEach((t, i) => {
    if (i > 0 && t <= (dd.thresholds[i - 1] as number))
      check.fail(at(`dice.thresholds[${i}]`), 'must be greater than the one before');
  });
  check.unique(
    [...d.players.map((p) => p.id), ...d.nonPerson.flatMap((t) => t.players.map((p) => p.id))],
    at('players'),
    'player id',
  );
  for (const level of ['gold', 'silver', 'bronze', 'wood'] as const) {
    if (!d.players.some((p) => p.level === level))
      check.fail(at('players'), `must include at least one ${level} player`);
  }
  return trust({ ...d, tacticSets: d.tacticSets ?? 4 } as MofData);
}
