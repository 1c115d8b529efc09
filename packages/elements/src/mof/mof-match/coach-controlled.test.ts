/**
 * `<mof-match coach>` and `<mof-championship coach>` in controlled mode (a page or a server client
 * sets `view`): the coach's line comes from the view alone — the worker is asked with the view,
 * never a state — and advises one of the view's legal moves; nothing while another seat decides;
 * an answer for a view no longer shown is dropped.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import {
  applyAction,
  createChampionship,
  createMatch,
  currentSeat,
  formatAction,
  greedyBot,
  legalActions,
  lookup,
  viewFor,
  type MofState,
  type MofView,
} from '@pitchside/engine/mof';
import '../index.js';
import { part, parts, text } from '../../shared/test-support.js';
import { watchPosted } from '../../shared/test-spy-worker.js';
import type { MofMatch } from './mof-match.js';
import type { MofChampionship } from '../mof-championship/mof-championship.js';

const newMatch = (seed: number) => createMatch({ seed, options: { stepTurns: true } });

/** Greedy moves from `s` until `until` holds. */
function advance(s: MofState, until: (s: MofState) => boolean): MofState {
  const bot = greedyBot();
  for (let i = 0; i < 500 && !until(s); i++) s = applyAction(s, bot(s)).state;
  return s;
}

/** The coach's line once it has answered (not "thinking"). */
async function answered(el: HTMLElement): Promise<HTMLElement> {
  await waitUntil(
    () => parts(el, 'coach').length === 1 && !part(el, 'coach').hasAttribute('data-thinking'),
    'the coach answers',
    { timeout: 20000, interval: 50 },
  );
  return part(el, 'coach');
}

/** The view's legal moves in notation. */
const moves = (view: MofView) => legalActions(view).map((a) => formatAction(view, a));

/** The names of the action cards `seat` cannot see and holds none of. */
function hiddenCardNames(s: MofState, seat: string): string[] {
  const names = lookup(s.data);
  const name = (id: string) => names.card(id)?.name ?? id;
  const own = new Set(s.teams.filter((t) => t.seat === seat).flatMap((t) => t.hand.map(name)));
  const hidden = [...s.decks.actions, ...s.teams.filter((t) => t.seat !== seat).flatMap((t) => t.hand)].map(name);
  return [...new Set(hidden)].filter((n) => !own.has(n));
}

describe('<mof-match coach> in controlled mode', () => {
  it('advises the view’s seat one of the view’s moves, asking the worker with the view only', async function () {
    this.timeout(40000);
    // Home to choose its tactic: the players are picked, Away's hand and the stack hidden.
    const s = advance(newMatch(5), (x) => x.matches[0]?.pending?.kind === 'chooseTactic' && currentSeat(x) === 'home');
    const view = viewFor(s, 'home');
    await watchPosted(async (posted) => {
      const el = await fixture<MofMatch>(html`<mof-match coach .view=${view}></mof-match>`);
      const line = await answered(el);
      expect(text(line)).to.match(/^💡 Coach: .+ — .+\.$/);
      expect(moves(view)).to.include(line.dataset.notation);
      const asked = posted.filter((m) => 'coach' in m);
      expect(asked.length).to.be.greaterThan(0);
      for (const m of asked) expect(m.state).to.deep.equal(view);
      const hidden = hiddenCardNames(s, 'home');
      expect(hidden.length).to.be.greaterThan(3);
      for (const name of hidden) expect(text(line)).not.to.include(name);
      expect(el.matchState, 'the element holds no engine state').to.equal(null);
    });
  });

  it('says nothing while another seat decides; advises the newest view only', async function () {
    this.timeout(40000);
    const s = newMatch(6);
    const toAct = currentSeat(s)!;
    const other = toAct === 'home' ? 'away' : 'home';
    const el = await fixture<MofMatch>(html`<mof-match coach .view=${viewFor(s, other)}></mof-match>`);
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 500));
    expect(parts(el, 'coach')).to.have.length(0);
    // The first view's question, then at once a later position: only the later one's advice shows.
    const first = viewFor(s, toAct);
    el.view = first;
    await el.updateComplete;
    const later = advance(s, (x) => x.matches[0]?.pending?.kind === 'chooseTactic' && currentSeat(x) === 'home');
    el.view = viewFor(later, 'home');
    const line = await answered(el);
    expect(moves(viewFor(later, 'home'))).to.include(line.dataset.notation);
    expect(moves(first)).not.to.include(line.dataset.notation);
    await new Promise((r) => setTimeout(r, 1500));
    expect(moves(viewFor(later, 'home'))).to.include(part(el, 'coach').dataset.notation);
  });
});

describe('<mof-championship coach> in controlled mode', () => {
  it('advises the person deciding between matches from the view', async function () {
    this.timeout(40000);
    const s = createChampionship({ seed: 3, seats: 3 });
    const seat = currentSeat(s)!;
    const view = viewFor(s, seat);
    const el = await fixture<MofChampionship>(html`<mof-championship coach .view=${view}></mof-championship>`);
    const line = await answered(el);
    expect(text(line)).to.match(/^💡 Coach: .+ — .+\.$/);
    expect(moves(view)).to.include(line.dataset.notation);
  });
});
