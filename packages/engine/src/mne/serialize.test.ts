import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromJSON, toJSON } from './serialize.js';
import { scenario } from './scenario.js';
import { isRuleError } from '../core/errors.js';
import { applyAction, createMatch, isOver, legalActions } from './match.js';
import { iconsOnField } from './queries.js';
import { randomBot } from './bots.js';
import { throwsRule } from './test-support.js';
import type { SaveEnvelope } from '../core/serialize.js';
import type { MneState } from './types.js';

test('toJSON is a versioned envelope; fromJSON restores the same state', () => {
  const s = scenario({ home: { field: ['h-cm@1,1', 'h-st@0,2'], hand: [3], tokens: ['h0.2'] }, control: 'aggressive' });
  const saved = toJSON(s);
  assert.equal(saved.format, 'pitchside/mne');
  assert.equal(saved.version, 1);
  assert.deepEqual(fromJSON(JSON.stringify(saved)), s);
  assert.deepEqual(fromJSON(toJSON(createMatch({ seed: 9 }))), createMatch({ seed: 9 }));
});

test('fromJSON rejects bad saves, naming the field', () => {
  const good = () => JSON.parse(JSON.stringify(toJSON(scenario({ home: { field: ['h-cm@1,1'], hand: ['3a'] } }))));
  let bad = good();
  bad.state.teams.home.hand.push('3a');
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.teams.home.hand[1]');
  bad = good();
  bad.state.deck.pop();
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.deck');
  bad = good();
  bad.state.teams.home.field.push({ card: 'h-st', row: 1, col: 2 });
  bad.state.teams.home.front = bad.state.teams.home.front.filter((c: string) => c !== 'h-st');
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.teams.home.field[1]');
  bad = good();
  bad.state.marker = 12;
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.marker');
  bad = good();
  bad.state.step = 'defence';
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.shot');
  bad = good();
  bad.state.data.cards[0].crack = -1;
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.data.cards[0].crack');
  bad = good();
  bad.version = 2;
  throwsRule(() => fromJSON(bad), 'UNSUPPORTED_VERSION', 'version');
  throwsRule(() => fromJSON('{oops'), 'INVALID_STATE');
});

/** Saves of a few seeded random matches at every stage: draft, lineup, play, half time, shootout, end. */
function matchSaves(): { what: string; save: ReturnType<typeof toJSON> }[] {
  const out: { what: string; save: ReturnType<typeof toJSON> }[] = [];
  for (let m = 0; m < 4; m++) {
    let s = createMatch({ seed: `cards-${m}`, shootout: true });
    const bot = randomBot(m);
    for (let n = 0; ; n++) {
      if (n < 10 || n % 9 === 0 || s.phase !== 'play' || isOver(s))
        out.push({ what: `match ${m} action ${n} (${s.phase})`, save: toJSON(s) });
      if (isOver(s)) break;
      s = applyAction(s, bot(s)).state;
    }
  }
  return out;
}

/** Every player card of a save, with a function that removes it from there. */
function cardPlaces(save: ReturnType<typeof toJSON>): { where: string; remove: (x: typeof save) => void }[] {
  const s = save.state;
  const out: { where: string; remove: (x: typeof save) => void }[] = [];
  for (const seat of ['home', 'away'] as const) {
    for (const list of ['front', 'subs', 'out'] as const) {
      s.teams[seat][list].forEach((_, i) =>
        out.push({ where: `teams.${seat}.${list}[${i}]`, remove: (x) => void x.state.teams[seat][list].splice(i, 1) }),
      );
    }
    s.teams[seat].field.forEach((_, i) =>
      out.push({ where: `teams.${seat}.field[${i}]`, remove: (x) => void x.state.teams[seat].field.splice(i, 1) }),
    );
    s.lineup[seat]?.forEach((_, i) =>
      out.push({ where: `lineup.${seat}[${i}]`, remove: (x) => void x.state.lineup[seat]?.splice(i, 1) }),
    );
  }
  const d = s.draft;
  if (d) {
    for (const list of ['revealed', 'stars', 'removed'] as const)
      d[list].forEach((_, i) =>
        out.push({ where: `draft.${list}[${i}]`, remove: (x) => void x.state.draft?.[list].splice(i, 1) }),
      );
    for (const seat of ['home', 'away'] as const)
      d.picked[seat].forEach((_, i) =>
        out.push({ where: `draft.picked.${seat}[${i}]`, remove: (x) => void x.state.draft?.picked[seat].splice(i, 1) }),
      );
  }
  return out;
}

test('fromJSON rejects a save that lost a player card, wherever it was (issue 9), and loads the save itself', () => {
  let rejected = 0;
  for (const { what, save } of matchSaves()) {
    assert.deepEqual(toJSON(fromJSON(save)), save, `${what}: the save itself loads`);
    for (const { where, remove } of cardPlaces(save)) {
      const bad = structuredClone(save);
      remove(bad);
      assert.throws(
        () => fromJSON(bad),
        (e: unknown) =>
          isRuleError(e) && e.code === 'INVALID_STATE' && typeof e.field === 'string' && e.field.startsWith('state.'),
        `${what}: without the card of ${where} it loaded`,
      );
      rejected++;
    }
  }
  assert.ok(rejected > 1000, `${rejected} saves with a card removed`);
});

test('fromJSON names the team that lost a card, and the place of a card that is not the team’s', () => {
  const save = matchSaves().find((x) => x.save.state.phase === 'play' && x.save.state.teams.home.subs.length > 0);
  assert.ok(save);
  let bad = structuredClone(save.save);
  const lost = bad.state.teams.home.subs.pop() as string;
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.teams.home');
  assert.throws(
    () => fromJSON(bad),
    (e: unknown) => isRuleError(e) && e.message.includes(lost),
  );
  // A card of the other squad (moved from the away Sub Space or out pile) is not the home team's.
  bad = structuredClone(save.save);
  const away = bad.state.teams.away;
  const stranger = (away.subs.pop() ?? away.out.pop()) as string;
  bad.state.teams.home.subs.push(stranger);
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', `state.teams.home.subs[${bad.state.teams.home.subs.length - 1}]`);
  // An eleventh player: a substitute moved to the front.
  bad = structuredClone(save.save);
  bad.state.teams.home.front.push(bad.state.teams.home.subs.pop() as string);
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.teams.home.front');
});

test('scenario positions with partial teams load; a card lost from one is rejected; older scenario saves still load', () => {
  const s = scenario({
    home: { field: ['h-cm@1,1', 'h-st@0,2'], front: ['h-wg'] },
    away: { front: ['a-if'] },
    step: 'player',
  });
  assert.deepEqual(s.squads, { home: ['h-wg', 'h-cm', 'h-st'], away: ['a-if'] });
  const save = toJSON(s);
  assert.deepEqual(fromJSON(save), s);
  let bad = structuredClone(save);
  bad.state.teams.home.front = [];
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.teams.home');
  bad = structuredClone(save);
  bad.state.teams.away.front.push('a-tm');
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.teams.away.front[1]');
  bad = structuredClone(save);
  bad.state.squads?.away.push('h-wg');
  throwsRule(() => fromJSON(bad), 'INVALID_STATE', 'state.squads.away[1]');
  // A scenario position saved before squads were recorded: no squads and no draft — taken as it stands.
  const old = structuredClone(save);
  delete old.state.squads;
  const loaded = fromJSON(old);
  assert.equal(loaded.squads, undefined);
  assert.deepEqual(loaded.teams, s.teams);
  // A match from createMatch has no squads (its saves and state hashes are as before).
  assert.equal('squads' in createMatch({ seed: 1 }), false);
});

test('a loaded state lists its legal actions and icons in the order of the match that made it', () => {
  // A seeded bot or a replay by action index continuing from a save must take the same path as the
  // match that saved it: the order of the Direct Attacks (and of the field's icons) is part of that.
  let checked = 0;
  for (let seed = 0; seed < 6; seed++) {
    let s = createMatch({ seed });
    const bot = randomBot(seed + 100);
    while (!isOver(s)) {
      if (s.phase === 'play' && s.teams.home.field.length + s.teams.away.field.length > 2) {
        const loaded = fromJSON(toJSON(s));
        assert.deepEqual(legalActions(loaded), legalActions(s), `seed ${seed}, turn ${s.turn}: legal actions`);
        for (const seat of ['home', 'away'] as const)
          assert.deepEqual(iconsOnField(loaded, seat), iconsOnField(s, seat), `seed ${seed}, turn ${s.turn}: icons`);
        checked++;
      }
      s = applyAction(s, bot(s)).state;
    }
  }
  assert.ok(checked > 100, `${checked} states checked`);
});

/** The first state of seeded random play (seeds from 0) that `pick` accepts, as a save. */
function saveWhere(pick: (s: MneState) => boolean): SaveEnvelope<MneState> {
  for (let seed = 0; seed < 200; seed++) {
    let s = createMatch({ seed, shootout: true });
    const bot = randomBot(seed);
    while (!isOver(s)) {
      if (pick(s)) return toJSON(structuredClone(s));
      s = applyAction(s, bot(s)).state;
    }
  }
  throw new Error('no such state in 200 matches');
}

/** Asserts that `save` changed by `corrupt` is INVALID_STATE naming `field`, and that the save itself loads. */
function rejectsCorrupt(
  save: SaveEnvelope<MneState>,
  what: string,
  field: string,
  corrupt: (s: MneState) => void,
): void {
  fromJSON(save);
  const bad = structuredClone(save);
  corrupt(bad.state);
  assert.throws(
    () => fromJSON(bad),
    (e: unknown) => {
      assert.ok(isRuleError(e), `${what}: ${String(e)}`);
      assert.equal(e.code, 'INVALID_STATE', `${what}: ${e.message}`);
      assert.equal(e.field, field, `${what}: ${e.message}`);
      return true;
    },
    `${what}: loaded`,
  );
}

test('fromJSON: a synergy card in two places or in none is INVALID_STATE naming the field', () => {
  const save = saveWhere((s) => s.phase === 'play' && s.step === 'defence' && s.teams[s.active].hand.length > 0);
  const seat = save.state.active;
  rejectsCorrupt(save, 'a hand card copied into the deck', 'state.teams.' + seat + '.hand[0]', (s) => {
    s.deck.push(s.teams[seat].hand[0] as string);
  });
  rejectsCorrupt(save, 'a deck card dropped', 'state.deck', (s) => void s.deck.pop());
  rejectsCorrupt(save, 'a face-down attack card also in the discard', 'state.shot.attackCards[0]', (s) => {
    s.discard.unshift(s.shot?.attackCards[0]?.card as string);
  });
  rejectsCorrupt(save, 'a card in both hands', 'state.teams.away.hand[0]', (s) => {
    const other = seat === 'home' ? 'away' : 'home';
    s.teams[other].hand.unshift(s.teams[seat].hand[0] as string);
    s.teams[other].hand.length = Math.min(s.teams[other].hand.length, 5);
  });
  rejectsCorrupt(save, 'Tempo Control cards outside step tempo', 'state.tempo', (s) => {
    s.tempo = [s.deck.pop() as string];
  });
});

test('fromJSON: a player card in two places or in none is INVALID_STATE naming the field', () => {
  const save = saveWhere((s) => s.phase === 'play' && s.teams.home.field.length > 1 && s.teams.home.subs.length > 0);
  const t = save.state.teams.home;
  rejectsCorrupt(save, 'a field card also in the Sub Space', 'state.teams.home.subs[' + t.subs.length + ']', (s) => {
    s.teams.home.subs.push(s.teams.home.field[0]?.card as string);
  });
  rejectsCorrupt(save, 'a home card also in the away front', 'state.teams.away.front[0]', (s) => {
    s.teams.away.front.unshift(s.teams.home.subs[0] as string);
  });
  rejectsCorrupt(save, 'a substitute lost', 'state.teams.home', (s) => void s.teams.home.subs.pop());
  rejectsCorrupt(save, 'a signed star also left face down in the draft', 'state.draft.picked.home[0]', (s) => {
    s.draft?.stars.push(s.draft.picked.home[0] as string);
  });
  rejectsCorrupt(save, 'a removed star lost from the box', 'state.draft', (s) => void s.draft?.removed.pop());
});

test('fromJSON: made-up Shoot Tokens are INVALID_STATE naming the token', () => {
  const save = saveWhere((s) => s.phase === 'play' && s.teams.home.tokens.length > 0 && s.teams.home.field.length > 2);
  const n = save.state.teams.home.tokens.length;
  const icons = iconsOnField(fromJSON(save), 'home');
  const other = icons.find((ic) => ic.type !== 'attack');
  rejectsCorrupt(save, 'a token on an icon that does not exist', `state.teams.home.tokens[${n}]`, (s) => {
    s.teams.home.tokens.push('h9.9');
  });
  rejectsCorrupt(save, 'a token on an empty space', `state.teams.home.tokens[${n}]`, (s) => {
    s.teams.home.tokens.push('f3.0.0');
  });
  if (other)
    rejectsCorrupt(save, `a token on a ${other.type} icon`, `state.teams.home.tokens[${n}]`, (s) => {
      s.teams.home.tokens.push(other.key);
    });
  rejectsCorrupt(save, 'two tokens on one icon', `state.teams.home.tokens[${n}]`, (s) => {
    s.teams.home.tokens.push(s.teams.home.tokens[0] as string);
  });
  rejectsCorrupt(save, "a token on the other team's icon only", 'state.teams.away.tokens[0]', (s) => {
    const awayKeys = new Set(iconsOnField(fromJSON(save), 'away').map((ic) => ic.key));
    const key = s.teams.home.tokens.find((k) => !awayKeys.has(k));
    s.teams.away.tokens.unshift(key ?? 'h9.9');
  });
});

test("fromJSON: a shot whose token, shooter or numbers are not the field's is INVALID_STATE naming the field", () => {
  const save = saveWhere(
    (s) =>
      s.phase === 'play' && s.step === 'defence' && s.shot?.kind === 'direct' && s.teams[s.active].field.length > 2,
  );
  const seat = save.state.active;
  const shot = save.state.shot as NonNullable<MneState['shot']>;
  const t = save.state.teams[seat];
  const notShooter = t.field.find((p) => p.card !== shot.shooter)?.card as string;
  rejectsCorrupt(save, 'the face-up token on an icon that does not exist', 'state.shot.icon', (s) => {
    (s.shot as NonNullable<MneState['shot']>).icon = 'h9.9';
  });
  rejectsCorrupt(save, 'the face-up token already flipped', 'state.shot.icon', (s) => {
    s.teams[seat].tokens.push(shot.icon as string);
  });
  rejectsCorrupt(save, 'a shooter not on the field', 'state.shot.shooter', (s) => {
    (s.shot as NonNullable<MneState['shot']>).shooter = s.teams[seat].subs[0] ?? s.teams[seat].front[0] ?? 'x';
  });
  rejectsCorrupt(save, "the token on another card's icon", 'state.shot.icon', (s) => {
    const theirs = iconsOnField(fromJSON(save), seat).find(
      (ic) => ic.type === 'attack' && !ic.cards.includes(shot.shooter as string),
    );
    (s.shot as NonNullable<MneState['shot']>).icon = theirs?.key ?? 'h9.9';
  });
  rejectsCorrupt(save, 'a made-up Basic Attack', 'state.shot.basicAttack', (s) => {
    (s.shot as NonNullable<MneState['shot']>).basicAttack += 5;
  });
  rejectsCorrupt(save, 'the other team shooting', 'state.shot.attacker', (s) => {
    (s.shot as NonNullable<MneState['shot']>).attacker = seat === 'home' ? 'away' : 'home';
  });
  rejectsCorrupt(save, 'an unorganised shot with a token', 'state.shot.shooter', (s) => {
    (s.shot as NonNullable<MneState['shot']>).kind = 'unorganised';
  });
  assert.ok(notShooter);
});
