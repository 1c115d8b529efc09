/**
 * The words of a Masters of Football action, as the decision panel's buttons say them (and the
 * coach, `<mof-match coach>`): "Play Tiki-Taka on Rossi", "Buy Rossi (4)", a tactic's name…
 */
import type { lookup, MofAction, MofView } from '@pitchside/engine/mof';
import type { MessageParams } from '../shared/i18n.js';
import { sourceName } from './data-lookup.js';
import type { MofMessageKey } from './messages.js';

type Names = ReturnType<typeof lookup>;
type Translate = (key: MofMessageKey, params?: MessageParams) => string;

/** A card or the manager's ability paying for an action ("Manager Name: ability"). */
function sourceLabel(t: Translate, names: Names, source: string, view: MofView, seat: string | null): string {
  const text = sourceName(source, names, t);
  if (source !== 'ability') return text;
  const manager = view.teams.find((team) => team.seat === seat)?.manager;
  const name = manager ? names.manager(manager)?.name : undefined;
  return name ? `${name}: ${text}` : text;
}

/** The label of `a` for `seat` (the seat deciding). */
export function actionLabel(t: Translate, names: Names, view: MofView, seat: string | null, a: MofAction): string {
  const player = (id: string) => names.player(id)?.name ?? id;
  const card = (id: string) => names.card(id)?.name ?? id;
  // Re-roll tactics, skip the turn, re-roll, disallow the goal, extra attack: "… ({source})".
  if ('source' in a) return t(`decide.${a.type}`, { source: sourceLabel(t, names, a.source, view, seat) });
  switch (a.type) {
    case 'chooseTactic':
      return t(`tactic.${a.tactic}`);
    case 'announceCards':
      return t(a.play ? 'decide.announceYes' : 'decide.announceNo');
    case 'playCard':
      return a.player
        ? t('decide.playCardOn', { card: card(a.card), player: player(a.player) })
        : t('decide.playCard', { card: card(a.card) });
    case 'endCards':
      return t('decide.endCards');
    case 'announceSubstitution':
      return t(a.when === 'now' ? 'decide.subNow' : a.when === 'after' ? 'decide.subAfter' : 'decide.subNone');
    case 'substitute':
      return t('decide.substituteOne', { out: player(a.out), in: player(a.in) });
    case 'roll':
      return t('decide.rollButton');
    case 'blowWhistle':
      return t('decide.blowWhistle', { card: card(a.card) });
    case 'pass': {
      const kind = view.matches[view.active]?.pending?.kind;
      return t(kind === 'react' || kind === 'disallow' ? 'decide.accept' : 'decide.pass');
    }
    case 'chooseManager':
      return t('decide.chooseManagerButton', { manager: names.manager(a.manager)?.name ?? a.manager });
    case 'buyPlayer': {
      const p = names.player(a.player);
      return t('decide.buyButton', { player: p?.name ?? a.player, cost: p?.cost ?? 0 });
    }
    case 'endBuying':
      return t('decide.endBuying');
    case 'rollAcademy':
      return t('decide.rollAcademy');
    case 'keepAcademy':
      return a.players.length ? t('decide.keep', { players: a.players.map(player).join(', ') }) : t('decide.keepNone');
    case 'releasePlayer':
      return t('decide.releaseButton', { player: player(a.player) });
    case 'discardCard':
      return t('decide.discardButton', { card: card(a.card) });
    case 'swapCard':
      return t('decide.swapCard', { card: card(a.card) });
    case 'pickTeam':
      return a.players.map(player).join(', ');
  }
}
