/**
 * Turns engine events into sentences for the commentary of `<mof-match>` and `<mof-championship>`
 * (narration only: every number comes from the event).
 */
import { lookup, minuteLabel, type MofEvent, type MofView, type Side } from '@pitchside/engine/mof';
import type { MessageParams } from '../shared/i18n.js';
import type { MofMessageKey } from './messages.js';
import { sourceName } from './data-lookup.js';

type Translate = (key: MofMessageKey, params?: MessageParams) => string;

export interface CommentaryLine {
  text: string;
  /** Goals stand out. */
  goal: boolean;
}

/** Team names of match `match` (an index into the view's current matches), by side. */
function sides(view: MofView, match: number): [string, string] {
  const m = view.matches[match];
  const name = (side: Side) => (m ? (view.teams[m.sides[side].team]?.name ?? '') : '');
  return [name(0), name(1)];
}

export function describeEvent(event: MofEvent, view: MofView, t: Translate): string | null {
  const names = lookup(view.data);
  const card = (id: string) => names.card(id)?.name ?? id;
  const player = (id: string) => names.player(id)?.name ?? id;
  const teamOfSeat = (seat: string) => view.teams.find((x) => x.seat === seat)?.name ?? seat;
  const source = (s: string) => sourceName(s, names, t);
  const score = (sc: readonly [number, number]) => `${sc[0]}–${sc[1]}`;
  switch (event.type) {
    case 'matchStarted':
      return t('log.matchStarted', {
        home: view.teams[event.home]?.name ?? '',
        away: view.teams[event.away]?.name ?? '',
      });
    case 'tacticalRoll': {
      const [home, away] = sides(view, event.match);
      return t('log.tacticalRoll', {
        home,
        away,
        hv: event.home.total,
        av: event.away.total,
        winner: event.winner === 0 ? home : away,
      });
    }
    case 'tacticsSet':
      return t('log.tacticsSet', { tactic: t(`tactic.${event.tactic}`) });
    case 'levelsSet': {
      const [home, away] = sides(view, event.match);
      const level = (l: string) => t(`level.${l}` as MofMessageKey);
      return t('log.levelsSet', {
        home,
        away,
        ha: level(event.home.attLevel),
        hd: level(event.home.defLevel),
        aa: level(event.away.attLevel),
        ad: level(event.away.defLevel),
      });
    }
    case 'diceRolled': {
      const [home, away] = sides(view, event.match);
      const minute = minuteLabel(event.turn, view.data);
      return t('log.dice', {
        minute,
        attacker: event.attacker === 0 ? home : away,
        att: event.att.total,
        def: event.def.total,
      });
    }
    case 'goal': {
      const [home, away] = sides(view, event.match);
      const team = event.side === 0 ? home : away;
      return t(event.reason === 'genius' ? 'log.goalGenius' : 'log.goal', { team, score: score(event.score) });
    }
    case 'noGoal':
      return t(event.reason === 'defensiveGenius' ? 'log.noGoalGenius' : 'log.noGoal');
    case 'goalDisallowed':
      return t('log.disallowed', { source: source(event.source), score: score(event.score) });
    case 'turnSkipped':
      return t('log.skipped', { turn: event.turn, source: source(event.source) });
    case 'cardPlayed':
      return t('log.cardPlayed', { team: teamOfSeat(event.by), card: card(event.card) });
    case 'cardCountered':
      return t('log.countered', { card: card(event.card) });
    case 'whistleBlown':
      return t('log.whistle', { card: card(event.countered) });
    case 'halfTime':
      return t('log.halfTime', { score: score(event.score) });
    case 'substitution': {
      const [home, away] = sides(view, event.match);
      return t('log.substitution', {
        team: event.side === 0 ? home : away,
        out: player(event.out),
        in: player(event.in),
      });
    }
    case 'injuryTime': {
      const [home, away] = sides(view, event.match);
      return t(event.extra ? 'log.injuryExtra' : 'log.injuryNone', {
        team: event.side === 0 ? home : away,
        die: event.die,
      });
    }
    case 'fullTime':
      return t('log.fullTime', { score: score(event.score) });
    case 'championshipOver':
      return t('champ.champion', { team: view.teams[event.champion]?.name ?? '' });
    default:
      return null;
  }
}

/** The last `count` sentences of `log`. */
export function commentary(log: readonly MofEvent[], view: MofView, t: Translate, count = 8): CommentaryLine[] {
  const lines: CommentaryLine[] = [];
  for (let i = log.length - 1; i >= 0 && lines.length < count; i--) {
    const event = log[i] as MofEvent;
    const text = describeEvent(event, view, t);
    if (text) lines.unshift({ text, goal: event.type === 'goal' });
  }
  return lines;
}
