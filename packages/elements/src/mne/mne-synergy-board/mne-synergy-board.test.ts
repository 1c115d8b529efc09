import { expect, fixture, html } from '@open-wc/testing';
import '../index.js';
import { part, parts, text, watchUncaught } from '../../shared/test-support.js';
import { basicAttackOf, scenario, type ScenarioDesc } from '@pitchside/engine/mne';
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

  describe('a shot described by its cards (attack, defence, shooter)', () => {
    it('attack 11 against defence 9 is a Wonder Goal (star values)', async () => {
      const el = await fixture<MneSynergyBoard>(
        html`<mne-synergy-board show-numbers attack="5 4 2" defence="5 4"></mne-synergy-board>`,
      );
      expect(text(part(el, 'outcome'))).to.equal('11 – 9: WONDER GOAL (Magic Number!)');
      expect(text(part(el, 'sum-attack'))).to.equal('Basic Attack 0 + 11 ★ = Total 11');
      expect(parts(el, 'synergy-card')).to.have.length(5);
    });

    it('computes a goal, a save and a Ball Out from card ids', async () => {
      const cases = [
        ['4a 3a', '3b 3c', '7 – 6: GOAL'],
        ['3a', '4a', '3 – 4: no goal'],
        ['5a,5b,2a', '1a', '12:'],
      ] as const;
      for (const [attack, defence, outcome] of cases) {
        const el = await fixture<MneSynergyBoard>(
          html`<mne-synergy-board attack=${attack} defence=${defence}></mne-synergy-board>`,
        );
        expect(parts(el, 'problem'), attack).to.have.length(0);
        expect(text(part(el, 'outcome')), attack).to.contain(outcome);
      }
    });

    it('takes the shooter’s Basic Attack Power and Crack from the scenario, through the engine', async () => {
      const desc: ScenarioDesc = { home: { field: ['h-bb@1,2', 'h-wg@0,1', 'h-cm@1,0', 'h-st@0,3'] } };
      const power = basicAttackOf(scenario(desc), 'home', 'h-wg');
      const el = await fixture<MneSynergyBoard>(
        html`<mne-synergy-board
          scenario=${JSON.stringify(desc)}
          shooter="h-wg"
          attack="4a 3a"
          defence="3b"
        ></mne-synergy-board>`,
      );
      expect(text(el.shadowRoot!.querySelector('.numbers'))).to.contain(`Basic Attack ${power}`);
      expect(text(part(el, 'outcome'))).to.contain(`${power + 7} – 3`);
    });

    it('names the attribute and the card when a card, a star value or the shooter is unusable', async () => {
      const cases = [
        ['attack="zz"', 'attack', '“zz” is not a Synergy Card'],
        ['defence="9"', 'defence', 'no Synergy Card of this set has 9 stars'],
        ['attack="1 2 3 4"', 'attack', 'at most 3 cards'],
        ['shooter="h-st"', 'shooter', '“h-st” is not on the attacking team’s field'],
      ] as const;
      for (const [, attribute, message] of cases) {
        const el = document.createElement('mne-synergy-board') as MneSynergyBoard;
        el.attack = '3a';
        if (attribute === 'attack') el.attack = cases.find((c) => c[2] === message)![0].slice(8, -1);
        if (attribute === 'defence') el.defence = '9';
        if (attribute === 'shooter') el.shooter = 'h-st';
        const host = await fixture<HTMLDivElement>(html`<div></div>`);
        host.append(el);
        await el.updateComplete;
        expect(text(part(el, 'problem')), message).to.contain(`“${attribute}”`);
        expect(text(part(el, 'problem')), message).to.contain(message);
      }
    });

    it('says what is wrong in Vietnamese', async () => {
      const el = await fixture<MneSynergyBoard>(html`<mne-synergy-board locale="vi" attack="9"></mne-synergy-board>`);
      await el.updateComplete;
      expect(text(part(el, 'problem'))).to.contain('bộ bài này không có Lá Hiệp lực nào 9 sao');
    });

    it('lets result win over attack and defence', async () => {
      const el = await fixture<MneSynergyBoard>(
        html`<mne-synergy-board .result=${GOAL} attack="5 4 2"></mne-synergy-board>`,
      );
      expect(text(part(el, 'outcome'))).to.equal('10 – 9: GOAL');
    });
  });
});
