import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { playMatch } from '@pitchside/engine';
import { DEFAULT_CARDS, game, greedyBot, scenario, toJSON, type MneAction, type MneState } from '@pitchside/engine/mne';
import '../index.js';
import { SEARCH_TIME_MS } from '../../shared/bot-worker.js';
import { part, parts, text, watchUncaught } from '../../shared/test-support.js';
import { leavePage, SpyWorker, useSpyWorker } from '../../shared/test-spy-worker.js';
import { greedyMoves } from '../test-support.js';
import type { MneMatch } from './mne-match.js';

const inner = <T extends Element>(el: MneMatch, selector: string) => el.shadowRoot!.querySelector<T>(selector)!;
const logLines = (el: MneMatch) => [...part(el, 'log').querySelectorAll('li')].map((li) => text(li));
const prompt = (el: MneMatch) => text(part(el, 'prompt'));
const buttons = (el: MneMatch, name: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>(`[part~="${name}"]`)].filter((b) => !b.disabled);

/**
 * The rulebook's Goal Check example, saved: the Winger (Basic Attack 3, Crack 1) shoots at Away's
 * Basic Defence 4; each team holds one Synergy Card.
 */
function goalCheckExample() {
  return toJSON(
    scenario({
      step: 'player',
      home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a'] },
      away: { field: ['a-cb@3,1', 'a-wb@3,3'], hand: ['3b'] },
      deck: ['4a', '3c'],
    }),
  );
}

/** Waits until it is Home's turn to decide (the computer plays Away at once: bot-delay 0). */
async function homeToPlay(el: MneMatch): Promise<void> {
  await el.updateComplete;
  await waitUntil(
    () => el.match && el.match.phase !== 'over' && buttons(el, 'action').length + parts(el, 'front').length > 0,
    'Home to play',
    { timeout: 4000 },
  );
  await el.updateComplete;
}

/** A bot-against-bot <mne-match> that records its moves from the first. */
async function botMatch(attributes: Record<string, string>): Promise<{ el: MneMatch; moves: MneAction[] }> {
  const el = document.createElement('mne-match');
  for (const [name, value] of Object.entries({ home: 'bot', away: 'bot', 'bot-delay': '0', ...attributes }))
    el.setAttribute(name, value);
  const moves: MneAction[] = [];
  el.addEventListener('mne-move', (e) => moves.push(e.detail.action));
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.append(el);
  await el.updateComplete;
  return { el, moves };
}

describe('<mne-match>', () => {
  it('plays a complete seeded game bot against bot to the final whistle', async function () {
    this.timeout(60000);
    const el = await fixture<MneMatch>(html`<mne-match seed="2026" home="bot" away="bot" bot-delay="0"></mne-match>`);
    await waitUntil(() => el.result !== null, 'the final whistle', { timeout: 55000, interval: 100 });
    await el.updateComplete;
    const result = el.result!;
    // The same seed and bots, played by the engine alone, give the same match.
    const alone = playMatch(game, { seed: '2026' }, { home: greedyBot('2026:home'), away: greedyBot('2026:away') });
    expect((alone.state as MneState).teams.home.score).to.equal(result.score.home);
    expect((alone.state as MneState).teams.away.score).to.equal(result.score.away);
    const lines = logLines(el);
    expect(lines[0]).to.match(/^Star Players revealed: /);
    expect(lines).to.include('2nd half kicks off: Away first.');
    expect(lines.at(-1)).to.match(new RegExp(`^Full time: Home ${result.score.home} – ${result.score.away} Away\\. `));
    expect(
      lines.some((l) => /^(Home|Away)’s .+ shoots: \d+ \+ \d+ = \d+/.test(l)),
      'shots told in words',
    ).to.equal(true);
    const board = inner<HTMLElement>(el, 'mne-scoreboard');
    expect(part(board, 'score').getAttribute('aria-label')).to.equal(
      `Home ${result.score.home} – ${result.score.away} Away`,
    );
    expect(text(part(board, 'status'))).to.equal('Full time');
  });

  it('lets a person draft, pick a lineup and place a card on the field against the computer', async function () {
    this.timeout(20000);
    const el = await fixture<MneMatch>(html`<mne-match seed="7" bot-delay="0"></mne-match>`);
    const moves: string[] = [];
    el.addEventListener('mne-move', (e) => moves.push(`${e.detail.by}:${e.detail.action.type}`));
    while (el.match!.phase === 'draft') {
      await homeToPlay(el);
      if (el.match!.phase !== 'draft') break;
      buttons(el, 'action')[0]!.click();
      await el.updateComplete;
    }
    expect(moves.filter((m) => m === 'human:draftPick')).to.have.length(3);
    expect(el.match!.teams.home.front).to.deep.equal([]);
    await homeToPlay(el);
    expect(prompt(el)).to.equal('Home: choose the starting lineup.');
    buttons(el, 'action')[0]!.click(); // confirm the suggested ten
    await homeToPlay(el);
    expect(prompt(el)).to.equal('Home: Player Action — Build Up or Direct Attack.');
    // Choose a forward in front: the Home field lights its legal spaces; click one.
    const forward = [...part(el, 'front').querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => DEFAULT_CARDS.find((c) => c.id === b.dataset.card)?.position === 'FW',
    )!;
    forward.click();
    await el.updateComplete;
    const field = inner<HTMLElement>(el, 'mne-field[team="home"]');
    await (field as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const spaces = parts(field, 'space-legal') as HTMLButtonElement[];
    expect(spaces.length, 'legal spaces on the 2nd Line only: the Front Line needs a neighbour').to.be.greaterThan(0);
    expect(spaces.every((s) => s.dataset.cell!.startsWith('1,'))).to.equal(true);
    const placed = oneEvent(el, 'mne-move');
    spaces[0]!.click();
    expect((await placed).detail).to.include({ seat: 'home', by: 'human' });
    await el.updateComplete;
    expect(el.match!.teams.home.field.map((p) => p.card)).to.deep.equal([forward.dataset.card]);
    expect(logLines(el).some((l) => /^Home places .+ on the 2nd Line\.$/.test(l))).to.equal(true);
  });

  it('keeps the keyboard in the match: after each move the next move’s first button has the focus', async function () {
    this.timeout(20000);
    const el = await fixture<MneMatch>(html`<mne-match seed="11" away="bot" bot-delay="0"></mne-match>`);
    for (let pick = 0; pick < 3; pick++) {
      await homeToPlay(el);
      if (el.match!.phase !== 'draft') break;
      const button = buttons(el, 'action')[0]!;
      button.focus();
      button.click(); // as Enter or Space on the focused button would
      await homeToPlay(el);
      expect(el.shadowRoot!.activeElement, `after draft pick ${pick + 1}`).to.not.equal(null);
      expect(el.shadowRoot!.activeElement!.matches('[part~="panel"] button'), `after draft pick ${pick + 1}`).to.equal(
        true,
      );
    }
  });

  it('tells the rulebook’s Goal Check in words: 3 + 7 = 10 against 9 — GOAL', async () => {
    const saved = goalCheckExample();
    const el = await fixture<MneMatch>(
      html`<mne-match home="human" away="human" state=${JSON.stringify(saved)}></mne-match>`,
    );
    const click = async (type: string, label: RegExp) => {
      const button = buttons(el, 'action').find((b) => b.dataset.action === type && label.test(text(b)));
      if (!button) throw new Error(`no ${type} button matching ${label}`);
      button.click();
      await el.updateComplete;
    };
    await click('directAttack', /^Direct Attack: Winger, Basic Attack Power 3 /);
    expect(prompt(el)).to.equal('🔁 Home: add Synergy Cards from hand.');
    await click('commitAttack', /^Add 3-star Synergy Card$/);
    expect(prompt(el), 'the defender takes the device').to.equal('🔁 Away: Defender Reaction.');
    await click('defend', /^Play the 3-star Synergy Card$/);
    expect(logLines(el)).to.include('Home’s Winger shoots: 3 + 7 = 10 against 9 — GOAL');
    const board = inner<HTMLElement>(el, 'mne-synergy-board');
    expect(text(part(board, 'outcome'))).to.equal('10 – 9: GOAL');
    el.locale = 'vi';
    await el.updateComplete;
    expect(logLines(el)).to.include('Tiền vệ cánh của Sân nhà sút: 3 + 7 = 10 so với 9 — BÀN THẮNG');
  });

  it('stops a shot with a Tackle and plays the Penalty Kick, each side choosing in turn', async () => {
    const saved = toJSON(
      scenario({
        step: 'player',
        home: { field: ['h-bb@1,2', 'h-wg@0,1'] },
        away: { field: ['a-cb@3,1'], hand: ['tackle'] },
        deck: [3, 2],
      }),
    );
    const el = await fixture<MneMatch>(
      html`<mne-match home="human" away="human" state=${JSON.stringify(saved)}></mne-match>`,
    );
    const click = async (label: RegExp) => {
      const button = buttons(el, 'action').find((b) => label.test(text(b)));
      if (!button) throw new Error(`no button matching ${label}`);
      button.click();
      await el.updateComplete;
    };
    await click(/^Direct Attack: Winger, Basic Attack Power 3 /);
    await click(/^Play the 1-star Synergy Card with TACKLE$/);
    expect(logLines(el).at(-1)).to.match(/^Home’s Winger shoots: 3 \+ 3 = 6 against \d+ — TACKLE! Penalty Kick$/);
    expect(prompt(el)).to.equal('🔁 Home: penalty kick — choose where to shoot.');
    await click(/^Shoot left$/);
    expect(prompt(el), 'the keeper does not see the kick').to.equal('🔁 Away: choose where to dive.');
    await click(/^Dive centre$/);
    expect(logLines(el)).to.include('Home’s penalty: shoots left, keeper dives centre — GOAL');
    expect(el.match!.teams.home.score).to.equal(1);
  });

  it('substitutes: the player comes in front, the one going out lies face down in the Sub Space', async () => {
    const saved = toJSON(
      scenario({ step: 'player', home: { field: ['h-st@1,2'], subs: ['s-pc'] }, away: { field: ['a-cb@3,1'] } }),
    );
    const el = await fixture<MneMatch>(
      html`<mne-match home="human" away="bot" state=${JSON.stringify(saved)}></mne-match>`,
    );
    const sub = buttons(el, 'action').find((b) => text(b) === 'Star Poacher on for Striker');
    if (!sub) throw new Error('no substitution button');
    sub.click();
    await el.updateComplete;
    expect(logLines(el).at(-1)).to.equal('Home: Star Poacher on for Striker.');
    const space = inner<HTMLElement>(el, 'mne-sub-space[team="home"]');
    await (space as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(text(part(space, 'heading'))).to.equal('Home Sub Space 1 of 3 substitutions used');
    expect(part(space, 'out').querySelector('mne-player-card')!.faceDown).to.equal(true);
    expect([...part(el, 'front').querySelectorAll('button')].map((b) => b.dataset.card)).to.include('s-pc');
  });

  it('with handoff, hides each hand until its person takes the device', async () => {
    const saved = goalCheckExample();
    const el = await fixture<MneMatch>(
      html`<mne-match home="human" away="human" handoff state=${JSON.stringify(saved)}></mne-match>`,
    );
    /** The cards of a team's hand that this screen shows face up. */
    const faceUp = async (team: string) => {
      const hand = inner<HTMLElement & { updateComplete: Promise<unknown> }>(el, `mne-hand[team="${team}"]`);
      await hand.updateComplete;
      return parts(hand, 'synergy-card').filter((c) => !c.matches('[part~="synergy-card-face-down"]')).length;
    };
    const take = async () => {
      (part(el, 'handoff-button') as HTMLButtonElement).click();
      await el.updateComplete;
    };
    const click = async (type: string) => {
      buttons(el, 'action')
        .find((b) => b.dataset.action === type)!
        .click();
      await el.updateComplete;
    };

    expect(prompt(el)).to.equal('Pass the device to Home. Their cards stay hidden until they take it.');
    expect(
      buttons(el, 'action').map((b) => b.getAttribute('part')),
      'no move under the cover',
    ).to.deep.equal(['action handoff-button']);
    expect([await faceUp('home'), await faceUp('away')]).to.deep.equal([0, 0]);
    await take();
    expect(prompt(el)).to.equal('🔁 Home: Player Action — Build Up or Direct Attack.');
    expect([await faceUp('home'), await faceUp('away')]).to.deep.equal([1, 0]);
    await click('directAttack');
    await click('commitAttack');
    expect(prompt(el), 'the defender must take the device first').to.equal(
      'Pass the device to Away. Their cards stay hidden until they take it.',
    );
    expect([await faceUp('home'), await faceUp('away')], 'the attacker’s hand is covered too').to.deep.equal([0, 0]);
    await take();
    expect(prompt(el)).to.equal('🔁 Away: Defender Reaction.');
    expect([await faceUp('home'), await faceUp('away')]).to.deep.equal([0, 1]);
  });

  it('takes moves back in hotseat', async () => {
    const el = await fixture<MneMatch>(html`<mne-match seed="3" home="human" away="human"></mne-match>`);
    const undo = part(el, 'undo') as HTMLButtonElement;
    expect(undo.disabled).to.equal(true);
    expect(prompt(el)).to.equal('🔁 Away: sign a Star Player.');
    buttons(el, 'action')[0]!.click();
    await el.updateComplete;
    expect(prompt(el), 'the other seat decides next').to.equal('🔁 Home: sign a Star Player.');
    expect(logLines(el).at(-1)).to.match(/^Away signs Star /);
    (part(el, 'undo') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(prompt(el)).to.equal('🔁 Away: sign a Star Player.');
    expect(logLines(el)).to.have.length(1);
    expect((part(el, 'undo') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('resumes a saved match and shares it with the elements inside', async () => {
    const saved = toJSON(scenario({ marker: 5, step: 'player', home: { score: 1, field: ['h-cm@1,1', 'h-st@0,2'] } }));
    const el = await fixture<MneMatch>(
      html`<mne-match home="human" away="human" state=${JSON.stringify(saved)}></mne-match>`,
    );
    const track = inner<HTMLElement>(el, 'mne-control-track');
    expect(text(part(track, 'team-home'))).to.equal('Home Aggressive');
    const board = inner<HTMLElement>(el, 'mne-scoreboard');
    expect(part(board, 'score').getAttribute('aria-label')).to.equal('Home 1 – 0 Away');
    const field = inner<HTMLElement>(el, 'mne-field[team="home"]');
    expect(parts(field, 'shared')).to.have.length(1);
    expect(JSON.stringify(el.save())).to.equal(JSON.stringify(saved));
  });

  it('switches language with the page', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en"><mne-match seed="3" home="human" away="human"></mne-match></div>`,
    );
    const el = wrapper.querySelector('mne-match')!;
    expect(prompt(el)).to.equal('🔁 Away: sign a Star Player.');
    wrapper.lang = 'vi';
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(prompt(el)).to.equal('🔁 Khách: chiêu mộ một Cầu thủ Ngôi sao.');
    expect(logLines(el)[0]).to.match(/^Lật ngửa Cầu thủ Ngôi sao: Ngôi sao /);
    const board = inner<HTMLElement>(el, 'mne-scoreboard');
    await (board as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(text(part(board, 'status'))).to.contain('Chiêu mộ Cầu thủ Ngôi sao');
  });

  it('is accessible in the middle of a match', async function () {
    this.timeout(30000);
    const saved = toJSON(
      scenario({
        step: 'player',
        home: { hand: [3, 4], field: ['h-cm@1,1', 'h-st@0,2'] },
        away: { field: ['a-cb@3,1'] },
      }),
    );
    const el = await fixture<MneMatch>(
      html`<mne-match home="human" away="bot" state=${JSON.stringify(saved)}></mne-match>`,
    );
    await expect(el).to.be.accessible();
  });

  describe('bots in a Web Worker', () => {
    useSpyWorker();

    it('asks its worker for the bots’ moves, which are the engine’s for the seed', async function () {
      this.timeout(20000);
      const { moves } = await botMatch({ seed: '31' });
      await waitUntil(() => moves.length >= 40, 'forty moves', { timeout: 15000 });
      expect(SpyWorker.made, 'one worker for both bots').to.have.length(1);
      const worker = SpyWorker.made[0]!;
      expect(worker.url).to.match(/\/shared\/bot-worker-entry\.ts$/); // the source, in the test server
      expect(worker.posted.some((m) => 'run' in m)).to.equal(true);
      expect(moves.slice(0, 40)).to.deep.equal(greedyMoves('31', 40));
    });

    it('shows what went wrong when its bots cannot answer, without throwing', async function () {
      this.timeout(20000);
      SpyWorker.failing = 'the bot stopped';
      const { el, moves } = await botMatch({ seed: '31' });
      await waitUntil(() => parts(el, 'problem').length > 0, 'the error state', { timeout: 15000 });
      expect(text(part(el, 'problem'))).to.contain('the bot stopped');
      expect(moves).to.deep.equal([]);
      expect(el.match).to.equal(null);
    });

    it('drops an answer that comes after a new game, and plays the new game as the engine does', async function () {
      this.timeout(20000);
      const { el, moves } = await botMatch({ seed: '40' });
      await waitUntil(() => SpyWorker.made[0], 'the worker');
      const worker = SpyWorker.made[0]!;
      worker.hold = true;
      await waitUntil(() => worker.heldCount > 0, 'an answer for the first game', { timeout: 15000 });
      moves.length = 0;
      el.seed = '41';
      await el.updateComplete;
      const fresh = el.match;
      worker.release(); // the first game's answer
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(el.match, 'the old answer was not played').to.equal(fresh);
      expect(moves).to.deep.equal([]);
      worker.hold = false;
      worker.release(true);
      await waitUntil(() => moves.length >= 30, 'thirty moves of the new game', { timeout: 15000 });
      expect(moves.slice(0, 30)).to.deep.equal(greedyMoves('41', 30));
    });

    it('drops the answer for a seat a person takes over meanwhile', async function () {
      this.timeout(20000);
      const { el, moves } = await botMatch({ seed: '42' });
      await waitUntil(() => SpyWorker.made[0], 'the worker');
      const worker = SpyWorker.made[0]!;
      worker.hold = true;
      await waitUntil(() => worker.heldCount > 0, 'an answer', { timeout: 15000 });
      const before = [el.match, moves.length];
      el.home = 'human';
      el.away = 'human';
      await el.updateComplete;
      worker.hold = false;
      worker.release(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect([el.match, moves.length]).to.deep.equal(before);
      expect(prompt(el)).to.match(/^🔁 (Home|Away): sign a Star Player\.$/);
    });

    it('ends its worker when it leaves the page, and starts another when it comes back', async function () {
      this.timeout(20000);
      const { el, moves } = await botMatch({ seed: '43', 'bot-delay': '50' });
      await waitUntil(() => moves.length >= 2, 'two moves', { timeout: 15000 });
      const parent = el.parentElement!;
      await leavePage(el);
      expect(SpyWorker.made.map((w) => w.terminated)).to.deep.equal([true]);
      const played = moves.length;
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(moves.length, 'no move while away').to.equal(played);
      parent.append(el);
      await waitUntil(() => moves.length >= played + 2, 'two more moves', { timeout: 15000 });
      expect(SpyWorker.made).to.have.length(2);
      expect(SpyWorker.made.map((w) => w.terminated)).to.deep.equal([true, false]);
      await leavePage(el);
      expect(
        SpyWorker.made.every((w) => w.terminated),
        'no worker left',
      ).to.equal(true);
    });

    it('keeps its bots and their worker when it is only moved in the page', async function () {
      this.timeout(20000);
      const { el, moves } = await botMatch({ seed: '47' });
      await waitUntil(() => moves.length >= 10, 'ten moves', { timeout: 15000 });
      const elsewhere = document.createElement('section');
      el.parentElement!.after(elsewhere);
      elsewhere.append(el); // removed and put back in one go
      await Promise.resolve();
      await waitUntil(() => moves.length >= 40, 'forty moves', { timeout: 15000 });
      expect(SpyWorker.made.map((w) => w.terminated)).to.deep.equal([false]);
      expect(moves.slice(0, 40), 'the seeded bots carry on').to.deep.equal(greedyMoves('47', 40));
      elsewhere.remove();
    });

    it('plays on the page’s thread where there are no workers, with the same moves', async function () {
      this.timeout(20000);
      (window as { Worker?: unknown }).Worker = undefined;
      const { moves } = await botMatch({ seed: '44' });
      await waitUntil(() => moves.length >= 30, 'thirty moves', { timeout: 15000 });
      expect(moves.slice(0, 30)).to.deep.equal(greedyMoves('44', 30));
    });

    it('plays on the page’s thread when the worker script cannot load', async function () {
      this.timeout(20000);
      const { setBotWorkerUrl } = await import('../../shared/bot-worker.js');
      setBotWorkerUrl(new URL('./no-such-worker.js', import.meta.url));
      try {
        const { moves } = await botMatch({ seed: '45' });
        await waitUntil(() => moves.length >= 20, 'twenty moves', { timeout: 15000 });
        expect(moves.slice(0, 20)).to.deep.equal(greedyMoves('45', 20));
      } finally {
        setBotWorkerUrl(null);
      }
    });

    it('searches at bot-level="expert", with the level’s playouts capped in time', async function () {
      this.timeout(20000);
      const { el, moves } = await botMatch({ seed: '46', 'bot-level': 'expert' });
      await waitUntil(() => moves.length >= 8, 'eight moves', { timeout: 15000 });
      const run = SpyWorker.made[0]!.posted.find((m) => 'run' in m)!.run as { seats: { spec: unknown }[] };
      expect(run.seats.map((s) => s.spec)).to.deep.equal([
        { game: 'mne', bot: 'search', level: 'expert', seed: '46:home', timeMs: SEARCH_TIME_MS },
        { game: 'mne', bot: 'search', level: 'expert', seed: '46:away', timeMs: SEARCH_TIME_MS },
      ]);
      el.remove();
    });
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('says what is wrong with a saved state or a player', async () => {
      const el = await fixture<MneMatch>(html`<mne-match state='{"format":"pitchside/mne","version":99}'></mne-match>`);
      expect(text(part(el, 'problem'))).to.match(/^<mne-match> cannot be shown “state” is not valid: /);
      const robot = await fixture<MneMatch>(html`<mne-match home="robot"></mne-match>`);
      expect(text(part(robot, 'problem'))).to.equal(
        '<mne-match> cannot be shown “home” is not valid: “home” must be “human” or “bot”, not “robot”',
      );
      const level = await fixture<MneMatch>(html`<mne-match away="bot" bot-level="genius"></mne-match>`);
      expect(text(part(level, 'problem'))).to.equal(
        '<mne-match> cannot be shown “bot-level” is not valid: “bot-level” must be “easy”, “normal”, “hard” or “expert”, not “genius”',
      );
      level.botLevel = 'search';
      await level.updateComplete;
      expect(parts(level, 'problem')).to.have.length(0);
      const delay = await fixture<MneMatch>(html`<mne-match away="bot" bot-delay="soon"></mne-match>`);
      expect(text(part(delay, 'problem'))).to.contain(
        '“bot-delay” must be a whole number from 0 to 60000, not “soon”.',
      );
    });
  });
});
