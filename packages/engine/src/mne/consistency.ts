/**
 * The cross-field rules of a match state: every synergy card in exactly one place, every player
 * card exactly where it may be (see `checkPlayerCards`), a legal field, tokens on icons that exist,
 * a shot that fits the field, a step that fits the phase. `fromJSON` (serialize.ts) runs them after
 * the shapes. A position (scenario.ts) is built to pass them (scenario.test.ts checks it), so a page
 * showing one does not download them.
 */
import type { Checker } from '../core/validate.js';
import { lookup } from './data/index.js';
import { squad, STARTERS } from './rules/squad.js';
import { basicAttackPower, summary } from './rules/tactical-icons.js';
import type { MneState, Seat } from './types.js';

const SEATS = ['home', 'away'] as const;

/** Cross-field rules: conservation of cards, a legal field, a step that fits the phase. */
export function checkConsistency(s: MneState, c: Checker): void {
  const seen = new Map<string, string>();
  const place = (id: string, where: string) => placeOnce(c, seen, id, where);
  s.deck.forEach((id, i) => place(id, `state.deck[${i}]`));
  s.discard.forEach((id, i) => place(id, `state.discard[${i}]`));
  s.tempo.forEach((id, i) => place(id, `state.tempo[${i}]`));
  s.shot?.attackCards.forEach((p, i) => place(p.card, `state.shot.attackCards[${i}]`));
  s.shot?.defenceCards.forEach((p, i) => place(p.card, `state.shot.defenceCards[${i}]`));
  for (const seat of SEATS) s.teams[seat].hand.forEach((id, i) => place(id, `state.teams.${seat}.hand[${i}]`));
  for (const x of s.data.synergy)
    if (!seen.has(x.id)) c.fail('state.deck', `is missing synergy card ${x.id} (it is nowhere)`);

  checkPlayerCards(s, c);
  for (const seat of SEATS) checkField(s, seat, c);
  for (const seat of SEATS) checkTokens(s, seat, c);
  checkShot(s, c);
  if (s.tempo.length > 0 && !(s.phase === 'play' && s.step === 'tempo'))
    c.fail('state.tempo', `must be empty outside step tempo (${s.phase === 'play' ? `step ${s.step}` : s.phase})`);
  const needsShot = ['attack', 'defence', 'penaltyKick', 'penaltySave'].includes(s.step) && s.phase === 'play';
  if (needsShot !== (s.shot !== null))
    c.fail('state.shot', needsShot ? `is missing in step ${s.step}` : `must be null in step ${s.step}`);
  if (
    ['effect', 'shoot', 'tempo'].includes(s.step) &&
    s.phase === 'play' &&
    !s.teams[s.active].field.some((p) => p.card === s.placed)
  ) {
    c.fail('state.placed', `must be a card on the field in step ${s.step}`);
  }
  if ((s.step === 'tempo') !== (s.tempo.length === 2) && s.phase === 'play')
    c.fail('state.tempo', 'must hold two cards exactly in step tempo');
  if ((s.phase === 'draft') !== (s.draft !== null && s.draft.revealed.length > 0)) {
    if (s.phase === 'draft') c.fail('state.draft', 'must offer revealed stars in the draft phase');
  }
  if ((s.phase === 'shootout') !== (s.shootout !== null) && s.phase !== 'over')
    c.fail('state.shootout', 'must be present exactly in the shootout phase');
}

/** Records that `id` is at `where` in `seen` (id → place); an id already there fails, naming both places. */
function placeOnce(c: Checker, seen: Map<string, string>, id: string, where: string): void {
  const before = seen.get(id);
  if (before) c.fail(where, `holds ${id}, which is also in ${before}`);
  seen.set(id, where);
}

/** The player card lists of a team, with their paths, in a fixed order. */
function teamLists(s: MneState, seat: Seat): [string, readonly string[]][] {
  const t = s.teams[seat];
  const p = `state.teams.${seat}`;
  return [
    [`${p}.front`, t.front],
    [`${p}.field`, t.field.map((f) => f.card)],
    [`${p}.subs`, t.subs],
    [`${p}.out`, t.out],
  ];
}

/**
 * Every player card exactly where it may be (issue 9), so a save that lost or gained a card is
 * rejected, naming where:
 * - a match from `createMatch` (no `squads`, a draft): every Star Player is in one pile of the
 *   draft (offered, face down, removed or signed); before the lineups are revealed the teams hold no
 *   card and a chosen lineup is 10 cards of the squad; afterwards each team holds its squad (base
 *   cards + signed stars) exactly — front, field, Sub Space, out — with 10 in front and on the field;
 * - a scenario position (`squads`, no draft): each team holds exactly the cards recorded there;
 * - a save without `squads` and without a draft is a scenario position saved before the squads were
 *   recorded (older engines; `createMatch` always keeps the draft): its teams are taken as they
 *   stand, and only a card in two places is caught.
 */
function checkPlayerCards(s: MneState, c: Checker): void {
  const where = new Map<string, string>();
  for (const seat of SEATS)
    for (const [path, ids] of teamLists(s, seat)) ids.forEach((id, i) => placeOnce(c, where, id, `${path}[${i}]`));

  if (s.squads) {
    const squads = s.squads;
    if (s.draft !== null || s.phase === 'draft' || s.phase === 'lineup')
      c.fail('state.squads', 'belong to a scenario position, which has no draft or lineup');
    const owner = new Map<string, string>();
    for (const seat of SEATS) {
      squads[seat].forEach((id, i) => placeOnce(c, owner, id, `state.squads.${seat}[${i}]`));
      checkTeamHolds(s, seat, squads[seat], c, 'the cards of this position (state.squads)');
    }
    return;
  }
  const d = s.draft;
  if (!d) return;

  const stars = new Set(lookup(s.data).base.star);
  const pile = new Map<string, string>();
  const piles: [string, readonly string[]][] = [
    ['state.draft.revealed', d.revealed],
    ['state.draft.stars', d.stars],
    ['state.draft.removed', d.removed],
    ['state.draft.picked.home', d.picked.home],
    ['state.draft.picked.away', d.picked.away],
  ];
  for (const [path, ids] of piles) {
    ids.forEach((id, i) => {
      const at = `${path}[${i}]`;
      if (!stars.has(id)) c.fail(at, `holds ${id}, which is not a Star Player`);
      placeOnce(c, pile, id, at);
    });
  }
  for (const id of stars) if (!pile.has(id)) c.fail('state.draft', `is missing Star Player ${id} (it is in no pile)`);

  const beforeLineup = s.phase === 'draft' || s.phase === 'lineup';
  for (const seat of SEATS) {
    const all = squad(s, seat);
    if (beforeLineup) {
      for (const [path, ids] of teamLists(s, seat))
        if (ids.length > 0) c.fail(`${path}[0]`, `holds ${ids[0]} before the lineups are revealed`);
      const chosen = s.lineup[seat];
      if (chosen) {
        const path = `state.lineup.${seat}`;
        if (chosen.length !== STARTERS) c.fail(path, `must hold ${STARTERS} starters, not ${chosen.length}`);
        chosen.forEach((id, i) => {
          if (!all.includes(id)) c.fail(`${path}[${i}]`, `holds ${id}, which is not in the ${seat} squad`);
          if (chosen.indexOf(id) !== i) c.fail(`${path}[${i}]`, `holds ${id} twice`);
        });
      }
    } else {
      checkTeamHolds(s, seat, all, c, `the ${seat} squad`);
      const t = s.teams[seat];
      const playing = t.front.length + t.field.length;
      if (playing !== STARTERS)
        c.fail(`state.teams.${seat}.front`, `with the field holds ${playing} players; a team plays with ${STARTERS}`);
    }
  }
}

/** The team of `seat` holds exactly the cards `expected` (each once: duplicates are caught before). */
function checkTeamHolds(s: MneState, seat: Seat, expected: readonly string[], c: Checker, what: string): void {
  const want = new Set(expected);
  const held = new Set<string>();
  for (const [path, ids] of teamLists(s, seat)) {
    ids.forEach((id, i) => {
      if (!want.has(id)) c.fail(`${path}[${i}]`, `holds ${id}, which is not in ${what}`);
      held.add(id);
    });
  }
  for (const id of expected) {
    if (!held.has(id))
      c.fail(
        `state.teams.${seat}`,
        `is missing player card ${id} of ${what} (it is neither in front, on the field, in the Sub Space nor out)`,
      );
  }
}

function checkField(s: MneState, seat: Seat, c: Checker): void {
  const t = s.teams[seat];
  const { cols, rowsFor } = s.data.board;
  const seen = new Set<number>();
  t.field.forEach((p, i) => {
    const path = `state.teams.${seat}.field[${i}]`;
    const def = s.data.cards.find((d) => d.id === p.card);
    if (def && !rowsFor[def.position].includes(p.row)) c.fail(`${path}.row`, `is not a ${def.position} row`);
    for (const k of [p.row * cols + p.col, p.row * cols + p.col + 1]) {
      if (seen.has(k)) c.fail(path, 'overlaps another card');
      seen.add(k);
    }
  });
}

/**
 * Shoot Tokens (rulebook: "Shoot Token"): a shot puts its token on one of the shooter's attack
 * icons and flips it after the Goal Check, and a token leaves with the card subbed out. So every
 * flipped token lies on an attack icon of its team's field, one token per icon.
 */
function checkTokens(s: MneState, seat: Seat, c: Checker): void {
  const t = s.teams[seat];
  if (t.tokens.length === 0) return;
  const attack = new Set(summary(s.data, t.field).attack.map((ic) => ic.key));
  t.tokens.forEach((key, i) => {
    const path = `state.teams.${seat}.tokens[${i}]`;
    if (!attack.has(key)) c.fail(path, `is on ${key}, which is no attack icon of the ${seat} field`);
    if (t.tokens.indexOf(key) !== i) c.fail(path, `repeats the token on ${key}`);
  });
}

/**
 * The shot in flight: made by the team whose turn it is, with a card on its field and its face-up
 * token on a live attack icon that card created (flipped once the Goal Check is over: a Penalty
 * Kick), its Basic Attack and Crack as the field gives them; the unorganised shot has no shooter,
 * no token, no Basic Attack and no Crack. Only the free shot ignores the Basic Defence.
 */
function checkShot(s: MneState, c: Checker): void {
  const shot = s.shot;
  if (!shot) return;
  if (shot.attacker !== s.active) c.fail('state.shot.attacker', `must be the team whose turn it is (${s.active})`);
  if (shot.ignoreDefence !== (shot.kind === 'freeShot'))
    c.fail('state.shot.ignoreDefence', `must be ${shot.kind === 'freeShot'} for a ${shot.kind} shot`);
  if ((shot.kick !== null) !== (s.step === 'penaltySave'))
    c.fail(
      'state.shot.kick',
      s.step === 'penaltySave' ? 'is missing in step penaltySave' : `must be null in step ${s.step}`,
    );
  if (shot.kind === 'unorganised') {
    if (shot.shooter !== null) c.fail('state.shot.shooter', 'must be null for the unorganised shot');
    if (shot.icon !== null) c.fail('state.shot.icon', 'must be null for the unorganised shot (it has no Shoot Token)');
    if (shot.basicAttack !== 0) c.fail('state.shot.basicAttack', 'must be 0 for the unorganised shot');
    if (shot.crack !== 0) c.fail('state.shot.crack', 'must be 0 for the unorganised shot');
    return;
  }
  const t = s.teams[shot.attacker];
  const shooter = shot.shooter;
  if (shooter === null || !t.field.some((p) => p.card === shooter))
    c.fail('state.shot.shooter', `must be a card on the ${shot.attacker} field (${String(shooter)})`);
  if ((shot.kind === 'buildUp' || shot.kind === 'freeShot') && shooter !== s.placed)
    c.fail('state.shot.shooter', `must be the card placed this turn for a ${shot.kind} shot (${String(s.placed)})`);
  const icon = summary(s.data, t.field).attack.find((ic) => ic.key === shot.icon);
  if (shot.icon === null || !icon || !icon.cards.includes(shooter))
    c.fail('state.shot.icon', `must be an attack icon ${shooter} created (${String(shot.icon)})`);
  // The token is flipped at the Goal Check; a Penalty Kick comes after it.
  const flipped = t.tokens.includes(shot.icon);
  const penalty = s.step === 'penaltyKick' || s.step === 'penaltySave';
  if (flipped !== penalty)
    c.fail(
      'state.shot.icon',
      flipped ? `is under a flipped Shoot Token before the Goal Check` : 'must be flipped once the Goal Check is over',
    );
  // Before the Goal Check the shot's numbers are the field's (after it, its own token counts no more).
  if (!penalty && shot.basicAttack !== basicAttackPower(s.data, t, shooter))
    c.fail(
      'state.shot.basicAttack',
      `must be ${basicAttackPower(s.data, t, shooter)}, the live attack icons ${shooter} created`,
    );
  const crack = s.data.cards.find((d) => d.id === shooter)?.crack ?? 0;
  if (shot.crack !== crack) c.fail('state.shot.crack', `must be ${crack}, the Crack of ${shooter}`);
}
