import { expect, fixture, html } from '@open-wc/testing';
import {
  SPECTATOR,
  applyAction,
  createMatch,
  currentSeat,
  eventsFor,
  greedyBot,
  viewFor,
  type MofEvent,
  type MofState,
} from '@pitchside/engine/mof';
import '../index.js';
import type { MofMatch } from './mof-match.js';
import { part, problemText, text, watchUncaught } from '../../shared/test-support.js';
import { settle } from '../test-play-by-clicking.js';
import { decisionPrompt, driveControlled, enabledControls } from '../test-drive-controlled.js';

const newMatch = (seed: number) =>
  createMatch({
    seed,
    options: { stepTurns: true },
    home: { seat: 'home', name: 'Hanoi FC' },
    away: { seat: 'away', name: 'Saigon FC' },
  });

/** `count` greedy moves of both sides from `s`, with their events. */
function advance(s: MofState, count: number): { state: MofState; events: MofEvent[] } {
  const bot = greedyBot();
  let events: MofEvent[] = [];
  for (let i = 0; i < count && currentSeat(s) !== null; i++) {
    const applied = applyAction(s, bot(s));
    events = events.concat(applied.events);
    s = applied.state;
  }
  return { state: s, events };
}

describe('<mof-match> controlled by the page', () => {
  watchUncaught();

  it('plays a match the page drives: team picks, tactics, cards and dice, one seat through the UI', async function () {
    this.timeout(60_000);
    // `bots` and `bot-delay` would start bots in a local match: in controlled mode none runs.
    // Given its view from the start, the element never plays a local match, even with `bots`.
    const start = newMatch(9);
    const el = await fixture<MofMatch>(
      html`<mof-match bots="home away" bot-delay="0" .view=${viewFor(start, SPECTATOR)}></mof-match>`,
    );
    const log = await driveControlled(el, start, { seed: 9, moves: 60, outside: new Set(['away']) });
    expect(el.matchState, 'the element holds no engine state').to.equal(null);
    expect(log.moves).to.be.at.least(10);
    expect(currentSeat(log.state), 'to the final whistle').to.equal(null);
    for (const type of ['pickTeam', 'chooseTactic', 'roll']) expect([...log.taken]).to.include(type);
    // The scoreboard and commentary follow the views and events the page gave.
    const m = log.state.matches[0]!;
    expect(text(part(el, 'score'))).to.equal(`Hanoi FC ${m.score[0]}–${m.score[1]} Saigon FC`);
    expect(text(part(el, 'log')).length, 'commentary from the events given').to.be.above(0);
  });

  it('plays both seats through the UI to the final whistle, as a hotseat app over the engine would', async function () {
    this.timeout(90_000);
    const el = await fixture<MofMatch>(html`<mof-match></mof-match>`);
    const log = await driveControlled(el, newMatch(14), { seed: 14, moves: 400, keyboardShare: 0.3 });
    expect(currentSeat(log.state), 'the match is over').to.equal(null);
    expect(log.moves).to.be.above(20);
    await settle(el);
    expect(decisionPrompt(el)).to.equal('The game is over.');
    expect(el.shadowRoot!.querySelector('[part~="again"]'), 'no “play again” for the page’s match').to.equal(null);
    expect(text(part(el, 'log'))).to.contain('Full time');
  });

  it('shows a spectator’s view read-only', async () => {
    const { state, events } = advance(newMatch(5), 12);
    const el = await fixture<MofMatch>(html`<mof-match></mof-match>`);
    el.view = viewFor(state, SPECTATOR);
    el.events = eventsFor(newMatch(5), events, SPECTATOR);
    await settle(el);
    expect(enabledControls(el)).to.deep.equal([]);
    expect(decisionPrompt(el)).to.match(/^Waiting for (Hanoi|Saigon) FC\.$/);
    expect(text(part(el, 'log')).length, 'the commentary of the events given').to.be.above(0);
  });

  it('offers controls only in the view of the seat to act', async () => {
    const s = newMatch(6);
    const el = await fixture<MofMatch>(html`<mof-match></mof-match>`);
    const other = currentSeat(s) === 'home' ? 'away' : 'home';
    el.view = viewFor(s, other);
    await settle(el);
    expect(enabledControls(el)).to.deep.equal([]);
    el.view = viewFor(s, currentSeat(s)!);
    await settle(el);
    expect(enabledControls(el).length).to.be.above(0);
  });

  it('shows a readable error for a bad view or bad events, never throwing', async () => {
    const el = await fixture<MofMatch>(html`<mof-match></mof-match>`);
    for (const bad of [42, 'view', { seat: 'home' }, []]) {
      el.view = bad as never;
      await el.updateComplete;
      expect(problemText(el)).to.equal(
        '<mof-match> cannot be shown “view” must be a view the engine’s viewFor(state, seat) returned.',
      );
    }
    // null: controlled, no view yet (a connection opening): nothing shown, nothing played.
    el.view = null;
    await settle(el);
    expect(el.shadowRoot!.querySelector('[part~="problem"], [part~="base"]')).to.equal(null);
    expect(el.matchState).to.equal(null);
    el.view = viewFor(newMatch(1), 'home');
    el.events = 'goal' as never;
    await el.updateComplete;
    expect(problemText(el)).to.contain('“events” must be a list of the engine’s events');
    el.events = [];
    await settle(el);
    expect(el.shadowRoot!.querySelector('[part~="problem"]')).to.equal(null);
    // Back to a local match when the page lets go.
    el.view = undefined;
    await settle(el);
    expect(el.matchState, 'a local match again').not.to.equal(null);
  });

  it('rolls the dice of the events the page gives, as in local play', async () => {
    let s = newMatch(2);
    let before = s;
    let events: MofEvent[] = [];
    while (!events.some((e) => e.type === 'diceRolled')) {
      before = s;
      ({ state: s, events } = advance(s, 1));
    }
    const seat = currentSeat(s) ?? SPECTATOR;
    const el = await fixture<MofMatch>(html`<mof-match .view=${viewFor(before, seat)}></mof-match>`);
    await settle(el);
    expect(el.shadowRoot!.querySelector('mof-dice[rolling]'), 'no roll before').to.equal(null);
    el.view = viewFor(s, seat);
    el.events = eventsFor(before, events, seat);
    await settle(el);
    expect(el.shadowRoot!.querySelectorAll('mof-dice[rolling]').length, 'the dice roll').to.be.above(0);
  });

  it('speaks Vietnamese while it waits', async () => {
    let s = newMatch(3);
    while (s.matches[0]!.pending?.kind === 'pickTeam') s = advance(s, 1).state;
    const el = await fixture<MofMatch>(html`<mof-match lang="vi"></mof-match>`);
    el.view = viewFor(s, currentSeat(s)!);
    await settle(el);
    const sent = new Promise<CustomEvent>((resolve) => el.addEventListener('mof-action', resolve, { once: true }));
    const decision = el.shadowRoot!.querySelector('mof-decision')!;
    decision.shadowRoot!.querySelector<HTMLButtonElement>('[part~="actions"] button')!.click();
    expect((await sent).detail.action).to.have.property('type');
    await settle(el);
    expect(decisionPrompt(el)).to.equal('Đã gửi lựa chọn của bạn. Đang chờ trận đấu tiếp tục…');
    el.view = { oops: true } as never;
    await el.updateComplete;
    expect(problemText(el)).to.contain('phải là một góc nhìn do viewFor(state, seat) của engine trả về');
  });
});
