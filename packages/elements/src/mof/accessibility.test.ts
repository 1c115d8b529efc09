/**
 * axe-core on every Masters of Football element. One page for all of them: loading axe costs
 * seconds per page, running it again costs milliseconds. Vietnamese is checked on the lighter ones.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { applyAction, createChampionship, currentSeat, greedyBot, type MofState } from '@pitchside/engine/mof';
import './index.js';
import type { MofMatch } from './mof-match/mof-match.js';

function halfwayChampionship(): MofState {
  const bot = greedyBot();
  let s = createChampionship({ seed: 4, seats: 4 });
  while (currentSeat(s) !== null && s.results.length < 6) s = applyAction(s, bot(s)).state;
  return s;
}

describe('accessibility of the MoF elements (axe)', function () {
  this.timeout(30_000); // the first check loads axe

  for (const lang of ['en', 'vi']) {
    describe(`in ${lang}`, () => {
      it('<mof-match-wheel> with a marker and goals', async () => {
        const el = await fixture(
          html`<mof-match-wheel
            lang=${lang}
            turn="5"
            goals='[{"turn":4,"side":"home"},{"turn":2,"side":"away","disallowed":true}]'
          ></mof-match-wheel>`,
        );
        await expect(el).to.be.accessible();
      });

      it('<mof-dice>, every kind', async () => {
        const el = await fixture(
          html`<div lang=${lang}>
            <mof-dice kind="tactic" value="4"></mof-dice><mof-dice kind="genius" value="G"></mof-dice>
            <mof-dice kind="attack" level="green" value="3"></mof-dice
            ><mof-dice kind="defence" level="purple"></mof-dice>
            <mof-dice kind="attack" level="red" rolling></mof-dice>
          </div>`,
        );
        await expect(el).to.be.accessible();
      });

      it('the three cards', async () => {
        const el = await fixture(
          html`<div lang=${lang}>
            <mof-player-card player="g03"></mof-player-card>
            <mof-manager-card manager="stadiumInferno"></mof-manager-card>
            <mof-action-card card="winBonus"></mof-action-card><mof-action-card card="forceDirect"></mof-action-card>
          </div>`,
        );
        await expect(el).to.be.accessible();
      });

      it('the error state', async () => {
        const el = await fixture(html`<mof-match-wheel lang=${lang} turn="banana"></mof-match-wheel>`);
        await expect(el).to.be.accessible();
      });
    });
  }

  it('<mof-league-table> and <mof-results-pad> of a championship halfway', async () => {
    const s = halfwayChampionship();
    const el = await fixture(
      html`<div>
        <mof-league-table .state=${s}></mof-league-table>
        <mof-results-pad .state=${s}></mof-results-pad>
      </div>`,
    );
    await expect(el).to.be.accessible();
  });

  it('<mof-match> while a person picks the team, and after it', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><mof-match seed="4" bots="away" bot-delay="0"></mof-match></div>`,
    );
    await expect(wrapper).to.be.accessible();
    const el = wrapper.querySelector<MofMatch>('mof-match')!;
    el.play(el.game!.legalActions.find((a) => a.type === 'pickTeam')!);
    await waitUntil(() => el.matchState!.matches[0]!.pending?.kind === 'chooseTactic', 'the bot’s team', {
      timeout: 10000,
    });
    await el.updateComplete;
    await expect(wrapper).to.be.accessible();
  });

  it('<mof-championship> choosing a manager', async () => {
    const el = await fixture(html`<mof-championship seed="2" players="Ana, Bao" bots="Bao"></mof-championship>`);
    await expect(el).to.be.accessible();
  });
});
