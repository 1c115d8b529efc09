import { expect, fixture, html } from '@open-wc/testing';
import '../index.js';
import { part, parts, text, watchUncaught } from '../../shared/test-support.js';
import type { MnePlayerCard } from './mne-player-card.js';

const labels = (el: MnePlayerCard, name: string) => parts(el, name).map((p) => p.getAttribute('aria-label'));

describe('<mne-player-card>', () => {
  it('draws the Striker: a red Forward card with four Attack half-icons and no skill', async () => {
    const el = await fixture<MnePlayerCard>(html`<mne-player-card card="h-st"></mne-player-card>`);
    expect(part(el, 'base').classList.contains('FW')).to.equal(true);
    expect(getComputedStyle(part(el, 'base')).backgroundColor).to.equal('rgb(198, 47, 59)');
    expect(text(part(el, 'name'))).to.equal('Striker');
    expect(text(part(el, 'position'))).to.equal('FW');
    expect(labels(el, 'half-icon')).to.deep.equal([
      'Half Attack icon on the top left edge',
      'Half Attack icon on the top right edge',
      'Half Attack icon on the bottom left edge',
      'Half Attack icon on the bottom right edge',
    ]);
    expect(parts(el, 'skill')).to.have.length(0);
    expect(part(el, 'base').getAttribute('aria-label')).to.equal('Striker, Forward');
  });

  it('shows the Winger’s Crack, a star’s printed icon and the Chance Maker’s lightning effect', async () => {
    const winger = await fixture<MnePlayerCard>(html`<mne-player-card card="h-wg"></mne-player-card>`);
    expect(part(winger, 'crack').getAttribute('aria-label')).to.equal(
      'Crack 1: the Basic Defence Power drops by 1 when this player shoots',
    );
    // "Some player cards have a complete icon instead of a lightning-bolt icon."
    const star = await fixture<MnePlayerCard>(html`<mne-player-card card="s-tq"></mne-player-card>`);
    expect(text(part(star, 'role'))).to.equal('Trequartista');
    expect(labels(star, 'full-icon')).to.deep.equal(['Complete Pass icon']);
    expect(star.shadowRoot!.querySelector('[part~="effect"]'), 'no immediate effect').to.equal(null);
    expect(part(star, 'base').classList.contains('MF')).to.equal(true);
    const maker = await fixture<MnePlayerCard>(html`<mne-player-card card="h-cm"></mne-player-card>`);
    expect(part(maker, 'effect').getAttribute('aria-label')).to.equal('Immediate Effect: Draw a Synergy Card.');
    expect(part(maker, 'effect').querySelectorAll('.glyph-lightning'), 'the lightning mark').to.have.length(1);
  });

  it('puts each half-icon on its edge, clipped to a half by the card', async () => {
    const el = await fixture<MnePlayerCard>(
      html`<mne-player-card card="h-hm" style="--mne-player-card-width: 300px"></mne-player-card>`,
    );
    const card = part(el, 'base').getBoundingClientRect();
    const left = el.shadowRoot!.querySelector('.half.left')!.getBoundingClientRect();
    const bottom = el.shadowRoot!.querySelector('.half.bottomRight')!.getBoundingClientRect();
    expect(card.width).to.be.closeTo(300, 0.5);
    expect(left.left + left.width / 2).to.be.closeTo(card.left, 1);
    expect(left.top + left.height / 2).to.be.closeTo(card.top + card.height / 2, 1);
    expect(bottom.left + bottom.width / 2).to.be.closeTo(card.left + card.width * 0.75, 1);
    expect(bottom.top + bottom.height / 2).to.be.closeTo(card.bottom, 1);
  });

  it('is accessible, face up and face down', async function () {
    this.timeout(20000); // axe's first run in a page loads its rules
    const el = await fixture<MnePlayerCard>(html`<mne-player-card card="s-wk"></mne-player-card>`);
    await expect(el).to.be.accessible();
    const back = await fixture<MnePlayerCard>(html`<mne-player-card card="h-st" face-down></mne-player-card>`);
    expect(part(back, 'base').getAttribute('aria-label')).to.equal('Player card, face down');
    expect(parts(back, 'name')).to.have.length(0);
    await expect(back).to.be.accessible();
  });

  it('speaks Vietnamese with the rulebook’s terms', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="vi"><mne-player-card card="h-cm"></mne-player-card></div>`,
    );
    const el = wrapper.querySelector('mne-player-card')!;
    await el.updateComplete; // Vietnamese loads on demand: the element renders once it is here
    expect(text(part(el, 'name'))).to.equal('Cầu thủ Tạo Cơ hội');
    expect(part(el, 'base').getAttribute('aria-label')).to.equal('Cầu thủ Tạo Cơ hội, Tiền vệ');
    expect(part(el, 'effect').getAttribute('aria-label')).to.equal('Hiệu ứng Tức thì: Rút một Thẻ Hiệp lực.');
  });

  describe('with an unusable card', () => {
    watchUncaught();
    it('says which card does not exist', async () => {
      const el = await fixture<MnePlayerCard>(html`<mne-player-card card="h-zz"></mne-player-card>`);
      expect(text(part(el, 'problem'))).to.equal(
        '<mne-player-card> cannot be shown “card” is not valid: there is no player card “h-zz”',
      );
      el.card = 'a-tm';
      await el.updateComplete;
      expect(text(part(el, 'name'))).to.equal('Centre Forward');
    });
  });
});
