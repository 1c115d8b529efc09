/**
 * Words for what happens in a match: each engine event as a line of the move log ("Home's Striker
 * shoots: 3 + 7 = 10 against 9 — GOAL") and each legal action as a button label. Presentation only:
 * the numbers and outcomes are the engine's; nothing hidden is ever named (drawn cards, face-down
 * cards and hidden choices are not in the words).
 */
import {
  basicAttackOf,
  iconsOnField,
  synergyCard,
  type MneAction,
  type MneEvent,
  type MneState,
  type MneView,
  type Seat,
} from '@pitchside/engine/mne';
import type { I18nController } from '../shared/i18n.js';
import { cardName, lineName, synergyLabel, teamName } from './labels.js';
import { queryable } from './queryable.js';
import { mneMatchMessages } from './mne-match/messages.js';

/** A log entry: an event and, for a shot's result, who shot (from the `shotDeclared` before it). */
export interface LogEntry {
  readonly event: MneEvent;
  readonly shooter: string | null;
}

/** The log entries for `events`, in order, keeping only those worth a line. */
export function logEntries(events: readonly MneEvent[], shooter: string | null = null): LogEntry[] {
  const out: LogEntry[] = [];
  let current = shooter;
  for (const event of events) {
    if (event.type === 'shotDeclared') current = event.shooter;
    if (NARRATED.has(event.type)) out.push({ event, shooter: current });
  }
  return out;
}

const NARRATED = new Set<MneEvent['type']>([
  'starsRevealed',
  'starPicked',
  'lineupsRevealed',
  'halfStarted',
  'turnStarted',
  'passed',
  'pressed',
  'injuryTimeNext',
  'substituted',
  'cardPlaced',
  'effectApplied',
  'effectSkipped',
  'handCardDiscarded',
  'shotDeclined',
  'shotResolved',
  'penaltyResolved',
  'goal',
  'halfEnded',
  'shootoutStarted',
  'shootoutKick',
  'matchEnded',
]);

type Data = Pick<MneState, 'data'>;

function card(i18n: I18nController, data: Data, id: string | null): string {
  if (id === null) return i18n.t(mneMatchMessages, 'log.unorganisedShooter');
  const def = data.data.cards.find((c) => c.id === id); // the data alone: no state to check here
  return def ? cardName(i18n, def) : id;
}

/** One line of the move log, or null for an event without words. */
export function narrate(i18n: I18nController, data: Data, entry: LogEntry): string | null {
  const e = entry.event;
  const t = i18n.t.bind(i18n, mneMatchMessages);
  const team = (seat: Seat) => teamName(i18n, seat);
  const scoreParams = (score: Record<Seat, number>) => ({
    home: team('home'),
    away: team('away'),
    homeScore: score.home,
    awayScore: score.away,
  });
  switch (e.type) {
    case 'starsRevealed':
      return t('log.starsRevealed', { cards: e.cards.map((id) => card(i18n, data, id)).join(', ') });
    case 'starPicked':
      return t('log.starPicked', { team: team(e.seat), card: card(i18n, data, e.card) });
    case 'lineupsRevealed':
      return t('log.lineupsRevealed');
    case 'halfStarted':
      return t('log.halfStarted', { half: t(e.half === 2 ? 'score.half.2' : 'score.half.1'), team: team(e.first) });
    case 'turnStarted':
      return t(e.injuryTime ? 'log.turnInjury' : 'log.turnStarted', { turn: e.turn, team: team(e.seat) });
    case 'passed':
      return t('log.passed', { team: team(e.seat), draw: e.draw, icons: e.icons });
    case 'pressed':
      return t('log.pressed', { team: team(e.seat), from: e.from + 1, to: e.to + 1 });
    case 'injuryTimeNext':
      return t('log.injuryTimeNext', { team: team(e.seat) });
    case 'substituted':
      return t('log.substituted', { team: team(e.seat), in: card(i18n, data, e.in), out: card(i18n, data, e.out) });
    case 'cardPlaced':
      return t('log.cardPlaced', {
        team: team(e.seat),
        card: card(i18n, data, e.card),
        line: lineName(i18n, e.row, data.data.board.rows),
      });
    case 'effectApplied':
      return t('log.effectApplied', { card: card(i18n, data, e.card), effect: t(`effect.${e.effect}`) });
    case 'effectSkipped':
      return t('log.effectSkipped', { card: card(i18n, data, e.card) });
    case 'handCardDiscarded':
      return t('log.handCardDiscarded', { team: team(e.seat) });
    case 'shotDeclined':
      return t('log.shotDeclined', { team: team(e.seat) });
    case 'shotResolved': {
      const params = {
        team: team(e.seat),
        card: card(i18n, data, entry.shooter),
        basic: e.basicAttack,
        stars: e.attackStars,
        total: e.totalAttack,
      };
      if (e.outcome === 'ballOut' || e.totalDefence === null) return t('log.shotBallOut', params);
      return t('log.shot', { ...params, defence: e.totalDefence, outcome: t(`outcome.${e.outcome}`) });
    }
    case 'penaltyResolved':
      return t('log.penalty', {
        team: team(e.seat),
        kick: t(`direction.${e.kick}`),
        save: t(`direction.${e.save}`),
        outcome: t(e.goal ? 'outcome.goal' : 'outcome.missed'),
      });
    case 'goal':
      return t('log.goal', scoreParams(e.score));
    case 'halfEnded':
      return t('log.halfEnded', { ...scoreParams(e.score), half: t(e.half === 2 ? 'score.half.2' : 'score.half.1') });
    case 'shootoutStarted':
      return t('log.shootoutStarted');
    case 'shootoutKick':
      return t('log.shootoutKick', { team: team(e.seat), outcome: t(e.goal ? 'outcome.goal' : 'outcome.missed') });
    case 'matchEnded':
      return t('log.matchEnded', {
        ...scoreParams(e.result.score),
        result: e.result.winner ? t('result.win', { team: team(e.result.winner) }) : t('result.draw'),
      });
    default:
      return null;
  }
}

/** Where a Shoot Token would go, in words: "the icon shared with Chance Maker". */
function iconWhere(i18n: I18nController, view: MneView, seat: Seat, shooter: string | null, key: string): string {
  const icon = iconsOnField(queryable(view), seat).find((ic) => ic.key === key);
  if (!icon) return key;
  if (icon.source === 'full') return i18n.t(mneMatchMessages, 'icon.where.printed');
  const partner = icon.cards.find((c) => c !== shooter);
  if (icon.source === 'card' && partner) {
    return i18n.t(mneMatchMessages, 'icon.where.shared', { card: card(i18n, view, partner) });
  }
  return `${i18n.t(mneMatchMessages, 'icon.where.board')} ${icon.segment.kind === 'h' ? icon.segment.col + 1 : icon.segment.row + 1}`;
}

/** A legal action as a button label, from the acting seat's point of view. */
export function describeAction(i18n: I18nController, view: MneView, action: MneAction): string {
  const t = i18n.t.bind(i18n, mneMatchMessages);
  const seat = view.active;
  const syn = (id: string) => {
    const def = synergyCard(queryable(view), id);
    return def ? synergyLabel(i18n, def) : id;
  };
  switch (action.type) {
    case 'draftPick':
      return t('action.draftPick', { card: card(i18n, view, action.card) });
    case 'lineup':
      return t('action.lineup');
    case 'pass':
      return t('action.pass', { draw: action.draw });
    case 'press':
      return t('action.press');
    case 'substitute':
      return t('action.substitute', { in: card(i18n, view, action.in), out: card(i18n, view, action.out) });
    case 'place':
      return t('field.place', {
        card: card(i18n, view, action.card),
        line: lineName(i18n, action.row, view.data.board.rows),
        from: action.col + 1,
        to: action.col + 2,
      });
    case 'applyEffect':
      return action.icon
        ? t('action.applyEffectIcon', { icon: iconWhere(i18n, view, seat, view.placed, action.icon) })
        : t('action.applyEffect');
    case 'skipEffect':
      return t('action.skipEffect');
    case 'keep':
      return t('action.keep', { card: syn(action.card) });
    case 'shoot':
      return t('action.shoot', {
        attack: view.placed ? basicAttackOf(queryable(view), seat, view.placed) : 0,
        icon: iconWhere(i18n, view, seat, view.placed, action.icon),
      });
    case 'declineShot':
      return t('action.declineShot');
    case 'directAttack':
      return t('action.directAttack', {
        card: card(i18n, view, action.card),
        attack: basicAttackOf(queryable(view), seat, action.card),
        icon: iconWhere(i18n, view, seat, action.card, action.icon),
      });
    case 'unorganisedShot':
      return t('action.unorganisedShot');
    case 'commitAttack':
      return action.cards.length === 0
        ? t('action.commitNone')
        : t('action.commit', { cards: action.cards.map(syn).join(' + ') });
    case 'defend':
      return action.add === 'none'
        ? t('action.defendNone')
        : action.add === 'deck'
          ? t('action.defendDeck')
          : t('action.defendHand', { card: syn(action.card ?? '') });
    case 'penalty': {
      const keeper = view.step === 'penaltySave' || (view.shootout?.kickChosen ?? false);
      return t(keeper ? 'action.save' : 'action.kick', { direction: t(`direction.${action.direction}`) });
    }
    case 'ready':
      return t('action.ready');
  }
}
