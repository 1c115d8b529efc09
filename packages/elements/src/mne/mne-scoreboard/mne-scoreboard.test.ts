import { expect, fixture, html } from '@open-wc/testing';
import '../index.js';
import { part, text, watchUncaught } from '../../shared/test-support.js';
import type { MneScoreboard } from './mne-scoreboard.js';

describe('<mne-scoreboard>', () => {
  it('shows the score, the half, Injury Time and who plays', async function () {
    this.timeout(20000); // axe's first run in a page loads its rules
    const el = await fixture<MneScoreboard>(
      html`<mne-scoreboard
        home-name="Hanoi FC"
        scenario='{"half":2,"injuryTime":true,"active":"away","home":{"score":2},"away":{"score":1}}'
      ></mne-scoreboard>`,
    );
    expect(part(el, 'score').getAttribute('aria-label')).to.equal('Hanoi FC 2 – 1 Away');
    expect(text(part(el, 'status'))).to.match(/^2nd half Turn 1 Injury Time Away to play Deck \d+$/);
    expect(part(el, 'to-act').textContent).to.equal('Away');
    await expect(el).to.be.accessible();
  });

  it('speaks Vietnamese', async () => {
    const el = await fixture<MneScoreboard>(
      html`<mne-scoreboard locale="vi" scenario='{"injuryTime":true}'></mne-scoreboard>`,
    );
    expect(part(el, 'score').getAttribute('aria-label')).to.equal('Sân nhà 0 – 0 Khách');
    expect(text(part(el, 'injury-time'))).to.equal('Thời gian Bù giờ');
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('reports a bad score', async () => {
      const el = await fixture<MneScoreboard>(html`<mne-scoreboard scenario='{"home":{"score":-1}}'></mne-scoreboard>`);
      expect(text(part(el, 'problem')))
        .to.contain('“scenario” is not valid:')
        .and.contain('home.score');
    });
  });

  it('rulebook, Injury Time: the Injury Time position shows the last turn', async () => {
    const el = await fixture<MneScoreboard>(
      html`<mne-scoreboard
        scenario='{"step":"player","injuryTime":true,"control":"defensive","home":{"field":["h-bb@1,0","h-pm@1,2","h-hm@2,4","h-cm@1,4","h-st@0,3","h-cb@3,1"],"hand":[3,3]},"away":{"field":["a-cm@1,2","a-if@0,3"]}}'
      ></mne-scoreboard>`,
    );
    expect(text(part(el, 'injury-time'))).to.equal('Injury Time');
    expect(part(el, 'to-act').textContent).to.equal('Home');
  });

  it('names the field of an impossible position, in English and Vietnamese', async () => {
    const el = await fixture<MneScoreboard>(html`<mne-scoreboard scenario='{"home":{"score":-1}}'></mne-scoreboard>`);
    expect(text(part(el, 'problem'))).to.contain('“scenario” is not valid: home.score');
    const vi = await fixture<MneScoreboard>(html`<mne-scoreboard lang="vi" scenario='{"half":3}'></mne-scoreboard>`);
    expect(text(part(vi, 'problem'))).to.contain('“scenario” không hợp lệ: half');
  });
});
