import { expect, fixture, html } from '@open-wc/testing';
import { fromRecord, toJSON } from '@pitchside/engine/mne';
import '../index.js';
import type { MneMatch } from './mne-match.js';
import { part, parts, watchUncaught } from '../../shared/test-support.js';

async function until(done: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('<mne-match> record', () => {
  watchUncaught();

  it('gives the record of the match played, which replays to its final state, and a download button at the end', async function () {
    this.timeout(120_000);
    const el = await fixture<MneMatch>(html`<mne-match seed="rec-1" home="bot" away="bot" bot-delay="0"></mne-match>`);
    expect(el.record).to.match(/^\[Game "mne"\]/);
    expect(parts(el, 'record')).to.have.length(0);
    await until(() => el.match?.phase === 'over', 110_000);
    await el.updateComplete;
    const replayed = fromRecord(el.record as string);
    expect(toJSON(replayed.state)).to.deep.equal(toJSON(el.match!));
    expect(replayed.headers.Date).to.match(/^\d{4}\.\d{2}\.\d{2}$/);
    expect(part(el, 'record').textContent).to.contain('Download the record');
  });

  it('has no record for a resumed match (its earlier moves are unknown)', async () => {
    const first = await fixture<MneMatch>(html`<mne-match seed="rec-2" home="human" away="human"></mne-match>`);
    const el = await fixture<MneMatch>(html`<mne-match .state=${first.save()}></mne-match>`);
    expect(el.record).to.equal(null);
  });
});
