/**
 * A test harness that drives `<mof-match>` or `<mof-championship>` in controlled mode (imported only
 * by tests): it holds the engine state itself, sets the element's `view` and `events` to what the
 * seat to act may see, plays like a person through the element's controls (clicks and keyboard),
 * catches the `mof-action` event, applies it with the engine and sets the next view. It checks at
 * every step that the controls offer exactly the engine's legal actions, that a choice sends one
 * event and leaves the element waiting, and that the element changes nothing by itself meanwhile.
 */
import { aTimeout, expect } from '@open-wc/testing';
import {
  SPECTATOR,
  applyAction,
  currentSeat,
  eventsFor,
  greedyBot,
  legalActions,
  viewFor,
  type MofAction,
  type MofEvent,
  type MofState,
  type MofView,
} from '@pitchside/engine/mof';
import type { LitElement } from 'lit';
import { text } from '../shared/test-support.js';
import {
  actionKey,
  Chooser,
  controls,
  decisionPanel,
  press,
  probe,
  settle,
  tick,
  triples,
  where,
} from './test-play-by-clicking.js';

/** An element the page drives. */
export interface ControlledHost extends LitElement {
  view?: MofView | null | undefined;
  events?: readonly MofEvent[] | undefined;
}

export interface DriveOptions {
  /** Seed of the person's choices. */
  seed: number;
  /** Person moves to play through the UI. */
  moves: number;
  /** Seats the harness plays itself with the engine's greedy bot (never through the element). */
  outside?: ReadonlySet<string>;
  /** Share of presses made with the keyboard. */
  keyboardShare?: number;
  /** Stop once this is true. */
  until?: (s: MofState, log: DriveLog) => boolean;
}

export interface DriveLog {
  /** The harness's state at the end. */
  state: MofState;
  /** Person moves played through the UI. */
  moves: number;
  /** Action types played through the UI. */
  taken: Set<string>;
  /** Stages (or match phases) the person decided in. */
  stages: Set<string>;
}

const sorted = (actions: readonly MofAction[]) => actions.map(actionKey).sort();

/** The decision panel's prompt text. */
export function decisionPrompt(host: LitElement): string {
  const root = decisionPanel(host)?.shadowRoot;
  return text(root?.querySelector('[part~="prompt"]'));
}

/** Every enabled control of the decision panel (buttons, boxes, swaps, hotseat cover). */
export function enabledControls(host: LitElement): HTMLElement[] {
  const c = controls(host);
  return [...c.buttons, ...c.boxes, ...c.swaps, ...(c.take ? [c.take] : [])].filter(
    (b) => !(b as HTMLButtonElement).disabled,
  );
}

export async function driveControlled(host: ControlledHost, start: MofState, options: DriveOptions): Promise<DriveLog> {
  const rng = new Chooser(options.seed);
  const outside = options.outside ?? new Set<string>();
  const bot = greedyBot();
  const log: DriveLog = { state: start, moves: 0, taken: new Set(), stages: new Set() };
  // Every mof-action the element sends (not those the probe cancels), and every other event.
  const sent: MofAction[] = [];
  const others: string[] = [];
  const onAction = (e: Event) => {
    if (!e.defaultPrevented) sent.push((e as CustomEvent<{ action: MofAction }>).detail.action);
  };
  const onOther = (e: Event) => others.push(e.type);
  document.addEventListener('mof-action', onAction);
  for (const type of ['mof-roll', 'mof-goal', 'mof-full-time', 'mof-champion'])
    document.addEventListener(type, onOther);
  let s = start;
  let from = s;
  let events: MofEvent[] = [];
  try {
    for (;;) {
      // The seats the harness plays (never the element).
      for (let seat = currentSeat(s); seat !== null && outside.has(seat); seat = currentSeat(s)) {
        const applied = applyAction(s, bot(s));
        events = events.concat(applied.events);
        s = applied.state;
      }
      const seat = currentSeat(s);
      const viewer = seat ?? SPECTATOR;
      const view = viewFor(s, viewer);
      host.view = view;
      host.events = eventsFor(from, events, viewer);
      from = s;
      events = [];
      await settle(host);
      log.state = s;
      if (seat === null || log.moves >= options.moves || options.until?.(s, log)) break;

      const c = controls(host);
      const enabled = c.buttons.filter((b) => !b.disabled);
      // The element offers the engine's legalActions(view): the same as for the full state.
      const legal = legalActions(s);
      const actionButtons = [
        ...enabled.filter((b) => !(c.boxes.length && b.matches('[part~="action-primary"]'))),
        ...c.swaps,
      ];
      const offered = probe(host, actionButtons);
      expect(sorted(offered), `the controls offer the engine’s legal actions (${where(s)})`).to.deep.equal(
        sorted(legal.filter((a) => a.type !== 'pickTeam')),
      );
      const picks = legal.filter((a) => a.type === 'pickTeam');
      if (picks.length)
        expect(c.boxes.length, `a box per player ${seat} may pick (${where(s)})`).to.equal(
          new Set(picks.flatMap((a) => a.players)).size,
        );
      expect(sent, 'probing sends nothing').to.deep.equal([]);

      // Choose as a person would.
      const viaKeyboard = () => rng.next() < (options.keyboardShare ?? 0.2);
      if (c.boxes.length) {
        let done = false;
        for (const triple of rng.shuffle(triples(c.boxes))) {
          await tick(host, triple, viaKeyboard());
          const confirm = controls(host).buttons.find((b) => b.matches('[part~="action-primary"]'))!;
          if (confirm.disabled) continue;
          await press(confirm, viaKeyboard());
          done = true;
          break;
        }
        expect(done, `a team the UI confirms (${where(s)})`).to.equal(true);
      } else await press(rng.pick(enabled), viaKeyboard());
      await settle(host);

      // One event, and the element waits: no control, the same view, nothing of its own.
      expect(sent, `one mof-action per choice (${where(s)})`).to.have.length(1);
      const action = sent.pop()!;
      expect(sorted(legalActions(s)), `${JSON.stringify(action)} is legal (${where(s)})`).to.include(actionKey(action));
      expect(enabledControls(host), 'no control while waiting').to.deep.equal([]);
      expect(decisionPrompt(host)).to.equal('Your choice is sent. Waiting for the game to go on…');
      if (log.moves % 10 === 0) await aTimeout(30); // now and then, give a bot or timer time to act
      await settle(host);
      expect(host.view, 'the element keeps the page’s view').to.equal(view);
      expect(sent, 'nothing sent by itself').to.deep.equal([]);
      expect(others, 'no event of its own').to.deep.equal([]);
      expect(enabledControls(host), 'still waiting').to.deep.equal([]);

      log.moves++;
      log.taken.add(action.type);
      const m = s.stage === 'matchday' ? s.matches[s.active] : undefined;
      log.stages.add(m ? `${s.stage}:${m.pending?.kind ?? m.phase}` : s.stage);
      const applied = applyAction(s, action);
      events = applied.events;
      s = applied.state;
    }
  } finally {
    document.removeEventListener('mof-action', onAction);
    for (const type of ['mof-roll', 'mof-goal', 'mof-full-time', 'mof-champion'])
      document.removeEventListener(type, onOther);
  }
  return log;
}
