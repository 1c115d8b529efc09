import { expect, fixture, html } from '@open-wc/testing';
import '../index.js';
import { part, parts, text, watchUncaught } from '../../shared/test-support.js';
import type { MneSubSpace } from './mne-sub-space.js';

describe('<mne-sub-space>', () => {
  it('shows the substitutes face up, the subbed-out face down, and substitutions used', async function () {
    this.timeout(20000); // axe's first run in a page loads its rules
    const el = await fixture<MneSubSpace>(
      html`<mne-sub-space scenario='{"home":{"subs":["s-pc","s-en"],"out":["h-st"],"subsUsed":1}}'></mne-sub-space>`,
    );
    const available = part(el, 'available').querySelectorAll('mne-player-card');
    expect([...available].map((c) => c.shadowRoot!.querySelector('[part~="name"]')!.textContent)).to.deep.equal([
      'Star Poacher',
      'Star Engine',
    ]);
    const out = part(el, 'out').querySelectorAll('mne-player-card');
    expect(out).to.have.length(1);
    expect(out[0]!.faceDown).to.equal(true);
    expect(text(part(el, 'heading'))).to.equal('Home Sub Space 1 of 3 substitutions used');
    await expect(el).to.be.accessible();
  });

  it('speaks Vietnamese', async () => {
    const el = await fixture<MneSubSpace>(html`<mne-sub-space team="away" locale="vi"></mne-sub-space>`);
    expect(text(part(el, 'heading'))).to.equal('Ô Dự bị Khách Đã Thay người 0/3 lần');
    expect(parts(el, 'card')).to.have.length(0);
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('reports an unknown card', async () => {
      const el = await fixture<MneSubSpace>(html`<mne-sub-space scenario='{"home":{"subs":["zz"]}}'></mne-sub-space>`);
      expect(text(part(el, 'problem'))).to.contain('home.subs[0]');
    });
  });

  it('rulebook, Substitution: the tired Striker lies face down on the Sub Space', async () => {
    const el = await fixture<MneSubSpace>(
      html`<mne-sub-space
        scenario='{"step":"player","home":{"field":["h-cm@1,1","h-bb@1,3"],"subs":["s-pc"],"out":["h-st"],"subsUsed":1}}'
      ></mne-sub-space>`,
    );
    const out = part(el, 'out').querySelectorAll('mne-player-card');
    expect(out).to.have.length(1);
    expect(out[0]!.hasAttribute('face-down')).to.equal(true);
    expect(text(part(el, 'heading'))).to.contain('1');
  });

  it('names the unknown card of a scenario', async () => {
    const el = await fixture<MneSubSpace>(html`<mne-sub-space scenario='{"home":{"out":["h-zz"]}}'></mne-sub-space>`);
    expect(text(part(el, 'problem'))).to.contain('“scenario” is not valid: home.out[0]');
  });
});
