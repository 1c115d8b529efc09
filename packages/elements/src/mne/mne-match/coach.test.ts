import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { scenario, toJSON } from '@pitchside/engine/mne';
import '../index.js';
import { part, parts, text } from '../../shared/test-support.js';
import type { MneMatch } from './mne-match.js';

/**
 * The rulebook's Goal Check example: Home to act in its Player Action (the Winger can shoot at
 * Away's Basic Defence 4, or Home can build up); Away's hand (3b) and the deck are hidden from Home.
 */
const example = () =>
  JSON.stringify(
    toJSON(
      scenario({
        step: 'player',
        home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a'] },
        away: { field: ['a-cb@3,1', 'a-wb@3,3'], hand: ['3b'] },
        deck: ['4a', '3c'],
      }),
    ),
  );

/** The coach's line once it has answered (not "thinking"). */
async function coachLine(el: MneMatch): Promise<string> {
  await waitUntil(
    () => parts(el, 'coach').length === 1 && !part(el, 'coach').hasAttribute('data-thinking'),
    'the coach answers',
    { timeout: 20000, interval: 50 },
  );
  return text(part(el, 'coach'));
}

describe('<mne-match coach>', () => {
  it('tells the person to act what the coach would play and why, in English', async function () {
    this.timeout(30000);
    const el = await fixture<MneMatch>(
      html`<mne-match state=${example()} home="human" away="bot" bot-delay="0" coach></mne-match>`,
    );
    const line = await coachLine(el);
    expect(line).to.match(/^💡 Coach: .+ — .+\.$/);
    // A searched decision: the search's score rate and the expected goal difference.
    expect(line).to.match(/\d+%/);
    expect(line).to.match(/goal difference [+−-]?\d\.\d/);
    // Nothing Home cannot see: Away's hand and the deck are not named.
    for (const hidden of ['3b', '4a', '3c']) expect(line).not.to.include(hidden);
  });

  it('speaks Vietnamese on a Vietnamese page', async function () {
    this.timeout(30000);
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="vi">
        <mne-match state=${example()} home="human" away="bot" bot-delay="0" coach></mne-match>
      </div>`,
    );
    const el = wrapper.querySelector('mne-match') as MneMatch;
    const line = await coachLine(el);
    expect(line).to.match(/^💡 Huấn luyện viên: .+ — .+\.$/);
    expect(line).to.include('hiệu số dự kiến');
  });

  it('says nothing without the attribute, and drops its advice once the position changes', async function () {
    this.timeout(30000);
    const el = await fixture<MneMatch>(
      html`<mne-match state=${example()} home="human" away="bot" bot-delay="0"></mne-match>`,
    );
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 300));
    expect(parts(el, 'coach')).to.have.length(0);
    el.coach = true;
    const first = await coachLine(el);
    // Home shoots: the next decision (cards from hand for the shot) gets advice of its own.
    const before = el.match;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="action"][data-action="directAttack"]')!.click();
    await waitUntil(() => el.match !== before, 'Home shot', { timeout: 5000 });
    await el.updateComplete;
    expect(text(part(el, 'coach'))).to.match(/thinking/, 'the old advice is gone at once');
    const second = await coachLine(el);
    expect(second).not.to.equal(first);
    // Adding cards to a shot: the Goal Check's odds, as the engine estimates them.
    expect(second).to.match(/\d+% (goal|saved|ball out)/);
    el.coach = false;
    await el.updateComplete;
    expect(parts(el, 'coach')).to.have.length(0);
  });
});
