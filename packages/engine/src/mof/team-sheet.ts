/**
 * A team sheet: one side's players with their values under the match tactic, and the three totals
 * the rulebook adds up — the tactical value (players, action cards, manager ability and, once
 * rolled, the tactic and genius dice), the attack value and the defence value with the dice levels
 * they give (after the equal-level rule). For rule illustrations (`<mof-team-sheet>`) and UIs.
 */
import { RuleError } from '../core/errors.js';
import { tacticalBreakdown, teamValues } from './queries.js';
import { tacticalTotal } from './rules/tactical-roll.js';
import type { ValueBreakdown } from './rules/levels.js';
import type { Level, MofState, Side, SideName, Tactic } from './types.js';

/** The tactic and genius dice of a tactical roll: numbers they have, `'G'` for the genius face. */
export interface TacticalDice {
  tactic: number;
  genius: number | 'G';
}

export interface TeamSheetPlayer {
  id: string;
  name: string;
  /** Attack, defence and tactical value on the field (with the modifiers of cards in effect). */
  att: number;
  def: number;
  tac: number;
}

export interface TeamSheet {
  tactic: Tactic;
  players: TeamSheetPlayer[];
  tactical: {
    players: number[];
    cards: number;
    ability: number;
    /** The dice's sum (the genius face counts its value), null when no dice were given. */
    dice: number | null;
    total: number;
  };
  att: ValueBreakdown;
  def: ValueBreakdown;
  /** The dice levels after the equal-level rule. */
  attLevel: Level;
  defLevel: Level;
}

const fail = (field: string, message: string): never => {
  throw new RuleError('INVALID_ARGUMENT', `teamSheet: ${field} ${message}.`, field);
};

/** The sheet of `side` in the active match of `s`; `dice`: a tactical roll's dice to add. */
export function teamSheet(s: MofState, side: Side | SideName, dice?: TacticalDice): TeamSheet {
  if (side !== 'home' && side !== 'away' && side !== 0 && side !== 1)
    fail('side', `must be 'home', 'away', 0 or 1, not ${String(side)}`);
  const values = teamValues(s, side);
  const parts = tacticalBreakdown(s, side);
  const m = s.matches[s.active];
  const lineup = m ? m.sides[side === 'home' || side === 0 ? 0 : 1].lineup : [];
  let rolled: { die: number; genius: number; g: boolean } | null = null;
  if (dice !== undefined) {
    if (typeof dice !== 'object' || dice === null) fail('dice', `must be { tactic, genius }, not ${String(dice)}`);
    const { tactic, genius } = dice as Partial<TacticalDice>;
    if (typeof tactic !== 'number' || !s.data.dice.tactic.includes(tactic))
      fail(
        'dice.tactic',
        `must be a face of the tactic die (${[...new Set(s.data.dice.tactic)].join(', ')}), not ${String(tactic)}`,
      );
    const g = genius === 'G';
    if (!g && (typeof genius !== 'number' || !s.data.dice.genius.includes(genius)))
      fail(
        'dice.genius',
        `must be a face of the genius die (${[...new Set(s.data.dice.genius)].join(', ')} or G), not ${String(genius)}`,
      );
    rolled = {
      die: tactic as number,
      genius: g ? (s.data.dice.genius[s.data.dice.geniusIndex] as number) : (genius as number),
      g,
    };
  }
  const total = rolled ? tacticalTotal(parts, rolled.die, rolled.genius, rolled.g).total : parts.withoutDice;
  return {
    tactic: values.tactic,
    players: lineup.map((id, i) => ({
      id,
      name: s.data.players.find((p) => p.id === id)?.name ?? id,
      att: values.att.players[i] ?? 0,
      def: values.def.players[i] ?? 0,
      tac: parts.players[i] ?? 0,
    })),
    tactical: {
      players: parts.players,
      cards: parts.cards,
      ability: parts.ability,
      dice: rolled ? rolled.die + rolled.genius : null,
      total,
    },
    att: values.att,
    def: values.def,
    attLevel: values.attLevel,
    defLevel: values.defLevel,
  };
}
