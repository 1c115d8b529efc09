import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { applyAction, createMatch, legalActions, toJSON, type MofState } from '@pitchside/engine/mof';
import '../index.js';
import type { MofMatchWheel } from './mof-match-wheel.js';
import { part, parts, problemText, text, watchUncaught } from '../../shared/test-support.js';

/** The rulebook's wheel (Kick Off, Second Half Kick Off): home attacks on 1, 4, 5, 8, 9, 12. */
const HOME_ATTACKS = [1, 4, 5, 8, 9, 12];
const MINUTES = ["0'", "15'", "23'", "30'", "38'", "45'", "45'", "60'", "68'", "75'", "83'", "90'"];
/** Space k is first-half turn k and second-half turn 13 − k. */
const spaceOf = (turn: number) => (turn <= 6 ? turn : 13 - turn);

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
}

function spaceDisc(el: MofMatchWheel, space: number): Element {
  return el.shadowRoot!.querySelector(`[data-space="${space}"] .disc`)!;
}

describe('<mof-match-wheel>', () => {
  before(() => emulateMedia({ reducedMotion: 'no-preference' }));
  for (let turn = 1; turn <= 12; turn++) {
    const homeAttacks = HOME_ATTACKS.includes(turn);
    const half = turn <= 6 ? 'first' : 'second';
    it(`turn ${turn}: ${homeAttacks ? 'home attacks' : 'home defends'}, marker on space ${spaceOf(turn)}, ${half}-half arrows`, async () => {
      const el = await fixture<MofMatchWheel>(
        html`<mof-match-wheel turn=${turn} home="Hanoi" away="Saigon" style="width: 360px"></mof-match-wheel>`,
      );
      const attacker = homeAttacks ? 'Hanoi' : 'Saigon';
      const defender = homeAttacks ? 'Saigon' : 'Hanoi';
      expect(text(part(el, 'status'))).to.equal(
        `Now: turn ${turn}, ${MINUTES[turn - 1]}. ${attacker} attacks, ${defender} defends.`,
      );

      const current = part(el, 'space-current');
      expect(current.dataset.space).to.equal(String(spaceOf(turn)));
      const [mx, my] = centre(part(el, 'marker'));
      const [sx, sy] = centre(spaceDisc(el, spaceOf(turn)));
      expect(mx).to.be.closeTo(sx, 1.5);
      expect(my).to.be.closeTo(sy, 1.5);

      // The space shows the home side's ball (attack) or glove (defence) for this turn.
      expect(current.dataset[turn <= 6 ? 'homeFirst' : 'homeSecond']).to.equal(homeAttacks ? 'attack' : 'defence');

      expect(part(el, 'arrows-active').matches(`[part~="arrows-${turn <= 6 ? 'outer' : 'inner'}"]`)).to.equal(true);
      expect(parts(el, 'arrows-active')).to.have.length(1);

      const item = part(el, 'turn-current');
      expect(item.getAttribute('aria-current')).to.equal('step');
      expect(text(item)).to.equal(`Turn ${turn}, ${MINUTES[turn - 1]}: Hanoi ${homeAttacks ? 'attacks' : 'defends'}.`);
    });
  }

  it('lists every turn with the side the home team plays, pairing the turns of each space', async () => {
    const el = await fixture<MofMatchWheel>(html`<mof-match-wheel></mof-match-wheel>`);
    expect(parts(el, 'turn').map((li) => li.dataset.attacker)).to.deep.equal(
      Array.from({ length: 12 }, (_, i) => (HOME_ATTACKS.includes(i + 1) ? 'home' : 'away')),
    );
    for (let space = 1; space <= 6; space++) {
      const g = el.shadowRoot!.querySelector<SVGElement>(`[data-space="${space}"]`)!;
      expect([g.dataset.first, g.dataset.second]).to.deep.equal([String(space), String(13 - space)]);
      const minutes = [...g.querySelectorAll('[part~="minute"]')].map((m) => m.textContent);
      expect(minutes).to.deep.equal([MINUTES[space - 1], MINUTES[12 - space]]);
    }
    expect(parts(el, 'marker'), 'no marker before kick-off').to.have.length(0);
    expect(text(part(el, 'status'))).to.equal('Before kick-off');
  });

  it('puts the marker on the half-time space at half time', async () => {
    const el = await fixture<MofMatchWheel>(html`<mof-match-wheel half-time></mof-match-wheel>`);
    expect(text(part(el, 'status'))).to.equal('Half time');
    expect(parts(el, 'space-current')).to.have.length(0);
    expect(parts(el, 'turn-current')).to.have.length(0);
    const [mx] = centre(part(el, 'marker'));
    const [hx] = centre(part(el, 'half-time'));
    expect(mx).to.be.closeTo(hx, 1.5);
    expect(part(el, 'arrows-active').matches('[part~="arrows-inner"]'), 'next: the inner arrows').to.equal(true);
  });

  it('marks goals on the turns they were scored and keeps the score', async () => {
    const goals = [
      { turn: 1, side: 'home' },
      { turn: 10, side: 'away' },
      { turn: 12, side: 'home' },
      { turn: 4, side: 'away', disallowed: true },
    ];
    const el = await fixture<MofMatchWheel>(
      html`<mof-match-wheel turn="12" goals=${JSON.stringify(goals)}></mof-match-wheel>`,
    );
    expect(text(el.shadowRoot!.querySelector('.score')!)).to.equal('2–1');
    const onSpace = (space: number) =>
      [...el.shadowRoot!.querySelectorAll(`[data-space="${space}"] [part~="goal"]`)].map((g) => g.getAttribute('part'));
    expect(onSpace(1)).to.deep.equal(['goal goal-home', 'goal goal-home']); // turns 1 and 12
    expect(onSpace(3)).to.deep.equal(['goal goal-away']); // turn 10
    expect(onSpace(4)).to.deep.equal(['goal goal-away']); // turn 4, disallowed
    expect(text(parts(el, 'turn')[9]!)).to.equal("Turn 10, 75': Home defends. Goal: Away.");
    expect(text(parts(el, 'turn')[3]!)).to.equal("Turn 4, 30': Home attacks. Goal disallowed: Away.");
  });

  it('slides the marker to the next space when the turn moves on', async () => {
    const el = await fixture<MofMatchWheel>(html`<mof-match-wheel turn="1"></mof-match-wheel>`);
    void getComputedStyle(part(el, 'marker')).left; // the page has laid out turn 1 (headless may draw no frame)
    el.turn = 2;
    await el.updateComplete;
    const moves = part(el, 'marker').getAnimations();
    expect(moves.length, 'the marker moves with a transition').to.be.greaterThan(0);
    await Promise.all(moves.map((move) => move.finished));
    const [mx, my] = centre(part(el, 'marker'));
    const [sx, sy] = centre(spaceDisc(el, 2));
    expect(mx).to.be.closeTo(sx, 1.5);
    expect(my).to.be.closeTo(sy, 1.5);
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await fixture<MofMatchWheel>(html`<mof-match-wheel turn="1"></mof-match-wheel>`);
      el.turn = 2;
      await el.updateComplete;
      expect(part(el, 'marker').getAnimations()).to.have.length(0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('shows a match state from the engine: names, turn, goals and full time', async () => {
    let s: MofState = createMatch({ seed: 7, home: { name: 'Hanoi FC' }, away: { name: 'Saigon FC' } });
    const el = await fixture<MofMatchWheel>(html`<mof-match-wheel .state=${s}></mof-match-wheel>`);
    expect(text(part(el, 'status'))).to.equal('Before kick-off');
    expect(text(part(el, 'header'))).to.equal('Hanoi FC 0–0 Saigon FC');
    for (let i = 0; i < 500 && legalActions(s).length > 0; i++) s = applyAction(s, legalActions(s)[0]!).state;
    el.state = s;
    await el.updateComplete;
    const m = s.matches[0]!;
    expect(text(part(el, 'status'))).to.equal('Full time');
    expect(text(el.shadowRoot!.querySelector('.score')!)).to.equal(`${m.score[0]}–${m.score[1]}`);
    expect(parts(el, 'goal')).to.have.length(m.goals.length);
  });

  it('shows half time when the engine’s match is at half time', async () => {
    let s: MofState = createMatch({ seed: 3, home: { name: 'Hanoi FC' }, away: { name: 'Saigon FC' } });
    for (let i = 0; i < 500 && s.matches[0]!.phase !== 'halfTime'; i++) s = applyAction(s, legalActions(s)[0]!).state;
    const el = await fixture<MofMatchWheel>(html`<mof-match-wheel .state=${s}></mof-match-wheel>`);
    expect(text(part(el, 'status'))).to.equal('Half time');
    expect(part(el, 'half-time').classList.contains('current')).to.equal(true);
    expect(parts(el, 'goal')).to.have.length(s.matches[0]!.goals.length);
  });

  it('reads a saved match (the engine’s toJSON) from the state attribute', async () => {
    let s: MofState = createMatch({ seed: 3, home: { name: 'Hanoi FC' }, away: { name: 'Saigon FC' } });
    for (let i = 0; i < 500 && s.matches[0]!.phase !== 'halfTime'; i++) s = applyAction(s, legalActions(s)[0]!).state;
    const el = await fixture<MofMatchWheel>(
      html`<mof-match-wheel state=${JSON.stringify(toJSON(s))}></mof-match-wheel>`,
    );
    expect(text(part(el, 'status'))).to.equal('Half time');
    expect(text(part(el, 'header'))).to.contain('Hanoi FC');
  });

  it('speaks Vietnamese', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="vi"><mof-match-wheel turn="2"></mof-match-wheel></div>`,
    );
    const el = wrapper.querySelector('mof-match-wheel')!;
    await el.updateComplete; // Vietnamese loads on demand: the element renders once it is here
    expect(text(part(el, 'status'))).to.equal("Hiện tại: lượt 2, 15'. Khách tấn công, Sân nhà phòng ngự.");
    expect(part(el, 'base').getAttribute('aria-label')).to.equal('Vòng trận đấu');
  });

  describe('with unusable attributes', () => {
    watchUncaught();

    it('says what is wrong with a turn that is not a turn', async () => {
      const el = await fixture<MofMatchWheel>(html`<mof-match-wheel turn="banana"></mof-match-wheel>`);
      expect(problemText(el)).to.equal(
        '<mof-match-wheel> cannot be shown “turn” must be a whole number from 1 to 13, not “banana”.',
      );
      expect(parts(el, 'wheel')).to.have.length(0);
      el.setAttribute('turn', '3');
      await el.updateComplete;
      expect(parts(el, 'problem')).to.have.length(0);
    });

    it('rejects turn 14', async () => {
      const el = await fixture<MofMatchWheel>(html`<mof-match-wheel turn="14"></mof-match-wheel>`);
      expect(problemText(el)).to.contain('from 1 to 13, not “14”');
    });

    it('reports goals that are not JSON, or a goal without a side', async () => {
      const el = await fixture<MofMatchWheel>(html`<mof-match-wheel goals="[{turn: 4}"></mof-match-wheel>`);
      expect(problemText(el)).to.match(/^<mof-match-wheel> cannot be shown “goals” is not valid JSON: /);
      el.setAttribute('goals', '[{"turn": 4}]');
      await el.updateComplete;
      expect(problemText(el)).to.contain('goal 1 needs a "side"');
    });

    it('reports a saved match the engine rejects', async () => {
      const el = await fixture<MofMatchWheel>(
        html`<mof-match-wheel state='{"format":"mof","version":1,"state":{"v":1}}'></mof-match-wheel>`,
      );
      expect(problemText(el)).to.contain('“state” is not valid:');
    });

    it('reports a state that is not a game', async () => {
      const el = await fixture<MofMatchWheel>(html`<mof-match-wheel state='{"hello": 1}'></mof-match-wheel>`);
      expect(problemText(el)).to.contain('“state”');
    });

    it('reports a hand-written state whose match lacks what the wheel reads, instead of throwing', async () => {
      for (const state of [
        '{"matches":[{}],"data":{"wheel":{}},"active":0,"teams":[]}',
        '{"matches":[{"phase":"firstHalf","turn":3,"sides":[{"team":0},{"team":1}]}],"data":{"wheel":{}},"active":0,"teams":[]}',
        '{"matches":[{"phase":"firstHalf","turn":3,"goals":[],"sides":[{"team":0},{"team":1}]}],"data":{"wheel":{}},"active":0,"teams":[]}',
      ]) {
        const el = await fixture<MofMatchWheel>(html`<mof-match-wheel state=${state}></mof-match-wheel>`);
        expect(problemText(el), state).to.contain('“state”');
        expect(parts(el, 'wheel')).to.have.length(0);
      }
    });
  });

  it('shows the moment a scenario describes: turn, score and names', async () => {
    const desc = {
      turn: 8,
      score: [1, 0],
      home: { players: ['b07', 'b11', 'w04'], name: 'Hanoi' },
      away: { players: ['s04', 'w02', 'b12'], name: 'Saigon' },
    };
    const el = await fixture<MofMatchWheel>(html`<mof-match-wheel scenario=${JSON.stringify(desc)}></mof-match-wheel>`);
    expect(text(part(el, 'header'))).to.equal('Hanoi 1–0 Saigon');
    // Turn 8 is played on space 5, the second time round.
    expect(part(el, 'space-current').getAttribute('data-space')).to.equal('5');
    expect(part(el, 'space-current').getAttribute('data-second')).to.equal('8');
  });

  it('rulebook, Second Half Kick Off: on turn 8 the home team attacks; a bad turn names the field', async () => {
    const desc = { turn: 8, home: { players: ['b07', 'b11', 'w04'] }, away: { players: ['s04', 'w02', 'b12'] } };
    const el = await fixture<MofMatchWheel>(html`<mof-match-wheel scenario=${JSON.stringify(desc)}></mof-match-wheel>`);
    expect(text(el.shadowRoot!.querySelector('[part~="turn"][data-turn="8"]'))).to.contain('attacks');
    const bad = await fixture<MofMatchWheel>(
      html`<mof-match-wheel scenario=${JSON.stringify({ ...desc, turn: 14 })}></mof-match-wheel>`,
    );
    expect(problemText(bad)).to.contain('“scenario” is not valid: turn');
  });
});
