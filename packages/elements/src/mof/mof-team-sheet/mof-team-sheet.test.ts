import { expect, fixture, html } from '@open-wc/testing';
import '../index.js';
import type { MofTeamSheet } from './mof-team-sheet.js';
import { part, parts, problemText, text, watchUncaught } from '../../shared/test-support.js';

/**
 * The rulebook's Master Tactician with reference players whose values add up to its totals: under
 * Possession b07, b11 and w04 defend 4 + 3 + 2 = 9, attack 0 + 3 + 0 = 3 and have tactical 3 + 3 + 0 = 6.
 */
const home = { players: ['b07', 'b11', 'w04'], manager: 'masterTactician' };
const away = { players: ['s04', 'w02', 'b12'] };
const levels = {
  tactic: 'possession',
  ha: 'home',
  home: { ...home, inEffect: ['callToArms'] },
  away: { ...away, inEffect: ['continuousMovement'] },
};
const tactical = { tactic: 'possession', home: { ...home, inEffect: ['chalkboard'] }, away };

const cell = (el: Element, name: string) => text(part(el, name));

describe('<mof-team-sheet>', () => {
  watchUncaught();

  it('rulebook, tactical value 15: players, +5 from the dice, +2 from the manager, +2 from the action card', async () => {
    const el = await fixture<MofTeamSheet>(
      html`<mof-team-sheet team="home" roll="3 2" scenario=${JSON.stringify(tactical)}></mof-team-sheet>`,
    );
    expect(cell(el, 'total-tactical')).to.equal('15');
    expect(text(part(el, 'dice').querySelector('[data-column="tac"]'))).to.equal('+5');
    expect(text(part(el, 'ability').querySelector('[data-column="tac"]'))).to.equal('+2');
    expect(text(part(el, 'cards').querySelector('[data-column="tac"]'))).to.equal('+2');
    expect(parts(el, 'player').map((row) => text(row.querySelector('[data-column="tac"]')))).to.deep.equal([
      '3',
      '3',
      '0',
    ]);
    // Before the roll: no dice row, the total without them.
    el.removeAttribute('roll');
    await el.updateComplete;
    expect(parts(el, 'dice')).to.have.length(0);
    expect(cell(el, 'total-tactical')).to.equal('10');
  });

  it('rulebook, Master Tactician: defence 9 gives the blue die, attack 5 the orange', async () => {
    const el = await fixture<MofTeamSheet>(html`<mof-team-sheet scenario=${JSON.stringify(levels)}></mof-team-sheet>`);
    expect(cell(el, 'total-defence')).to.equal('9');
    expect(part(el, 'level-defence').dataset.level).to.equal('blue');
    expect(cell(el, 'total-attack')).to.equal('5');
    expect(part(el, 'level-attack').dataset.level).to.equal('orange');
    expect(text(part(el, 'tactic'))).to.equal('Home · Match tactic: Possession');
  });

  it('rulebook: the opponent’s orange attack drops to brown without home advantage', async () => {
    const el = await fixture<MofTeamSheet>(
      html`<mof-team-sheet team="away" scenario=${JSON.stringify(levels)}></mof-team-sheet>`,
    );
    expect(cell(el, 'total-attack')).to.equal('5');
    expect(part(el, 'level-attack').dataset.level).to.equal('brown');
  });

  it('names the field of an unknown player, a bad roll or team, in English and Vietnamese', async () => {
    const unknown = { home: { players: ['b07', 'b11', 'zz9'] }, away };
    const el = await fixture<MofTeamSheet>(html`<mof-team-sheet scenario=${JSON.stringify(unknown)}></mof-team-sheet>`);
    expect(problemText(el)).to.contain('“scenario” is not valid: home');
    const vi = await fixture<MofTeamSheet>(
      html`<mof-team-sheet lang="vi" scenario=${JSON.stringify(unknown)}></mof-team-sheet>`,
    );
    expect(problemText(vi)).to.contain('“scenario” không hợp lệ: home');
    const roll = await fixture<MofTeamSheet>(
      html`<mof-team-sheet roll="9 2" scenario=${JSON.stringify(tactical)}></mof-team-sheet>`,
    );
    expect(problemText(roll)).to.contain('“roll” is not valid');
    const words = await fixture<MofTeamSheet>(
      html`<mof-team-sheet roll="three" scenario=${JSON.stringify(tactical)}></mof-team-sheet>`,
    );
    expect(problemText(words)).to.contain('“roll” is not valid');
    const team = await fixture<MofTeamSheet>(
      html`<mof-team-sheet team="visitors" scenario=${JSON.stringify(tactical)}></mof-team-sheet>`,
    );
    expect(problemText(team)).to.contain('“team” is not valid');
    const none = await fixture<MofTeamSheet>(html`<mof-team-sheet></mof-team-sheet>`);
    expect(problemText(none)).to.contain('“scenario” is not valid');
  });

  it('speaks Vietnamese', async () => {
    const el = await fixture<MofTeamSheet>(
      html`<mof-team-sheet lang="vi" scenario=${JSON.stringify(levels)}></mof-team-sheet>`,
    );
    expect(text(part(el, 'total'))).to.contain('Tổng');
  });
});
