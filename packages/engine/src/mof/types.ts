/**
 * Masters of Football: the public types of the engine — data (players, managers, action cards,
 * dice), state (a single match or a championship), the view a seat may see, actions and events.
 * Everything here is plain JSON: no classes, no functions, no Maps.
 *
 * Conventions
 * - A *seat* is the string id of a person (a human or a bot at the UI level). In a single match the
 *   seats are 'home' and 'away' unless the setup names them; in a championship they are the ids
 *   given in the setup (default 'p1'…'pN'). Non-person teams have no seat: the engine acts for them.
 * - A *side* is 0 (home team of a match) or 1 (away team). Home advantage is a separate flag
 *   (`MatchState.ha`) because The People's Club always has it, even away.
 * - Ids: players, managers and action cards are referred to by their data id (e.g. 'g03', 'godfather',
 *   'whistleblower'). A deck may hold several copies of one action card; copies share the id.
 */
import type { RngState } from '../core/rng.js';
import type { SeatId } from '../core/game.js';

/**
 * A seat: the id of a person at the table (core's `SeatId`). In a single match 'home' and 'away'
 * unless the setup names them; in a championship the setup's ids (default 'p1'…'pN').
 */
export type Seat = SeatId;

// ───────────────────────────── Data ─────────────────────────────

export type Tactic = 'possession' | 'direct' | 'physical' | 'defensive';
export const TACTICS: readonly Tactic[] = ['possession', 'direct', 'physical', 'defensive'];

export type PlayerLevel = 'gold' | 'silver' | 'bronze' | 'wood';
export type Position = 'D' | 'M' | 'F';

export interface PlayerDef {
  id: string;
  name: string;
  level: PlayerLevel;
  pos: Position;
  /** Cost in million footies. */
  cost: number;
  /** Attacking skill 0..7 for each tactic, in TACTICS order (possession, direct, physical, defensive). */
  att: [number, number, number, number];
  /** Defensive skill 0..7 for each tactic, in TACTICS order. */
  def: [number, number, number, number];
  /** Tactical skill 0..5. */
  tac: number;
  /** Genius flags: 'A' attacking (ball on fire), 'D' defensive (glove on fire), 'T' tactical (board on fire). */
  genius?: ('A' | 'D' | 'T')[];
}

/** The six dice colours, weakest first. Attack dice are translucent, defence dice opaque. */
export type Level = 'red' | 'brown' | 'orange' | 'green' | 'blue' | 'purple';
export const LEVELS: readonly Level[] = ['red', 'brown', 'orange', 'green', 'blue', 'purple'];

export interface DiceDef {
  /** Faces of the white tactic die. */
  tactic: number[];
  /** Values of the black genius die's faces (default 1, 1, 2, 2, 2, 2). */
  genius: number[];
  /** Which face (index into `genius`) is the genius face, the ball on fire (default 5: it counts 2). */
  geniusIndex: number;
  /** Value → level: `thresholds[i]` is the lowest value giving LEVELS[i + 1] (five numbers, ascending). */
  thresholds: number[];
  /** Faces of each level's die (attack and defence dice share faces), keyed by level. */
  faces: Record<Level, number[]>;
}

/** Where an effect applies. 'own' = the team of the manager who plays it; 'opp' = its opponent. */
export type Target = 'own' | 'opp';

/** The four action card types (the colour of the card's timing band). */
export type CardType = 'strategy' | 'evolution' | 'antiFootball' | 'corruption';

/** When a card may be played: before the match, during the match, or at any time. */
export type Timing = 'pre' | 'in' | 'any';

/** What an immunity protects against (Game Symbols: Immunities). */
export type Immunity = 'all' | 'corruption' | 'antiFootball' | 'strategy';

/**
 * One effect, named after the Game Symbols page of the rulebook. Action cards and manager abilities
 * use the same vocabulary; `rules/effects.ts` is the one module that reads it.
 */
export type Effect =
  /** Attack / Defence / Tactical Level Modifier: adds n to the team's value. */
  | { k: 'att' | 'def' | 'tac'; n: number }
  /** Player Modifiers: adds n to one player's attack, defence or tactical values (kept in 0..7). */
  | { k: 'pAtt' | 'pDef' | 'pTac'; n: number }
  /** Force Possession / Direct / Physical / Defensive (the card must also require home advantage). */
  | { k: 'force'; tactic: Tactic }
  /** Gain Home Advantage for the match. */
  | { k: 'gainHome' }
  /** Re-Roll Attack or Defence (what 'any') or Attack only (what 'attack'), up to n times a match. */
  | { k: 'reroll'; n: number; what: 'any' | 'attack' }
  /** Re-Roll Attack or Defence for a price in million footies, each time. */
  | { k: 'rerollPaid'; cost: number }
  /** Additional attack turn (don't advance the marker), n times a match. */
  | { k: 'extra'; n: number }
  /** Goal Disallowed: nullifies the goal just scored, n times a match. */
  | { k: 'disallow'; n: number }
  /** Skip Next Match Turn: the turn about to be played is skipped, n times a match. */
  | { k: 'skip'; n: number }
  /** Roll for match tactics: re-roll the team's tactical dice, n times a match. */
  | { k: 'tacReroll'; n: number }
  /** Roll tactical die for extra attack at injury time, even without home advantage. */
  | { k: 'injury' }
  /** Block Corruption: cancels a corruption card before its effect (Whistleblower). */
  | { k: 'block' }
  /** Gain Money. */
  | { k: 'money'; n: number }
  /** Substitutions: n extra half-time substitutions. */
  | { k: 'sub'; n: number }
  /** Academy: may draw gold players on a genius face and keep one regardless of cost (Wonderkid). */
  | { k: 'wonderkid' }
  /** Immune to All Action Cards / Corruption / Anti-Football / Strategy Cards (of others). */
  | { k: 'immune'; from: Immunity; atHome?: boolean }
  /** Initial Squad Hand Bonus: n extra players of each level at setup. */
  | { k: 'squadBonus'; n: number }
  /** Academy Hand Bonus: roll `rolls` talents, keep up to `keep`, gold on a genius face. */
  | { k: 'academyBonus'; rolls: number; keep: number }
  /** Player Cost Discount: n off each player bought, never on players that cost 1M. */
  | { k: 'discount'; n: number }
  /** Zero Cost On Evolution Cards. */
  | { k: 'freeEvolution' };

export type EffectKind = Effect['k'];

export interface ActionCardDef {
  id: string;
  name: string;
  type: CardType;
  timing: Timing;
  /** Playing cost in million footies (0 when free). */
  cost: number;
  /** Variable cost ("PTS"): needs `cost` in hand to play, pays the points won at the final whistle. */
  variable?: boolean;
  /** Tactical constraints: the match tactics under which the card is effective (absent = all). */
  tactics?: Tactic[];
  /** Manager indicator: the team the card affects. */
  target: Target;
  /** Requires Home Advantage. */
  home?: boolean;
  effects: Effect[];
  /** Copies in the deck (default 1). */
  copies?: number;
}

export interface ManagerDef {
  id: string;
  name: string;
  /** Budget for the initial squad, million footies. */
  budget: number;
  /** Cost limit for academy players. */
  academy: number;
  /** Special abilities; only `target: 'own'` semantics (they always help the manager's team). */
  abilities: Effect[];
}

export interface NonPersonTeamDef {
  id: string;
  name: string;
  tactic: Tactic;
  /** Exactly three players of its own (not part of the player stacks). */
  players: PlayerDef[];
}

export interface WheelDef {
  /** Minute labels of turns 1..12 (index 0 = turn 1). */
  minutes: string[];
  /** Turns (1..12) on which the home side attacks. */
  homeAttacks: number[];
}

/** A whole reference set. `defaultData` ships with the engine; publishers may pass their own. */
export interface MofData {
  players: PlayerDef[];
  managers: ManagerDef[];
  cards: ActionCardDef[];
  nonPerson: NonPersonTeamDef[];
  dice: DiceDef;
  wheel: WheelDef;
  /** Number of tactic card sets (4 cards each); informative. */
  tacticSets: number;
}

// ───────────────────────────── State ─────────────────────────────

export type Side = 0 | 1;
export type SideName = 'home' | 'away';

/** A card in effect (or face down, waiting to be revealed) in a match. */
export interface PlayedCard {
  card: string;
  /** Seat of the manager who played it. */
  by: string;
  /** The side whose team the card affects. */
  side: Side;
  /** Player id, for player modifiers. */
  player?: string;
  /** False once it lost effect (tactics changed, target substituted, countered, used up). */
  active: boolean;
  /** Instant effects with several uses (e.g. re-roll ×2): uses left. */
  left?: number;
  /** A revealed corruption card waiting for the Whistleblower window before it takes effect. */
  held?: boolean;
}

export interface SideState {
  /** Index into `MofState.teams`. */
  team: number;
  /** The three players on the field (empty until picked). */
  lineup: string[];
  /**
   * Player drawn for the position rule: a wood player, or from the next stack up when no wood player
   * can fix the team (he returns to his stack after the match).
   */
  wood: string | null;
  /** The tactic card chosen face down for the current half (null until chosen). */
  tactic: Tactic | null;
  /** Tactic card turned face up (the winner of a tactical roll reveals it). */
  revealed: boolean;
  /** Announced intention in the current pre-match card window (null = not yet announced). */
  announced: boolean | null;
  /** Cards chosen face down in the current window, revealed together. */
  facedown: PlayedCard[];
  /** Per-match uses of abilities and limited effects, keyed 'reroll', 'extra', 'disallow', 'skip', 'tacReroll', 'genius'. */
  used: Record<string, number>;
  /** Half-time substitutions still allowed. */
  subs: number;
  /** Half-time announcement: substitute now, after the roll, or not at all (null = not announced). */
  subWhen: 'now' | 'after' | 'none' | null;
  /** Last tactical roll total (null before the first). */
  tv: number | null;
  /** True when this side won the last tactical roll. */
  wonRoll: boolean;
}

/** The current turn's dice. */
export interface TurnRoll {
  attacker: Side;
  /** Level die face and genius die face of the attacker / defender. */
  att: DieRoll;
  def: DieRoll;
}

export interface DieRoll {
  level: Level;
  /** Face of the level die. */
  die: number;
  /** Value of the genius die. */
  genius: number;
  /** True when the genius die shows the genius face. */
  g: boolean;
  total: number;
}

/** Who must act now in a match and what kind of decision it is. */
export type Pending =
  | { kind: 'pickTeam'; side: Side }
  | { kind: 'chooseTactic'; side: Side }
  | { kind: 'announce'; window: 1 | 2; side: Side }
  | { kind: 'select'; window: 1 | 2; side: Side }
  | { kind: 'tacReroll'; side: Side }
  | { kind: 'subAnnounce'; side: Side }
  | { kind: 'substitute'; side: Side; late: boolean }
  | { kind: 'preTurn'; seat: Seat }
  | { kind: 'react'; side: Side }
  | { kind: 'disallow'; seat: Seat }
  | { kind: 'whistle'; seat: Seat }
  | { kind: 'extra'; side: Side }
  /** Only with the `stepTurns` option: the side that rolls the turn's dice (a UI "roll" button). */
  | { kind: 'roll'; side: Side };

/**
 * The match flow cursor (internal, but plain data): where the engine resumes after a decision.
 * Pre-match: pick → tactic → announce1 → select1 → reveal1 → held1 → roll1 → tacReroll1 →
 * announce2 → select2 → reveal2 → held2 → levels; turns: turn → preTurn → roll → react → score →
 * disallow → extra → next (whistle windows interleave); half time: half → subAnnounce → subNow →
 * tactic2 → roll2 → tacReroll2 → subAfter → levels2; then injury → end → done.
 */
export type MatchStep =
  | 'pick'
  | 'tactic'
  | 'announce1'
  | 'select1'
  | 'reveal1'
  | 'held1'
  | 'roll1'
  | 'tacReroll1'
  | 'announce2'
  | 'select2'
  | 'reveal2'
  | 'held2'
  | 'levels'
  | 'turn'
  | 'preTurn'
  | 'roll'
  | 'react'
  | 'score'
  | 'disallow'
  | 'whistle'
  | 'extra'
  | 'next'
  | 'half'
  | 'subAnnounce'
  | 'subNow'
  | 'tactic2'
  | 'roll2'
  | 'tacReroll2'
  | 'subAfter'
  | 'levels2'
  | 'injury'
  | 'end'
  | 'done';

export type MatchPhase = 'prematch' | 'firstHalf' | 'halfTime' | 'secondHalf' | 'injuryTime' | 'over';

/** A corruption card waiting for Whistleblowers before its effect resolves. */
export interface CorruptionPlay {
  card: string;
  by: string;
  /** The side whose team it hurts. */
  side: Side;
  /** What it does once unblocked: an instant effect, or 'lasting' (a revealed pre-match card). */
  effect: 'disallow' | 'skip' | 'reroll' | 'extra' | 'tacReroll' | 'lasting';
}

export interface GoalRecord {
  side: Side;
  turn: number;
  minute: string;
  reason: 'higher' | 'genius';
  disallowed?: string;
}

export interface MatchState {
  /** Matchday (1..6; 7, 8 = the two-match final; 0 = a stand-alone match). */
  md: number;
  /** Championship group (0 or 1; 5–8 persons run two). */
  group: number;
  sides: [SideState, SideState];
  /** Flow cursor (see MatchStep). */
  at: MatchStep;
  /** Players turned face up (after the first pre-match card window). */
  shown: boolean;
  /** The last tactical roll, [home, away] (null before the first). */
  troll: [TacticalRollSide, TacticalRollSide] | null;
  /** Injury-time attacks still to play, by side, in order. */
  injury: Side[];
  /** Side with home advantage. */
  ha: Side;
  phase: MatchPhase;
  /** Turn 1..12 on the wheel; 13 = injury time. */
  turn: number;
  score: [number, number];
  /** The match tactic of the current half (null before the tactical roll). */
  tactic: Tactic | null;
  /** Tactic forced by a card (lasts the whole match). */
  forced: Tactic | null;
  /** Lasting cards in effect (and spent ones, `active: false`, for the record). */
  cards: PlayedCard[];
  /** Attack and defence levels in use, per side (null before they are set). */
  levels: [SideLevels, SideLevels] | null;
  roll: TurnRoll | null;
  /** The decision awaited (null while the engine resolves, or when over). */
  pending: Pending | null;
  /** Seats still to be asked in a multi-person window (outsiders' corruption, whistleblowers). */
  queue: string[];
  corrupt: CorruptionPlay | null;
  goals: GoalRecord[];
  /** Extra attack turns granted and not yet played (by the side in `roll.attacker`). */
  extra: number;
  /** Turn spaces skipped so far (for the record). */
  skipped: number[];
}

export interface SideLevels {
  att: number;
  def: number;
  attLevel: Level;
  defLevel: Level;
}

export interface TeamState {
  name: string;
  /** Person controlling the team; null for a non-person team. */
  seat: Seat | null;
  manager: string | null;
  /** Non-person team id, when it is one. */
  npt: string | null;
  money: number;
  squad: string[];
  /** Action cards in hand. */
  hand: string[];
  /** Players dealt and not yet bought / kept (setup, academy, market). */
  offer: string[];
  /** The two managers dealt at setup, until one is chosen. */
  managerOffer: string[];
  /** Championship group (0 or 1). */
  group: number;
  /** Wonderkid played for the coming academy roll. */
  wonderkid: boolean;
  /** Academy players still to keep (Youth Academy keeps 2). */
  keep: number;
}

export interface ResultRow {
  md: number;
  group: number;
  home: number;
  away: number;
  hg: number;
  ag: number;
}

/**
 * Championship stages: chooseManager → buy (initial squads) → matchday 1, 2 → academy → release →
 * matchday 3 → market (buying) → discard (hand limit) → release (squads to 6) → matchday 4, 5, 6
 * (→ matchday 7, 8: the two final legs with 5–8 persons) → over. A stand-alone match is one
 * 'matchday' (md 0) then 'over'.
 */
export type Stage = 'chooseManager' | 'buy' | 'matchday' | 'academy' | 'market' | 'release' | 'discard' | 'over';

export interface MofOptions {
  /** Play the matches of a matchday interleaved turn by turn instead of one after the other. */
  simultaneous: boolean;
  /**
   * Wait for an explicit `roll` action before each match turn's dice (a UI's roll button; the
   * attacker rolls, or the defender when the attacker is a non-person team). Off by default: the
   * engine rolls as soon as no decision is pending. `scenario` turns it on.
   */
  stepTurns: boolean;
}

export interface Decks {
  gold: string[];
  silver: string[];
  bronze: string[];
  wood: string[];
  actions: string[];
  /** Discard piles; they are shuffled back when a stack runs out. */
  usedPlayers: string[];
  usedCards: string[];
}

export interface MofState {
  /** State format version (see toJSON). */
  v: 1;
  kind: 'match' | 'championship';
  data: MofData;
  opts: MofOptions;
  rng: RngState;
  /** Person seats, in play order. */
  seats: Seat[];
  teams: TeamState[];
  decks: Decks;
  stage: Stage;
  /** Current matchday (0 before the first). */
  md: number;
  /** Matches of the current matchday (or the single match). */
  matches: MatchState[];
  /** Index in `matches` of the match being played. */
  active: number;
  results: ResultRow[];
  /** Teams (indices) still to act in the current non-match stage, first is acting. */
  queue: number[];
  /** Winner team index once over (null for a drawn single match). */
  champion: number | null;
}

// ───────────────────────────── View ─────────────────────────────

/** Seat used by `viewFor` for someone who may see only public information. */
export const SPECTATOR = 'spectator';

/**
 * What one seat may see: the same shape as MofState, with hidden parts replaced:
 * - other teams' hands → `hand: []` and `handSize` set; other teams' offers → `offer: []`
 * - decks → counts only (arrays emptied, `deckSizes` set); the RNG state → [0,0,0,0]
 * - an opponent's unrevealed tactic → null; lineups not yet revealed → []; face-down cards → []
 * - a window's queue → its head only (the seat asked now)
 *
 * `legalActions(view)` gives the seat's moves: exactly `legalActions(state)` when `seat` is to act,
 * else `[]` (what a seat may decide depends only on what it sees).
 */
export interface MofView extends Omit<MofState, 'teams'> {
  seat: Seat;
  teams: (TeamState & { handSize: number; offerSize: number })[];
  deckSizes: Record<keyof Decks, number>;
}

// ───────────────────────────── Actions ─────────────────────────────

/** `source` of an in-match effect: 'ability' (the manager's), 'paid' (pay-per-use ability) or a card id. */
export type Source = string;

export type MofAction =
  // Championship setup and stages
  | { type: 'chooseManager'; manager: string }
  | { type: 'buyPlayer'; player: string }
  | { type: 'endBuying' }
  | { type: 'rollAcademy' }
  | { type: 'keepAcademy'; players: string[] }
  | { type: 'releasePlayer'; player: string }
  | { type: 'discardCard'; card: string }
  // Any time the seat is acting
  | { type: 'swapCard'; card: string }
  // Match preparation
  | { type: 'pickTeam'; players: string[] }
  | { type: 'chooseTactic'; tactic: Tactic }
  | { type: 'announceCards'; play: boolean }
  /** Play a card from hand. `player` targets a player (player modifiers); `side` is for outsiders. */
  | { type: 'playCard'; card: string; player?: string; side?: SideName; match?: number }
  | { type: 'endCards' }
  | { type: 'rerollTactics'; source: Source }
  // Half time
  | { type: 'announceSubstitution'; when: 'now' | 'after' | 'none' }
  | { type: 'substitute'; out: string; in: string }
  // In-match reactions (`match` is needed only by outsiders in simultaneous play; defaults to the active match)
  | { type: 'reroll'; source: Source }
  | { type: 'extraAttack'; source: Source }
  | { type: 'disallowGoal'; source: Source; match?: number }
  | { type: 'skipTurn'; source: Source; match?: number }
  | { type: 'blowWhistle'; card: string; match?: number }
  /** Roll the turn's dice (only with the `stepTurns` option). */
  | { type: 'roll' }
  /** Decline the current optional decision (window, substitution, card play). */
  | { type: 'pass' };

/** Any action may name the acting seat; if it does and it is not the seat to act, NOT_YOUR_TURN. */
export type MofActionWithSeat = MofAction & { seat?: Seat };

export type MofActionType = MofAction['type'];

// ───────────────────────────── Events ─────────────────────────────

export interface TacticalRollSide {
  die: number;
  genius: number;
  g: boolean;
  players: number;
  cards: number;
  ability: number;
  total: number;
  tacticalGenius: boolean;
}

/** Events carry every die face and total, so a UI can animate and narrate. */
export type MofEvent =
  | { type: 'managersDealt'; team: number; managers: string[] }
  | { type: 'managerChosen'; team: number; manager: string; budget: number }
  | { type: 'playersDealt'; team: number; players: string[] }
  | { type: 'playerBought'; team: number; player: string; cost: number }
  | { type: 'playerJoined'; team: number; player: string; reason: 'fill' | 'academy' }
  | { type: 'playerReleased'; team: number; player: string }
  | { type: 'moneyChanged'; team: number; amount: number; money: number; reason: string }
  | { type: 'cardsDealt'; team: number; count: number }
  | { type: 'cardDiscarded'; team: number; card: string }
  | { type: 'cardSwapped'; team: number; card: string }
  | { type: 'stageStarted'; stage: Stage; md: number }
  | { type: 'matchStarted'; match: number; md: number; home: number; away: number; ha: Side }
  | { type: 'woodDrawn'; match: number; side: Side; player: string }
  | { type: 'teamPicked'; match: number; side: Side }
  | { type: 'tacticChosen'; match: number; side: Side }
  | { type: 'cardsAnnounced'; match: number; side: Side; play: boolean }
  | { type: 'cardsRevealed'; match: number; window: 1 | 2; cards: PlayedCard[] }
  /**
   * `side`: for a card revealed from face down (lasting modifiers, tactics, home advantage), the
   * side it affects, as `PlayedCard.side`; for an instant card played from hand (re-roll, skip,
   * disallowed goal, extra attack, tactical re-roll), the side of the manager who played it, or for
   * an outsider the side attacking now. Outside a match (`match: -1`: a Wonderkid card played in a
   * stage) it is 0 and carries no meaning; `by` always names the player.
   */
  | { type: 'cardPlayed'; match: number; card: string; by: string; side: Side; player?: string }
  | { type: 'cardCountered'; match: number; card: string; reason: 'immune' | 'whistleblower' | 'noHomeAdvantage' }
  | { type: 'cardLostEffect'; match: number; card: string; reason: 'tactics' | 'substituted' }
  | { type: 'playersRevealed'; match: number; home: string[]; away: string[] }
  | {
      type: 'tacticalRoll';
      match: number;
      half: 1 | 2;
      home: TacticalRollSide;
      away: TacticalRollSide;
      winner: Side;
      reason: 'higher' | 'tie' | 'genius' | 'bothGenius';
    }
  | { type: 'tacticsSet'; match: number; tactic: Tactic; by: Side | null; forced: boolean }
  | { type: 'levelsSet'; match: number; home: SideLevels; away: SideLevels; adjusted: string[] }
  | { type: 'turnStarted'; match: number; turn: number; minute: string; attacker: Side; extra: boolean }
  | { type: 'turnSkipped'; match: number; turn: number; by: string; source: Source }
  | { type: 'diceRolled'; match: number; turn: number; attacker: Side; att: DieRoll; def: DieRoll; reroll?: Side }
  | {
      type: 'goal';
      match: number;
      side: Side;
      turn: number;
      minute: string;
      reason: 'higher' | 'genius';
      score: [number, number];
    }
  | { type: 'noGoal'; match: number; turn: number; reason: 'lower' | 'defensiveGenius' }
  | { type: 'goalDisallowed'; match: number; side: Side; by: string; source: Source; score: [number, number] }
  | { type: 'whistleBlown'; match: number; by: string; card: string; countered: string }
  /** `side`: the side of the manager using the effect, or for an outsider the side attacking now. */
  | { type: 'effectUsed'; match: number; side: Side; effect: EffectKind; source: Source }
  | { type: 'halfTime'; match: number; score: [number, number] }
  | { type: 'substitutionAnnounced'; match: number; side: Side; when: 'now' | 'after' | 'none' }
  | { type: 'substitution'; match: number; side: Side; out: string; in: string }
  | { type: 'injuryTime'; match: number; side: Side; die: number; extra: boolean }
  | {
      type: 'fullTime';
      match: number;
      score: [number, number];
      points: [number, number];
    }
  | { type: 'academyRolled'; team: number; rolls: { face: number; g: boolean; player: string | null }[] }
  | { type: 'championshipOver'; champion: number; standings: StandingRow[][] };

export type MofEventType = MofEvent['type'];

// ───────────────────────────── Setup ─────────────────────────────

/** One team of a stand-alone match; anything missing is drawn from the data by seed. */
export interface TeamSetup {
  name?: string;
  seat?: Seat;
  manager?: string | null;
  /** 3..6 player ids (drawn: 1 gold, 1 silver, 2 bronze). */
  squad?: string[];
  /** Action cards in hand (drawn: 5). */
  cards?: string[];
  money?: number;
  /** A non-person team id (then manager, cards and money are ignored). */
  nonPerson?: string;
}

export interface MatchSetup {
  seed?: number | string;
  data?: MofData;
  home?: TeamSetup;
  away?: TeamSetup;
  options?: Partial<MofOptions>;
}

export interface ChampionshipSetup {
  seed?: number | string;
  data?: MofData;
  /** 2..8 person seats (default 4: 'p1'..'p4'). */
  seats?: string[] | number;
  /** Non-person teams to use (ids), when fewer than 4 persons (per group); default: drawn. */
  nonPerson?: string[];
  options?: Partial<MofOptions>;
}

export interface StandingRow {
  team: number;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  gf: number;
  ga: number;
  gd: number;
  /** Goals scored as the visitor (last tie-breaker). */
  away: number;
  points: number;
}

/** A compact description of a mid-match state for rule illustrations. */
export interface ScenarioDesc {
  seed?: number | string;
  data?: MofData;
  home: ScenarioTeam;
  away: ScenarioTeam;
  /** Match tactic in use. Default: 'possession'. */
  tactic?: Tactic;
  /** Turn about to be played, 1..12 (13 = injury time). Default 1. */
  turn?: number;
  score?: [number, number];
  /** Side with home advantage (default: home, or the People's Club). */
  ha?: SideName;
  /** Levels to use instead of the computed ones. */
  levels?: { home?: Partial<Record<'att' | 'def', Level>>; away?: Partial<Record<'att' | 'def', Level>> };
}

export interface ScenarioTeam {
  /** Exactly 3 player ids on the field. */
  players: string[];
  /** Bench player ids. */
  bench?: string[];
  manager?: string | null;
  cards?: string[];
  money?: number;
  name?: string;
  seat?: Seat;
  /** Lasting cards already in effect for this side: card ids (player modifiers: 'card@player'). */
  inEffect?: string[];
  /** True if this side's attacking genius was already used. */
  geniusUsed?: boolean;
}
