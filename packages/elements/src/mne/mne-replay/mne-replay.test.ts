import { expect, fixture, html } from '@open-wc/testing';
import {
  applyAction,
  createMatch,
  legalActions,
  toRecord,
  viewFor,
  type MneAction,
  type MneState,
} from '@pitchside/engine/mne';
import '../index.js';
import type { MneReplay } from './mne-replay.js';
import type { MneMatch } from '../mne-match/mne-match.js';
import { part, parts, problemText, text, watchUncaught } from '../../shared/test-support.js';

/** A full random match (seeded) and its record. */
function randomRecord(seed: number): { record: string; state: MneState; actions: MneAction[] } {
  let s = createMatch({ seed });
  const actions: MneAction[] = [];
  let r = seed;
  while (s.phase !== 'over') {
    const legal = legalActions(s);
    r = (r * 1103515245 + 12345) % 2 ** 31;
    const a = legal[r % legal.length] as MneAction;
    actions.push(a);
    s = applyAction(s, a).state;
  }
  const record = toRecord(
    { setup: { seed }, actions, comments: { 0: 'Kick-off soon.', 5: 'A careful pick.' } },
    { Event: 'Test cup' },
  );
  return { record, state: s, actions };
}

const board = (el: MneReplay) => el.shadowRoot?.querySelector('mne-match') as MneMatch;

describe('<mne-replay>', () => {
  watchUncaught();

  it('loads a full random match and shows the engine’s final state at the last move', async function () {
    this.timeout(60_000);
    const { record, state, actions } = randomRecord(11);
    const el = await fixture<MneReplay>(html`<mne-replay .record=${record}></mne-replay>`);
    await board(el).updateComplete;
    expect(el.current, 'opens at the last move').to.equal(actions.length);
    expect(parts(el, 'move')).to.have.length(actions.length);
    expect(board(el).view).to.deep.equal(viewFor(state, 'spectator'));
    const score = text(part(board(el).shadowRoot!.querySelector('mne-scoreboard')!, 'score'));
    expect(score).to.equal(`${state.teams.home.score} – ${state.teams.away.score}`);
    expect(text(part(el, 'headers'))).to.contain('Test cup');
  });

  it('steps with the buttons, the arrow keys and a click, opens at the `move` attribute', async () => {
    const { record } = randomRecord(12);
    const el = await fixture<MneReplay>(html`<mne-replay move="5" .record=${record}></mne-replay>`);
    expect(el.current).to.equal(5);
    expect(text(part(el, 'comment'))).to.equal('A careful pick.');
    part(el, 'next').click();
    await el.updateComplete;
    expect(el.current).to.equal(6);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await el.updateComplete;
    expect(el.current).to.equal(4);
    part(el, 'first').click();
    await el.updateComplete;
    expect(el.current).to.equal(0);
    expect(text(part(el, 'comment'))).to.equal('Kick-off soon.');
    parts(el, 'move')[9]!.click();
    await el.updateComplete;
    expect(el.current).to.equal(10);
    expect(parts(el, 'move')[9]!.getAttribute('aria-current')).to.equal('step');
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await el.updateComplete;
    expect(el.current).to.equal(el.total);
  });

  it('seen by one seat: that seat’s view, the other seat’s lineup hidden', async () => {
    const { record, actions } = randomRecord(13);
    const lineupAt = actions.findIndex((a) => a.type === 'lineup') + 1;
    const el = await fixture<MneReplay>(
      html`<mne-replay perspective="home" move=${lineupAt + 1} .record=${record}></mne-replay>`,
    );
    await board(el).updateComplete;
    expect(board(el).view?.viewer).to.equal('home');
    const lines = parts(el, 'move').map((m) => text(m));
    const awayLineup = lines.find((l) => /away lineup/.test(l))!;
    const homeLineup = lines.find((l) => /home lineup/.test(l))!;
    expect(awayLineup).to.match(/lineup \(hidden\)$/);
    expect(homeLineup).to.match(/lineup h-/);
  });

  it('autoplay moves on by itself and stops at the end', async () => {
    const { record } = randomRecord(14);
    const el = await fixture<MneReplay>(html`<mne-replay autoplay-delay="50" move="0" .record=${record}></mne-replay>`);
    el.play();
    await new Promise((r) => setTimeout(r, 400));
    el.pause();
    expect(el.current).to.be.within(2, 12);
  });

  it('reads its text content, and shows which move is wrong in a bad record', async () => {
    const { record } = randomRecord(15);
    const el = await fixture<MneReplay>(html`<mne-replay>${record}</mne-replay>`);
    expect(el.total).to.be.above(50);
    const bad = record.replace(/^3\. (\S+) .*$/m, '3. $1 dance');
    const broken = await fixture<MneReplay>(html`<mne-replay .record=${bad}></mne-replay>`);
    expect(problemText(broken)).to.match(/Move 3 \(dance\)/);
    const none = await fixture<MneReplay>(html`<mne-replay></mne-replay>`);
    expect(problemText(none)).to.contain('No record');
    // Text written in after the tag is read.
    none.textContent = record;
    await new Promise((r) => setTimeout(r, 0));
    await none.updateComplete;
    expect(none.total).to.equal(el.total);
  });

  it('a perspective that is no seat, or a move past the end, shows what is wrong', async () => {
    const { record } = randomRecord(17);
    const seat = await fixture<MneReplay>(html`<mne-replay perspective="referee" .record=${record}></mne-replay>`);
    expect(problemText(seat)).to.contain(
      '“perspective” must be “spectator” or a seat of this record (home, away), not “referee”',
    );
    const move = await fixture<MneReplay>(html`<mne-replay move="9999" .record=${record}></mne-replay>`);
    expect(problemText(move)).to.match(/“move” must be a whole number from 0 to \d+, not “9999”/);
  });

  it('loads a record from a `src` URL, and says so when it cannot', async () => {
    const { record, actions } = randomRecord(18);
    const url = URL.createObjectURL(new Blob([record], { type: 'text/plain' }));
    const el = await fixture<MneReplay>(html`<mne-replay src=${url}></mne-replay>`);
    for (let i = 0; i < 100 && el.total === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(el.total).to.equal(actions.length);
    const missing = await fixture<MneReplay>(html`<mne-replay src="/no/such/record.txt"></mne-replay>`);
    for (let i = 0; i < 100 && !missing.shadowRoot!.querySelector('[part~="problem"]'); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(problemText(missing)).to.match(/“src” could not be downloaded: HTTP 404/);
  });

  it('speaks Vietnamese', async () => {
    const { record } = randomRecord(16);
    const el = await fixture<MneReplay>(html`<mne-replay lang="vi" .record=${record}></mne-replay>`);
    await el.updateComplete;
    expect(part(el, 'next').getAttribute('aria-label')).to.equal('Nước tiếp theo');
  });
});
