// The code few pages use (extras-saves.ts, extras-scenarios.ts, extras-validation.ts, and the
// readers of a page's own JSON in extras-inputs.ts) is downloaded only for an input that needs it,
// and the bot bridge (bot-worker.ts) only for bots.
// The test runner serves every module as a file of its own, so the download shows in the page's
// resource timings. This file runs in a page of its own: the first test sees a fresh page.
import { expect, fixture, html } from '@open-wc/testing';
import { createMatch, defaultData, toJSON, viewFor } from '@pitchside/engine/mof';
import './index.js'; // the MoF elements alone: the package's root index would bring the bot bridge
import type { MofMatch } from './mof-match/mof-match.js';
import type { MofMatchWheel } from './mof-match-wheel/mof-match-wheel.js';
import { part } from '../shared/test-support.js';

// Every module is a file here: more than the browser's default 250 resource timings.
performance.setResourceTimingBufferSize(100_000);

/** How many times the page downloaded `file`. */
const downloaded = (file: string) =>
  performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith(`/${file}`)).length;

/** The error state's text, '' when the element shows none. */
const problem = (el: Element) => el.shadowRoot?.querySelector('[part~="problem"]')?.textContent?.trim() ?? '';

const SCENARIO = JSON.stringify({
  home: { players: ['g01', 'g02', 'b01'] },
  away: { players: ['g03', 'g04', 'b03'] },
  turn: 4,
  score: [1, 0],
});

describe('code few pages use (fromJSON, scenario, validatePlayer, the bot bridge): downloaded on demand', () => {
  it('are not downloaded for a match from a seed, a wheel from a turn or from a state, a card by id', async () => {
    const state = createMatch({ seed: 3 });
    const match = await fixture<MofMatch>(html`<mof-match seed="3" bots=""></mof-match>`);
    const wheel = await fixture<MofMatchWheel>(html`<mof-match-wheel turn="4"></mof-match-wheel>`);
    const fromState = await fixture<MofMatchWheel>(
      html`<mof-match-wheel .state=${viewFor(state, 'spectator')}></mof-match-wheel>`,
    );
    const card = await fixture(html`<mof-player-card player="g01"></mof-player-card>`);
    const die = await fixture(html`<mof-dice kind="attack" level="green" value="3"></mof-dice>`);
    const table = await fixture(html`<mof-league-table .state=${state}></mof-league-table>`);
    for (const el of [match, wheel, fromState, card, die, table]) expect(problem(el), el.localName).to.equal('');
    for (const file of ['extras-saves.ts', 'extras-scenarios.ts', 'extras-validation.ts', 'extras-inputs.ts'])
      expect(downloaded(file), file).to.equal(0);
    expect(downloaded('bot-worker.ts'), 'the bot bridge, for a match of two persons').to.equal(0);
  });

  it('downloads fromJSON alone for a saved match, which then shows', async () => {
    const saved = JSON.stringify(toJSON(createMatch({ seed: 8 })));
    const wheel = await fixture<MofMatchWheel>(html`<mof-match-wheel state=${saved}></mof-match-wheel>`);
    const again = await fixture<MofMatchWheel>(html`<mof-match-wheel state=${saved}></mof-match-wheel>`);
    for (const el of [wheel, again]) {
      expect(problem(el)).to.equal('');
      expect(part(el, 'wheel').localName, 'the wheel is drawn').to.equal('svg');
    }
    expect(downloaded('extras-saves.ts'), 'downloaded (the second wheel uses the same module)').to.equal(1);
    expect(downloaded('extras-scenarios.ts')).to.equal(0);
  });

  it('downloads scenario for a scenario, which then shows', async () => {
    const match = await fixture<MofMatch>(html`<mof-match scenario=${SCENARIO} bots=""></mof-match>`);
    expect(problem(match)).to.equal('');
    expect(match.matchState?.matches[0]?.turn, 'the scenario’s turn').to.equal(4);
    expect(downloaded('extras-scenarios.ts')).to.equal(1);
  });

  it('downloads the validator for a player definition, which then shows', async () => {
    const definition = JSON.stringify({
      id: 'x1',
      name: 'Own Player',
      level: 'gold',
      pos: 'F',
      cost: 9,
      att: [5, 4, 3, 2],
      def: [1, 1, 1, 1],
      tac: 2,
    });
    const card = await fixture(html`<mof-player-card definition=${definition}></mof-player-card>`);
    expect(problem(card)).to.equal('');
    expect(part(card, 'card').textContent).to.contain('Own Player');
    expect(downloaded('extras-validation.ts')).to.equal(1);
  });

  it('downloads the reader of JSON inputs for results, goals or dice, which then show', async () => {
    const results = JSON.stringify([{ home: 'Hanoi', away: 'Saigon', score: [2, 1] }]);
    const table = await fixture(html`<mof-league-table results=${results}></mof-league-table>`);
    const wheel = await fixture(
      html`<mof-match-wheel turn="5" goals='[{"turn": 4, "side": "away"}]'></mof-match-wheel>`,
    );
    const dice = JSON.stringify({ ...defaultData.dice, tactic: [1, 1, 1, 9, 9, 9] });
    const die = await fixture(html`<mof-dice kind="tactic" value="9" dice=${dice}></mof-dice>`);
    for (const el of [table, wheel, die]) expect(problem(el), el.localName).to.equal('');
    expect(part(table, 'row').textContent, 'the winner leads').to.contain('Hanoi');
    expect(part(wheel, 'goal').getAttribute('part')).to.contain('goal-away');
    expect(part(die, 'die').getAttribute('aria-label'), 'a face only these dice have').to.contain('9');
    expect(downloaded('extras-inputs.ts'), 'downloaded once for the three').to.equal(1);
  });

  it('downloads the bot bridge for a match with bots', async () => {
    await fixture<MofMatch>(html`<mof-match seed="3" bots="away"></mof-match>`);
    for (let i = 0; i < 100 && !downloaded('bot-worker.ts'); i++) await new Promise((done) => setTimeout(done, 20));
    expect(downloaded('bot-worker.ts')).to.equal(1);
  });
});
