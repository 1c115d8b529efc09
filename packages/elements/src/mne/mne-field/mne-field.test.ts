import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { DEFAULT_BOARD, basicAttackOf, placementsFor, scenario } from '@pitchside/engine/mne';
import '../index.js';
import { part, parts, text, watchUncaught } from '../../shared/test-support.js';
import type { MneField } from './mne-field.js';

/** The rulebook's example: the Striker on the Front Line over the Chance Maker. */
const STRIKER = { home: { field: ['h-cm@1,1', 'h-st@0,2'] } };
/** Player Action of Home's turn, the Winger in front: placements are playable. */
const BUILD_UP = { step: 'player', home: { field: ['h-cm@1,1', 'h-st@0,2'], tokens: ['h0.3'] } };

const iconLabels = (el: MneField) => parts(el, 'completed-icon').map((i) => i.getAttribute('aria-label'));
const legal = (el: MneField) => parts(el, 'space-legal') as HTMLButtonElement[];
const centre = (e: Element) => {
  const b = e.getBoundingClientRect();
  return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
};

describe('<mne-field>', () => {
  it('completes icons where two halves meet, and shows the shared one as shared', async () => {
    const el = await fixture<MneField>(html`<mne-field scenario=${JSON.stringify(STRIKER)}></mne-field>`);
    expect(parts(el, 'placed').map((p) => p.dataset.card)).to.deep.equal(['h-cm', 'h-st']);
    expect(iconLabels(el)).to.have.members([
      'Attack icon of Striker with the board',
      'Attack icon of Striker with the board',
      'Attack icon shared by Striker and Chance Maker',
    ]);
    const shared = part(el, 'shared');
    // Drawn whole on the edge between the Striker (row 0) and the Chance Maker (row 1), column 3.
    const striker = parts(el, 'placed').find((p) => p.dataset.card === 'h-st');
    const maker = parts(el, 'placed').find((p) => p.dataset.card === 'h-cm');
    expect(centre(shared).y).to.be.closeTo(striker!.getBoundingClientRect().bottom, 1);
    expect(centre(shared).y).to.be.closeTo(maker!.getBoundingClientRect().top, 1);
    expect(centre(shared).x).to.be.closeTo(
      striker!.getBoundingClientRect().left + striker!.getBoundingClientRect().width / 4,
      1,
    );
  });

  it('draws the three Position Lines and the board’s printed halves', async () => {
    const el = await fixture<MneField>(html`<mne-field></mne-field>`);
    expect(parts(el, 'position-line').map((l) => l.getAttribute('title'))).to.deep.equal([
      'FW Position Line',
      'MF Position Line',
      'DF Position Line',
    ]);
    const halves = parts(el, 'border-half').map((h) => h.getAttribute('aria-label'));
    expect(halves.filter((l) => l === 'Half Attack icon printed on the board')).to.have.length(4);
    expect(halves.filter((l) => l === 'Half Defence icon printed on the board')).to.have.length(4);
    expect(parts(el, 'space')).to.have.length(24);
  });

  it('draws its placed cards itself, as the parts card, card-name and card-icon', async () => {
    const el = await fixture<MneField>(html`<mne-field scenario=${JSON.stringify(STRIKER)}></mne-field>`);
    // No element of its own per card: the cards are drawn in the field's shadow root.
    expect([...el.shadowRoot!.querySelectorAll('*')].filter((e) => e.localName.includes('-'))).to.deep.equal([]);
    expect(parts(el, 'card').map((c) => c.getAttribute('aria-label'))).to.deep.equal([
      'Chance Maker, Midfielder',
      'Striker, Forward',
    ]);
    expect(parts(el, 'card-name').map(text)).to.deep.equal(['Chance Maker', 'Striker']);
    // Each card fills its slot, and its icons are the card-icon parts.
    for (const slot of parts(el, 'placed')) {
      const card = slot.querySelector('[part~="card"]')!.getBoundingClientRect();
      const box = slot.getBoundingClientRect();
      expect([card.left, card.top, card.width, card.height]).to.deep.equal([box.left, box.top, box.width, box.height]);
    }
    const icons = (id: string) =>
      parts(el, 'placed')
        .find((p) => p.dataset.card === id)!
        .querySelectorAll('[part~="card-icon"]');
    expect(icons('h-st')).to.have.length(4); // attack halves at its four corners
    expect(icons('h-cm')).to.have.length(4);
  });

  it('lays its spaces out row by row, a card over two of them', async () => {
    const el = await fixture<MneField>(html`<mne-field scenario=${JSON.stringify(STRIKER)}></mne-field>`);
    const spaces = parts(el, 'space').map((s) => s.getBoundingClientRect());
    const [first] = spaces;
    spaces.forEach((s, i) => {
      expect(s.left).to.be.closeTo(first!.left + (i % 6) * first!.width, 1);
      expect(s.top).to.be.closeTo(first!.top + Math.floor(i / 6) * first!.height, 1);
    });
    // The Striker at (0, 2): over the third and fourth spaces of the Front Line.
    const striker = parts(el, 'placed')
      .find((p) => p.dataset.card === 'h-st')!
      .getBoundingClientRect();
    expect(striker.left).to.be.closeTo(spaces[2]!.left, 1);
    expect(striker.right).to.be.closeTo(spaces[3]!.right, 1);
    expect(striker.top).to.be.closeTo(spaces[2]!.top, 1);
    expect(striker.bottom).to.be.closeTo(spaces[2]!.bottom, 1);
  });

  it('shows a flipped Shoot Token as such', async () => {
    const el = await fixture<MneField>(html`<mne-field scenario=${JSON.stringify(BUILD_UP)}></mne-field>`);
    const flipped = part(el, 'flipped');
    expect(flipped.dataset.key).to.equal('h0.3');
    expect(flipped.getAttribute('aria-label')).to.equal('Attack icon of Striker with the board, flipped Shoot Token');
  });

  it('highlights exactly the spaces where the selected card may go', async () => {
    const el = await fixture<MneField>(
      html`<mne-field scenario=${JSON.stringify(BUILD_UP)} selected="h-wg"></mne-field>`,
    );
    const spots = placementsFor(scenario(BUILD_UP as never), 'home', 'h-wg');
    const cells = new Set(spots.flatMap((s) => [`${s.row},${s.col}`, `${s.row},${s.col + 1}`]));
    expect(legal(el).map((b) => b.dataset.cell)).to.have.members([...cells]);
    // Front Line spots need a neighbour: (0,0) touches the Striker, (0,4) too; row 1 is free around the Chance Maker.
    expect(cells).to.include('0,0').and.include('1,3');
    expect(legal(el)[0]!.getAttribute('aria-label')).to.equal('Place Winger on the Front Line, columns 1–2');
    el.selected = undefined;
    await el.updateComplete;
    expect(legal(el)).to.have.length(0);
  });

  it('reads a scenario with a board of its own through the engine’s validators, and names a bad part', async () => {
    const halves = (el: MneField) => parts(el, 'border-half').length;
    const standard = await fixture<MneField>(html`<mne-field scenario=${JSON.stringify(STRIKER)}></mne-field>`);
    const bare = {
      ...DEFAULT_BOARD,
      border: { ...DEFAULT_BOARD.border, top: DEFAULT_BOARD.border.top.map(() => null) },
    };
    const own = await fixture<MneField>(
      html`<mne-field scenario=${JSON.stringify({ ...STRIKER, board: bare })}></mne-field>`,
    );
    expect(halves(own)).to.be.greaterThan(0);
    expect(halves(own), 'its top edge prints no half-icon').to.be.lessThan(halves(standard));
    expect(parts(own, 'placed')).to.have.length(2);
    const bad = await fixture<MneField>(
      html`<mne-field scenario=${JSON.stringify({ ...STRIKER, board: { ...bare, rows: 'four' } })}></mne-field>`,
    );
    expect(text(part(bad, 'problem'))).to.match(/board\.rows/);
  });

  it('sends mne-place when a legal space is clicked, and plays it in a standalone example', async () => {
    const el = await fixture<MneField>(
      html`<mne-field scenario=${JSON.stringify(BUILD_UP)} selected="h-wg"></mne-field>`,
    );
    const button = legal(el).find((b) => b.dataset.cell === '1,4')!;
    const sent = oneEvent(el, 'mne-place');
    button.click();
    const event = await sent;
    expect(event.detail).to.deep.equal({ seat: 'home', card: 'h-wg', row: 1, col: 4 });
    expect(event.bubbles && event.composed).to.equal(true);
    await el.updateComplete;
    expect(parts(el, 'placed').map((p) => p.dataset.card)).to.include('h-wg');
    expect(legal(el), 'the Winger is no longer in front').to.have.length(0);
  });

  it('lets a page veto the placement', async () => {
    const el = await fixture<MneField>(
      html`<mne-field
        scenario=${JSON.stringify(BUILD_UP)}
        selected="h-wg"
        @mne-place=${(e: Event) => e.preventDefault()}
      ></mne-field>`,
    );
    legal(el)[0]!.click();
    await el.updateComplete;
    expect(parts(el, 'placed')).to.have.length(2);
  });

  it('is keyboard operable: Tab to the spaces, arrows to move, Enter to place', async () => {
    const el = await fixture<MneField>(
      html`<mne-field scenario=${JSON.stringify(STRIKER)} selected="h-bb"></mne-field>`,
    );
    const buttons = legal(el);
    expect(
      buttons.filter((b) => b.tabIndex === 0),
      'one tab stop',
    ).to.have.length(1);
    buttons.find((b) => b.tabIndex === 0)!.focus();
    expect(el.shadowRoot!.activeElement?.getAttribute('data-cell')).to.equal('1,3');
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement?.getAttribute('data-cell')).to.equal('2,3');
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement?.getAttribute('data-cell')).to.equal('2,4');
    expect(parts(el, 'preview'), 'the card’s outline is previewed').to.have.length(1);
    const sent = oneEvent(el, 'mne-place');
    await sendKeys({ press: 'Enter' });
    expect((await sent).detail).to.deep.equal({ seat: 'home', card: 'h-bb', row: 2, col: 4 });
  });

  it('shows a card’s Basic Attack Power and the icons that make it on focus', async () => {
    const el = await fixture<MneField>(html`<mne-field scenario=${JSON.stringify(STRIKER)}></mne-field>`);
    const striker = parts(el, 'placed').find((p) => p.dataset.card === 'h-st')!;
    expect(striker.getAttribute('aria-label')).to.equal('Striker on the Front Line, columns 3–4. Basic Attack Power 3');
    striker.focus();
    await el.updateComplete;
    expect(text(part(el, 'attack-power'))).to.equal('3');
    expect(text(part(el, 'card-info'))).to.equal(
      'Striker: Basic Attack Power 3 (2 with the board, 1 shared with Chance Maker)',
    );
    expect(parts(el, 'making')).to.have.length(3);
    parts(el, 'placed')
      .find((p) => p.dataset.card === 'h-cm')!
      .focus();
    await el.updateComplete;
    expect(text(part(el, 'card-info'))).to.equal('Chance Maker: Basic Attack Power 1 (1 shared with Striker)');
    expect(parts(el, 'making')).to.have.length(1);
  });

  it('names every icon, card and space it draws', async () => {
    const el = await fixture<MneField>(
      html`<mne-field scenario=${JSON.stringify(BUILD_UP)} selected="h-wg"></mne-field>`,
    );
    const named = [...el.shadowRoot!.querySelectorAll('[role="img"], [role="group"], button')];
    expect(named.length).to.be.greaterThan(30);
    for (const node of named) expect(node.getAttribute('aria-label'), node.outerHTML.slice(0, 80)).to.match(/\S/);
  });

  it('is accessible with legal spaces shown', async function () {
    this.timeout(20000); // axe's first run in a page loads its rules
    const el = await fixture<MneField>(
      html`<mne-field scenario=${JSON.stringify(BUILD_UP)} selected="h-wg"></mne-field>`,
    );
    await expect(el).to.be.accessible();
  });

  it('fits a 360 px phone', async () => {
    const el = await fixture<MneField>(
      html`<mne-field style="width: 340px" scenario=${JSON.stringify(STRIKER)}></mne-field>`,
    );
    expect(el.scrollWidth).to.be.at.most(340);
    expect(part(el, 'pitch').getBoundingClientRect().width).to.be.closeTo(340, 1);
  });

  describe('show-numbers', () => {
    /** The Winger (Crack 1) on the Front Line with the Box-to-Box behind him. */
    const WINGER = { home: { field: ['h-bb@1,2', 'h-wg@0,1'] } };
    /** What each placed card wears: its badges' texts, by card. */
    const numbers = (el: MneField) =>
      Object.fromEntries(
        parts(el, 'placed').map((p) => [
          p.dataset.card,
          [...p.querySelectorAll('[part~="numbers"] > *')].map((n) => text(n)).join(' | '),
        ]),
      );

    it('prints every placed card’s Basic Attack Power and Crack without hovering', async () => {
      const el = await fixture<MneField>(html`<mne-field show-numbers scenario=${JSON.stringify(WINGER)}></mne-field>`);
      // The engine's numbers on the picture: the Winger 3 with Crack 1 (the rulebook's), the Box-to-Box and no Crack.
      const bb = basicAttackOf(scenario(WINGER), 'home', 'h-bb');
      expect(numbers(el)).to.deep.equal({ 'h-bb': `${bb}`, 'h-wg': '3 | Crack 1' });
      expect(part(el, 'number-crack').getAttribute('title')).to.equal(
        'Crack 1: the Basic Defence Power drops by 1 when this player shoots',
      );
      expect(parts(el, 'attack-power')).to.have.length(0); // the hover badge stays for hovering
    });

    it('prints nothing without the attribute, and follows it when it changes', async () => {
      const el = await fixture<MneField>(html`<mne-field scenario=${JSON.stringify(STRIKER)}></mne-field>`);
      expect(parts(el, 'numbers')).to.have.length(0);
      el.toggleAttribute('show-numbers', true);
      await el.updateComplete;
      expect(numbers(el)).to.deep.equal({ 'h-cm': '1', 'h-st': '3' }); // the rulebook's example
    });

    it('keeps a 360 px phone’s field inside its width, and speaks Vietnamese', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="vi" style="width: 340px">
          <mne-field show-numbers scenario=${JSON.stringify(WINGER)}></mne-field>
        </div>`,
      );
      const el = wrapper.querySelector('mne-field')!;
      await el.updateComplete;
      expect(numbers(el)['h-wg']).to.equal('3 | Phá vỡ 1');
      expect(el.scrollWidth).to.be.at.most(340);
      for (const n of parts(el, 'numbers')) {
        const card = n.closest('[part~="placed"]')!.getBoundingClientRect();
        const box = n.getBoundingClientRect();
        expect(box.left).to.be.at.least(card.left - 1);
        expect(box.right).to.be.at.most(card.right + 1);
      }
    });
  });

  it('speaks Vietnamese', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="vi"><mne-field scenario=${JSON.stringify(STRIKER)} selected="h-wg"></mne-field></div>`,
    );
    const el = wrapper.querySelector('mne-field')!;
    await el.updateComplete; // Vietnamese loads on demand: the element renders once it is here
    expect(part(el, 'base').getAttribute('aria-label')).to.equal('Sân đấu Sân nhà');
    expect(iconLabels(el)).to.include('Biểu tượng Tấn công chung của Tiền đạo cắm và Cầu thủ Tạo Cơ hội');
    expect(legal(el)[0]!.getAttribute('aria-label')).to.equal('Đặt Tiền vệ cánh ở Hàng Tiền Tuyến, cột 1–2');
  });

  describe('with unusable attributes', () => {
    watchUncaught();
    it('reports a scenario that is not JSON', async () => {
      const el = await fixture<MneField>(html`<mne-field scenario="{home:"></mne-field>`);
      expect(part(el, 'problem').getAttribute('role')).to.equal('alert');
      expect(text(part(el, 'problem'))).to.match(/^<mne-field> cannot be shown “scenario” is not valid JSON: /);
    });

    it('reports a position the engine rejects, naming the card', async () => {
      const el = await fixture<MneField>(html`<mne-field scenario='{"home":{"field":["h-cb@0,0"]}}'></mne-field>`);
      expect(text(part(el, 'problem')))
        .to.contain('“scenario” is not valid:')
        .and.contain('h-cb');
      el.setAttribute('scenario', JSON.stringify(STRIKER));
      await el.updateComplete;
      expect(parts(el, 'problem')).to.have.length(0);
      expect(parts(el, 'placed')).to.have.length(2);
    });

    it('reports a saved state that is not a match, and an unknown team', async () => {
      const el = await fixture<MneField>(html`<mne-field state='{"format":"chess"}'></mne-field>`);
      expect(text(part(el, 'problem'))).to.contain('“state” is not valid:');
      const away = await fixture<MneField>(html`<mne-field team="visitors"></mne-field>`);
      expect(text(part(away, 'problem'))).to.contain('“team” must be “home” or “away”, not “visitors”');
    });
  });
});
