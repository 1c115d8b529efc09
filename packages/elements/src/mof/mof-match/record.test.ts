import { expect, fixture, html } from '@open-wc/testing';
import { fromRecord, toJSON } from '@pitchside/engine/mof';
import '../index.js';
import type { MofMatch } from './mof-match.js';
import type { MofChampionship } from '../mof-championship/mof-championship.js';
import { part, watchUncaught } from '../../shared/test-support.js';

async function until(done: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('<mof-match> and <mof-championship> records', () => {
  watchUncaught();

  it('a match gives its record, which replays to its final state, and a download button at the end', async function () {
    this.timeout(120_000);
    const el = await fixture<MofMatch>(
      html`<mof-match seed="rec-3" bots="all" bot-delay="0" auto-roll home="Reds"></mof-match>`,
    );
    await until(() => el.matchState?.stage === 'over', 110_000);
    await el.updateComplete;
    const replayed = fromRecord(el.record as string);
    expect(toJSON(replayed.state)).to.deep.equal(toJSON(el.matchState!));
    expect(replayed.headers.Home).to.equal('Reds');
    expect(part(el, 'record').textContent).to.contain('Download the record');
  });

  it('a championship gives its record, which replays to its final state', async function () {
    this.timeout(240_000);
    const el = await fixture<MofChampionship>(
      html`<mof-championship seed="rec-4" players="2" bots="all" bot-delay="0" auto-roll></mof-championship>`,
    );
    await until(() => el.championshipState?.stage === 'over', 230_000);
    await el.updateComplete;
    const replayed = fromRecord(el.record as string);
    expect(toJSON(replayed.state)).to.deep.equal(toJSON(el.championshipState!));
    expect(part(el, 'record').textContent).to.contain('Download the record');
  });
});
