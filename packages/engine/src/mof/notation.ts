/**
 * Masters of Football move notation: every action as a short line a person can read and type.
 *
 *   manager godfather                 choose the manager
 *   buy g03 · endbuy                  buy a player · stop buying
 *   academy · keep b04,w02 · keep -   roll the academy · keep talents (- for none)
 *   release s05 · discard longBall    release a player · discard an action card
 *   swap longBall                     swap an action card
 *   team g03,s05,b01                  pick the three players
 *   tactic direct                     choose the tactic card (possession, direct, physical, defensive)
 *   announce yes · announce no        announce cards in a pre-match window, or not
 *   play highPress [on g03] [for home|away] [match 2]   play an action card
 *   endcards                          no more cards in this window
 *   retactic ability                  re-roll the tactical dice (ability, paid or a card id)
 *   subs now|after|none               the half-time announcement
 *   sub b07 for s05                   a substitution: in for out
 *   reroll ability · extra fergieTime an in-match effect and its source
 *   disallow disallowedGoal [match 2] · skip timeWasting [match 2] · whistle whistleblower [match 2]
 *   roll · pass                       roll the turn's dice (stepTurns) · decline
 *
 * Ids are the data set's (any case). `match N` (the index in the matchday's matches) is written only
 * when the action carries it. An action's optional `seat` is not written: a record says who moves.
 * The text of a move names what was chosen, hidden choices included (a tactic card, cards played
 * face down): see record.ts for who may read a record.
 */
import { DerivedCache } from '../core/identity-memo.js';
import { IdPool, NotationReader, list } from '../core/notation.js';
import type { MofAction, MofData, MofState, MofView, SideName, Tactic } from './types.js';
import { TACTICS } from './types.js';

const GAME = 'Masters of Football';

interface Pools {
  players: IdPool;
  managers: IdPool;
  cards: IdPool;
  sources: IdPool;
}

/** The id pools of a data set, built once per data set (data sets are immutable once validated). */
const poolsOf = new DerivedCache<MofData, Pools>((d) => {
  const cards = d.cards.map((c) => c.id);
  return {
    players: new IdPool('a player id', [
      ...d.players.map((p) => p.id),
      ...d.nonPerson.flatMap((t) => t.players.map((p) => p.id)),
    ]),
    managers: new IdPool(
      'a manager id',
      d.managers.map((m) => m.id),
    ),
    cards: new IdPool('an action card id', cards),
    sources: new IdPool('a source (ability, paid or an action card id)', ['ability', 'paid', ...cards]),
  };
});

const KEYWORDS = [
  'manager',
  'buy',
  'endbuy',
  'academy',
  'keep',
  'release',
  'discard',
  'swap',
  'team',
  'tactic',
  'announce',
  'play',
  'endcards',
  'retactic',
  'subs',
  'sub',
  'reroll',
  'extra',
  'disallow',
  'skip',
  'whistle',
  'roll',
  'pass',
] as const;

const SIDES: readonly SideName[] = ['home', 'away'];
const WHEN = ['now', 'after', 'none'] as const;

const matchSuffix = (match: number | undefined) => (match === undefined ? '' : ` match ${match}`);

/** The notation of `action` (the state or a view gives the data set; the action is not checked for legality). */
export function formatAction(_s: MofState | MofView, action: MofAction): string {
  const a = action;
  switch (a.type) {
    case 'chooseManager':
      return `manager ${a.manager}`;
    case 'buyPlayer':
      return `buy ${a.player}`;
    case 'endBuying':
      return 'endbuy';
    case 'rollAcademy':
      return 'academy';
    case 'keepAcademy':
      return `keep ${list(a.players)}`;
    case 'releasePlayer':
      return `release ${a.player}`;
    case 'discardCard':
      return `discard ${a.card}`;
    case 'swapCard':
      return `swap ${a.card}`;
    case 'pickTeam':
      return `team ${list(a.players)}`;
    case 'chooseTactic':
      return `tactic ${a.tactic}`;
    case 'announceCards':
      return `announce ${a.play ? 'yes' : 'no'}`;
    case 'playCard':
      return (
        `play ${a.card}` +
        (a.player === undefined ? '' : ` on ${a.player}`) +
        (a.side === undefined ? '' : ` for ${a.side}`) +
        matchSuffix(a.match)
      );
    case 'endCards':
      return 'endcards';
    case 'rerollTactics':
      return `retactic ${a.source}`;
    case 'announceSubstitution':
      return `subs ${a.when}`;
    case 'substitute':
      return `sub ${a.in} for ${a.out}`;
    case 'reroll':
      return `reroll ${a.source}`;
    case 'extraAttack':
      return `extra ${a.source}`;
    case 'disallowGoal':
      return `disallow ${a.source}${matchSuffix(a.match)}`;
    case 'skipTurn':
      return `skip ${a.source}${matchSuffix(a.match)}`;
    case 'blowWhistle':
      return `whistle ${a.card}${matchSuffix(a.match)}`;
    case 'roll':
      return 'roll';
    case 'pass':
      return 'pass';
  }
}

/** The action written as `text` (see the notation above); a RuleError('NOTATION_SYNTAX') says where it fails. */
export function parseAction(s: MofState | MofView, text: string): MofAction {
  const r = new NotationReader(text, GAME);
  const p = poolsOf.get(s.data);
  const match = (): { match?: number } => {
    if (r.peek() !== 'match') return {};
    r.word('match');
    return { match: r.int('a match number', 0, 99) };
  };
  let action: MofAction;
  switch (r.keyword(KEYWORDS, `a move (${KEYWORDS.join(', ')})`)) {
    case 'manager':
      action = { type: 'chooseManager', manager: r.id(p.managers) };
      break;
    case 'buy':
      action = { type: 'buyPlayer', player: r.id(p.players) };
      break;
    case 'endbuy':
      action = { type: 'endBuying' };
      break;
    case 'academy':
      action = { type: 'rollAcademy' };
      break;
    case 'keep':
      action = { type: 'keepAcademy', players: r.ids(p.players) };
      break;
    case 'release':
      action = { type: 'releasePlayer', player: r.id(p.players) };
      break;
    case 'discard':
      action = { type: 'discardCard', card: r.id(p.cards) };
      break;
    case 'swap':
      action = { type: 'swapCard', card: r.id(p.cards) };
      break;
    case 'team':
      action = { type: 'pickTeam', players: r.ids(p.players) };
      break;
    case 'tactic':
      action = { type: 'chooseTactic', tactic: r.keyword(TACTICS as readonly Tactic[]) };
      break;
    case 'announce':
      action = { type: 'announceCards', play: r.keyword(['yes', 'no']) === 'yes' };
      break;
    case 'play': {
      const play: Extract<MofAction, { type: 'playCard' }> = { type: 'playCard', card: r.id(p.cards) };
      if (r.peek() === 'on') {
        r.word('on');
        play.player = r.id(p.players);
      }
      if (r.peek() === 'for') {
        r.word('for');
        play.side = r.keyword(SIDES);
      }
      action = { ...play, ...match() };
      break;
    }
    case 'endcards':
      action = { type: 'endCards' };
      break;
    case 'retactic':
      action = { type: 'rerollTactics', source: r.id(p.sources) };
      break;
    case 'subs':
      action = { type: 'announceSubstitution', when: r.keyword(WHEN) };
      break;
    case 'sub': {
      const incoming = r.id(p.players);
      r.keyword(['for']);
      action = { type: 'substitute', in: incoming, out: r.id(p.players) };
      break;
    }
    case 'reroll':
      action = { type: 'reroll', source: r.id(p.sources) };
      break;
    case 'extra':
      action = { type: 'extraAttack', source: r.id(p.sources) };
      break;
    case 'disallow':
      action = { type: 'disallowGoal', source: r.id(p.sources), ...match() };
      break;
    case 'skip':
      action = { type: 'skipTurn', source: r.id(p.sources), ...match() };
      break;
    case 'whistle':
      action = { type: 'blowWhistle', card: r.id(p.cards), ...match() };
      break;
    case 'roll':
      action = { type: 'roll' };
      break;
    case 'pass':
      action = { type: 'pass' };
      break;
  }
  r.end();
  return action;
}
