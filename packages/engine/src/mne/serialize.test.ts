import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromJSON, toJSON } from './serialize.js';
import { scenario } from './scenario.js';
import { isRuleError } from '../core/errors.js';
import { applyAction, createMatch, isOver, legalActions } from './match.js';
import { iconsOnField } from './queries.js';
import { randomBot } from './bots.js';
import { throwsRule } from './test-support.js';

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
