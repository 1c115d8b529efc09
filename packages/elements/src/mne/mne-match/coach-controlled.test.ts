/**
 * `<mne-match coach>` in controlled mode (a page or a server client sets `view`): the coach's line
 * comes from the view alone — the worker is asked with the view, never a state — and advises one
 * of the view's legal moves; nothing while another seat is to act; an answer for a view no longer
 * shown is dropped.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import {
  applyAction,
  createMatch,
  currentSeat,
  formatAction,
  greedyBot,
  legalActions,
  scenario,
  viewFor,
  type MneState,
  type MneView,
} from '@pitchside/engine/mne';
import '../index.js';
import { part, parts, text } from '../../shared/test-support.js';
import { watchPosted } from '../../shared/test-spy-worker.js';
import type { MneMatch } from './mne-match.js';

/** The rulebook's Goal Check example: Home to act; Away's hand (3b) and the deck (4a, 3c) hidden from Home. */
const example = (): MneState =>
  scenario({
    step: 'player',
    home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a'] },
    away: { field: ['a-cb@3,1', 'a-wb@3,3'], hand: ['3b'] },
    deck: ['4a', '3c'],
  });

/** The coach's line once it has answered (not "thinking"). */
async function answered(el: MneMatch): Promise<HTMLElement> {
  await waitUntil(
    () => parts(el, 'coach').length === 1 && !part(el, 'coach').hasAttribute('data-thinking'),
    'the coach answers',
    { timeout: 20000, interval: 50 },
  );
  return part(el, 'coach');
}

/** The view's legal moves in notation. */
const moves = (view: MneView) => legalActions(view).map((a) => formatAction(view, a));

describe('<mne-match coach> in controlled mode', () => {
  it('advises the view’s seat one of the view’s moves, asking the worker with the view only', async function () {
    this.timeout(40000);
    await watchPosted(async (posted) => {
      const view = viewFor(example(), 'home');
      const el = await fixture<MneMatch>(html`<mne-match coach .view=${view}></mne-match>`);
      const line = await answered(el);
      expect(text(line)).to.match(/^💡 Coach: .+ — .+\.$/);
      expect(moves(view)).to.include(line.dataset.notation);
      // The worker got the view as the page holds it: no state, nothing Home cannot see.
      const asked = posted.filter((m) => 'coach' in m);
      expect(asked.length).to.be.greaterThan(0);
      for (const m of asked) {
        expect((m.state as MneView).viewer).to.equal('home');
        expect(m.state).to.deep.equal(view);
      }
      for (const hidden of ['3b', '4a', '3c']) expect(text(line)).not.to.include(hidden);
    });
  });

  it('without Workers, thinks on the page in slices from the view, with the same kind of line', async function () {
    this.timeout(40000);
    const RealWorker = window.Worker;
    (window as { Worker?: unknown }).Worker = undefined;
    try {
      const view = viewFor(example(), 'home');
      const el = await fixture<MneMatch>(html`<mne-match coach .view=${view}></mne-match>`);
      const line = await answered(el);
      expect(text(line)).to.match(/^💡 Coach: .+ — .+\.$/);
      expect(moves(view)).to.include(line.dataset.notation);
    } finally {
      window.Worker = RealWorker;
    }
  });

  it('says nothing while another seat is to act, nor without the attribute', async function () {
    this.timeout(30000);
    const s = example();
    const el = await fixture<MneMatch>(html`<mne-match coach .view=${viewFor(s, 'away')}></mne-match>`);
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 500));
    expect(parts(el, 'coach')).to.have.length(0);
    el.view = viewFor(s, 'home');
    await answered(el);
    el.coach = false;
    await el.updateComplete;
    expect(parts(el, 'coach')).to.have.length(0);
  });

  it('drops the answer for a view no longer shown: the line advises the newest view', async function () {
    this.timeout(40000);
    // A draft view, then at once a view in play: the draft's answer (a pick) is not shown.
    let s = createMatch({ seed: 7 });
    const draft = viewFor(s, currentSeat(s)!);
    const bot = greedyBot(7);
    while (!(s.phase === 'play' && currentSeat(s) === 'home')) s = applyAction(s, bot(s)).state;
    const play = viewFor(s, 'home');
    const el = await fixture<MneMatch>(html`<mne-match coach .view=${draft}></mne-match>`);
    await el.updateComplete;
    el.view = play;
    const line = await answered(el);
    expect(moves(play)).to.include(line.dataset.notation);
    expect(moves(draft)).not.to.include(line.dataset.notation);
    // Still the newest view's advice a while later (the draft's answer came and was dropped).
    await new Promise((r) => setTimeout(r, 1500));
    expect(moves(play)).to.include(part(el, 'coach').dataset.notation);
  });
});
