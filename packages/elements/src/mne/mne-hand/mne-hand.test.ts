import { expect, fixture, html } from '@open-wc/testing';
import '../index.js';
import { part, parts, text, watchUncaught } from '../../shared/test-support.js';
import type { MneHand } from './mne-hand.js';

const labels = (el: MneHand) => parts(el, 'synergy-card').map((c) => c.getAttribute('aria-label'));

describe('<mne-hand>', () => {
  it('shows a team’s Synergy Cards face up, with the Tackle marked', async function () {
    this.timeout(20000); // axe's first run in a page loads its rules
    const el = await fixture<MneHand>(html`<mne-hand scenario='{"home":{"hand":[3,5,"tackle"]}}'></mne-hand>`);
    expect(labels(el)).to.deep.equal(['3-star Synergy Card', '5-star Synergy Card', '1-star Synergy Card with TACKLE']);
    expect(text(part(el, 'heading'))).to.equal('Synergy Cards in Home’s hand 3 of 5 cards');
    await expect(el).to.be.accessible();
  });

  it('says when the hand is empty, in Vietnamese too', async () => {
    const el = await fixture<MneHand>(html`<mne-hand team="away" locale="vi"></mne-hand>`);
    expect(text(part(el, 'heading'))).to.equal('Thẻ Hiệp lực trên tay Khách 0/5 thẻ');
    expect(text(el.shadowRoot!.querySelector('.empty'))).to.equal('Không có Thẻ Hiệp lực trên tay');
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('reports a hand the engine rejects', async () => {
      const el = await fixture<MneHand>(html`<mne-hand scenario='{"home":{"hand":[3,3,3,3,3,3]}}'></mne-hand>`);
      expect(text(part(el, 'problem')))
        .to.contain('“scenario” is not valid:')
        .and.contain('home.hand');
    });
  });

  it('rulebook, Injury Time: Home still holds its 2 Synergy Cards, useless now', async () => {
    const el = await fixture<MneHand>(
      html`<mne-hand
        team="home"
        scenario='{"step":"player","injuryTime":true,"control":"defensive","home":{"field":["h-bb@1,0","h-pm@1,2","h-hm@2,4","h-cm@1,4","h-st@0,3","h-cb@3,1"],"hand":[3,3]},"away":{"field":["a-cm@1,2","a-if@0,3"]}}'
      ></mne-hand>`,
    );
    expect(parts(el, 'synergy-card')).to.have.length(2);
    expect(text(part(el, 'heading'))).to.match(/2 of 5/);
  });

  it('names the field of a hand asking for a card the set does not have', async () => {
    const el = await fixture<MneHand>(html`<mne-hand scenario='{"home":{"hand":["9z"]}}'></mne-hand>`);
    expect(text(part(el, 'problem'))).to.contain('“scenario” is not valid: home.hand[0]');
  });
});
