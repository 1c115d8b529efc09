import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { LEVELS } from '@pitchside/engine/mof';
import '../index.js';
import type { MofDice } from './mof-dice.js';
import { part, problemText, text, watchUncaught } from '../../shared/test-support.js';

const name = (el: MofDice) => part(el, 'die').getAttribute('aria-label');
const pips = (el: MofDice) => el.shadowRoot!.querySelectorAll('.pip').length;

describe('<mof-dice>', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('names every die of the game: tactic, genius and six levels of attack and defence', async () => {
    const names: string[] = [];
    for (const kind of ['tactic', 'genius'] as const) {
      const el = await fixture<MofDice>(html`<mof-dice kind=${kind}></mof-dice>`);
      names.push(name(el)!);
    }
    for (const kind of ['attack', 'defence'] as const)
      for (const level of LEVELS) {
        const el = await fixture<MofDice>(html`<mof-dice kind=${kind} level=${level}></mof-dice>`);
        names.push(name(el)!);
      }
    expect(names).to.deep.equal([
      'Tactic die: not rolled',
      'Genius die: not rolled',
      ...LEVELS.map((l) => `${l} attack die: not rolled`),
      ...LEVELS.map((l) => `${l} defence die: not rolled`),
    ]);
  });

  it('shows its face with pips and says it', async () => {
    const el = await fixture<MofDice>(html`<mof-dice kind="defence" level="blue" value="4"></mof-dice>`);
    expect(name(el)).to.equal('blue defence die: 4');
    expect(pips(el)).to.equal(4);
  });

  it('shows the genius face as a ball on fire that counts 2', async () => {
    const el = await fixture<MofDice>(html`<mof-dice kind="genius" value="G"></mof-dice>`);
    expect(name(el)).to.equal('Genius die: genius face (counts 2)');
    expect(el.shadowRoot!.querySelectorAll('.pip')).to.have.length(0);
  });

  describe('show-numbers', () => {
    const shown = (el: MofDice) => ({
      value: el.shadowRoot!.querySelector('[part~="value"]')?.textContent?.trim() ?? null,
      faces: el.shadowRoot!.querySelector('[part~="faces"]')?.textContent?.trim() ?? null,
    });

    it('writes the face as a number and lists the die’s faces from the dice data', async () => {
      const purple = await fixture<MofDice>(
        html`<mof-dice show-numbers kind="attack" level="purple" value="4"></mof-dice>`,
      );
      expect(shown(purple)).to.deep.equal({ value: '4', faces: 'Faces: 2 3 3 4 4 5' });
      const genius = await fixture<MofDice>(html`<mof-dice show-numbers kind="genius" value="G"></mof-dice>`);
      expect(shown(genius)).to.deep.equal({ value: 'G', faces: 'Faces: 1 1 2 2 2 G' });
      // Custom dice data: the faces are the publisher's.
      const custom = await fixture<MofDice>(
        html`<mof-dice
          show-numbers
          kind="tactic"
          dice='{"tactic":[1,1,2,2,3,9],"genius":[1,1,2,2,2,2],"geniusIndex":5,"thresholds":[3,5,7,9,11],"faces":{"red":[0,0,1,1,2,2],"brown":[0,1,1,2,2,3],"orange":[1,1,2,2,3,3],"green":[1,2,2,3,3,4],"blue":[2,2,3,3,4,4],"purple":[2,3,3,4,4,5]}}'
        ></mof-dice>`,
      );
      await custom.updateComplete;
      expect(shown(custom)).to.deep.equal({ value: null, faces: 'Faces: 1 1 2 2 3 9' });
    });

    it('prints nothing without the attribute, and speaks Vietnamese', async () => {
      const plain = await fixture<MofDice>(html`<mof-dice kind="tactic" value="3"></mof-dice>`);
      expect(shown(plain)).to.deep.equal({ value: null, faces: null });
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="vi"><mof-dice show-numbers kind="tactic" value="3"></mof-dice></div>`,
      );
      const el = wrapper.querySelector('mof-dice')!;
      await el.updateComplete;
      expect(shown(el)).to.deep.equal({ value: '3', faces: 'Các mặt: 1 2 3 4 5 6' });
    });
  });

  it('draws attack dice translucent and defence dice opaque', async () => {
    const attack = await fixture<MofDice>(html`<mof-dice kind="attack" level="orange" value="3"></mof-dice>`);
    const defence = await fixture<MofDice>(html`<mof-dice kind="defence" level="orange" value="3"></mof-dice>`);
    const alpha = (el: MofDice) => {
      const channels = getComputedStyle(part(el, 'die')).backgroundColor.match(/[\d.]+/g) ?? [];
      return channels.length === 4 ? Number(channels[3]) : 1;
    };
    expect(alpha(attack)).to.be.lessThan(1);
    expect(alpha(defence)).to.equal(1);
  });

  it('tumbles while rolling, then lands on its value', async () => {
    const el = await fixture<MofDice>(
      html`<mof-dice kind="attack" level="purple" style="--mof-dice-roll-duration: 150ms"></mof-dice>`,
    );
    const rolled = el.roll(5);
    await el.updateComplete;
    expect(name(el)).to.equal('purple attack die: rolling');
    expect(part(el, 'die').getAnimations().length).to.be.greaterThan(0);
    await rolled;
    expect(name(el)).to.equal('purple attack die: 5');
    expect(pips(el)).to.equal(5);
  });

  it('does not tumble when the user prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<MofDice>(html`<mof-dice kind="tactic"></mof-dice>`);
    await el.roll(6);
    await el.updateComplete;
    expect(name(el)).to.equal('Tactic die: 6');
    el.rolling = true;
    await el.updateComplete;
    expect(part(el, 'die').getAnimations()).to.have.length(0);
  });

  it('is accessible, in Vietnamese too', async function () {
    const el = await fixture<MofDice>(html`<mof-dice locale="vi" kind="attack" level="green" value="3"></mof-dice>`);
    expect(name(el)).to.equal('Xúc xắc tấn công xanh lá: 3');
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('rejects a face the die does not have', async () => {
      const el = await fixture<MofDice>(html`<mof-dice kind="attack" level="red" value="5"></mof-dice>`);
      expect(problemText(el)).to.equal(
        '<mof-dice> cannot be shown “value” is not valid: this die has the faces 0, 1, 2, not “5”',
      );
    });
    it('rejects an unknown level or kind', async () => {
      const el = await fixture<MofDice>(html`<mof-dice level="pink"></mof-dice>`);
      expect(problemText(el)).to.contain(
        '“level” is not valid: “pink” is not one of red, brown, orange, green, blue, purple',
      );
      el.setAttribute('kind', 'loaded');
      await el.updateComplete;
      expect(problemText(el)).to.contain('“kind” is not valid');
    });
  });

  describe('scenario', () => {
    watchUncaught();
    const levels = JSON.stringify({
      tactic: 'possession',
      ha: 'home',
      home: { players: ['b07', 'b11', 'w04'], manager: 'masterTactician', inEffect: ['callToArms'] },
      away: { players: ['s04', 'w02', 'b12'], inEffect: ['continuousMovement'] },
    });

    it('rulebook, Master Tactician: blue defence and orange attack dice; the opponent’s orange drops to brown', async () => {
      const level = async (kind: string, team: string) => {
        const el = await fixture<MofDice>(
          html`<mof-dice kind=${kind} team=${team} level="red" scenario=${levels}></mof-dice>`,
        );
        return part(el, 'die').dataset.level;
      };
      expect(await level('defence', 'home')).to.equal('blue');
      expect(await level('attack', 'home')).to.equal('orange');
      expect(await level('attack', 'away')).to.equal('brown');
    });

    it('lists the faces of the level the engine gives', async () => {
      const el = await fixture<MofDice>(html`<mof-dice kind="defence" show-numbers scenario=${levels}></mof-dice>`);
      expect(name(el)).to.equal('blue defence die: not rolled');
      expect(text(part(el, 'faces'))).to.match(/^Faces: /);
    });

    it('names the field at fault of a bad scenario, and a bad team', async () => {
      const el = await fixture<MofDice>(
        html`<mof-dice scenario='{"home":{"players":["b07"]},"away":{"players":["s04","w02","b12"]}}'></mof-dice>`,
      );
      expect(problemText(el)).to.contain('“scenario” is not valid: home.players');
      const team = await fixture<MofDice>(html`<mof-dice team="visitors" scenario=${levels}></mof-dice>`);
      expect(problemText(team)).to.contain('“team” is not valid');
    });
  });
});
