import { expect, fixture, html } from '@open-wc/testing';
import '../index.js';
import { part, parts, text, watchUncaught } from '../../shared/test-support.js';
import type { ScenarioDesc } from '@pitchside/engine/mne';
import type { MneSynergyBoard, ShotResult } from './mne-synergy-board.js';

const openSlotsAll = (el: MneSynergyBoard) =>
  parts(el, 'slot').map((s) => s.getAttribute('part')!.includes('slot-open'));
const openSlots = (el: MneSynergyBoard, side: string) =>
  [...part(el, `side-${side}`).querySelectorAll('[part~="slot"]')].map((s) =>
    s.getAttribute('part')!.includes('slot-open'),
  );

/** The rulebook's Goal Check: the Winger (Crack 1) scores 10 against 9. */
const GOAL: ShotResult = {
  type: 'shotResolved',
  seat: 'home',
  kind: 'direct',
  outcome: 'goal',
  basicAttack: 3,
  attackStars: 7,
  totalAttack: 10,
  basicDefence: 4,
  crack: 1,
  defenceStars: 6,
  totalDefence: 9,
  attackCards: ['4a', '3a'],
  defenceCards: ['3b', '3c'],
};

describe('<mne-synergy-board>', () => {
  it('opens the attack slots the attacker’s Control State allows', async () => {
    for (const [control, open] of [
      ['defensive', [true, false, false]],
      ['normal', [true, true, false]],
      ['aggressive', [true, true, true]],
    ] as const) {
      const el = await fixture<MneSynergyBoard>(
        html`<mne-synergy-board scenario=${JSON.stringify({ control })}></mne-synergy-board>`,
      );
      expect(openSlots(el, 'attack'), control).to.deep.equal(open);
      expect(openSlots(el, 'defence'), 'defence: deck and hand-or-deck, never a third').to.deep.equal([
        true,
        true,
        false,
      ]);
    }
  });

  it('reveals the cards, the totals and the outcome of a Goal Check', async function () {
    this.timeout(20000); // axe's first run in a page loads its rules
    const result: ShotResult = {
      type: 'shotResolved',
      seat: 'home',
      kind: 'direct',
      outcome: 'goal',
      basicAttack: 3,
      attackStars: 7,
      totalAttack: 10,
      basicDefence: 4,
      crack: 1,
      defenceStars: 6,
      totalDefence: 9,
      attackCards: ['4a', '3a'],
      defenceCards: ['3b', '3c'],
      shooter: 'h-wg',
    };
    const el = await fixture<MneSynergyBoard>(html`<mne-synergy-board .result=${result}></mne-synergy-board>`);
    expect(parts(el, 'synergy-card').map((c) => c.getAttribute('aria-label'))).to.deep.equal([
      '4-star Synergy Card',
      '3-star Synergy Card',
      '3-star Synergy Card',
      '3-star Synergy Card',
    ]);
    expect(text(part(el, 'outcome'))).to.equal('10 – 9: GOAL');
    expect(text(el.shadowRoot!.querySelector('.numbers'))).to.equal(
      'Home’s Winger shoots · Basic Attack 3 · Crack −1 · Basic Defence 4',
    );
    expect(openSlotsAll(el)).to.deep.equal([true, true, false, true, true, false]);
    await expect(el).to.be.accessible();
  });

  it('starts its numbers line with the numbers when no shooter is named', async () => {
    const el = await fixture<MneSynergyBoard>(html`<mne-synergy-board .result=${GOAL}></mne-synergy-board>`);
    expect(text(el.shadowRoot!.querySelector('.numbers'))).to.equal('Basic Attack 3 · Crack −1 · Basic Defence 4');
  });

  describe('show-numbers', () => {
    it('prints each side’s sum: Basic Power, Crack and stars to the totals', async () => {
      const el = await fixture<MneSynergyBoard>(
        html`<mne-synergy-board show-numbers .result=${GOAL}></mne-synergy-board>`,
      );
      expect(text(part(el, 'sum-attack'))).to.equal('Basic Attack 3 + 7 ★ = Total 10');
      expect(text(part(el, 'sum-defence'))).to.equal('Basic Defence 4 − Crack 1 + 6 ★ = Total 9');
    });

    it('prints what is known before the reveal, nothing without the attribute, and in Vietnamese', async () => {
      const position: ScenarioDesc = {
        step: 'player',
        home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a'] },
        away: { field: ['a-cb@3,1', 'a-wb@3,3'], hand: ['3b'] },
        deck: ['4a', '3c'],
      };
      const { scenario, applyAction, toJSON } = await import('@pitchside/engine/mne');
      const shooting = applyAction(scenario(position), { type: 'directAttack', card: 'h-wg', icon: 'h0.1' }).state;
      const el = await fixture<MneSynergyBoard>(
        html`<mne-synergy-board show-numbers .state=${toJSON(shooting)}></mne-synergy-board>`,
      );
      expect(text(part(el, 'sum-attack'))).to.equal('Basic Attack 3');
      expect(text(part(el, 'sum-defence'))).to.equal('Crack −1');
      el.showNumbers = false;
      await el.updateComplete;
      expect(parts(el, 'sum')).to.have.length(0);
      const vi = await fixture<MneSynergyBoard>(
        html`<mne-synergy-board locale="vi" show-numbers .result=${GOAL}></mne-synergy-board>`,
      );
      await vi.updateComplete;
      expect(text(part(vi, 'sum-attack'))).to.equal('Tấn công Cơ bản 3 + 7 ★ = Tổng 10');
    });
  });

  it('speaks Vietnamese', async () => {
    const el = await fixture<MneSynergyBoard>(html`<mne-synergy-board locale="vi"></mne-synergy-board>`);
    expect(text(part(el, 'side-attack'))).to.contain('Từ bộ bài, bắt buộc');
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('reports a scenario or a result that is not usable', async () => {
      const el = await fixture<MneSynergyBoard>(html`<mne-synergy-board scenario="nope"></mne-synergy-board>`);
      expect(text(part(el, 'problem'))).to.contain('“scenario” is not valid JSON');
      const bad = await fixture<MneSynergyBoard>(
        html`<mne-synergy-board result='{"type":"goal"}'></mne-synergy-board>`,
      );
      expect(text(part(bad, 'problem')))
        .to.contain('“result”')
        .and.contain('shotResolved');
      // A shot result without an outcome, or with one the Goal Check does not have.
      const shot = {
        type: 'shotResolved',
        seat: 'home',
        basicAttack: 3,
        attackStars: 7,
        totalAttack: 10,
        basicDefence: 9,
        crack: 0,
        attackCards: [],
        defenceCards: null,
      };
      for (const result of [shot, { ...shot, outcome: 'banana', totalDefence: 9 }, { ...shot, outcome: 'goal' }]) {
        const el = await fixture<MneSynergyBoard>(
          html`<mne-synergy-board result=${JSON.stringify(result)}></mne-synergy-board>`,
        );
        expect(text(part(el, 'problem')), JSON.stringify(result)).to.contain('“result”');
      }
    });

    it('refuses a result naming a card the set does not have, and names it', async () => {
      const madeUp = { ...GOAL, defenceCards: ['3b', 'joker'] };
      const el = await fixture<MneSynergyBoard>(
        html`<mne-synergy-board result=${JSON.stringify(madeUp)}></mne-synergy-board>`,
      );
      expect(text(part(el, 'problem')))
        .to.contain('“result”')
        .and.contain('“joker” is not a Synergy Card of this set');
      expect(parts(el, 'synergy-card')).to.have.length(0);
      el.result = GOAL;
      await el.updateComplete;
      expect(parts(el, 'problem')).to.have.length(0);
      expect(parts(el, 'synergy-card')).to.have.length(4);
    });
  });
});
