/**
 * Game Symbols (rulebook p.16): every symbol of the legend and how the data expresses it, so a
 * test (and a publisher) can check that a reference set uses each one. `symbolCoverage` lists the
 * ids (cards, managers, players) carrying each symbol.
 */
import type { ActionCardDef, Effect, ManagerDef, MofData, PlayerDef, Tactic } from './types.js';

type Item = { kind: 'card'; c: ActionCardDef } | { kind: 'manager'; m: ManagerDef } | { kind: 'player'; p: PlayerDef };

const effects = (x: Item): Effect[] => (x.kind === 'card' ? x.c.effects : x.kind === 'manager' ? x.m.abilities : []);
const has =
  (k: Effect['k'], test: (e: Effect) => boolean = () => true) =>
  (x: Item) =>
    effects(x).some((e) => e.k === k && test(e));
const card = (test: (c: ActionCardDef) => boolean) => (x: Item) => x.kind === 'card' && test(x.c);
const player = (test: (p: PlayerDef) => boolean) => (x: Item) => x.kind === 'player' && test(x.p);
const tactic = (t: Tactic) => card((c) => c.tactics?.includes(t) ?? false);
const force = (t: Tactic) => has('force', (e) => e.k === 'force' && e.tactic === t);
const immune = (from: string) => has('immune', (e) => e.k === 'immune' && e.from === from);
const reroll = (what: string) => has('reroll', (e) => e.k === 'reroll' && e.what === what);

/** The legend, symbol by symbol, with the test that finds it in the data. */
export const SYMBOLS: Record<string, (x: Item) => boolean> = {
  attack: player((p) => p.att.some((v) => v > 0)),
  defence: player((p) => p.def.some((v) => v > 0)),
  tacticalLevel: player((p) => p.tac > 0),
  possessionTactic: tactic('possession'),
  directTactic: tactic('direct'),
  physicalTactic: tactic('physical'),
  defensiveTactic: tactic('defensive'),
  attackingGenius: player((p) => p.genius?.includes('A') ?? false),
  defensiveGenius: player((p) => p.genius?.includes('D') ?? false),
  tacticalGenius: player((p) => p.genius?.includes('T') ?? false),
  playableBeforeMatch: card((c) => c.timing === 'pre'),
  playableDuringMatch: card((c) => c.timing === 'in'),
  playableAnyTime: card((c) => c.timing === 'any'),
  cost: card((c) => c.cost > 0),
  attackModifier: has('att'),
  defenceModifier: has('def'),
  tacticalModifier: has('tac'),
  requiresHomeAdvantage: card((c) => c.home === true),
  gainHomeAdvantage: has('gainHome'),
  variableCost: card((c) => c.variable === true),
  forcePossession: force('possession'),
  forceDirect: force('direct'),
  forcePhysical: force('physical'),
  forceDefensive: force('defensive'),
  budget: (x) => x.kind === 'manager' && x.m.budget > 0,
  academyLimit: (x) => x.kind === 'manager' && x.m.academy > 0,
  gainMoney: has('money'),
  substitutions: has('sub'),
  initialSquadHandBonus: has('squadBonus'),
  academyHandBonus: (x) => has('academyBonus')(x) || has('wonderkid')(x),
  playerModifiers: (x) => has('pAtt')(x) || has('pDef')(x) || has('pTac')(x),
  zeroCostOnEvolutionCards: has('freeEvolution'),
  playerCostDiscount: has('discount'),
  immuneToAllActionCards: immune('all'),
  immuneToCorruption: immune('corruption'),
  immuneToAntiFootball: immune('antiFootball'),
  immuneToStrategyCards: immune('strategy'),
  goalDisallowed: has('disallow'),
  blockCorruption: has('block'),
  skipNextMatchTurn: has('skip'),
  rollTacticalDieForExtraAttack: has('injury'),
  rollForMatchTactics: has('tacReroll'),
  additionalAttackTurn: has('extra'),
  reRollAttackOrDefenceUpToN: reroll('any'),
  reRollAttackOrDefenceFor1M: has('rerollPaid'),
  reRollAttackOnlyUpToN: reroll('attack'),
};

/** For each symbol, the ids of the cards, managers and players that carry it. */
export function symbolCoverage(data: MofData): Record<string, string[]> {
  const items: Item[] = [
    ...data.cards.map((c): Item => ({ kind: 'card', c })),
    ...data.managers.map((m): Item => ({ kind: 'manager', m })),
    ...data.players.map((p): Item => ({ kind: 'player', p })),
  ];
  const id = (x: Item) => (x.kind === 'card' ? x.c.id : x.kind === 'manager' ? x.m.id : x.p.id);
  const out: Record<string, string[]> = {};
  for (const [name, test] of Object.entries(SYMBOLS)) out[name] = items.filter(test).map(id);
  return out;
}
