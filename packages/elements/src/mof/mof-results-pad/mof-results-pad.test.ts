import { expect, fixture, html } from '@open-wc/testing';
import {
  applyAction,
  createChampionship,
  currentSeat,
  fixtures,
  greedyBot,
  MATCHDAYS,
  type MofState,
} from '@pitchside/engine/mof';
import '../index.js';
import type { MofResultsPad } from './mof-results-pad.js';
import { part, parts, problemText, text } from '../../shared/test-support.js';

function playUntil(s: MofState, done: (s: MofState) => boolean): MofState {
  const bot = greedyBot();
  while (currentSeat(s) !== null && !done(s)) s = applyAction(s, bot(s)).state;
  return s;
}

describe('<mof-results-pad>', () => {
  it('lists each matchday’s pairings with their scores, home team first, and the matchday in play', async () => {
    const s = playUntil(
      createChampionship({ seed: 4, seats: 4 }),
      (x) => x.results.length >= 4 && x.stage === 'matchday',
    );
    const el = await fixture<MofResultsPad>(html`<mof-results-pad .state=${s}></mof-results-pad>`);
    const days = parts(el, 'matchday');
    expect(days.map((d) => text(d.querySelector('h3')))).to.deep.equal([
      'Matchday 1',
      'Matchday 2',
      'Matchday 3',
      'Matchday 4',
      'Matchday 5',
      'Matchday 6',
    ]);
    const r = s.results[0]!;
    expect(text(parts(days[0]!, 'result')[0] ?? days[0]!.querySelector('li'))).to.equal(
      `${s.teams[r.home]!.name} ${r.hg}–${r.ag} ${s.teams[r.away]!.name}`,
    );
    expect(part(el, 'matchday-current').dataset.md).to.equal('3');
    expect(text(part(el, 'matchday-current'))).to.contain('to play');
  });

  it('shows the matchdays to come with the calendar’s pairings', async () => {
    const s = playUntil(createChampionship({ seed: 4, seats: 4 }), (x) => x.results.length >= 2);
    const el = await fixture<MofResultsPad>(html`<mof-results-pad .state=${s}></mof-results-pad>`);
    const upcoming = parts(el, 'matchday-upcoming');
    expect(upcoming.map((d) => Number(d.dataset.md))).to.deep.equal([3, 4, 5, 6].filter((md) => md <= MATCHDAYS));
    for (const day of upcoming) {
      const expected = fixtures(s, Number(day.dataset.md)).map(
        (f) => `${s.teams[f.home]!.name} to play ${s.teams[f.away]!.name}`,
      );
      expect([...day.querySelectorAll('[part~="result"]')].map((li) => text(li))).to.deep.equal(expected);
    }
  });

  it('says when there are no results yet, lists the whole calendar, and is accessible', async () => {
    const s = createChampionship({ seed: 1 });
    const el = await fixture<MofResultsPad>(html`<mof-results-pad .state=${s}></mof-results-pad>`);
    expect(text(el.shadowRoot!.querySelector('.empty'))).to.equal('No results yet.');
    expect(parts(el, 'matchday-upcoming')).to.have.length(MATCHDAYS);
    await expect(el).to.be.accessible();
  });

  describe('written in the page', () => {
    const teams = JSON.stringify(['A', 'B', 'C', 'D']);

    it('rulebook, Results Pad Fixtures: every matchday’s pairings from the calendar, home team first', async () => {
      const el = await fixture<MofResultsPad>(html`<mof-results-pad teams=${teams} results="[]"></mof-results-pad>`);
      const days = parts(el, 'matchday').map((d) =>
        [...d.querySelectorAll('[part~="result"]')].map(
          (r) => `${r.getAttribute('data-home')} – ${r.getAttribute('data-away')}`,
        ),
      );
      expect(days).to.deep.equal([
        ['C – A', 'D – B'],
        ['A – D', 'B – C'],
        ['A – B', 'C – D'],
        ['A – C', 'B – D'],
        ['D – A', 'C – B'],
        ['B – A', 'D – C'],
      ]);
      expect(parts(el, 'matchday-upcoming')).to.have.length(6);
    });

    it('puts each result on its pairing’s matchday and leaves the others to play', async () => {
      const results = JSON.stringify([
        { home: 'Hue', away: 'Hanoi', score: [2, 1] },
        { home: 'Danang', away: 'Saigon', score: [0, 0] },
        { home: 'Hanoi', away: 'Saigon', score: [3, 2] },
      ]);
      const el = await fixture<MofResultsPad>(
        html`<mof-results-pad teams='["Hanoi","Saigon","Hue","Danang"]' results=${results}></mof-results-pad>`,
      );
      const scoreOf = (home: string, away: string) =>
        text(el.shadowRoot!.querySelector(`[data-home="${home}"][data-away="${away}"] [part~="score"]`));
      expect(scoreOf('Hue', 'Hanoi')).to.equal('2–1');
      expect(scoreOf('Danang', 'Saigon')).to.equal('0–0');
      expect(scoreOf('Hanoi', 'Saigon')).to.equal('3–2');
      expect(scoreOf('Hanoi', 'Danang')).to.equal('to play');
      const played = parts(el, 'matchday').filter((d) => !d.matches('[part~="matchday-upcoming"]'));
      expect(played.map((d) => d.dataset.md)).to.deep.equal(['1', '3']);
    });

    it('refuses a pairing the calendar does not have, a team not on the pad, and a pad without four teams', async () => {
      const reversed = await fixture<MofResultsPad>(
        html`<mof-results-pad
          teams=${teams}
          results='[{"home":"A","away":"C","score":[1,0]},{"home":"A","away":"C","score":[1,0]}]'
        ></mof-results-pad>`,
      );
      expect(problemText(reversed)).to.contain('A – C is given twice');
      const stranger = await fixture<MofResultsPad>(
        html`<mof-results-pad teams=${teams} results='[{"home":"A","away":"E","score":[1,0]}]'></mof-results-pad>`,
      );
      expect(problemText(stranger)).to.contain('“results” is not valid');
      const three = await fixture<MofResultsPad>(html`<mof-results-pad teams='["A","B","C"]'></mof-results-pad>`);
      expect(problemText(three)).to.contain('“teams” is not valid');
      const json = await fixture<MofResultsPad>(html`<mof-results-pad teams=${teams} results="[{"></mof-results-pad>`);
      expect(problemText(json)).to.contain('“results” is not valid');
    });
  });
});
