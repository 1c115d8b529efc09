import { expect, fixture, html } from '@open-wc/testing';
import {
  applyAction,
  createChampionship,
  createMatch,
  isOver,
  legalActions,
  standings,
  toRecord,
  viewFor,
  type MofAction,
  type MofState,
  type MofRecordSetup,
} from '@pitchside/engine/mof';
import '../index.js';
import type { MofReplay } from './mof-replay.js';
import { part, parts, problemText, text, watchUncaught } from '../../shared/test-support.js';

/** A full random match or championship (seeded) and its record. */
function randomRecord(setup: MofRecordSetup): { record: string; state: MofState; actions: MofAction[] } {
  let s = 'championship' in setup ? createChampionship({ seed: setup.seed, seats: setup.seats }) : createMatch(setup);
  const actions: MofAction[] = [];
  let r = 7;
  while (!isOver(s)) {
    const legal = legalActions(s);
    r = (r * 1103515245 + 12345) % 2 ** 31;
    const a = legal[r % legal.length] as MofAction;
    actions.push(a);
    s = applyAction(s, a).state;
  }
  return { record: toRecord({ setup, actions }, { Event: 'Test league' }), state: s, actions };
}

describe('<mof-replay>', () => {
  watchUncaught();

  it('loads a full random match and shows the engine’s final score at the last move', async function () {
    this.timeout(60_000);
    const { record, state, actions } = randomRecord({ seed: 21 });
    const el = await fixture<MofReplay>(html`<mof-replay .record=${record}></mof-replay>`);
    const match = el.shadowRoot!.querySelector('mof-match')!;
    await match.updateComplete;
    expect(el.current).to.equal(actions.length);
    expect(match.view).to.deep.equal(viewFor(state, 'spectator'));
    const m = state.matches[0]!;
    expect(text(part(match, 'score'))).to.contain(`${m.score[0]}–${m.score[1]}`);
  });

  it('loads a 4-manager championship and shows the final standings at the last move', async function () {
    this.timeout(120_000);
    const { record, state, actions } = randomRecord({ seed: 'cup', seats: 4, championship: true });
    const el = await fixture<MofReplay>(html`<mof-replay .record=${record}></mof-replay>`);
    const champ = el.shadowRoot!.querySelector('mof-championship')!;
    await champ.updateComplete;
    expect(el.total).to.equal(actions.length);
    expect(champ.view).to.deep.equal(viewFor(state, 'spectator'));
    const table = champ.shadowRoot!.querySelector('mof-league-table')!;
    await table.updateComplete;
    const rows = parts(table, 'row').map((row) => Number(row.dataset.team));
    const expected = standings(state)[0]!.map((row) => row.team);
    expect(rows.slice(0, expected.length)).to.deep.equal(expected);
    // The perspective switch lists the seats.
    const options = [...part(el, 'perspective').querySelectorAll('option')].map((o) => o.value);
    expect(options).to.deep.equal(['spectator', 'p1', 'p2', 'p3', 'p4']);
    const labels = [...part(el, 'perspective').querySelectorAll('option')].map((o) => o.textContent?.trim());
    expect(labels[1]).to.equal(`p1 · ${state.teams.find((t) => t.seat === 'p1')!.name}`);
  });

  it('seen by one manager: the others’ teams hidden in the move list', async () => {
    const { record } = randomRecord({ seed: 22 });
    const el = await fixture<MofReplay>(html`<mof-replay perspective="home" .record=${record}></mof-replay>`);
    const lines = parts(el, 'move').map((m) => text(m));
    expect(lines.find((l) => /away team/.test(l))).to.match(/team \(hidden\)$/);
    expect(lines.find((l) => /home team/.test(l))).to.match(/team \w+,\w+,\w+$/);
    expect(el.shadowRoot!.querySelector('mof-match')!.view?.seat).to.equal('home');
  });

  it('shows which move is wrong in a bad record', async () => {
    const { record } = randomRecord({ seed: 23 });
    const bad = record.replace(/^2\. (\S+) .*$/m, '2. $1 tactic attack');
    const el = await fixture<MofReplay>(html`<mof-replay .record=${bad}></mof-replay>`);
    expect(problemText(el)).to.match(/Move 2 \(tactic attack\)/);
  });
});
