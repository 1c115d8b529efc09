/**
 * Fresh plain-data records: a team, a match side and a match (with its home advantage: the home
 * side unless the away manager always has it — rulebook: Home Advantage).
 */
import type { Ctx } from '../rules/context.js';
import type { MatchState, Side, SideState, TeamState } from '../types.js';
import { keepsHome } from '../rules/effects.js';

export function newTeam(name: string, seat: string | null, group = 0): TeamState {
  return {
    name,
    seat,
    manager: null,
    npt: null,
    money: 0,
    squad: [],
    hand: [],
    offer: [],
    managerOffer: [],
    group,
    wonderkid: false,
    keep: 0,
  };
}

export function newSide(team: number): SideState {
  return {
    team,
    lineup: [],
    wood: null,
    tactic: null,
    revealed: false,
    announced: null,
    facedown: [],
    used: {},
    subs: 1,
    subWhen: null,
    tv: null,
    wonRoll: false,
  };
}

/** A fresh match between two teams; home advantage goes to the home side unless the away manager gains it. */
export function newMatch(c: Ctx, home: number, away: number, md: number, group: number): MatchState {
  const h = c.s.teams[home] as TeamState;
  const a = c.s.teams[away] as TeamState;
  const ha: Side = keepsHome(c.ix, a) && !keepsHome(c.ix, h) ? 1 : 0;
  return {
    md,
    group,
    sides: [newSide(home), newSide(away)],
    at: 'pick',
    shown: false,
    troll: null,
    injury: [],
    ha,
    phase: 'prematch',
    turn: 0,
    score: [0, 0],
    tactic: null,
    forced: null,
    cards: [],
    levels: null,
    roll: null,
    pending: null,
    queue: [],
    corrupt: null,
    goals: [],
    extra: 0,
    skipped: [],
  };
}
