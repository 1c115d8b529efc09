import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { applyAction, createMatch, currentSeat, greedyBot, type MofState } from '@pitchside/engine/mof';
import '../index.js';
import { SEARCH_TIME_MS } from '../../shared/bot-worker.js';
import type { MofMatch } from './mof-match.js';
import type { MofDecision } from '../mof-decision/mof-decision.js';
import { part, parts, problemText, text, watchUncaught } from '../../shared/test-support.js';
import { leavePage, SpyWorker, useSpyWorker } from '../../shared/test-spy-worker.js';

function decision(el: MofMatch): MofDecision {
  return el.shadowRoot!.querySelector('mof-decision')!;
}

/** The buttons a person sees in the decision panel (not the card swaps). */
function buttons(el: MofMatch): HTMLButtonElement[] {
  return [...decision(el).shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="actions"] button')];
}

/** Plays like a person: ticks the first three players it may, else presses the first button. */
async function clickOnce(el: MofMatch): Promise<boolean> {
  const d = decision(el);
  await d.updateComplete;
  const boxes = [...d.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  if (boxes.length) {
    for (const box of boxes) {
      if (buttons(el)[0] && !buttons(el)[0]!.disabled) break;
      if (!box.disabled && !box.checked) {
        box.click();
        await d.updateComplete;
      }
    }
  }
  const button = buttons(el).find((b) => !b.disabled);
  if (!button) return false;
  button.click();
  await el.updateComplete;
  return true;
}

/** The same match played by the engine alone with the same bots. */
function engineOnly(seed: number): MofState {
  const bot = greedyBot();
  let s = createMatch({
    seed,
    options: { stepTurns: true },
    home: { seat: 'home', name: 'Hanoi FC' },
    away: { seat: 'away', name: 'Saigon FC' },
  });
  while (currentSeat(s) !== null) s = applyAction(s, bot(s)).state;
  return s;
}

describe('<mof-match>', () => {
  it('plays a seeded bot-against-bot match to the final whistle, as the engine does', async function () {
    this.timeout(20_000);
    const el = await fixture<MofMatch>(
      html`<mof-match seed="5" home="Hanoi FC" away="Saigon FC" bots="home away" bot-delay="0"></mof-match>`,
    );
    const goals: string[] = [];
    el.addEventListener('mof-goal', (e) => goals.push(`${e.detail.turn}:${e.detail.side}`));
    const { detail } = await oneEvent(el, 'mof-full-time');
    await el.updateComplete;
    const expected = engineOnly(5).matches[0]!;
    expect(detail.score).to.deep.equal(expected.score);
    expect(text(part(el, 'score'))).to.equal(`Hanoi FC ${expected.score[0]}–${expected.score[1]} Saigon FC`);
    expect(goals).to.deep.equal(expected.goals.map((g) => `${g.turn}:${g.side === 0 ? 'home' : 'away'}`));
    expect(text(part(el, 'log'))).to.contain(`Full time: ${expected.score[0]}–${expected.score[1]}.`);
    const wheel = el.shadowRoot!.querySelector('mof-match-wheel')!;
    expect(text(part(wheel, 'status')), 'the wheel follows the match through context').to.equal('Full time');
    expect(text(part(decision(el), 'prompt'))).to.equal('The game is over.');

    part(el, 'again').click();
    await el.updateComplete;
    expect(el.seed).to.equal('6');
    expect(el.matchState!.matches[0]!.phase, 'a new match').not.to.equal('over');
  });

  it('lets a person play a whole match against the bot with the buttons alone', async function () {
    this.timeout(30_000);
    const el = await fixture<MofMatch>(html`<mof-match seed="9" bots="away" bot-delay="0"></mof-match>`);
    const seen = new Set<string>();
    let over = false;
    el.addEventListener('mof-full-time', () => (over = true));
    const rolls: number[] = [];
    el.addEventListener('mof-roll', (e) => rolls.push(e.detail.turn));
    for (let i = 0; i < 400 && !over; i++) {
      const p = el.matchState?.matches[0]?.pending;
      if (p) seen.add(p.kind);
      if (!(await clickOnce(el))) await new Promise((resolve) => setTimeout(resolve, 5)); // the bot's move
    }
    expect(over, 'the match reached full time').to.equal(true);
    expect([...seen]).to.include.members(['pickTeam', 'chooseTactic', 'announce', 'roll']);
    expect(rolls.length, 'a roll for each turn at least').to.be.at.least(12);
    expect(el.matchState!.matches[0]!.phase).to.equal('over');
  });

  it('asks the attacker to roll, then shows the dice and their totals', async () => {
    const el = await fixture<MofMatch>(html`<mof-match seed="2" bots="" bot-delay="0"></mof-match>`);
    for (let i = 0; i < 60 && el.matchState!.matches[0]!.pending?.kind !== 'roll'; i++) await clickOnce(el);
    // Turn 1: the home team attacks (the page named no team: the element calls it Home).
    expect(text(part(decision(el), 'prompt'))).to.equal("Turn 1, 0': Home attacks.");
    const roll = oneEvent(el, 'mof-roll');
    buttons(el)
      .find((b) => b.textContent?.includes('Roll the dice'))!
      .click();
    const { detail } = await roll;
    await el.updateComplete;
    const dice = [...part(el, 'dice').querySelectorAll('.roll mof-dice')];
    expect(dice).to.have.length(4);
    await new Promise((resolve) => setTimeout(resolve, 700)); // the dice stop tumbling
    await el.updateComplete;
    expect(text(part(el, 'dice')))
      .to.contain(`Total ${detail.attack}`)
      .and.contain(`Total ${detail.defence}`);
  });

  it('with handoff, covers a person’s cards and choices until they take the device', async () => {
    const el = await fixture<MofMatch>(html`<mof-match seed="3" bots="" bot-delay="0" handoff></mof-match>`);
    const d = decision(el);
    // (the page named no team: the element calls them Home and Away)
    const teamToAct = () => (currentSeat(el.matchState!) === 'home' ? 'Home' : 'Away');
    const covered = async () => {
      await d.updateComplete;
      const cover = d.shadowRoot!.querySelector('[part~="handoff"]');
      return cover ? text(cover.querySelector('[part~="prompt"]')!) : null;
    };
    const take = async () => {
      d.shadowRoot!.querySelector<HTMLButtonElement>('[part~="handoff-button"]')!.click();
      await el.updateComplete;
      await d.updateComplete;
    };

    const first = teamToAct();
    expect(await covered()).to.equal(`Pass the device to ${first}. Their cards stay hidden until they take it.`);
    expect(d.shadowRoot!.querySelectorAll('input[type="checkbox"]'), 'no squad shown under the cover').to.have.length(
      0,
    );
    await take();
    expect(await covered()).to.equal(null);
    expect(d.shadowRoot!.querySelectorAll('input[type="checkbox"]').length, 'the squad to pick from').to.be.at.least(3);
    // The first person plays until the other must decide; then the cover is back, naming them.
    for (let i = 0; i < 10 && teamToAct() === first; i++) await clickOnce(el);
    expect(teamToAct()).to.not.equal(first);
    expect(await covered()).to.equal(`Pass the device to ${teamToAct()}. Their cards stay hidden until they take it.`);
    expect(el.shadowRoot!.querySelector('[part~="hand"]'), 'no hand on show').to.equal(null);
    await take();
    expect(await covered()).to.equal(null);
    await el.updateComplete;
    // The same moment uncovered shows their hand: the check above could not pass for want of cards.
    expect(el.shadowRoot!.querySelector('[part~="hand"]'), 'their hand once they hold the device').to.not.equal(null);
  });

  it('lets the page veto a move through the cancelable mof-action event', async () => {
    const el = await fixture<MofMatch>(html`<mof-match seed="3" bots="" bot-delay="0"></mof-match>`);
    const before = el.matchState;
    el.addEventListener('mof-action', (e) => e.preventDefault(), { once: true });
    const boxes = [...decision(el).shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.length, 'the squad to pick from').to.be.at.least(3);
    for (const box of boxes.slice(0, 3)) box.click();
    await decision(el).updateComplete;
    const confirm = buttons(el)[0]!;
    if (confirm.disabled) return; // all one position: the engine forbids it; nothing to veto here
    confirm.click();
    await el.updateComplete;
    expect(el.matchState, 'the vetoed move was not played').to.equal(before);
  });

  it('speaks Vietnamese', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="vi"><mof-match seed="4" bots="away"></mof-match></div>`,
    );
    const el = wrapper.querySelector('mof-match')!;
    await el.updateComplete; // Vietnamese loads on demand: the element renders once it is here
    await decision(el).updateComplete;
    expect(text(part(decision(el), 'prompt'))).to.equal('Chọn ba cầu thủ, không cùng một vị trí.');
    expect(text(part(el, 'scoreboard'))).to.contain('Trước giờ bóng lăn');
  });

  it('waits bot-delay before each bot move when two bots play it, so people can follow', async () => {
    const el = await fixture<MofMatch>(html`<mof-match seed="3" bots="home away" bot-delay="300"></mof-match>`);
    await aTimeout(1200);
    const m = el.matchState!.matches[0]!;
    expect(m.phase, 'a few moves in, not at full time').to.equal('prematch');
  });

  it('calls teams the page did not name Home and Away in the page’s language', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="vi"><mof-match seed="3" bots="" bot-delay="0"></mof-match></div>`,
    );
    const el = wrapper.querySelector('mof-match')!;
    await waitUntil(() => text(part(el, 'team-home')).includes('Sân nhà'), 'the home team is named in Vietnamese');
    expect(text(part(el, 'team-away'))).to.contain('Khách');
    expect(text(part(el, 'score'))).to.not.match(/\bhome\b|\baway\b/);
    wrapper.setAttribute('lang', 'en');
    await waitUntil(() => text(part(el, 'team-home')).includes('Home'), 'and in English after the page switches');
  });

  describe('bots in a Web Worker', () => {
    useSpyWorker();

    const botMatch = (seed: string, delay = '0') =>
      fixture<MofMatch>(
        html`<mof-match seed=${seed} home="Hanoi FC" away="Saigon FC" bots="home away" bot-delay=${delay}></mof-match>`,
      );

    it('plays the bots’ moves from its worker once it has loaded, as the engine does', async function () {
      this.timeout(30_000);
      const el = await botMatch('5');
      expect(SpyWorker.made, 'the worker starts with the match').to.have.length(1);
      const worker = SpyWorker.made[0]!;
      await waitUntil(() => worker.ready, 'the worker loaded', { timeout: 15_000 });
      const over = oneEvent(el, 'mof-full-time');
      el.seed = '6';
      const { detail } = await over;
      expect(worker.posted.some((m) => 'run' in m)).to.equal(true);
      expect(detail.score).to.deep.equal(engineOnly(6).matches[0]!.score);
      expect(SpyWorker.made).to.have.length(1);
    });

    it('says why when its bots cannot answer, and plays no move', async function () {
      this.timeout(30_000);
      SpyWorker.failing = 'the bot stopped';
      // The search level (the greedy bot answers on the page until the worker has loaded).
      const el = await fixture<MofMatch>(
        html`<mof-match
          seed="5"
          home="Hanoi FC"
          away="Saigon FC"
          bots="home away"
          bot-level="search"
          bot-delay="0"
        ></mof-match>`,
      );
      const start = el.matchState;
      await waitUntil(() => parts(el, 'refused').length > 0, 'the reason', { timeout: 15_000 });
      expect(text(part(el, 'refused'))).to.contain('the bot stopped');
      expect(el.matchState).to.equal(start);
    });

    it('drops an answer once persons take the seats over', async function () {
      this.timeout(30_000);
      const el = await botMatch('7');
      const worker = SpyWorker.made[0]!;
      await waitUntil(() => worker.ready, 'the worker loaded', { timeout: 15_000 });
      worker.hold = true;
      el.seed = '8';
      await waitUntil(() => worker.heldCount > 0, 'an answer', { timeout: 15_000 });
      const before = el.matchState;
      el.bots = '';
      await el.updateComplete;
      worker.release(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await el.updateComplete;
      expect(el.matchState, 'the answer was not played').to.equal(before);
      expect(text(part(decision(el), 'prompt'))).to.equal('Pick your three players, not all in the same position.');
    });

    it('ends its worker when it leaves the page, and starts another when it comes back', async function () {
      this.timeout(30_000);
      const el = await botMatch('9', '100');
      let moves = 0;
      el.addEventListener('mof-roll', () => moves++);
      const parent = el.parentElement!;
      await leavePage(el);
      expect(SpyWorker.made.map((w) => w.terminated)).to.deep.equal([true]);
      parent.append(el);
      await waitUntil(() => moves > 0, 'a roll after coming back', { timeout: 20_000 });
      expect(SpyWorker.made.map((w) => w.terminated)).to.deep.equal([true, false]);
      await leavePage(el);
      expect(
        SpyWorker.made.every((w) => w.terminated),
        'no worker left',
      ).to.equal(true);
    });

    it('plays on the page’s thread where there are no workers, as the engine does', async function () {
      this.timeout(30_000);
      (window as { Worker?: unknown }).Worker = undefined;
      const el = await botMatch('10', '0');
      const { detail } = await oneEvent(el, 'mof-full-time');
      expect(detail.score).to.deep.equal(engineOnly(10).matches[0]!.score);
    });

    it('searches in the worker at bot-level="search"', async function () {
      this.timeout(30_000);
      const el = await fixture<MofMatch>(
        html`<mof-match seed="11" bots="home away" bot-delay="0" bot-level="search"></mof-match>`,
      );
      await waitUntil(() => el.matchState!.matches[0]!.phase !== 'prematch', 'both teams picked', { timeout: 20_000 });
      const run = SpyWorker.made[0]!.posted.find((m) => 'run' in m)!.run as { seats: { spec: unknown }[] };
      expect(run.seats.map((s) => s.spec)).to.deep.equal([
        { game: 'mof', bot: 'search', level: 'hard', seed: '11:home', timeMs: SEARCH_TIME_MS },
        { game: 'mof', bot: 'search', level: 'hard', seed: '11:away', timeMs: SEARCH_TIME_MS },
      ]);
    });
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('names the sides a bot may play', async () => {
      const el = await fixture<MofMatch>(html`<mof-match bots="visitors"></mof-match>`);
      expect(problemText(el)).to.equal(
        '<mof-match> cannot be shown “bots” is not valid: “visitors” is not one of home, away (or all)',
      );
      el.bots = 'away';
      await el.updateComplete;
      expect(parts(el, 'problem')).to.have.length(0);
      expect(parts(el, 'scoreboard')).to.have.length(1);
    });

    it('reports a bot level it does not know, and takes every level and the earlier names', async () => {
      const el = await fixture<MofMatch>(html`<mof-match bot-level="genius"></mof-match>`);
      expect(problemText(el)).to.equal(
        '<mof-match> cannot be shown “bot-level” is not valid: “bot-level” must be “easy”, “normal”, “hard” or “expert”, not “genius”',
      );
      for (const level of ['easy', 'normal', 'hard', 'expert', 'greedy', 'search']) {
        el.botLevel = level;
        await el.updateComplete;
        expect(parts(el, 'problem'), level).to.have.length(0);
      }
      el.botLevel = 'Expert';
      await el.updateComplete;
      expect(problemText(el)).to.contain('not “Expert”');
    });

    it('reports a bot delay that is not a number of milliseconds', async () => {
      const el = await fixture<MofMatch>(html`<mof-match bot-delay="soon"></mof-match>`);
      expect(problemText(el)).to.contain('“bot-delay” must be a whole number from 0 to 60000, not “soon”.');
    });

    it('reports a scenario that is not JSON', async () => {
      const el = await fixture<MofMatch>(html`<mof-match scenario="{home:"></mof-match>`);
      expect(problemText(el)).to.match(/^<mof-match> cannot be shown “scenario” is not valid JSON: /);
    });
    it('reports a scenario the engine rejects, naming the field', async () => {
      const el = await fixture<MofMatch>(
        html`<mof-match scenario='{"home":{"players":["g01"]},"away":{"players":["g02","s01","b01"]}}'></mof-match>`,
      );
      expect(problemText(el)).to.contain('“scenario” is not valid:');
      expect(problemText(el)).to.contain('home.players');
      expect(parts(el, 'scoreboard')).to.have.length(0);
    });
  });
});
