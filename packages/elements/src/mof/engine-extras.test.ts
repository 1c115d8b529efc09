// The engine code few pages use (engine-extras.ts) is downloaded only for an input that needs it.
// The test runner serves every module as a file of its own, so the download shows in the page's
// resource timings. This file runs in a page of its own: the first test sees a fresh page.
import { expect, fixture, html } from '@open-wc/testing';
import { createMatch, toJSON, viewFor } from '@pitchside/engine/mof';
import '../index.js';
import type { MofMatch } from './mof-match/mof-match.js';
import type { MofMatchWheel } from './mof-match-wheel/mof-match-wheel.js';
import { part } from '../shared/test-support.js';

const downloaded = () =>
  performance.getEntriesByType('resource').filter((entry) => /\/engine-extras\.ts(\?|$)/.test(entry.name)).length;

/** The error state's text, '' when the element shows none. */
const problem = (el: Element) => el.shadowRoot?.querySelector('[part~="problem"]')?.textContent?.trim() ?? '';

const SCENARIO = JSON.stringify({
  home: { players: ['g01', 'g02', 'b01'] },
  away: { players: ['g03', 'g04', 'b03'] },
  turn: 4,
  score: [1, 0],
});

describe('engine extras (fromJSON, scenario): downloaded on demand', () => {
  it('are not downloaded for a match from a seed, a wheel from a turn or from a state', async () => {
    const state = createMatch({ seed: 3 });
    const match = await fixture<MofMatch>(html`<mof-match seed="3" bots=""></mof-match>`);
    const wheel = await fixture<MofMatchWheel>(html`<mof-match-wheel turn="4"></mof-match-wheel>`);
    const fromState = await fixture<MofMatchWheel>(
      html`<mof-match-wheel .state=${viewFor(state, 'spectator')}></mof-match-wheel>`,
    );
    for (const el of [match, wheel, fromState]) expect(problem(el), el.localName).to.equal('');
    expect(downloaded()).to.equal(0);
  });

  it('are downloaded, once, for a scenario and a saved match, which then show', async () => {
    const match = await fixture<MofMatch>(html`<mof-match scenario=${SCENARIO} bots=""></mof-match>`);
    const saved = JSON.stringify(toJSON(createMatch({ seed: 8 })));
    const wheel = await fixture<MofMatchWheel>(html`<mof-match-wheel state=${saved}></mof-match-wheel>`);
    expect(problem(match)).to.equal('');
    expect(problem(wheel)).to.equal('');
    expect(match.matchState?.matches[0]?.turn, 'the scenario’s turn').to.equal(4);
    expect(part(wheel, 'wheel').localName, 'the wheel is drawn').to.equal('svg');
    expect(downloaded()).to.equal(1);
  });
});
