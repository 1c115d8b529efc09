import { expect, fixture, html } from '@open-wc/testing';
import { defaultData } from '@pitchside/engine/mof';
import '../index.js';
import type { MofPlayerCard } from './mof-player-card.js';
import { part, parts, problemText, text, watchUncaught } from '../../shared/test-support.js';

const labels = (el: Element) => parts(el, 'symbol').map((s) => s.getAttribute('aria-label'));

describe('<mof-player-card>', () => {
  it('shows a reference player: position, name, cost, skills by tactic and tactical skill', async () => {
    const p = defaultData.players.find((x) => x.id === 'g03')!; // Kofi Diaz, a gold forward and attacking genius
    const el = await fixture<MofPlayerCard>(html`<mof-player-card player="g03"></mof-player-card>`);
    expect(part(el, 'card').getAttribute('aria-label')).to.equal(`${p.name}, Gold Forward, costs ${p.cost}M`);
    expect(text(part(el, 'position'))).to.equal('F');
    const rows = [...part(el, 'skills').querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => Number(td.textContent)),
    );
    expect(rows).to.deep.equal([p.att, p.def]);
    expect(text(part(el, 'tactical').querySelector('span'))).to.equal(`Tactical skill ${p.tac}`);
    expect(labels(el)).to.deep.equal([
      `Cost: ${p.cost} million footies`,
      'Possession Tactic',
      'Direct Tactic',
      'Physical Tactic',
      'Defensive Tactic',
      'Attacking Genius',
      'Defence',
      'Tactical Level',
    ]);
  });

  it('sets the ball, glove or board on fire for each kind of genius', async () => {
    const genius = (flag: 'A' | 'D' | 'T') => defaultData.players.find((p) => p.genius?.includes(flag))!.id;
    for (const [flag, symbol] of [
      ['A', 'genius-attack'],
      ['D', 'genius-defence'],
      ['T', 'genius-tactical'],
    ] as const) {
      const el = await fixture<MofPlayerCard>(html`<mof-player-card player=${genius(flag)}></mof-player-card>`);
      expect(parts(el, 'symbol').map((s) => s.dataset.symbol)).to.include(symbol);
    }
  });

  it('draws a player given as JSON, and is accessible', async function () {
    const def = {
      id: 'x1',
      name: 'Lan Anh',
      level: 'silver',
      pos: 'M',
      cost: 3,
      att: [4, 3, 2, 1],
      def: [1, 2, 3, 4],
      tac: 5,
      genius: ['T'],
    };
    const el = await fixture<MofPlayerCard>(
      html`<mof-player-card definition=${JSON.stringify(def)}></mof-player-card>`,
    );
    expect(part(el, 'card').getAttribute('aria-label')).to.equal('Lan Anh, Silver Midfielder, costs 3M');
  });

  it('speaks Vietnamese', async () => {
    const el = await fixture<MofPlayerCard>(html`<mof-player-card locale="vi" player="g01"></mof-player-card>`);
    expect(part(el, 'card').getAttribute('aria-label')).to.match(/, Hậu vệ hạng Vàng, giá \d+ triệu$/);
  });

  describe('with unusable attributes', () => {
    watchUncaught();

    it('names an unknown player', async () => {
      const el = await fixture<MofPlayerCard>(html`<mof-player-card player="zz9"></mof-player-card>`);
      expect(problemText(el)).to.contain('“player” is not valid: there is no player “zz9”');
    });

    it('reports a definition the engine rejects, naming the field', async () => {
      const el = await fixture<MofPlayerCard>(
        html`<mof-player-card
          definition='{"id":"x","name":"X","level":"gold","pos":"Q","cost":1,"att":[1,1,1,1],"def":[1,1,1,1],"tac":1}'
        ></mof-player-card>`,
      );
      expect(problemText(el)).to.contain('“definition” is not valid:');
      expect(problemText(el)).to.contain('definition.pos');
    });
  });

  it('marks the match tactic of a scenario and names an unknown player', async () => {
    const desc = JSON.stringify({
      tactic: 'direct',
      home: { players: ['b07', 'b11', 'w04'] },
      away: { players: ['s04', 'w02', 'b12'] },
    });
    const el = await fixture<MofPlayerCard>(html`<mof-player-card player="b07" scenario=${desc}></mof-player-card>`);
    expect(el.shadowRoot!.querySelector('[part~="tactic-current"]')!.getAttribute('data-tactic')).to.equal('direct');
    const bad = await fixture<MofPlayerCard>(html`<mof-player-card player="zz" scenario=${desc}></mof-player-card>`);
    expect(bad.shadowRoot!.querySelector('[part~="problem"]')!.textContent).to.contain('there is no player “zz”');
  });
});
