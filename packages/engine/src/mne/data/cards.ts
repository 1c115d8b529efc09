/**
 * Reference player cards (rulebook: "Player Cards", "Signing Star Players"). 10 Home, 10 Away, 12
 * Star Players. The rulebook prints no full set: this one reproduces every worked example it gives
 * (the Striker's Basic Attack 3, the Chance Maker's 1, the Winger's Crack 1).
 *
 * Kept compact: one line per card, `id|name|position|role|edges|fullIcons|crack|effect`, where
 * `edges` lists the six slots topLeft, topRight, left, right, bottomLeft, bottomRight as
 * A(ttack) D(efence) P(ass) R (pRess) or '.' (empty). Away cards mirror the Home layouts (left ↔ right)
 * under their own names, so the two base squads are equally strong on the symmetric default board.
 * A star that prints a complete icon has no immediate effect: "Some player cards have a complete icon
 * instead of a lightning-bolt icon."
 */
import { arr, int, obj, oneOf, str, type Check } from '../../core/schema.js';
import { Checker } from '../../core/validate.js';
import { trust } from '../../core/trusted.js';
import type { EdgeSlot, IconType, ImmediateEffect, PlayerCardDef, Position } from '../types.js';

export const EDGE_SLOTS: readonly EdgeSlot[] = ['topLeft', 'topRight', 'left', 'right', 'bottomLeft', 'bottomRight'];
export const ICON_TYPES: readonly IconType[] = ['attack', 'defence', 'pass', 'press'];
export const POSITIONS: readonly Position[] = ['FW', 'MF', 'DF'];
export const EFFECTS: readonly ImmediateEffect[] = [
  'control1',
  'control2',
  'draw1',
  'tempoControl',
  'discardOpponent',
  'freeShot',
];
const LETTER: Record<string, IconType> = { A: 'attack', D: 'defence', P: 'pass', R: 'press' };

const HOME = [
  'h-st|Striker|FW|Striker|AA..AA||0|',
  'h-wg|Winger|FW|Winger|AAP..A||1|',
  'h-f9|False Nine|FW|False Nine|A.PP.R||0|control1',
  'h-cm|Chance Maker|MF|Chance Maker|.APPR.||0|draw1',
  'h-pm|Playmaker|MF|Deep-Lying Playmaker|PPR.P.||0|tempoControl',
  'h-bb|Box-to-Box|MF|Box-to-Box Midfielder|A..RRD||0|control1',
  'h-hm|Holding Midfielder|MF|Holding Midfielder|.PD.DD|R|0|',
  'h-cb|Centre Back|DF|Centre Back|D..DDD||0|',
  'h-fb|Full Back|DF|Full Back|.PR.DD||0|',
  'h-bp|Ball-Playing Defender|DF|Ball-Playing Defender|PDP..D||0|discardOpponent',
];
// [id, name, role] of the Away card mirroring HOME[i].
const AWAY = [
  ['a-tm', 'Centre Forward', 'Centre Forward'],
  ['a-if', 'Wide Forward', 'Inside Forward'],
  ['a-sf', 'Second Striker', 'Second Striker'],
  ['a-am', 'Attacking Midfielder', 'Chance Maker'],
  ['a-rg', 'Metronome', 'Tempo Setter'],
  ['a-cm', 'Central Midfielder', 'Central Midfielder'],
  ['a-dm', 'Defensive Midfielder', 'Anchor Man'],
  ['a-cb', 'Stopper', 'Centre Back'],
  ['a-wb', 'Wing Back', 'Full Back'],
  ['a-sw', 'Sweeper', 'Sweeper'],
];
const STARS = [
  's-pc|Star Poacher|FW|Poacher|AAA..A||0|',
  's-if|Star Inside Forward|FW|Inside Forward|AAAP..||1|',
  's-tm|Star Target Man|FW|Target Man|A...PR|A|0|',
  's-wk|Star Wonderkid|FW|Wonderkid|A.AA..||2|freeShot',
  's-rg|Star Regista|MF|Regista|PPPP..||0|tempoControl',
  's-mz|Star Mezzala|MF|Mezzala|AAP..R||1|',
  's-en|Star Engine|MF|Engine|R.RR.R||0|control2',
  's-tq|Star Trequartista|MF|Trequartista|AA.P.P|P|0|',
  's-lb|Star Libero|DF|Libero|P..DDD|D|0|',
  's-sp|Star Stopper|DF|Man Marker|DD..DD||0|discardOpponent',
  's-wb|Star Wing Back|DF|Attacking Wing Back|AP.RDD||0|',
  's-an|Star Anchor|DF|Defensive Leader|.RDDDD||0|control1',
];

function parse(line: string, team: PlayerCardDef['team']): PlayerCardDef {
  const [id = '', name = '', position = '', role = '', edges = '', full = '', crack = '0', effect = ''] =
    line.split('|');
  const def: PlayerCardDef = {
    id,
    name,
    team,
    position: position as Position,
    role,
    edges: {},
    fullIcons: [...full].map((l) => LETTER[l] as IconType),
    crack: Number(crack),
    effect: (effect || null) as ImmediateEffect | null,
  };
  EDGE_SLOTS.forEach((slot, i) => {
    const t = LETTER[edges[i] ?? '.'];
    if (t) def.edges[slot] = t;
  });
  return def;
}

/** The card with left and right swapped (used to build the Away squad from Home's layouts). */
function mirror(def: PlayerCardDef, id: string, name: string, role: string): PlayerCardDef {
  const e = def.edges;
  const edges: PlayerCardDef['edges'] = {};
  const swap: [EdgeSlot, EdgeSlot | undefined][] = [
    ['topLeft', e.topRight ? 'topRight' : undefined],
    ['topRight', e.topLeft ? 'topLeft' : undefined],
    ['left', e.right ? 'right' : undefined],
    ['right', e.left ? 'left' : undefined],
    ['bottomLeft', e.bottomRight ? 'bottomRight' : undefined],
    ['bottomRight', e.bottomLeft ? 'bottomLeft' : undefined],
  ];
  for (const [to, from] of swap) if (from) edges[to] = e[from];
  return { ...def, id, name, role, team: 'away', edges, fullIcons: [...def.fullIcons] };
}

const homeCards = HOME.map((l) => parse(l, 'home'));

/** The 32 reference cards: 10 Home, 10 Away, 12 Stars. */
export const DEFAULT_CARDS: readonly PlayerCardDef[] = Object.freeze([
  ...homeCards,
  ...homeCards.map((d, i) => {
    const [id, name, role] = AWAY[i] as [string, string, string];
    return mirror(d, id, name, role);
  }),
  ...STARS.map((l) => parse(l, 'star')),
]);

/** Validates a publisher's card list; throws RuleError('INVALID_DATA') naming the bad field. */
/** An edge slot or an effect: null or absent for none. */
const orNone =
  <T extends string>(allowed: readonly T[]): Check<T | undefined> =>
  (c, v, p) =>
    v === null || v === undefined ? undefined : c.oneOf(v, p, allowed);
const EDGES = obj(Object.fromEntries(EDGE_SLOTS.map((slot) => [slot, orNone(ICON_TYPES)])));
const CARD = obj({
  id: str(40),
  name: str(),
  team: oneOf(['home', 'away', 'star'] as const),
  position: oneOf(POSITIONS),
  role: str(),
  edges: EDGES,
  fullIcons: arr(oneOf(ICON_TYPES), 0, 6),
  crack: int(0, 9),
  effect: (c, v, p) => orNone(EFFECTS)(c, v, p) ?? null,
});

export function validateCards(input: unknown, path = 'cards'): PlayerCardDef[] {
  const check = new Checker('INVALID_DATA', 'card data');
  const cards = arr(CARD, 1, 200)(check, input, path) as PlayerCardDef[];
  check.unique(
    cards.map((c) => c.id),
    path,
    'id',
  );
  for (const team of ['home', 'away'] as const) {
    const n = cards.filter((c) => c.team === team).length;
    if (n < 7 || n > 10)
      check.fail(
        path,
        `must hold 7 to 10 ${team} cards (a squad of base + 3 stars needs 10 starters and at most 3 subs), got ${n}`,
      );
  }
  const stars = cards.filter((c) => c.team === 'star').length;
  if (stars < 9) check.fail(path, `must hold at least 9 star cards (three draft rounds of 3), got ${stars}`);
  return trust(cards);
}
