/**
 * The numbers of a Goal Check (rulebook: "Step 5: Goal Check"; decisions: docs/rules/mne.md#goal-check)
 * and how many hand cards an attacker may add (its Control State). Pure reads of a state: a leaf of
 * the rules, which the Synergy Board's picture needs without the match flow (shot.ts runs them).
 */
import { lookup } from '../data/index.js';
import { controlState, HAND_CARDS_BY_CONTROL } from '../track.js';
import type { GoalCheckOutcome, MneState, PlayedSynergy, Seat, ShotState } from '../types.js';
import { other, teamOf } from './context.js';
import { basicDefencePower } from './tactical-icons.js';

/** The most hand cards the attacker may add now. */
export function attackHandLimit(s: MneState, seat: Seat): number {
  return Math.min(handCardsAllowed(s, seat), teamOf(s, seat).hand.length);
}

/** `HAND_CARDS_BY_CONTROL` of `seat`'s Control State, through named properties (a hot path). */
export function handCardsAllowed(s: MneState, seat: Seat): number {
  const state = controlState(s.data.track, s.marker, seat);
  const by = HAND_CARDS_BY_CONTROL;
  return state === 'aggressive' ? by.aggressive : state === 'normal' ? by.normal : by.defensive;
}

/** The numbers of a Goal Check. */
export interface GoalCheckNumbers {
  attackStars: number;
  totalAttack: number;
  basicDefence: number;
  defenceStars: number;
  totalDefence: number;
  tackle: boolean;
  outcome: GoalCheckOutcome;
}

/** The numbers of a Goal Check (pure; exported for the UI's odds and for tests). */
export function goalCheckNumbers(s: MneState, shot: ShotState): GoalCheckNumbers {
  return fillGoalCheck(s, shot, noNumbers());
}

export function noNumbers(): GoalCheckNumbers {
  return {
    attackStars: 0,
    totalAttack: 0,
    basicDefence: 0,
    defenceStars: 0,
    totalDefence: 0,
    tackle: false,
    outcome: 'saved',
  };
}

/** Writes the numbers of a Goal Check of `shot` into `n`, and returns it. */
export function fillGoalCheck(s: MneState, shot: ShotState, n: GoalCheckNumbers): GoalCheckNumbers {
  const organised = shot.kind !== 'unorganised';
  // One map for both sides' cards (the attack's stars; the defence's and whether a Tackle is among
  // them, in one look-up per card).
  const synergy = lookup(s.data).synergy;
  let attackStars = 0;
  for (let i = 0; i < shot.attackCards.length; i++) {
    attackStars += synergy.get((shot.attackCards[i] as PlayedSynergy).card)?.stars ?? 0;
  }
  const totalAttack = shot.basicAttack + attackStars;
  const basicDefence = shot.ignoreDefence ? 0 : basicDefencePower(s.data, teamOf(s, other(shot.attacker)));
  let defenceStars = 0;
  let tackle = false;
  for (let i = 0; i < shot.defenceCards.length; i++) {
    const def = synergy.get((shot.defenceCards[i] as PlayedSynergy).card);
    if (def) {
      defenceStars += def.stars;
      if (def.tackle) tackle = true;
    }
  }
  const totalDefence = Math.max(0, basicDefence - (organised ? shot.crack : 0)) + defenceStars;
  let outcome: GoalCheckOutcome;
  if (totalAttack >= 12) outcome = 'ballOut';
  else if (tackle) outcome = 'tackle';
  else if (totalAttack === 11 && organised) outcome = 'wonderGoal';
  else outcome = totalAttack > totalDefence ? 'goal' : 'saved';
  n.attackStars = attackStars;
  n.totalAttack = totalAttack;
  n.basicDefence = basicDefence;
  n.defenceStars = defenceStars;
  n.totalDefence = totalDefence;
  n.tackle = tackle;
  n.outcome = outcome;
  return n;
}
