import { expect, fixture, html } from '@open-wc/testing';
import { applyAction, createChampionship, currentSeat, greedyBot, type MofState } from '@pitchside/engine/mof';
import '../index.js';
import type { MofResultsPad } from './mof-results-pad.js';
import { part, parts, text } from '../../shared/test-support.js';

function playUntil(s: MofState, done: (s: MofState) => boolean): MofState {
  const bot = greedyBot();
  while (currentSeat(s) !== null && !done(s)) s = applyAction(s, bot(s)).state;
  return s;
}

describe('<mof-results-pad>', () => {
  it('lists each matchday’s pairings with their scores, home team first, and the matchday in play', async () => {
    const s = playUntil(
      createChampionship({ seed: 4, seats: 4 }),
      (x) => x.results.length >= 4 && x.stage === 'matchday',
    );
    const el = await fixture<MofResultsPad>(html`<mof-results-pad .state=${s}></mof-results-pad>`);
    const days = parts(el, 'matchday');
    expect(days.map((d) => text(d.querySelector('h3')))).to.deep.equal(['Matchday 1', 'Matchday 2', 'Matchday 3']);
    const r = s.results[0]!;
    expect(text(parts(days[0]!, 'result')[0] ?? days[0]!.querySelector('li'))).to.equal(
      `${s.teams[r.home]!.name} ${r.hg}–${r.ag} ${s.teams[r.away]!.name}`,
    );
    expect(part(el, 'matchday-current').dataset.md).to.equal('3');
    expect(text(part(el, 'matchday-current'))).to.contain('to play');
  });

  it('says when there are no results yet, and is accessible', async function () {
    const el = await fixture<MofResultsPad>(
      html`<mof-results-pad .state=${createChampionship({ seed: 1 })}></mof-results-pad>`,
    );
    expect(text(el.shadowRoot!.querySelector('.empty'))).to.equal('No results yet.');
  });
});
