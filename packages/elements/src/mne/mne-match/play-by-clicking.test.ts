// Whole games of <mne-match> played by "people" through the controls alone (hotseat, both seats
// human): at each step the test gathers every enabled control in the element's shadow roots (and
// its children's), picks one with a seeded generator and clicks it or presses Enter/Space on it,
// until the final whistle. The engine is the referee: every move the element plays must be one of
// `legalActions` of the state before it and leave the engine's next state, no step may leave a
// person without a control that leads to a move, and at sampled steps the choices the controls offer
// must be exactly the engine's legal moves (Synergy Cards alike in stars and TACKLE counting as one
// choice), each button with a name of its own. Moves the random games may miss are played from
// positions the engine reaches, and the action types taken are checked against the engine's list.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Rng, seedRng } from '@pitchside/engine';
import {
  applyAction,
  createMatch,
  currentSeat,
  EFFECTS,
  legalActions,
  playerCard,
  synergyCard,
  STARTERS,
  toJSON,
  type MneAction,
  type MneActionType,
  type MneState,
} from '@pitchside/engine/mne';
import '../index.js';
import { watchUncaught } from '../../shared/test-support.js';
import type { MnePlaceDetail } from '../mne-field/mne-field.js';
import type { MneMatch } from './mne-match.js';

/** Every action type of the engine (types.ts); the compiler insists the list is complete. */
const ACTION_TYPES = Object.keys({
  draftPick: 0,
  lineup: 0,
  pass: 0,
  press: 0,
  substitute: 0,
  place: 0,
  applyEffect: 0,
  skipEffect: 0,
  keep: 0,
  shoot: 0,
  declineShot: 0,
  directAttack: 0,
  unorganisedShot: 0,
  commitAttack: 0,
  defend: 0,
  penalty: 0,
  ready: 0,
} satisfies Record<MneActionType, 0>) as MneActionType[];

/** Clicks allowed between two moves before the step counts as a dead end (toggles, selections, disclosures). */
const CLICKS_PER_MOVE = 150;
/** Share of activations made with the keyboard (focus, then Enter or Space) instead of a click. */
const KEYBOARD_SHARE = 0.1;

/** An action as a comparable string: no `seat`, keys sorted, lists as sets (order carries no meaning). */
function key(a: MneAction): string {
  const entries = Object.entries(a)
    .filter(([k]) => k !== 'seat')
    .map(([k, v]) => [k, Array.isArray(v) ? [...(v as string[])].sort() : v] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/**
 * An action as the choice a person makes: Synergy Cards of the same stars and TACKLE-or-not are
 * interchangeable (the engine lists each, the element offers one button for them).
 */
function choiceKey(s: MneState, a: MneAction): string {
  const alike = (id: string) => {
    const def = synergyCard(s, id);
    return def ? `${def.stars} stars${def.tackle ? ' tackle' : ''}` : id;
  };
  if (a.type === 'keep') return key({ ...a, card: alike(a.card) });
  if (a.type === 'commitAttack') return key({ ...a, cards: a.cards.map(alike) });
  if (a.type === 'defend' && a.card !== undefined) return key({ ...a, card: alike(a.card) });
  return key(a);
}

/** Every element under `root`, shadow roots included. */
function* deep(root: ParentNode): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* deep(el.shadowRoot);
  }
}

/**
 * The controls a person can use now: enabled, visible buttons, selects and inputs anywhere in the
 * element, and the summaries of closed disclosures (opening one may reveal more). Undo is left out:
 * it goes back, never forward.
 */
function controls(el: MneMatch): HTMLElement[] {
  return [...deep(el.shadowRoot!)].filter((c): c is HTMLElement => {
    if (!(c instanceof HTMLElement) || c.matches('[part~="undo"]')) return false;
    const usable =
      c instanceof HTMLButtonElement || c instanceof HTMLSelectElement || c instanceof HTMLInputElement
        ? !c.disabled
        : c.localName === 'summary' && !(c.parentElement as HTMLDetailsElement).open;
    return usable && c.checkVisibility();
  });
}

/** Waits until the match and every element inside it have drawn the last change. */
async function settle(el: MneMatch): Promise<void> {
  await el.updateComplete;
  for (const c of deep(el.shadowRoot!)) {
    const pending = (c as Partial<{ updateComplete: Promise<unknown> }>).updateComplete;
    if (pending) await pending;
  }
}

/** Uses a control as a person would: a click, or (now and then) the keyboard. */
async function activate(control: HTMLElement, rng: Rng, el: MneMatch): Promise<void> {
  if (rng.next() < KEYBOARD_SHARE && !(control instanceof HTMLSelectElement)) {
    control.focus();
    await sendKeys({ press: rng.next() < 0.5 ? 'Enter' : 'Space' });
  } else {
    control.click();
  }
  await settle(el);
}

/** A short description of a control for failure messages. */
function labelOf(c: HTMLElement): string {
  const card = c.dataset.card ?? cardIn(c);
  const attributes = [
    c.dataset.action ? ` data-action=${c.dataset.action}` : '',
    c.dataset.cell ? ` data-cell=${c.dataset.cell}` : '',
    card ? ` card=${card}` : '',
    c.hasAttribute('aria-pressed') ? ` aria-pressed=${c.getAttribute('aria-pressed')}` : '',
  ].join('');
  const label = c.getAttribute('aria-label') ?? c.getAttribute('title') ?? c.textContent ?? '';
  return `<${c.localName}${attributes}> ${label.replace(/\s+/g, ' ').trim().slice(0, 60)}`;
}

/** A control's name as a person reads or hears it (its label, else its tooltip, else its text). */
function nameOf(c: HTMLElement): string {
  const name = c.getAttribute('aria-label') ?? c.getAttribute('title') ?? c.textContent ?? '';
  return name.replace(/\s+/g, ' ').trim();
}

/** The id of the player card shown on a button (draft and lineup choices). */
function cardIn(c: HTMLElement): string | undefined {
  return c.querySelector<HTMLElement & { definition?: { id: string } }>('mne-player-card')?.definition?.id;
}

function where(s: MneState): string {
  const at = s.phase === 'play' ? `play/${s.step}` : s.phase;
  return `${at}, half ${s.half}, turn ${s.turn}, ${currentSeat(s)} to act`;
}

/** A hotseat match (both seats people) on the page, from a seed or a saved state. */
async function hotseat(
  start: { seed: string; shootout?: boolean; handoff?: boolean } | { state: MneState },
): Promise<MneMatch> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement('mne-match');
  el.setAttribute('home', 'human');
  el.setAttribute('away', 'human');
  el.setAttribute('bot-delay', '0');
  if ('seed' in start) {
    el.setAttribute('seed', start.seed);
    el.shootout = start.shootout ?? false;
    el.handoff = start.handoff ?? false;
  } else {
    el.state = toJSON(start.state);
  }
  wrapper.append(el);
  await settle(el);
  return el;
}

/** What the player did through the controls. */
interface Played {
  moves: number;
  clicks: number;
  taken: Set<MneActionType>;
  sampled: number;
  /** Milliseconds spent comparing the offer with the engine. */
  comparing: number;
}

/**
 * Which of the controls a person would reach for: toggles (aria-pressed: lineup starters, the card
 * to place) only prepare a move, so half of the time they go straight for a control that acts; and
 * in the lineup they press starters toward 10 (a walk of random toggles would seldom stop at 10).
 */
function likelyChoices(offered: HTMLElement[], s: MneState, rng: Rng): HTMLElement[] {
  const toggles = offered.filter((c) => c.hasAttribute('aria-pressed'));
  if (s.phase === 'lineup' && toggles.length > 0) {
    const pressed = toggles.filter((t) => t.getAttribute('aria-pressed') === 'true');
    if (pressed.length > STARTERS) return pressed;
    if (pressed.length < STARTERS) return toggles.filter((t) => !pressed.includes(t));
  }
  const acting = offered.filter((c) => !toggles.includes(c));
  return acting.length > 0 && rng.next() < 0.5 ? acting : offered;
}

/**
 * Clicks controls at random until one of them plays a move; returns it. Fails when no control is
 * left, when a control offers a move the engine refuses, or when the clicks lead nowhere.
 */
async function playOneMove(el: MneMatch, rng: Rng, played: Played): Promise<MneAction> {
  const before = el.match!;
  const legal = new Set(legalActions(before).map(key));
  const last: { move: MneAction | null } = { move: null };
  const onMove = (e: CustomEvent<{ action: MneAction }>) => (last.move = e.detail.action);
  el.addEventListener('mne-move', onMove);
  try {
    for (let clicks = 0; clicks < CLICKS_PER_MOVE; clicks++) {
      const offered = controls(el);
      expect(
        offered.length,
        `dead end at ${where(before)}: no enabled control (the engine expects one of ${legal.size} moves)`,
      ).to.be.above(0);
      const control = rng.pick(likelyChoices(offered, before, rng));
      await activate(control, rng, el);
      played.clicks++;
      const error = el.shadowRoot!.querySelector('[role="alert"]');
      // (Text, not the element: a failing assertion on a DOM node does not serialise.)
      expect(
        error?.textContent?.trim() ?? null,
        `at ${where(before)}, ${labelOf(control)} offered a move the engine refused`,
      ).to.equal(null);
      const move = last.move;
      if (move) {
        expect(
          legal.has(key(move)),
          `at ${where(before)} the element played ${JSON.stringify(move)}, not a legal move`,
        ).to.equal(true);
        const expected = JSON.stringify(toJSON(applyAction(before, move).state));
        expect(
          JSON.stringify(toJSON(el.match!)) === expected,
          `the match after ${JSON.stringify(move)} is the engine's`,
        ).to.equal(true);
        played.moves++;
        played.taken.add(move.type);
        return move;
      }
    }
    throw new Error(
      `dead end at ${where(before)}: ${CLICKS_PER_MOVE} clicks and no move (controls: ${controls(el).map(labelOf).join('; ')})`,
    );
  } finally {
    el.removeEventListener('mne-move', onMove);
  }
}

/**
 * The moves the controls offer now, found as a person would — clicking each move button and taking
 * it back with Undo, choosing each card in front and every lit space of the field (the field's
 * cancelable `mne-place` is cancelled, so nothing is played) — compared with the engine's legal
 * moves. The lineup is a set of toggles: its squad and the Confirm button are checked instead.
 */
async function expectOfferIsLegalActions(el: MneMatch): Promise<void> {
  await uncover(el);
  const state = el.match!;
  const legal = legalActions(state);
  if (state.phase === 'lineup') {
    const toggles = controls(el).filter((c) => c.hasAttribute('aria-pressed'));
    const squad = toggles.map((t) => cardIn(t)!);
    const legalSquad = [...new Set(legal.flatMap((a) => (a.type === 'lineup' ? a.starters : [])))];
    expect([...squad].sort(), `lineup toggles at ${where(state)}`).to.deep.equal(legalSquad.sort());
    expect(legal.length, 'every 10 of the squad is a lineup').to.equal(choose(squad.length, STARTERS));
    const pressed = toggles.filter((t) => t.getAttribute('aria-pressed') === 'true').length;
    const confirm = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="actions"] > button')!;
    expect(confirm.disabled, `Confirm with ${pressed} starters chosen`).to.equal(pressed !== STARTERS);
    return;
  }
  const offered = new Set<string>();
  /** The moves behind each button's name: a person tells the buttons apart by it. */
  const named = new Map<string, string[]>();
  const count = (await moveButtons(el)).length;
  for (let i = 0; i < count; i++) {
    // Undo draws the panel again: find the i-th button anew each time.
    const buttons = await moveButtons(el);
    expect(buttons.length, `move buttons at ${where(state)} after Undo`).to.equal(count);
    const name = nameOf(buttons[i]!);
    const move = await moveOf(el, buttons[i]!);
    expect(move, `at ${where(state)}, ${name} played nothing`).to.not.equal(null);
    offered.add(choiceKey(state, move!));
    named.set(name, [...(named.get(name) ?? []), JSON.stringify(move)]);
    await undo(el);
    expect(el.match === state, 'Undo brings the position back').to.equal(true);
  }
  const alike = [...named].filter(([, moves]) => moves.length > 1);
  expect(alike, `buttons with the same name at ${where(state)}`).to.deep.equal([]);
  const picks = () => controls(el).filter((c) => c.hasAttribute('aria-pressed') && c.dataset.card);
  for (const card of picks().map((p) => p.dataset.card!)) {
    const pick = picks().find((p) => p.dataset.card === card)!;
    if (pick.getAttribute('aria-pressed') !== 'true') pick.click();
    await settle(el);
    const spaces = controls(el).filter((c) => c.dataset.cell);
    expect(spaces.length, `at ${where(state)}, no space lights up for ${card}`).to.be.above(0);
    const onPlace = (e: CustomEvent<MnePlaceDetail>) => {
      e.preventDefault();
      offered.add(choiceKey(state, { type: 'place', card: e.detail.card, row: e.detail.row, col: e.detail.col }));
    };
    el.shadowRoot!.addEventListener('mne-place', onPlace as EventListener, { capture: true });
    for (const space of spaces) space.click();
    el.shadowRoot!.removeEventListener('mne-place', onPlace as EventListener, { capture: true });
  }
  const choices = [...new Set(legal.map((a) => choiceKey(state, a)))];
  expect([...offered].sort(), `the choices offered at ${where(state)}`).to.deep.equal(choices.sort());
  expect(el.match === state, 'looking changed nothing').to.equal(true);
}

/** Opens every closed disclosure, then returns the controls that play a move in one click (not toggles or field spaces). */
async function moveButtons(el: MneMatch): Promise<HTMLElement[]> {
  await uncover(el);
  for (const summary of controls(el).filter((c) => c.localName === 'summary')) summary.click();
  await settle(el);
  return controls(el).filter((c) => !c.hasAttribute('aria-pressed') && !c.dataset.cell);
}

/** Hotseat with `handoff`: the person to play takes the device ("show my cards"). */
async function uncover(el: MneMatch): Promise<void> {
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="handoff-button"]')?.click();
  await settle(el);
}

/** Clicks `control` and returns the move it played, if any. */
async function moveOf(el: MneMatch, control: HTMLElement): Promise<MneAction | null> {
  let moved: MneAction | null = null;
  const onMove = (e: CustomEvent<{ action: MneAction }>) => (moved = e.detail.action);
  el.addEventListener('mne-move', onMove);
  control.click();
  el.removeEventListener('mne-move', onMove);
  await settle(el);
  return moved;
}

/** Presses the Undo button. */
async function undo(el: MneMatch): Promise<void> {
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="undo"]')!.click();
  await settle(el);
}

/** Plays a move that is `wanted` with the button offering it: tries each move button in turn, undoing the others. */
async function takeWith(el: MneMatch, wanted: (a: MneAction) => boolean): Promise<MneAction | null> {
  const count = (await moveButtons(el)).length;
  for (let i = 0; i < count; i++) {
    const move = await moveOf(el, (await moveButtons(el))[i]!);
    if (move && wanted(move)) return move;
    if (move) await undo(el);
  }
  return null;
}

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return Math.round(c);
}

/**
 * Plays `el` to the final whistle through its controls. The offer is compared with the engine at
 * the first step of each kind and every `sampleEvery` moves after.
 */
async function playToTheEnd(el: MneMatch, seed: string, played: Played, sampleEvery = 40): Promise<void> {
  const rng = new Rng(seedRng(seed));
  const seen = new Set<string>();
  for (let n = 0; currentSeat(el.match!) !== null; n++) {
    expect(n, 'moves in one match').to.be.below(1000);
    const s = el.match!;
    const kind = s.phase === 'play' ? s.step : s.phase;
    if (!seen.has(kind) || n % sampleEvery === 0) {
      seen.add(kind);
      const started = performance.now();
      await expectOfferIsLegalActions(el);
      played.sampled++;
      played.comparing += performance.now() - started;
    }
    await playOneMove(el, rng, played);
  }
  expect(el.result, 'the final whistle').to.not.equal(null);
}

/** A move the random games may well never meet, and what it looks like. */
interface Rare {
  name: string;
  wanted: (a: MneAction, s: MneState) => boolean;
  /** The match plays a shootout when drawn. */
  shootout?: boolean;
}

const effectOf = (s: MneState) => (s.placed ? playerCard(s, s.placed)?.effect : null);

const RARE: Rare[] = [
  { name: 'Tempo Control: keep a card', wanted: (a) => a.type === 'keep' },
  { name: 'the unorganised shot', wanted: (a) => a.type === 'unorganisedShot' },
  { name: 'a Direct Attack', wanted: (a) => a.type === 'directAttack' },
  { name: 'attack synergy from the hand', wanted: (a) => a.type === 'commitAttack' && a.cards.length > 0 },
  { name: 'defence from the hand', wanted: (a) => a.type === 'defend' && a.add === 'hand' },
  { name: 'defence from the deck', wanted: (a) => a.type === 'defend' && a.add === 'deck' },
  {
    name: 'a Penalty Kick: the kicker',
    wanted: (a, s) => a.type === 'penalty' && s.step === 'penaltyKick' && s.phase === 'play',
  },
  {
    name: 'a Penalty Kick: the keeper',
    wanted: (a, s) => a.type === 'penalty' && s.step === 'penaltySave' && s.phase === 'play',
  },
  { name: 'a shootout kick', wanted: (a, s) => a.type === 'penalty' && s.phase === 'shootout', shootout: true },
  { name: 'a substitution in a turn', wanted: (a, s) => a.type === 'substitute' && s.phase === 'play' },
  { name: 'a substitution at Half Time', wanted: (a, s) => a.type === 'substitute' && s.phase === 'halfTime' },
  { name: 'ready for the second half', wanted: (a) => a.type === 'ready' },
  ...EFFECTS.map((effect) => ({
    name: `the immediate effect ${effect}`,
    wanted: (a: MneAction, s: MneState) => a.type === 'applyEffect' && effectOf(s) === effect,
  })),
];

/**
 * The first position where a person may play `rare`, in engine games between random players that
 * never substitute while anything else is legal (so Half Time still has substitutes to offer).
 */
function positionFor(rare: Rare): MneState {
  for (let g = 0; g < 200; g++) {
    const seed = `${rare.name}:${g}`;
    const rng = new Rng(seedRng(seed));
    let s = createMatch({ seed, shootout: rare.shootout ?? false });
    while (currentSeat(s) !== null) {
      const legal = legalActions(s);
      if (legal.some((a) => rare.wanted(a, s))) return s;
      const calm = legal.filter((a) => a.type !== 'substitute');
      s = applyAction(s, rng.pick(calm.length > 0 ? calm : legal)).state;
    }
  }
  throw new Error(`no position offering ${rare.name} in 200 games`);
}

describe('<mne-match> played through its controls (hotseat)', () => {
  watchUncaught();
  const taken = new Set<MneActionType>();
  const record = (played: Played) => played.taken.forEach((t) => taken.add(t));

  const games = [
    { seed: 'click-1', shootout: true, handoff: false },
    { seed: 'click-2', shootout: true, handoff: true },
    { seed: 'click-3', shootout: false, handoff: false },
  ];
  for (const game of games) {
    const how = `${game.shootout ? 'a shootout if drawn' : 'no shootout'}${game.handoff ? ', handoff' : ''}`;
    it(`plays seed ${game.seed} (${how}) from the draft to the final whistle with legal moves only`, async function () {
      this.timeout(60_000);
      const el = await hotseat(game);
      const played: Played = { moves: 0, clicks: 0, taken: new Set(), sampled: 0, comparing: 0 };
      const started = performance.now();
      try {
        await playToTheEnd(el, game.seed, played);
      } finally {
        record(played);
      }
      console.log(
        `${game.seed}: ${played.moves} moves, ${played.clicks} clicks, ${played.sampled} offers compared ` +
          `(${(played.comparing / 1000).toFixed(1)} s), ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s; result ${JSON.stringify(el.result)}; ` +
          `types taken: ${[...played.taken].join(' ')}`,
      );
    });
  }

  // In two halves, each well within the time a test may take on a busy machine.
  const halves = [RARE.slice(0, 9), RARE.slice(9)];
  halves.forEach((rares, i) => {
    it(`offers the rarer moves in positions built by the engine, and plays them (${i + 1}/2)`, async function () {
      this.timeout(60_000);
      const started = performance.now();
      for (const rare of rares) {
        const s = positionFor(rare);
        const el = await hotseat({ state: s });
        await expectOfferIsLegalActions(el);
        const move = await takeWith(el, (a) => rare.wanted(a, s));
        expect(move, `${rare.name} played through its button at ${where(s)}`).to.not.equal(null);
        taken.add(move!.type);
        el.parentElement!.remove();
      }
      console.log(`${rares.length} rarer moves: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    });
  });

  it('plays the shootout of a drawn match to the end through its controls', async function () {
    this.timeout(60_000);
    const s = positionFor({ name: 'shootout', wanted: (_, s) => s.phase === 'shootout', shootout: true });
    const el = await hotseat({ state: s });
    const played: Played = { moves: 0, clicks: 0, taken: new Set(), sampled: 0, comparing: 0 };
    try {
      await playToTheEnd(el, 'shootout', played, 4);
    } finally {
      record(played);
    }
    expect(el.result?.shootout, 'the shootout result').to.not.equal(null);
    expect(played.moves, 'kicks and dives').to.be.at.least(10);
  });

  it('has taken every action type the engine offers through the controls', () => {
    expect(
      ACTION_TYPES.filter((t) => !taken.has(t)),
      'action types never taken',
    ).to.deep.equal([]);
  });
});
