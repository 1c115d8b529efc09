import { expect, fixture, html } from '@open-wc/testing';
import { nothing } from 'lit';
import '../index.js';
import type { MofLeagueTable, TableResult } from './mof-league-table.js';
import { part, parts, problemText, text, watchUncaught } from '../../shared/test-support.js';

const r = (home: string, away: string, hg: number, ag: number): TableResult => ({ home, away, score: [hg, ag] });

/** Each row as the reader sees it: position, team (with its tie-breaker note) and the numbers. */
function rows(el: MofLeagueTable): string[][] {
  return parts(el, 'row').map((tr) => [...tr.children].map((cell) => text(cell)));
}

async function table(results: TableResult[], teams?: string[]) {
  return fixture<MofLeagueTable>(
    html`<mof-league-table
      results=${JSON.stringify(results)}
      teams=${teams ? JSON.stringify(teams) : nothing}
    ></mof-league-table>`,
  );
}

describe('<mof-league-table>', () => {
  it('ranks by points and fills every column', async () => {
    const el = await table([r('Hanoi', 'Saigon', 2, 1), r('Hue', 'Hanoi', 0, 0), r('Saigon', 'Hue', 3, 0)]);
    expect(rows(el)).to.deep.equal([
      // pos, team, P W D L GF GA GD away Pts
      ['1', 'Hanoi', '2', '1', '1', '0', '2', '1', '+1', '0', '4'],
      ['2', 'Saigon', '2', '1', '0', '1', '4', '2', '+2', '1', '3'],
      ['3', 'Hue', '2', '0', '1', '1', '0', '3', '-3', '0', '1'],
    ]);
    expect(parts(el, 'tiebreak'), 'no ties on points').to.have.length(0);
  });

  it('breaks a tie on points by goal difference', async () => {
    const el = await table(
      [r('Xuan', 'Zinh', 3, 0), r('Yen', 'Zinh', 1, 0), r('Xuan', 'Yen', 0, 0)],
      ['Yen', 'Xuan', 'Zinh'],
    );
    expect(rows(el).map((row) => row[1])).to.deep.equal(['Xuan ahead on goal difference', 'Yen', 'Zinh']);
  });

  it('then by goals scored', async () => {
    const el = await table(
      [r('Xuan', 'Zinh', 3, 1), r('Yen', 'Zinh', 2, 0), r('Xuan', 'Yen', 1, 1)],
      ['Yen', 'Xuan', 'Zinh'],
    );
    const [x, y] = rows(el);
    expect([x![1], x![8], x![10]]).to.deep.equal(['Xuan ahead on goals scored', '+2', '4']);
    expect([y![1], y![8], y![10]]).to.deep.equal(['Yen', '+2', '4']);
  });

  it('then by goals scored as the visitor', async () => {
    const el = await table(
      [r('Zinh', 'Xuan', 0, 2), r('Yen', 'Zinh', 2, 0), r('Xuan', 'Yen', 1, 1)],
      ['Yen', 'Xuan', 'Zinh'],
    );
    const [x, y] = rows(el);
    expect([x![1], x![6], x![9]]).to.deep.equal(['Xuan ahead on away goals', '3', '2']);
    expect([y![1], y![6], y![9]]).to.deep.equal(['Yen', '3', '1']);
  });

  it('keeps the listed order when every tie-breaker is level, and says so', async () => {
    const el = await table([r('Yen', 'Xuan', 1, 1), r('Xuan', 'Yen', 1, 1)], ['Yen', 'Xuan']);
    expect(rows(el).map((row) => row[1])).to.deep.equal(['Yen level on every tie-breaker', 'Xuan']);
  });

  it('is accessible, with full column names for screen readers', async function () {
    const el = await table([r('Hanoi', 'Saigon', 2, 1)]);
    expect(text(part(el, 'table').querySelector('thead'))).to.contain('Goal difference');
  });

  it('speaks Vietnamese', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="vi">
        <mof-league-table
          results='[{"home":"A","away":"B","score":[1,1]},{"home":"B","away":"A","score":[0,1]}]'
        ></mof-league-table>
      </div>`,
    );
    const el = wrapper.querySelector('mof-league-table')!;
    await el.updateComplete; // Vietnamese loads on demand: the element renders once it is here
    expect(text(part(el, 'caption'))).to.equal('Bảng xếp hạng');
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('reports results that are not JSON', async () => {
      const el = await fixture<MofLeagueTable>(html`<mof-league-table results="[{home: 1"></mof-league-table>`);
      expect(problemText(el)).to.match(/^<mof-league-table> cannot be shown “results” is not valid JSON: /);
    });
    it('says which result is wrong', async () => {
      const el = await table([r('A', 'B', 1, 0), { home: 'A', away: 'C', score: [1] as unknown as [number, number] }]);
      expect(problemText(el)).to.contain('result 2: "score" must be two whole numbers, e.g. [2, 1]');
    });
  });
});
