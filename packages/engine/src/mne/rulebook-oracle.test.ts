/**
 * The rulebook, checked from outside over seeded random matches: each rule below is worked out
 * again from the public state and the events (icons from `iconsOnField`, stars from the synergy
 * data), not from the rules code, and compared with what the engine did.
 * - Team Action: taken exactly when PASS (a Pass icon, room in hand, a card to draw) or PRESS (a
 *   Press icon, the marker not at the opponent's end) is possible, never in Injury Time.
 * - Injury Time: the turn after one in which the deck ran out, for the other team; the half ends
 *   right after it, and at no other time.
 * - Shots: Basic Attack = the shooter's live attack icons; Basic Defence = the defender's defence
 *   icons (0 for the free shot); hand cards within the Control State's limit; the Goal Check table
 *   (12+ Ball Out, a revealed Tackle, 11 Magic Number when organised, else higher wins).
 * - A goal returns the Control Marker to the middle.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, createMatch, isOver, legalActions } from './match.js';
import { randomBot } from './bots.js';
import { controlStates, iconsOnField, playerCard, synergyCard } from './queries.js';
import type { MneAction, MneEvent, MneState, Seat } from './types.js';

const MATCHES = 150;
const HAND_CARDS = { aggressive: 2, normal: 1, defensive: 0 } as const;

function other(seat: Seat): Seat {
  return seat === 'home' ? 'away' : 'home';
}

function iconCount(s: MneState, seat: Seat, type: string): number {
  return iconsOnField(s, seat).filter((ic) => ic.type === type && !ic.flipped).length;
}

function teamActionPossible(s: MneState, seat: Seat): boolean {
  const t = s.teams[seat];
  const pass = iconCount(s, seat, 'pass') > 0 && t.hand.length < 5 && s.deck.length + s.discard.length > 0;
  const end = seat === 'home' ? s.data.track.spaces - 1 : 0;
  const press = iconCount(s, seat, 'press') > 0 && s.marker !== end;
  return pass || press;
}

function stars(s: MneState, cards: readonly (string | null)[]): number {
  let n = 0;
  for (const c of cards) n += c === null ? 0 : (synergyCard(s, c)?.stars ?? 0);
  return n;
}

/** What the Goal Check table says, from the revealed numbers. */
function expectedOutcome(total: number, defence: number, tackle: boolean, organised: boolean): string {
  if (total >= 12) return 'ballOut';
  if (tackle) return 'tackle';
  if (total === 11 && organised) return 'wonderGoal';
  return total > defence ? 'goal' : 'saved';
}

interface Turn {
  seat: Seat;
  injuryTime: boolean;
  deckRanOut: boolean;
}

function playChecked(seed: number): void {
  let s = createMatch({ seed });
  const bot = randomBot(seed);
  let turn: Turn | null = null;
  let declared: { seat: Seat; basicAttack: number; basicDefence: number; crack: number; kind: string } | null = null;
  for (let n = 0; !isOver(s); n++) {
    const where = `seed ${seed} action ${n}`;
    const a: MneAction = bot(s);
    if (a.type === 'commitAttack') {
      const limit = HAND_CARDS[controlStates(s)[s.active]];
      assert.ok(a.cards.length <= limit, `${where}: ${a.cards.length} hand cards in a ${limit}-card Control State`);
    }
    const { state: next, events } = applyAction(s, a);
    let deckLeft = s.deck.length;
    for (const e of events as MneEvent[]) {
      const took = e.type === 'cardsDrawn' ? e.count : e.type === 'synergyPlayed' && e.from === 'deck' ? 1 : 0;
      if (took > 0 && turn) {
        if (took >= deckLeft) turn.deckRanOut = true;
        deckLeft = Math.max(0, deckLeft - took);
      }
      switch (e.type) {
        case 'turnStarted': {
          if (turn) {
            assert.equal(e.seat, other(turn.seat), `${where}: turns alternate`);
            assert.ok(!turn.injuryTime, `${where}: a turn after Injury Time in the same half`);
            assert.equal(e.injuryTime, turn.deckRanOut, `${where}: Injury Time ⇔ the deck ran out last turn`);
          }
          turn = { seat: e.seat, injuryTime: e.injuryTime, deckRanOut: false };
          break;
        }
        case 'halfStarted':
          assert.equal(turn, null, `${where}: a half started inside a turn`);
          assert.equal(e.first, e.half === 1 ? 'home' : 'away');
          break;
        case 'halfEnded':
          assert.ok(turn?.injuryTime, `${where}: half ${e.half} ended without Injury Time`);
          turn = null;
          break;
        case 'shotDeclared': {
          const defender = other(e.seat);
          const live = e.shooter
            ? iconsOnField(s, e.seat).filter(
                (ic) => ic.type === 'attack' && !ic.flipped && ic.cards.includes(e.shooter as string),
              ).length
            : 0;
          assert.equal(e.basicAttack, live, `${where}: Basic Attack of ${e.shooter}`);
          assert.equal(e.crack, e.shooter ? playerCard(s, e.shooter)?.crack : 0, `${where}: Crack`);
          declared = {
            seat: e.seat,
            basicAttack: e.basicAttack,
            basicDefence: e.kind === 'freeShot' ? 0 : iconCount(s, defender, 'defence'),
            crack: e.crack,
            kind: e.kind,
          };
          break;
        }
        case 'shotResolved': {
          assert.ok(declared, `${where}: a shot resolved that was not declared`);
          const organised = declared.kind !== 'unorganised';
          assert.equal(e.basicDefence, declared.basicDefence, `${where}: Basic Defence`);
          const total: number = declared.basicAttack + stars(s, e.attackCards);
          assert.equal(e.totalAttack, total, `${where}: Total Attack`);
          if (e.defenceCards === null) {
            assert.ok(total >= 12, `${where}: the defence stays hidden only on a Ball Out`);
            assert.equal(e.outcome, 'ballOut');
          } else {
            assert.ok(e.defenceCards.length >= 1 && e.defenceCards.length <= 2, `${where}: 1–2 defence cards`);
            const cut = organised ? declared.crack : 0;
            const defence = Math.max(0, declared.basicDefence - cut) + stars(s, e.defenceCards);
            assert.equal(e.totalDefence, defence, `${where}: Total Defence`);
            const tackle = e.defenceCards.some((c) => c !== null && synergyCard(s, c)?.tackle);
            assert.equal(e.outcome, expectedOutcome(total, defence, tackle, organised), `${where}: Goal Check`);
          }
          declared = null;
          break;
        }
        default:
      }
    }
    // A goal sends the marker back to the middle (nothing moves it again within the action).
    if (events.some((e) => e.type === 'goal') && !isOver(next)) {
      assert.equal(next.marker, next.data.track.start, `${where}: marker after a goal`);
    }
    // The Team Action: offered exactly when possible, never in Injury Time.
    const began = events.some((e) => e.type === 'turnStarted') || (a.type === 'substitute' && s.step === 'team');
    if (began && next.phase === 'play' && turn) {
      const due: boolean = !turn.injuryTime && teamActionPossible(next, next.active);
      assert.equal(next.step === 'team', due, `${where}: Team Action ${due ? 'skipped' : 'offered'} wrongly`);
    }
    s = next;
  }
}

test(`rulebook oracle: ${MATCHES} seeded random matches follow the Team Action, Injury Time, Goal Check and goal rules`, () => {
  for (let seed = 1; seed <= MATCHES; seed++) playChecked(seed);
});

/** Every (row, col) a card of `position` may cover on `seat`'s field, from the rulebook's Step 1. */
function spacesFor(s: MneState, seat: Seat, position: 'FW' | 'MF' | 'DF'): string[] {
  const { rows, cols, rowsFor } = s.data.board;
  const field = s.teams[seat].field;
  const covered = new Set(field.flatMap((p) => [`${p.row},${p.col}`, `${p.row},${p.col + 1}`]));
  const out: string[] = [];
  for (const row of rowsFor[position]) {
    for (let col = 0; col + 1 < cols && row < rows; col++) {
      if (covered.has(`${row},${col}`) || covered.has(`${row},${col + 1}`)) continue;
      // The Front Line: sharing an edge with a card already on the field.
      const touches =
        covered.has(`${row},${col - 1}`) ||
        covered.has(`${row},${col + 2}`) ||
        covered.has(`${row + 1},${col}`) ||
        covered.has(`${row + 1},${col + 1}`);
      if (row === 0 && !touches) continue;
      out.push(`${row},${col}`);
    }
  }
  return out;
}

function sorted(list: string[]): string[] {
  return list.slice().sort();
}

/** The Player Action's options from the rulebook: Build Up, Direct Attack, else the unorganised shot. */
function checkPlayerStep(s: MneState, where: string): void {
  const seat = s.active;
  const t = s.teams[seat];
  const places: string[] = [];
  for (const card of t.front) {
    const position = playerCard(s, card)?.position as 'FW' | 'MF' | 'DF';
    for (const at of spacesFor(s, seat, position)) places.push(`${card}@${at}`);
  }
  const attacks: string[] = [];
  for (const ic of iconsOnField(s, seat)) {
    if (ic.type === 'attack' && !ic.flipped) for (const card of ic.cards) attacks.push(`${card}:${ic.key}`);
  }
  const legal = legalActions(s);
  const listedPlaces = legal.flatMap((a) => (a.type === 'place' ? [`${a.card}@${a.row},${a.col}`] : []));
  const listedAttacks = legal.flatMap((a) => (a.type === 'directAttack' ? [`${a.card}:${a.icon}`] : []));
  assert.deepEqual(sorted(listedPlaces), sorted(places), `${where}: Build Up placements`);
  assert.deepEqual(sorted(listedAttacks), sorted(attacks), `${where}: Direct Attacks`);
  const unorganised = legal.some((a) => a.type === 'unorganisedShot');
  assert.equal(unorganised, places.length + attacks.length === 0, `${where}: the unorganised shot`);
}

/** The Team Action's options: PASS 1..min(Pass icons, 5 − hand, cards left), PRESS when it moves. */
function checkTeamStep(s: MneState, where: string): void {
  const seat = s.active;
  const t = s.teams[seat];
  const max = Math.min(iconCount(s, seat, 'pass'), 5 - t.hand.length, s.deck.length + s.discard.length);
  const end = seat === 'home' ? s.data.track.spaces - 1 : 0;
  const press = iconCount(s, seat, 'press') > 0 && s.marker !== end;
  const legal = legalActions(s);
  const draws = legal.flatMap((a) => (a.type === 'pass' ? [a.draw] : []));
  assert.deepEqual(
    draws,
    Array.from({ length: Math.max(0, max) }, (_, i) => i + 1),
    `${where}: PASS draws`,
  );
  assert.equal(
    legal.some((a) => a.type === 'press'),
    press,
    `${where}: PRESS`,
  );
}

/** After a Build Up placement: the effect when it can do something, the shot when the card can shoot. */
function checkAfterPlacement(before: MneState, s: MneState, card: string, where: string): void {
  const seat = before.active;
  const def = playerCard(s, card);
  const live = iconsOnField(s, seat).filter((ic) => ic.type === 'attack' && !ic.flipped && ic.cards.includes(card));
  const hand = s.teams[seat].hand.length;
  const end = seat === 'home' ? s.data.track.spaces - 1 : 0;
  const applicable: Record<string, boolean> = {
    control1: s.marker !== end,
    control2: s.marker !== end,
    draw1: hand < 5 && s.deck.length + s.discard.length > 0,
    tempoControl: hand < 5 && s.deck.length + s.discard.length > 0,
    discardOpponent: s.teams[other(seat)].hand.length > 0,
    freeShot: live.length > 0,
  };
  if (def?.effect && applicable[def.effect]) {
    assert.equal(s.step, 'effect', `${where}: ${card}'s ${def.effect} is offered`);
  } else if (live.length > 0) {
    assert.equal(s.step, 'shoot', `${where}: ${card} may shoot`);
    const icons = legalActions(s).flatMap((a) => (a.type === 'shoot' ? [a.icon] : []));
    assert.deepEqual(sorted(icons), sorted(live.map((ic) => ic.key)), `${where}: the shot's icons`);
  } else {
    const ended = s.phase !== 'play' || s.half !== before.half || s.turn !== before.turn;
    assert.ok(ended, `${where}: the turn ends after ${card}`);
  }
}

/**
 * Substitution: in the team's own turn before its Player Action, or at Half Time; several pairs one
 * after another are one occasion; 3 occasions per game; a sub needs a card left in the Sub Space.
 */
function checkSubstitutions(s: MneState, occasions: Record<Seat, number>, open: boolean, where: string): void {
  const seat = s.phase === 'halfTime' ? (s.ready.includes('home') ? 'away' : 'home') : s.active;
  const window = s.phase === 'halfTime' || (s.phase === 'play' && (s.step === 'team' || s.step === 'player'));
  const t = s.teams[seat];
  const may = window && t.subs.length > 0 && (open || occasions[seat] < 3);
  const listed = legalActions(s).filter((a) => a.type === 'substitute').length;
  assert.equal(listed, may ? t.subs.length * (t.front.length + t.field.length) : 0, `${where}: substitutions`);
}

test(`rulebook oracle: the Team Action, Player Action and substitution options of ${MATCHES} random matches`, () => {
  for (let seed = 1; seed <= MATCHES; seed++) {
    let s = createMatch({ seed });
    const bot = randomBot(seed);
    const occasions: Record<Seat, number> = { home: 0, away: 0 };
    let open = false;
    for (let n = 0; !isOver(s); n++) {
      const where = `seed ${seed} action ${n}`;
      if (s.phase === 'play' && s.step === 'player') checkPlayerStep(s, where);
      if (s.phase === 'play' && s.step === 'team') checkTeamStep(s, where);
      if (s.phase === 'play' || s.phase === 'halfTime') checkSubstitutions(s, occasions, open, where);
      const a = bot(s);
      const seat = s.phase === 'halfTime' ? (s.ready.includes('home') ? 'away' : 'home') : s.active;
      const next = applyAction(s, a).state;
      if (a.type === 'substitute') {
        if (!open) occasions[seat] += 1;
        open = true;
      } else open = false;
      if (a.type === 'place') checkAfterPlacement(s, next, a.card, where);
      s = next;
    }
  }
});
