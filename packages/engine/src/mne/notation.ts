/**
 * Magic Number Eleven move notation: every action as a short line a person can read and type.
 *
 *   draft s-tm                Draft: sign a revealed Star Player
 *   lineup h-st,h-wg,…        Lineup: the 10 starters
 *   pass 2 · press            Team Action: draw 2 Synergy Cards · press
 *   sub s-tm for h-cm         Substitution: one (in, out) pair
 *   h-st@2,3                  Build Up: the card at row 2, columns 3–4
 *   effect · effect h1.3      apply the immediate effect (a free shot names the Shoot Token's icon)
 *   noeffect                  skip the immediate effect
 *   keep 3a                   Tempo Control: the Synergy Card kept
 *   shoot h1.3 · noshot       Build Up shot on icon h1.3 · no shot
 *   direct h-st v2.4          Direct Attack with a card on the field
 *   unorganised               the unorganised shot
 *   attack 3a,4b · attack -   the attacker's Synergy Cards from hand (- for none)
 *   defend - · defend deck · defend 2c   the defender's optional second card
 *   penalty left              a penalty direction (left, centre, right; l, c, r)
 *   ready                     half time: substitutions done
 *
 * Card ids are the data set's (any case); icon keys are those of `iconsOnField` ("h1.3", "v2.4",
 * "f0.2.0"). An action's optional `seat` is not written: a record says who moves on each line.
 * The text of a move names what was chosen, hidden choices included (a lineup, the cards kept or
 * played from hand, a penalty direction): see record.ts for who may read a record.
 */
import { DerivedCache } from '../core/identity-memo.js';
import { IdPool, NotationReader, list } from '../core/notation.js';
import type { Direction, MneAction, MneData, MneState, MneView } from './types.js';

const GAME = 'Magic Number Eleven';

interface Pools {
  players: IdPool;
  synergy: IdPool;
}

/** The id pools of a data set, built once per data set (data sets are immutable once validated). */
const poolsOf = new DerivedCache<MneData, Pools>((d) => ({
  players: new IdPool(
    'a player card id',
    d.cards.map((c) => c.id),
  ),
  synergy: new IdPool(
    'a synergy card id',
    d.synergy.map((c) => c.id),
  ),
}));

const ICON_KEY = /^(?:[hv]\d{1,2}\.\d{1,2}|f\d{1,2}\.\d{1,2}\.\d{1,2})$/i;
const DIRECTIONS: Record<string, Direction> = {
  left: 'left',
  l: 'left',
  centre: 'centre',
  center: 'centre',
  c: 'centre',
  right: 'right',
  r: 'right',
};
const KEYWORDS = [
  'draft',
  'lineup',
  'pass',
  'press',
  'sub',
  'effect',
  'noeffect',
  'keep',
  'shoot',
  'noshot',
  'direct',
  'unorganised',
  'attack',
  'defend',
  'penalty',
  'ready',
] as const;

/** The notation of `action` (the state or a view gives the data set; the action is not checked for legality). */
export function formatAction(_s: MneState | MneView, action: MneAction): string {
  const a = action;
  switch (a.type) {
    case 'draftPick':
      return `draft ${a.card}`;
    case 'lineup':
      return `lineup ${list(a.starters)}`;
    case 'pass':
      return `pass ${a.draw}`;
    case 'press':
      return 'press';
    case 'substitute':
      return `sub ${a.in} for ${a.out}`;
    case 'place':
      return `${a.card}@${a.row},${a.col}`;
    case 'applyEffect':
      return a.icon === undefined ? 'effect' : `effect ${a.icon}`;
    case 'skipEffect':
      return 'noeffect';
    case 'keep':
      return `keep ${a.card}`;
    case 'shoot':
      return `shoot ${a.icon}`;
    case 'declineShot':
      return 'noshot';
    case 'directAttack':
      return `direct ${a.card} ${a.icon}`;
    case 'unorganisedShot':
      return 'unorganised';
    case 'commitAttack':
      return `attack ${list(a.cards)}`;
    case 'defend':
      return a.add === 'none' ? 'defend -' : a.add === 'deck' ? 'defend deck' : `defend ${a.card}`;
    case 'penalty':
      return `penalty ${a.direction}`;
    case 'ready':
      return 'ready';
  }
}

/** The action written as `text` (see the notation above); a RuleError('NOTATION_SYNTAX') says where it fails. */
export function parseAction(s: MneState | MneView, text: string): MneAction {
  const r = new NotationReader(text, GAME);
  const p = poolsOf.get(s.data);
  const first = r.peek();
  // The one move without a keyword: a placement "card@row,col".
  if (first !== null && first.includes('@')) {
    const { text: word, col } = r.word('a placement');
    const m = /^([^@]+)@(\d+),(\d+)$/.exec(word);
    if (!m) r.fail(col, 'a placement such as h-st@2,3', word);
    const [, card, row, column] = m as unknown as [string, string, string, string];
    const { rows, cols } = s.data.board;
    const action: MneAction = {
      type: 'place',
      card: r.idAt(card, col, p.players),
      row: r.intAt(row, col + card.length + 1, `a row 0..${rows - 1}`, 0, rows - 1),
      col: r.intAt(column, col + card.length + row.length + 2, `a column 0..${cols - 2}`, 0, cols - 2),
    };
    r.end();
    return action;
  }
  const icon = (): string => {
    const { text: word, col } = r.word('an icon key such as h1.3, v2.4 or f0.2.0');
    if (!ICON_KEY.test(word)) r.fail(col, 'an icon key such as h1.3, v2.4 or f0.2.0', word);
    return word.toLowerCase();
  };
  let action: MneAction;
  switch (r.keyword(KEYWORDS, `a move (a placement such as h-st@2,3, or ${KEYWORDS.join(', ')})`)) {
    case 'draft':
      action = { type: 'draftPick', card: r.id(p.players) };
      break;
    case 'lineup':
      action = { type: 'lineup', starters: r.ids(p.players) };
      break;
    case 'pass':
      action = { type: 'pass', draw: r.int('the number of cards drawn', 0, 99) };
      break;
    case 'press':
      action = { type: 'press' };
      break;
    case 'sub': {
      const incoming = r.id(p.players);
      r.keyword(['for']);
      action = { type: 'substitute', in: incoming, out: r.id(p.players) };
      break;
    }
    case 'effect':
      action = r.atEnd() ? { type: 'applyEffect' } : { type: 'applyEffect', icon: icon() };
      break;
    case 'noeffect':
      action = { type: 'skipEffect' };
      break;
    case 'keep':
      action = { type: 'keep', card: r.id(p.synergy) };
      break;
    case 'shoot':
      action = { type: 'shoot', icon: icon() };
      break;
    case 'noshot':
      action = { type: 'declineShot' };
      break;
    case 'direct': {
      const card = r.id(p.players);
      action = { type: 'directAttack', card, icon: icon() };
      break;
    }
    case 'unorganised':
      action = { type: 'unorganisedShot' };
      break;
    case 'attack':
      action = { type: 'commitAttack', cards: r.ids(p.synergy) };
      break;
    case 'defend': {
      const { text: word, col } = r.word('-, "deck" or a synergy card id from hand');
      if (word === '-') action = { type: 'defend', add: 'none' };
      else if (word.toLowerCase() === 'deck') action = { type: 'defend', add: 'deck' };
      else action = { type: 'defend', add: 'hand', card: r.idAt(word, col, p.synergy) };
      break;
    }
    case 'penalty': {
      const { text: word, col } = r.word('a direction: left, centre or right');
      const direction = DIRECTIONS[word.toLowerCase()];
      action = { type: 'penalty', direction: direction ?? r.fail(col, 'a direction: left, centre or right', word) };
      break;
    }
    case 'ready':
      action = { type: 'ready' };
      break;
  }
  r.end();
  return action;
}
