import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  applyAction,
  createMatch,
  currentSeat,
  eventsFor,
  greedyBot,
  legalActions,
  viewFor,
  type MneAction,
  type MneEvent,
  type MneState,
  type MneView,
  type Seat,
  type ViewerSeat,
} from '@pitchside/engine/mne';
import '../index.js';
import { part, parts, problemText, text, watchUncaught } from '../../shared/test-support.js';
import type { MneMatch } from './mne-match.js';

const key = (a: MneAction) => JSON.stringify(a, Object.keys(a).sort());
const sorted = (actions: readonly MneAction[]) => actions.map(key).sort();
const prompt = (el: MneMatch) => text(part(el, 'prompt'));
/** The enabled buttons of the panel (moves, cards in front, lineup toggles, confirm). */
const panelButtons = (el: MneMatch) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="panel"] button')].filter((b) => !b.disabled);
const moveButtons = (el: MneMatch) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="panel"] [part~="action"]')].filter(
    (b) => !b.disabled,
  );

/** The actions each button plays, read without playing them: the `mne-action` event is cancelled. */
function probe(el: MneMatch, buttons: readonly HTMLButtonElement[]): MneAction[] {
  const seen: MneAction[] = [];
  const cancel = (e: Event) => {
    seen.push((e as CustomEvent<{ action: MneAction }>).detail.action);
    e.preventDefault();
  };
  el.addEventListener('mne-action', cancel);
  try {
    for (const b of buttons) b.click();
  } finally {
    el.removeEventListener('mne-action', cancel);
  }
  return seen;
}

/** Presses a button as a person: a click, or focus and Enter. */
async function press(button: HTMLElement, keyboard: boolean): Promise<void> {
  const details = button.closest('details');
  if (details && !details.open) details.querySelector('summary')!.click(); // a person opens it first
  if (!keyboard) return button.click();
  button.focus();
  await sendKeys({ press: 'Enter' });
}

async function settle(el: MneMatch): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await el.updateComplete;
    for (const child of el.shadowRoot!.querySelectorAll('mne-field, mne-hand, mne-scoreboard'))
      await (child as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  }
}

interface Drive {
  state: MneState;
  moves: number;
  phases: Set<string>;
  taken: Set<string>;
}

/**
 * A page that holds the engine state and drives `el`: it sets the view of `person` (or of the seat
 * to act when `person` is null: both seats through the UI), plays the other seat with the greedy bot
 * itself, and applies each `mne-action` the element sends.
 */
async function drive(
  el: MneMatch,
  start: MneState,
  options: { person: Seat | null; moves: number; until?: (s: MneState) => boolean },
): Promise<Drive> {
  const log: Drive = { state: start, moves: 0, phases: new Set(), taken: new Set() };
  const sent: MneAction[] = [];
  const moved: string[] = [];
  const onAction = (e: Event) => {
    if (!e.defaultPrevented) sent.push((e as CustomEvent<{ action: MneAction }>).detail.action);
  };
  const onMove = (e: Event) => moved.push(e.type);
  document.addEventListener('mne-action', onAction);
  document.addEventListener('mne-move', onMove);
  const bot = greedyBot('outside');
  let s = start;
  let events: MneEvent[] = [];
  let n = 0;
  try {
    for (;;) {
      for (
        let seat = currentSeat(s);
        seat !== null && options.person && seat !== options.person;
        seat = currentSeat(s)
      ) {
        const applied = applyAction(s, bot(s));
        events = events.concat(applied.events);
        s = applied.state;
      }
      const toAct = currentSeat(s);
      const viewer: ViewerSeat = options.person ?? toAct ?? 'spectator';
      const view: MneView = viewFor(s, viewer);
      el.view = view;
      el.events = eventsFor(events, viewer);
      events = [];
      await settle(el);
      log.state = s;
      if (toAct === null || log.moves >= options.moves || options.until?.(s)) break;
      expect(el.shadowRoot!.querySelector('[part~="problem"]'), `no error (${s.phase})`).to.equal(null);

      const legal = legalActions(s);
      const keyboard = ++n % 4 === 0;
      log.phases.add(s.phase === 'play' ? `play:${s.step}` : s.phase);
      if (s.phase === 'draft') {
        // One button per Star Player the engine lets the seat sign.
        expect(sorted(probe(el, moveButtons(el))), 'the draft offers the legal picks').to.deep.equal(sorted(legal));
        await press(moveButtons(el)[n % moveButtons(el).length]!, keyboard);
      } else if (s.phase === 'lineup') {
        // The squad as toggles (every player the legal lineups use), then Confirm.
        const squad = new Set(legal.flatMap((a) => (a.type === 'lineup' ? a.starters : [])));
        expect(parts(el, 'front')[0]!.querySelectorAll('button').length).to.equal(squad.size);
        await press(moveButtons(el)[0]!, keyboard);
      } else {
        const placeable = new Set(legal.flatMap((a) => (a.type === 'place' ? [a.card] : [])));
        const front = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="front"] button[data-card]')];
        expect(
          front.filter((b) => !b.disabled).map((b) => b.dataset.card),
          'the cards in front the engine lets the seat place',
        ).to.have.members([...placeable]);
        const buttons = moveButtons(el);
        const offered = probe(el, buttons);
        expect(
          offered.every((a) => sorted(legal).includes(key(a))),
          'every button plays a legal action',
        ).to.equal(true);
        expect(new Set(offered.map((a) => a.type)), 'a button for each kind of legal move').to.deep.equal(
          new Set(legal.filter((a) => a.type !== 'place').map((a) => a.type)),
        );
        if (placeable.size && (n % 3 !== 0 || buttons.length === 0)) {
          // Place a card: choose it in front, then a highlighted space of the field.
          const card = front.find((b) => !b.disabled)!;
          await press(card, keyboard);
          await settle(el);
          const field = el.shadowRoot!.querySelector(`mne-field[team="${toAct}"]`)!;
          await (field as unknown as { updateComplete: Promise<unknown> }).updateComplete;
          const spaces = parts(field, 'space-legal') as HTMLButtonElement[];
          const cells = legal
            .filter((a) => a.type === 'place' && a.card === card.dataset.card)
            .map((a) => (a.type === 'place' ? `${a.row},${a.col}` : ''));
          // A card covers two spaces: each legal spot is a space, and so is the space right of it.
          const shown = spaces.map((b) => b.dataset.cell!);
          expect(shown, 'the field lights the legal spots').to.include.members(cells);
          const halves = cells.map((c) => c.replace(/\d+$/, (col) => String(Number(col) + 1)));
          expect(
            shown.every((c) => cells.includes(c) || halves.includes(c)),
            'and nothing else',
          ).to.equal(true);
          spaces[n % spaces.length]!.click();
        } else await press(buttons[n % buttons.length]!, keyboard);
      }
      await settle(el);
      // One action sent; the element waits, unchanged, until the next view.
      expect(sent, `one mne-action (${s.phase})`).to.have.length(1);
      const action = sent.pop()!;
      expect(prompt(el)).to.equal('Your move is sent. Waiting for the game to go on…');
      expect(panelButtons(el), 'no control while waiting').to.deep.equal([]);
      if (n % 8 === 0) await aTimeout(30);
      await settle(el);
      expect(el.view).to.equal(view);
      expect(el.match, 'no engine state in the element').to.equal(null);
      expect(sent, 'nothing sent by itself').to.deep.equal([]);
      expect(moved, 'no move of its own').to.deep.equal([]);
      const applied = applyAction(s, action); // the engine accepts what the UI sent
      log.taken.add(action.type);
      log.moves++;
      events = applied.events;
      s = applied.state;
    }
  } finally {
    document.removeEventListener('mne-action', onAction);
    document.removeEventListener('mne-move', onMove);
  }
  return log;
}

describe('<mne-match> controlled by the page', () => {
  watchUncaught();

  it('drives the Star Player draft from outside, both seats through the UI, with no bot of its own', async function () {
    this.timeout(20_000);
    const start = createMatch({ seed: '7' });
    // `home="bot" away="bot"` would start bots in a local match: with a view, none runs.
    const el = await fixture<MneMatch>(
      html`<mne-match home="bot" away="bot" bot-delay="0" .view=${viewFor(start, 'spectator')}></mne-match>`,
    );
    const log = await drive(el, start, { person: null, moves: 5 });
    expect(log.state.phase).to.equal('draft');
    expect([...log.taken]).to.deep.equal(['draftPick']);
    // The move log tells the picks from the events given.
    const lines = [...part(el, 'log').querySelectorAll('li')].map((li) => text(li));
    expect(lines.filter((l) => / signs? /.test(l)).length, lines.join('\n')).to.equal(5);
    // The last pick, then the lineup: the squad to choose from, with the engine's legalActions(view).
    const last = applyAction(log.state, legalActions(log.state)[0]!).state;
    el.view = viewFor(last, 'home');
    await settle(el);
    expect(prompt(el)).to.equal('Home: choose the starting lineup.');
  });

  it('drives a match through the draft and the lineups into play', async function () {
    this.timeout(60_000);
    const start = createMatch({ seed: '12' });
    const el = await fixture<MneMatch>(html`<mne-match .view=${viewFor(start, 'home')}></mne-match>`);
    const log = await drive(el, start, { person: 'home', moves: 60 });
    expect([...log.phases]).to.include.members(['draft', 'lineup']);
    expect(
      [...log.phases].some((p) => p.startsWith('play:')),
      'into play',
    ).to.equal(true);
    expect(log.moves).to.be.above(10);
  });

  it('shows a spectator’s view read-only, and the view of a seat not to act without moves', async () => {
    let s = createMatch({ seed: '3' });
    const events: MneEvent[] = [];
    for (let i = 0; i < 3; i++) {
      const applied = applyAction(s, greedyBot('x')(s));
      events.push(...applied.events);
      s = applied.state;
    }
    const el = await fixture<MneMatch>(html`<mne-match></mne-match>`);
    el.view = viewFor(s, 'spectator');
    el.events = eventsFor(events, 'spectator');
    await settle(el);
    expect(panelButtons(el)).to.deep.equal([]);
    expect(prompt(el)).to.match(/^Waiting for (Home|Away)\.$/);
    expect(part(el, 'log').querySelectorAll('li').length, 'the log of the events given').to.be.above(0);
    const other: Seat = currentSeat(s) === 'home' ? 'away' : 'home';
    el.view = viewFor(s, other);
    await settle(el);
    expect(panelButtons(el)).to.deep.equal([]);
    expect(text(el.shadowRoot!.querySelector(`.team.${other} h3`))).to.match(/· You$/);
    el.view = viewFor(s, currentSeat(s)!);
    await settle(el);
    expect(moveButtons(el).length).to.be.above(0);
  });

  it('shows a readable error for a bad view or bad events, never throwing, and plays locally again without one', async () => {
    const el = await fixture<MneMatch>(html`<mne-match seed="4" away="human"></mne-match>`);
    expect(el.match).not.to.equal(null);
    for (const bad of [7, 'home', { viewer: 'home' }, { viewer: 'referee', phase: 'draft' }]) {
      el.view = bad as never;
      await el.updateComplete;
      expect(problemText(el)).to.equal(
        '<mne-match> cannot be shown “view” must be a view the engine’s viewFor(state, seat) returned.',
      );
    }
    expect(el.match, 'no local state in controlled mode').to.equal(null);
    // null: controlled, no view yet (a connection opening): nothing shown, nothing played.
    el.view = null;
    await settle(el);
    expect(el.shadowRoot!.querySelector('[part~="problem"], [part~="base"]')).to.equal(null);
    expect(el.match).to.equal(null);
    el.view = viewFor(createMatch({ seed: '4' }), 'home');
    el.events = {} as never;
    await el.updateComplete;
    expect(problemText(el)).to.contain('“events” must be a list of the engine’s events');
    el.events = undefined;
    el.view = undefined;
    await settle(el);
    expect(el.match, 'a local match again').not.to.equal(null);
    expect(moveButtons(el).length).to.be.above(0);
  });

  it('speaks Vietnamese while it waits', async () => {
    const s = createMatch({ seed: '5' });
    const el = await fixture<MneMatch>(html`<mne-match lang="vi" .view=${viewFor(s, currentSeat(s)!)}></mne-match>`);
    await settle(el);
    moveButtons(el)[0]!.click();
    await settle(el);
    expect(prompt(el)).to.equal('Đã gửi nước đi của bạn. Đang chờ trận đấu tiếp tục…');
  });
});
