import { expect, fixture, html } from '@open-wc/testing';
import { SYMBOLS, defaultData } from '@pitchside/engine/mof';
import '../index.js';
import { SYMBOL_IDS } from '../symbols.js';
import type { MofActionCard } from './mof-action-card.js';
import { part, parts, problemText, text, watchUncaught } from '../../shared/test-support.js';

const labels = (el: Element) => parts(el, 'symbol').map((s) => s.getAttribute('aria-label'));

describe('<mof-action-card>', () => {
  it('shows Win Bonus: pre-match, variable cost, its modifiers and its target', async () => {
    const el = await fixture<MofActionCard>(html`<mof-action-card card="winBonus"></mof-action-card>`);
    expect(part(el, 'card').getAttribute('aria-label')).to.equal('Win Bonus, Evolution card');
    expect(labels(el)).to.deep.equal([
      'Playable before match',
      'Variable Cost: the points won (needs 3 million footies to play)',
      'Attack Level Modifier +1',
      'Defence Level Modifier +1',
    ]);
    expect(text(part(el, 'target'))).to.equal('Affects your own team');
    expect(text(part(el, 'tactics'))).to.equal('Effective with every tactic');
  });

  it('shows Continuous Movement’s tactical constraints and that it targets the opponent', async () => {
    const el = await fixture<MofActionCard>(html`<mof-action-card card="continuousMovement"></mof-action-card>`);
    expect(labels(el)).to.deep.equal([
      'Playable before match',
      'Cost: 1 million footies',
      'Possession Tactic',
      'Direct Tactic',
      'Defence Level Modifier −2',
    ]);
    expect(text(part(el, 'target'))).to.equal('Affects the opponent’s team');
  });

  it('marks the cards that require home advantage', async function () {
    const el = await fixture<MofActionCard>(html`<mof-action-card card="forceDirect"></mof-action-card>`);
    expect(labels(el)).to.include.members(['Requires Home Advantage', 'Force Direct']);
  });

  it('draws every symbol of the Game Symbols page across the reference cards, managers and players, each with a name', async () => {
    const host = await fixture<HTMLDivElement>(
      html`<div>
        ${defaultData.cards.map((c) => html`<mof-action-card card=${c.id}></mof-action-card>`)}
        ${defaultData.managers.map((m) => html`<mof-manager-card manager=${m.id}></mof-manager-card>`)}
        ${defaultData.players.map((p) => html`<mof-player-card player=${p.id}></mof-player-card>`)}
      </div>`,
    );
    await Promise.all([...host.children].map((c) => (c as MofActionCard).updateComplete));
    const drawn = new Map<string, string>();
    for (const card of host.children) {
      for (const symbol of parts(card, 'symbol')) {
        const label = symbol.getAttribute('aria-label') ?? '';
        expect(label, `a name for ${symbol.dataset.symbol}`).to.match(/\w/);
        expect(label, 'no unfilled placeholder').not.to.contain('{');
        drawn.set(symbol.dataset.symbol!, label);
      }
    }
    expect([...drawn.keys()].sort()).to.deep.equal([...SYMBOL_IDS].sort());
    expect(SYMBOL_IDS, 'one picture per symbol of the engine’s legend').to.have.length(Object.keys(SYMBOLS).length);
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('names an unknown card', async () => {
      const el = await fixture<MofActionCard>(html`<mof-action-card card="goldenBoot"></mof-action-card>`);
      expect(problemText(el)).to.equal(
        '<mof-action-card> cannot be shown “card” is not valid: there is no action card “goldenBoot” (ids look like “callToArms”)',
      );
    });
  });
});
