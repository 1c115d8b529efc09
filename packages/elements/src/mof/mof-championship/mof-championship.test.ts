import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  applyAction,
  createChampionship,
  currentSeat,
  greedyBot,
  standings,
  type MofState,
} from '@pitchside/engine/mof';
import '../index.js';
import type { MofChampionship } from './mof-championship.js';
import type { MofLeagueTable } from '../mof-league-table/mof-league-table.js';
import { part, parts, problemText, text, watchUncaught } from '../../shared/test-support.js';
import { leavePage, SpyWorker, useSpyWorker } from '../../shared/test-spy-worker.js';

/** The same championship played by the engine alone, every person the greedy bot. */
function engineOnly(seed: number, seats: number | string[]): MofState {
  const bot = greedyBot();
  let s = createChampionship({ seed, seats, options: { stepTurns: true } });
  while (currentSeat(s) !== null) s = applyAction(s, bot(s)).state;
  return s;
}

async function openTab(el: MofChampionship, name: string): Promise<HTMLElement> {
  parts(el, 'tab')
    .find((tab) => text(tab) === name)!
    .click();
  await el.updateComplete;
  return part(el, 'panel');
}

describe('<mof-championship>', () => {
  it('plays a whole championship of bots to its champion, as the engine does', async function () {
    this.timeout(30_000);
    const el = await fixture<MofChampionship>(
      html`<mof-championship seed="21" players="4" bots="all" bot-delay="0"></mof-championship>`,
    );
    const { detail } = await oneEvent(el, 'mof-champion');
    await el.updateComplete;
    const expected = engineOnly(21, 4);
    const champion = expected.teams[expected.champion!]!;
    expect(detail).to.deep.equal({ team: champion.name, seat: champion.seat });
    expect(text(part(el, 'champion'))).to.equal(`★ ${champion.name} are the champions!`);
    expect(text(part(el, 'stage'))).to.equal('Championship over');

    const table = part(el, 'panel').querySelector<MofLeagueTable>('mof-league-table')!;
    await table.updateComplete;
    const order = parts(table, 'row').map((row) => row.dataset.team);
    expect(order).to.deep.equal(standings(expected)[0]!.map((r) => String(r.team)));
    expect(text(parts(table, 'row')[0]!.querySelector('th'))).to.contain(champion.name);
    expect(
      parts(table, 'row').map((row) => text(row.children[2]!)),
      'six matches each',
    ).to.deep.equal(['6', '6', '6', '6']);

    const pad = (await openTab(el, 'Results pad')).querySelector('mof-results-pad')!;
    await pad.updateComplete;
    expect(parts(pad, 'matchday')).to.have.length(6);
    expect(parts(pad, 'result')).to.have.length(12);
    const first = expected.results.find((r) => r.md === 1)!;
    expect(text(parts(pad, 'result')[0]!)).to.equal(
      `${expected.teams[first.home]!.name} ${first.hg}–${first.ag} ${expected.teams[first.away]!.name}`,
    );
  });

  it('runs two groups and a final for six persons', async function () {
    this.timeout(30_000);
    const el = await fixture<MofChampionship>(
      html`<mof-championship seed="3" players="6" bots="all" bot-delay="0"></mof-championship>`,
    );
    const { detail } = await oneEvent(el, 'mof-champion');
    await el.updateComplete;
    const s = el.championshipState!;
    const champion = s.teams[s.champion!]!.name;
    expect(detail.team).to.equal(champion);
    const table = part(el, 'panel').querySelector<MofLeagueTable>('mof-league-table')!;
    await table.updateComplete;
    expect(parts(table, 'caption').map((c) => text(c))).to.deep.equal(['Group 1', 'Group 2', 'Final']);
    // This final ends level on every tie-breaker: the championships decide, and the champion heads the table.
    const finalRows = [...parts(table, 'table')[2]!.querySelectorAll('tbody tr')];
    expect(text(finalRows[0]!.querySelector('th'))).to.equal(`${champion} ahead on the championship record`);
    const pad = (await openTab(el, 'Results pad')).querySelector('mof-results-pad')!;
    await pad.updateComplete;
    expect(parts(pad, 'matchday').map((md) => text(md.querySelector('h3')))).to.include.members([
      'Final, leg 1',
      'Final, leg 2',
    ]);
  });

  it('lets a person choose a manager and buy players against two bots and non-person teams', async function () {
    this.timeout(20_000);
    const el = await fixture<MofChampionship>(
      html`<mof-championship seed="5" players="Ana, Bao, Chi" bots="Bao, Chi" bot-delay="0"></mof-championship>`,
    );
    const decision = () => part(el, 'panel').querySelector('mof-decision')!;
    await decision().updateComplete;
    expect(text(part(decision(), 'title'))).to.equal('Ana: Your decision');
    expect(parts(el, 'offer')[0]!.querySelectorAll('mof-manager-card')).to.have.length(2);
    const choose = part(decision(), 'action-primary');
    const manager = text(choose).replace(/^Choose /, '');
    choose.click();
    // Ana is done buying whenever she is offered to buy, until the bots have bought too.
    const doneBuying = () => {
      const d = decision();
      return d ? parts(d, 'action').find((b) => text(b) === 'Done buying') : undefined;
    };
    while (el.championshipState!.stage !== 'matchday') {
      await waitUntil(
        () => el.championshipState!.stage === 'matchday' || doneBuying(),
        'Ana’s turn to buy, or the first matchday',
        { timeout: 10000 },
      );
      const done = doneBuying();
      if (!done) break;
      const before = el.championshipState;
      done.click();
      await waitUntil(() => el.championshipState !== before, 'Ana’s purchases done', { timeout: 10000 });
    }
    const s = el.championshipState!;
    expect(s.stage).to.equal('matchday');
    expect(s.teams.find((t) => t.seat === 'Ana')!.name).to.equal(manager);
    const teams = await openTab(el, 'Teams');
    expect(text(teams)).to.contain('non-person team').and.contain('Bao · bot');
    expect(parts(el, 'teams')[0]!.querySelectorAll('li')).to.have.length(4);
  });

  it('with handoff, shows a person’s offer only once they take the device', async () => {
    const el = await fixture<MofChampionship>(
      html`<mof-championship seed="5" players="Ana, Bao" bots="" handoff></mof-championship>`,
    );
    const decision = () => part(el, 'panel').querySelector('mof-decision')!;
    const cover = async () => {
      await el.updateComplete;
      await decision().updateComplete;
      const found = decision().shadowRoot!.querySelector('[part~="handoff"]');
      return found ? text(found.querySelector('[part~="prompt"]')!) : null;
    };
    const take = async () => {
      decision().shadowRoot!.querySelector<HTMLButtonElement>('[part~="handoff-button"]')!.click();
      await cover();
    };
    const acting = () => currentSeat(el.championshipState!);

    expect(acting()).to.equal('Ana');
    expect(await cover()).to.equal('Pass the device to Ana. Their cards stay hidden until they take it.');
    expect(parts(el, 'offer'), 'no offer on show').to.have.length(0);
    await take();
    expect(await cover()).to.equal(null);
    expect(text(part(decision(), 'title'))).to.equal('Ana: Your decision');
    expect(parts(el, 'offer')[0]!.querySelectorAll('mof-manager-card')).to.have.length(2);
    part(decision(), 'action-primary').click();
    expect(acting(), 'Bao chooses next').to.equal('Bao');
    expect(await cover()).to.equal('Pass the device to Bao. Their cards stay hidden until they take it.');
    expect(parts(el, 'offer'), 'Ana’s offer is gone, Bao’s not yet shown').to.have.length(0);
  });

  describe('bots in a Web Worker', () => {
    useSpyWorker();

    it('ends its bots’ worker when it leaves the page, and starts another when it comes back', async function () {
      this.timeout(30_000);
      const terminated = () => SpyWorker.made.map((w) => w.terminated);
      const el = await fixture<MofChampionship>(
        html`<mof-championship seed="4" players="Ana, Bao" bots="Bao" bot-delay="0"></mof-championship>`,
      );
      expect(terminated()).to.deep.equal([false]);
      const parent = el.parentElement!;
      await leavePage(el);
      expect(terminated()).to.deep.equal([true]);
      parent.append(el);
      await waitUntil(() => SpyWorker.made.length === 2, 'another worker for the bot', { timeout: 10_000 });
      await leavePage(el);
      expect(terminated(), 'no worker left').to.deep.equal([true, true]);
    });
  });

  it('moves between tabs with the arrow keys', async () => {
    const el = await fixture<MofChampionship>(html`<mof-championship seed="1" bot-delay="0"></mof-championship>`);
    parts(el, 'tab')[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(text(part(el, 'tab-selected'))).to.equal('Table');
    expect(el.shadowRoot!.activeElement?.id).to.equal('tab-table');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(text(part(el, 'tab-selected'))).to.equal('Teams');
  });

  it('speaks Vietnamese', async () => {
    const el = await fixture<MofChampionship>(html`<mof-championship locale="vi" seed="2"></mof-championship>`);
    expect(text(part(el, 'stage'))).to.equal('Chọn huấn luyện viên');
    expect(parts(el, 'tab').map((t) => text(t))).to.deep.equal(['Thi đấu', 'Bảng xếp hạng', 'Sổ kết quả', 'Các đội']);
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('names the persons a bot may play', async () => {
      const el = await fixture<MofChampionship>(
        html`<mof-championship players="Ana, Bao" bots="Dung"></mof-championship>`,
      );
      expect(problemText(el)).to.contain('“bots” is not valid: “Dung” is not one of Ana, Bao (or all)');
    });

    it('reports a bot level it does not know', async () => {
      const el = await fixture<MofChampionship>(html`<mof-championship bot-level="genius"></mof-championship>`);
      expect(problemText(el)).to.contain(
        '“bot-level” is not valid: “bot-level” must be “easy”, “normal”, “hard” or “expert”, not “genius”',
      );
    });

    it('refuses one person, saying how many may play', async () => {
      const el = await fixture<MofChampionship>(html`<mof-championship players="1"></mof-championship>`);
      expect(problemText(el)).to.contain('“players” is not valid:');
      expect(parts(el, 'tabs')).to.have.length(0);
    });
  });
});
