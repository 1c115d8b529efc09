/**
 * Which Game Symbol shows each engine effect, and its accessible name. Presentation only: what an
 * effect does is the engine's business; this says how the rulebook draws it.
 */
import type { Effect, Tactic } from '@pitchside/engine/mof';
import type { MofMessageKey } from './messages.js';
import type { SymbolId } from './symbols.js';

export interface SymbolUse {
  id: SymbolId;
  /** The number printed on the symbol (a modifier, a count, a cost), if any. */
  value?: string;
  /** The accessible name's message and its parameters. */
  label: MofMessageKey;
  params: Record<string, string | number>;
}

/** `+2`, `−1` (with a real minus sign). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

function use(id: SymbolId, value?: string | number, label: MofMessageKey = `symbol.${id}` as MofMessageKey): SymbolUse {
  const text = value === undefined ? undefined : String(value);
  return { id, ...(text === undefined ? {} : { value: text }), label, params: { value: text ?? '' } };
}

const IMMUNITY_SYMBOL = {
  all: 'immune-all',
  corruption: 'immune-corruption',
  antiFootball: 'immune-anti-football',
  strategy: 'immune-strategy',
} as const;

/** The symbol of one effect (an action card's or a manager's ability). */
export function effectSymbol(effect: Effect): SymbolUse {
  switch (effect.k) {
    case 'att':
      return use('modifier-attack', signed(effect.n));
    case 'def':
      return use('modifier-defence', signed(effect.n));
    case 'tac':
      return use('modifier-tactical', signed(effect.n));
    case 'pAtt':
      return use('player-modifier', signed(effect.n), 'symbol.player-modifier-att');
    case 'pDef':
      return use('player-modifier', signed(effect.n), 'symbol.player-modifier-def');
    case 'pTac':
      return use('player-modifier', signed(effect.n), 'symbol.player-modifier-tac');
    case 'force':
      return use(`force-${effect.tactic}`);
    case 'gainHome':
      return use('home-gain');
    case 'reroll':
      return use(effect.what === 'attack' ? 'reroll-attack' : 'reroll', effect.n);
    case 'rerollPaid':
      return use('reroll-paid', effect.cost);
    case 'extra':
      return use('extra-turn', effect.n);
    case 'disallow':
      return use('goal-disallowed', effect.n);
    case 'skip':
      return use('skip-turn', effect.n);
    case 'tacReroll':
      return use('tactic-reroll', effect.n);
    case 'injury':
      return use('injury-roll');
    case 'block':
      return use('block-corruption');
    case 'money':
      return use('money-gain', effect.n);
    case 'sub':
      return use('substitution', effect.n);
    case 'wonderkid':
      return use('academy-bonus', 'G', 'symbol.wonderkid');
    case 'immune':
      return effect.from === 'all' && effect.atHome
        ? use('immune-all', undefined, 'symbol.immune-all-home')
        : use(IMMUNITY_SYMBOL[effect.from]);
    case 'squadBonus':
      return use('squad-bonus', effect.n);
    case 'academyBonus':
      return use('academy-bonus', effect.rolls);
    case 'discount':
      return use('discount', effect.n);
    case 'freeEvolution':
      return use('free-evolution');
  }
}

export function tacticSymbol(tactic: Tactic): SymbolId {
  return `tactic-${tactic}`;
}
