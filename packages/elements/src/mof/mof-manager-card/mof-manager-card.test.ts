import { expect, fixture, html } from '@open-wc/testing';
import { defaultData } from '@pitchside/engine/mof';
import '../index.js';
import type { MofManagerCard } from './mof-manager-card.js';
import { part, parts, problemText, watchUncaught } from '../../shared/test-support.js';

describe('<mof-manager-card>', () => {
  it('shows the budget, the academy limit and each ability with its symbol', async function () {
    const m = defaultData.managers.find((x) => x.id === 'masterTactician')!;
    const el = await fixture<MofManagerCard>(html`<mof-manager-card manager="masterTactician"></mof-manager-card>`);
    expect(part(el, 'card').getAttribute('aria-label')).to.equal('Manager Master Tactician');
    expect(parts(el, 'symbol').map((s) => s.getAttribute('aria-label'))).to.deep.equal([
      `Budget for initial squad: ${m.budget} million footies`,
      `Cost limit for academy players: ${m.academy} million footies`,
      'Tactical Level Modifier +2',
    ]);
  });

  it('names Stadium Inferno’s immunity at home', async () => {
    const el = await fixture<MofManagerCard>(
      html`<mof-manager-card manager="stadiumInferno" locale="vi"></mof-manager-card>`,
    );
    expect(parts(el, 'effect').map((li) => li.dataset.effect)).to.include('immune');
    expect(parts(el, 'symbol').map((s) => s.getAttribute('aria-label'))).to.include(
      'Miễn nhiễm mọi thẻ hành động khi đá sân nhà',
    );
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('asks for a manager when none is named', async () => {
      const el = await fixture<MofManagerCard>(html`<mof-manager-card></mof-manager-card>`);
      expect(problemText(el)).to.contain('“manager” is not valid: name a manager, e.g. manager="godfather"');
    });
  });

  it('shows the manager of a team in a scenario, and names a team without one', async () => {
    const desc = JSON.stringify({
      home: { players: ['b07', 'b11', 'w04'], manager: 'masterTactician' },
      away: { players: ['s04', 'w02', 'b12'] },
    });
    const el = await fixture<MofManagerCard>(html`<mof-manager-card team="home" scenario=${desc}></mof-manager-card>`);
    expect(el.shadowRoot!.querySelector('[part~="title"]')!.textContent!.trim()).to.equal('Master Tactician');
    const away = await fixture<MofManagerCard>(
      html`<mof-manager-card team="away" scenario=${desc}></mof-manager-card>`,
    );
    expect(away.shadowRoot!.querySelector('[part~="problem"]')!.textContent).to.contain('the away team has no manager');
  });
});
