/**
 * Magic Number Eleven — the public types: card data, match state, the player's view, actions and
 * events. Everything here is plain JSON (no classes, no functions), so states can be saved, sent
 * and diffed, and actions/events can be logged and replayed.
 *
 * Vocabulary (rulebook → code): Home/Away team → `Seat` 'home' | 'away'; Player Card → `PlayerCardDef`;
 * Synergy Card → `SynergyCardDef`; Field → `TeamState.field`; "in front of you" → `TeamState.front`;
 * Sub Space → `TeamState.subs` (available) and `TeamState.out` (subbed out, face down);
 * Control Marker → `MneState.marker` (an index on the Control Track).
 */
import type { RngState } from '../core/rng.js';
import type { ControlState, ControlTrackDef, Seat } from './track.js';

export type { Seat, ControlState, ControlTrackDef };

// ───────────────────────────── Data (publisher-replaceable) ─────────────────────────────

/** The four Tactical Icon types. */
export type IconType = 'attack' | 'defence' | 'pass' | 'press';
/** Player positions: Forward, Midfielder, Defender. */
export type Position = 'FW' | 'MF' | 'DF';
/** The six edge slots of a card (see docs/rules/mne.md#icons). */
export type EdgeSlot = 'topLeft' | 'topRight' | 'left' | 'right' | 'bottomLeft' | 'bottomRight';
/** Which pile a player card belongs to: a base team or the Star Players. */
export type CardTeam = Seat | 'star';
/**
 * Immediate effects (the lightning bolt), applied once right after placement if the player wants:
 * - `control1` / `control2`: move the Control Marker 1 / 2 spaces toward the opponent;
 * - `draw1`: draw a Synergy Card;
 * - `tempoControl`: draw 2 Synergy Cards, keep 1, discard the other (no effect with 5 in hand);
 * - `discardOpponent`: discard a random card from the opponent's hand, unseen;
 * - `freeShot`: attempt a shot with this card now, ignoring all Basic Defence Power.
 */
export type ImmediateEffect = 'control1' | 'control2' | 'draw1' | 'tempoControl' | 'discardOpponent' | 'freeShot';

export interface PlayerCardDef {
  /** Stable id (e.g. "h-st"); elements translate names by id. */
  id: string;
  /** English name (localised names live in a separate map keyed by id). */
  name: string;
  team: CardTeam;
  position: Position;
  /** Detailed role printed on the card, e.g. "Striker", "Chance Maker". */
  role: string;
  /** Half-icons on the card's edges; a missing slot is empty. */
  edges: Partial<Record<EdgeSlot, IconType>>;
  /** Complete icons printed on the card; each counts as one icon created by this card alone. */
  fullIcons: IconType[];
  /** Crack: reduces the Basic Defence Power when THIS card shoots. */
  crack: number;
  /** At most one immediate effect. */
  effect: ImmediateEffect | null;
}

export interface SynergyCardDef {
  id: string;
  /** Star value, 1..5. */
  stars: number;
  /** TACKLE: revealed by the defender, it cancels the Goal Check and triggers a Penalty Kick. */
  tackle: boolean;
}

/** Half-icons printed on the field's border, one entry per column (top/bottom) or row (left/right). */
export interface BoardBorderDef {
  top: (IconType | null)[];
  bottom: (IconType | null)[];
  left: (IconType | null)[];
  right: (IconType | null)[];
}

export interface BoardDef {
  /** Rows of spaces; row 0 is the Front Line, the last row the Final Line. */
  rows: number;
  /** Columns of spaces; a card covers 2 adjacent columns of one row. */
  cols: number;
  /** The rows each position may be placed on (adjacent to its Position Line). */
  rowsFor: Record<Position, number[]>;
  border: BoardBorderDef;
}

/** All the data a match is played with; validated on load. */
export interface MneData {
  cards: PlayerCardDef[];
  synergy: SynergyCardDef[];
  board: BoardDef;
  track: ControlTrackDef;
}

// ───────────────────────────── Geometry ─────────────────────────────

/**
 * Where a complete icon sits, in space units (a space is 1×1, row 0 at the top):
 * - `h`: the horizontal edge above space (row, col) — row 0 is the top border, row = rows the bottom;
 * - `v`: the vertical edge left of space (row, col) — col 0 is the left border, col = cols the right;
 * - `full`: a complete icon printed on the card anchored at (row, col), `index` into its fullIcons.
 */
export type IconSegment =
  | { kind: 'h'; row: number; col: number }
  | { kind: 'v'; row: number; col: number }
  | { kind: 'full'; row: number; col: number; index: number };

/** A complete icon on a team's field. */
export interface IconInfo {
  /** Stable key of the segment: "h1.3", "v2.4" or "f0.2.0"; Shoot Tokens reference it. */
  key: string;
  type: IconType;
  /** Ids of the cards that created it: 2 when shared (upper or left card first), else 1. */
  cards: string[];
  /** 'card' (two cards), 'board' (card + border half), 'full' (printed complete icon). */
  source: 'card' | 'board' | 'full';
  segment: IconSegment;
  /** True when a flipped Shoot Token covers it (it then counts as an empty space). */
  flipped: boolean;
}

/** A card on the field: it covers (row, col) and (row, col + 1). */
export interface Placed {
  card: string;
  row: number;
  col: number;
}

// ───────────────────────────── State ─────────────────────────────

export interface TeamState {
  /** Player cards in front of the player, available to place (the lineup and subs-in). */
  front: string[];
  /** Cards on the field, in placement order. */
  field: Placed[];
  /** Sub Space: substitutes still available. */
  subs: string[];
  /** Subbed out (face down): can never return. */
  out: string[];
  /** Synergy cards in hand (max 5). Hidden from the opponent. */
  hand: string[];
  /** Keys of icons covered by a flipped Shoot Token. */
  tokens: string[];
  /** Substitution occasions used this game (max 3). */
  subsUsed: number;
  score: number;
}

export type Phase = 'draft' | 'lineup' | 'play' | 'halfTime' | 'shootout' | 'over';

/**
 * The step inside a turn (phase 'play'):
 * - `team`: Team Action (pass / press), substitutions allowed;
 * - `player`: Player Action (place / directAttack / unorganisedShot), substitutions allowed;
 * - `effect`: the placed card's immediate effect may be applied (applyEffect / skipEffect);
 * - `tempo`: Tempo Control — keep one of the two drawn cards;
 * - `shoot`: after Build Up, shoot with the placed card or not (shoot / declineShot);
 * - `attack`: the attacker adds synergy cards from hand (commitAttack);
 * - `defence`: the defender adds an optional second card (defend);
 * - `penaltyKick` / `penaltySave`: the kicker, then the keeper, choose a direction.
 */
export type Step =
  'team' | 'player' | 'effect' | 'tempo' | 'shoot' | 'attack' | 'defence' | 'penaltyKick' | 'penaltySave';

export type ShotKind = 'buildUp' | 'direct' | 'freeShot' | 'unorganised';
export type Direction = 'left' | 'centre' | 'right';

/** A synergy card on the Synergy Board. `from: 'deck'` cards are face down, unseen even by their owner. */
export interface PlayedSynergy {
  card: string;
  from: 'deck' | 'hand';
}

export interface ShotState {
  kind: ShotKind;
  attacker: Seat;
  /** The shooter's card id (null for the unorganised shot). */
  shooter: string | null;
  /** Key of the icon with the face-up Shoot Token (null for the unorganised shot). */
  icon: string | null;
  basicAttack: number;
  /** The shooter's Crack (0 for the unorganised shot). */
  crack: number;
  /** "Ignore all the Basic Defence Power" (the freeShot immediate effect). */
  ignoreDefence: boolean;
  attackCards: PlayedSynergy[];
  defenceCards: PlayedSynergy[];
  /** The kicker's hidden penalty direction, once chosen. */
  kick: Direction | null;
}

export interface DraftState {
  /** 0, 1, 2. */
  round: number;
  /** The three revealed Star Player cards of this round that are still on offer. */
  revealed: string[];
  /** Picks made this round (0 or 1). */
  picks: number;
  /** Face-down remaining Star Players (order hidden). */
  stars: string[];
  /** Star cards removed from the game. */
  removed: string[];
  /** Picked stars so far, per team. */
  picked: Record<Seat, string[]>;
}

export interface ShootoutState {
  /** Results of each kick so far, in order. */
  kicks: Record<Seat, boolean[]>;
  /** Who kicks next. */
  kicker: Seat;
  /** The kicker's hidden direction, once chosen. */
  kick: Direction | null;
}

export interface MatchOptions {
  /** Both teams agreed to a Penalty Kick Shootout if the match is drawn. */
  shootout: boolean;
}

export interface MneState {
  data: MneData;
  options: MatchOptions;
  rng: RngState;
  phase: Phase;
  /** 1 or 2. */
  half: number;
  /** Whose turn it is (in 'play'); who acts in setup phases, see `currentSeat`. */
  active: Seat;
  step: Step;
  /** Turn counter across the match (for narration). */
  turn: number;
  /** The current turn is Injury Time (Player Action only; the half ends after it). */
  injuryTime: boolean;
  /** The deck ran out during this turn: the next turn is Injury Time. */
  deckRanOut: boolean;
  marker: number;
  /** Synergy deck, top card last. Hidden from everyone. */
  deck: string[];
  /** Discarded synergy cards, face down (nobody may check them). */
  discard: string[];
  teams: Record<Seat, TeamState>;
  /** The card placed this turn (Build Up), if any. */
  placed: string | null;
  /** Tempo Control: the two drawn cards waiting for a choice (hidden from the opponent). */
  tempo: string[];
  /** True while a substitution occasion is open (further pairs made now count as the same occasion). */
  subOpen: boolean;
  shot: ShotState | null;
  draft: DraftState | null;
  /** Lineup phase: starters chosen by a seat, hidden until both have chosen. */
  lineup: Partial<Record<Seat, string[]>>;
  /** Half time: seats that have finished their half-time substitutions. */
  ready: Seat[];
  shootout: ShootoutState | null;
  /**
   * Only in a position built by `scenario` (which may hold partial teams, e.g. a rules illustration
   * with 3 cards): the player cards each team holds there (front, field, Sub Space and out). Absent
   * in a match from `createMatch`, whose teams are the base cards and the signed Star Players.
   */
  squads?: Record<Seat, string[]>;
}

/** The outcome of a finished match. */
export interface MatchResult {
  score: Record<Seat, number>;
  /** Null for a draw. */
  winner: Seat | null;
  /** Shootout goals, when a shootout was played. */
  shootout: Record<Seat, number> | null;
}

// ───────────────────────────── View ─────────────────────────────

export type ViewerSeat = Seat | 'spectator';

/** A synergy card as a viewer sees it: the id when visible to them, else null (face down). */
export interface ViewSynergy {
  card: string | null;
  from: 'deck' | 'hand';
}

export interface TeamView extends Omit<TeamState, 'hand'> {
  /** The hand when it is the viewer's own, else null. */
  hand: string[] | null;
  handCount: number;
}

/** What one seat may see: no deck order, no opponent hand, no hidden face-down card or choice. */
export interface MneView extends Omit<
  MneState,
  'rng' | 'deck' | 'discard' | 'teams' | 'tempo' | 'shot' | 'draft' | 'lineup' | 'shootout'
> {
  viewer: ViewerSeat;
  deckCount: number;
  discardCount: number;
  teams: Record<Seat, TeamView>;
  /** Tempo Control cards, only for the team choosing. */
  tempo: string[] | null;
  shot:
    | (Omit<ShotState, 'attackCards' | 'defenceCards' | 'kick'> & {
        attackCards: ViewSynergy[];
        defenceCards: ViewSynergy[];
        /** Whether the kicker has chosen (the direction itself is hidden). */
        kickChosen: boolean;
      })
    | null;
  draft: (Omit<DraftState, 'stars'> & { starsLeft: number }) | null;
  /** Which seats have chosen their lineup (the choice shows once both have). */
  lineupChosen: Seat[];
  shootout: (Omit<ShootoutState, 'kick'> & { kickChosen: boolean }) | null;
  /** The seat that must act now, or null when the match is over. */
  toAct: Seat | null;
}

// ───────────────────────────── Actions ─────────────────────────────

/**
 * Every action may name the seat sending it; when given and it is not that seat's move,
 * `applyAction` throws NOT_YOUR_TURN (useful when two people play through one engine).
 */
export interface ActionBase {
  seat?: Seat;
}

/** Draft: pick one of the revealed Star Players. */
export interface DraftPickAction extends ActionBase {
  type: 'draftPick';
  card: string;
}
/** Lineup: the 10 starters (the rest of the squad goes to the Sub Space). */
export interface LineupAction extends ActionBase {
  type: 'lineup';
  starters: string[];
}
/** Team Action PASS: draw `draw` cards (1..min(Pass icons, 5 − hand)). */
export interface PassAction extends ActionBase {
  type: 'pass';
  draw: number;
}
/** Team Action PRESS: push the marker toward the opponent by the Press icons. */
export interface PressAction extends ActionBase {
  type: 'press';
}
/**
 * One (in, out) pair. Consecutive pairs with no other action between are one substitution
 * occasion (a team has 3 per game). `out` is a card on the field or in front.
 */
export interface SubstituteAction extends ActionBase {
  type: 'substitute';
  in: string;
  out: string;
}
/** Build Up: place a card from the front on the field at (row, col)–(row, col + 1). */
export interface PlaceAction extends ActionBase {
  type: 'place';
  card: string;
  row: number;
  col: number;
}
/** Apply the placed card's immediate effect. `icon` is the Shoot Token's icon for `freeShot`. */
export interface ApplyEffectAction extends ActionBase {
  type: 'applyEffect';
  icon?: string;
}
export interface SkipEffectAction extends ActionBase {
  type: 'skipEffect';
}
/** Tempo Control: keep this one of the two drawn cards; the other is discarded. */
export interface KeepAction extends ActionBase {
  type: 'keep';
  card: string;
}
/** Build Up shot with the card placed this turn; the Shoot Token goes on `icon`. */
export interface ShootAction extends ActionBase {
  type: 'shoot';
  icon: string;
}
/** Build Up without a shot: the turn ends. */
export interface DeclineShotAction extends ActionBase {
  type: 'declineShot';
}
/** Direct Attack: shoot with a card already on the field; the Shoot Token goes on `icon`. */
export interface DirectAttackAction extends ActionBase {
  type: 'directAttack';
  card: string;
  icon: string;
}
/** The unorganised shot: only when no card can be placed and none can shoot. */
export interface UnorganisedShotAction extends ActionBase {
  type: 'unorganisedShot';
}
/** Attack synergy from hand, after the mandatory face-down deck card (0..Control limit cards). */
export interface CommitAttackAction extends ActionBase {
  type: 'commitAttack';
  cards: string[];
}
/** Defence: after the mandatory deck card, optionally one more from the deck or from hand. */
export interface DefendAction extends ActionBase {
  type: 'defend';
  add: 'none' | 'deck' | 'hand';
  /** The hand card when `add` is 'hand'. */
  card?: string;
}
/** Penalty Kick / shootout: the kicker's or the keeper's direction (hidden until both chose). */
export interface PenaltyAction extends ActionBase {
  type: 'penalty';
  direction: Direction;
}
/** Half time: this seat has finished its substitutions. */
export interface ReadyAction extends ActionBase {
  type: 'ready';
}

export type MneAction =
  | DraftPickAction
  | LineupAction
  | PassAction
  | PressAction
  | SubstituteAction
  | PlaceAction
  | ApplyEffectAction
  | SkipEffectAction
  | KeepAction
  | ShootAction
  | DeclineShotAction
  | DirectAttackAction
  | UnorganisedShotAction
  | CommitAttackAction
  | DefendAction
  | PenaltyAction
  | ReadyAction;

export type MneActionType = MneAction['type'];

// ───────────────────────────── Events ─────────────────────────────
// Events carry every card id; `eventsFor(events, seat)` redacts what a seat may not see.

export type GoalCheckOutcome = 'goal' | 'wonderGoal' | 'saved' | 'ballOut' | 'tackle';

export type MneEvent =
  | { type: 'starsRevealed'; round: number; cards: string[] }
  | { type: 'starPicked'; seat: Seat; card: string }
  | { type: 'starRemoved'; card: string }
  | { type: 'lineupChosen'; seat: Seat }
  | { type: 'lineupsRevealed'; front: Record<Seat, string[]>; subs: Record<Seat, string[]> }
  | { type: 'halfStarted'; half: number; first: Seat }
  | { type: 'turnStarted'; seat: Seat; turn: number; injuryTime: boolean }
  | { type: 'teamActionSkipped'; seat: Seat; reason: 'noAction' | 'injuryTime' }
  | { type: 'passed'; seat: Seat; icons: number; draw: number }
  | { type: 'pressed'; seat: Seat; icons: number; from: number; to: number }
  | { type: 'cardsDrawn'; seat: Seat; cards: (string | null)[]; count: number }
  | { type: 'deckReshuffled'; count: number }
  | { type: 'injuryTimeNext'; seat: Seat }
  | { type: 'substituted'; seat: Seat; in: string; out: string; occasion: number }
  | { type: 'cardPlaced'; seat: Seat; card: string; row: number; col: number }
  | { type: 'iconCompleted'; seat: Seat; icon: IconInfo }
  | { type: 'effectApplied'; seat: Seat; card: string; effect: ImmediateEffect }
  | { type: 'effectSkipped'; seat: Seat; card: string; effect: ImmediateEffect; reason: 'declined' | 'noEffect' }
  | { type: 'tempoKept'; seat: Seat; kept: string | null; discarded: string | null }
  | { type: 'handCardDiscarded'; seat: Seat; card: string | null }
  | { type: 'markerMoved'; from: number; to: number; reason: 'press' | 'effect' | 'goal' | 'halfTime' }
  | { type: 'shotDeclined'; seat: Seat }
  | {
      type: 'shotDeclared';
      seat: Seat;
      kind: ShotKind;
      shooter: string | null;
      icon: string | null;
      basicAttack: number;
      crack: number;
    }
  | { type: 'synergyPlayed'; seat: Seat; side: 'attack' | 'defence'; from: 'deck' | 'hand'; card: string | null }
  | {
      type: 'shotResolved';
      seat: Seat;
      kind: ShotKind;
      outcome: GoalCheckOutcome;
      basicAttack: number;
      attackStars: number;
      totalAttack: number;
      basicDefence: number;
      crack: number;
      defenceStars: number | null;
      totalDefence: number | null;
      attackCards: string[];
      /** Null on a Ball Out: the defender's cards are discarded unrevealed. */
      defenceCards: string[] | null;
    }
  | { type: 'tokenFlipped'; seat: Seat; icon: string }
  | { type: 'penaltyChosen'; seat: Seat; role: 'kicker' | 'keeper' }
  | { type: 'penaltyResolved'; seat: Seat; kick: Direction; save: Direction; goal: boolean }
  | { type: 'goal'; seat: Seat; score: Record<Seat, number>; how: 'shot' | 'wonderGoal' | 'penalty' }
  | { type: 'turnEnded'; seat: Seat }
  | { type: 'halfEnded'; half: number; score: Record<Seat, number> }
  | { type: 'readyForHalf'; seat: Seat }
  | { type: 'shootoutStarted' }
  | { type: 'shootoutKick'; seat: Seat; kick: Direction; save: Direction; goal: boolean }
  | { type: 'matchEnded'; result: MatchResult };

export type MneEventType = MneEvent['type'];

// ───────────────────────────── Setup & scenario ─────────────────────────────

export interface MneSetup {
  seed: number | string;
  /** Publisher data; each defaults to the reference set and is validated. */
  cards?: PlayerCardDef[];
  synergy?: SynergyCardDef[];
  board?: BoardDef;
  track?: ControlTrackDef;
  /** Play a Penalty Kick Shootout if the match is drawn (default false). */
  shootout?: boolean;
}

/** A placed card in a scenario: `{ card, row, col }` or the compact "id@row,col". */
export type ScenarioPlaced = Placed | string;
/** A synergy card in a scenario: its id, a star value (any unused non-Tackle card of that value) or 'tackle'. */
export type ScenarioSynergy = string | number;

export interface ScenarioTeam {
  field?: ScenarioPlaced[];
  /** Defaults to the team's base cards not placed elsewhere. */
  front?: string[];
  subs?: string[];
  out?: string[];
  hand?: ScenarioSynergy[];
  /** Icon keys covered by flipped Shoot Tokens. */
  tokens?: string[];
  subsUsed?: number;
  score?: number;
}

/** A compact description of a mid-game position (tests, docs, embedded rule examples). */
export interface ScenarioDesc {
  seed?: number | string;
  cards?: PlayerCardDef[];
  synergy?: SynergyCardDef[];
  board?: BoardDef;
  track?: ControlTrackDef;
  shootout?: boolean;
  half?: number;
  /** Whose turn (default 'home'). */
  active?: Seat;
  /** 'team' (default: start of the turn) or 'player' (Team Action done). */
  step?: 'team' | 'player';
  injuryTime?: boolean;
  /** The Control Marker's index (default: the track's start). */
  marker?: number;
  /** Instead of `marker`: Home's Control State; the marker goes to the nearest index giving it. */
  control?: ControlState;
  home?: ScenarioTeam;
  away?: ScenarioTeam;
  /** The deck, top card first. */
  deck?: ScenarioSynergy[];
  discard?: ScenarioSynergy[];
  /** Where the synergy cards not mentioned go: under the deck, shuffled (default) or the discard. */
  rest?: 'deck' | 'discard';
}
