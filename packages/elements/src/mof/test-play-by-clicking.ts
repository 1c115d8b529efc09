/**
 * A person who plays a MoF game through the elements' controls alone (imported only by tests):
 * at each step it finds what `<mof-match>` or `<mof-championship>` offers the seat to act — the
 * decision panel's buttons, the team checkboxes, the card swaps, the hotseat "take the device"
 * button — picks one with a seeded generator, activates it with a click or the keyboard, and
 * checks the move against the engine: every action the UI played was legal in the state before
 * and applied exactly as the engine applies it, the UI offered exactly the engine's legal actions,
 * and no state waiting for a person lacked an enabled control.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { applyAction, currentSeat, legalActions, type MofAction, type MofState } from '@pitchside/engine/mof';
import type { LitElement } from 'lit';

/** The element a test plays: its state, its bots, and the decision panel inside it. */
export interface Played {
  host: LitElement;
  state(): MofState | null;
  bots: ReadonlySet<string>;
}

/** What one game through the UI did. */
export interface PlayLog {
  /** Engine actions the UI played, by type. */
  taken: Map<string, number>;
  /** Engine action types offered to a person at some step. */
  offered: Set<string>;
  /** Person moves (engine actions) played through the UI. */
  moves: number;
}

/** Seeded choices (a 32-bit xorshift: the test's own generator, independent of the engine's dice). */
export class Chooser {
  private x: number;
  constructor(seed: number) {
    this.x = seed * 2654435761 || 1;
  }
  next(): number {
    this.x ^= this.x << 13;
    this.x ^= this.x >>> 17;
    this.x ^= this.x << 5;
    return (this.x >>> 0) / 2 ** 32;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
  shuffle<T>(list: readonly T[]): T[] {
    const out = list.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}

/** An action as a comparable string: keys sorted, so `{a, b}` and `{b, a}` are the same action. */
export function actionKey(a: MofAction): string {
  return JSON.stringify(a, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1)))
      : v,
  );
}

/** A short description of where a game stands, for failure messages. */
export function where(s: MofState): string {
  const m = s.stage === 'matchday' ? s.matches[s.active] : undefined;
  return `stage ${s.stage}${m ? `, match ${s.active} at ${m.at}, pending ${JSON.stringify(m.pending)}` : ''}, seat ${currentSeat(s)}`;
}

/** The host and the Lit elements inside it that show the game, outermost first. */
function layers(host: LitElement): LitElement[] {
  const out: LitElement[] = [host];
  for (let i = 0; i < out.length; i++)
    for (const child of (out[i] as LitElement).shadowRoot?.querySelectorAll<LitElement>('mof-match, mof-decision') ??
      [])
      out.push(child);
  return out;
}

/** Waits until the host and every game element inside it have rendered the current state. */
export async function settle(host: LitElement): Promise<void> {
  for (let round = 0; round < 5; round++) {
    let changed = false;
    for (const el of layers(host)) changed = (await el.updateComplete) === false || changed;
    if (!changed) return;
  }
}

/** The decision panel showing the game now (inside the championship's panel or the match). */
export function decisionPanel(host: LitElement): LitElement | null {
  const found = layers(host).filter((el) => el.localName === 'mof-decision');
  return found[found.length - 1] ?? null;
}

export interface Controls {
  take: HTMLButtonElement | null;
  boxes: HTMLInputElement[];
  buttons: HTMLButtonElement[];
  swaps: HTMLButtonElement[];
  summary: HTMLElement | null;
}

export function controls(host: LitElement): Controls {
  const root = decisionPanel(host)?.shadowRoot;
  const all = <T extends Element>(selector: string) => [...(root?.querySelectorAll<T>(selector) ?? [])];
  return {
    take: root?.querySelector<HTMLButtonElement>('[part~="handoff-button"]') ?? null,
    boxes: all<HTMLInputElement>('input[type="checkbox"]'),
    buttons: all<HTMLButtonElement>('[part~="actions"] button'),
    swaps: all<HTMLButtonElement>('[part~="swap"] button'),
    summary: root?.querySelector<HTMLElement>('[part~="swap"] summary') ?? null,
  };
}

/** Presses a control as a person would: a click, or (every `keyboardShare`) focus and Enter / Space. */
export async function press(control: HTMLElement, viaKeyboard: boolean): Promise<void> {
  if (!viaKeyboard) return control.click();
  control.focus();
  await sendKeys({ press: control instanceof HTMLInputElement ? 'Space' : 'Enter' });
}

/** Opens the card-swap disclosure, as a person must before pressing a swap (open still after a swap). */
async function openSwaps(host: LitElement, c: Controls, viaKeyboard: boolean): Promise<void> {
  if (c.summary && !(c.summary.parentElement as HTMLDetailsElement).open) await press(c.summary, viaKeyboard);
  await settle(host);
  expect((c.summary?.parentElement as HTMLDetailsElement | undefined)?.open, 'the card swaps opened').to.equal(true);
}

/**
 * The action each enabled button plays, read without playing it: the panel announces a person's
 * choice in a cancelable `mof-action` event before it plays it, and this cancels it.
 */
export function probe(host: LitElement, buttons: readonly HTMLButtonElement[]): MofAction[] {
  const seen: MofAction[] = [];
  const cancel = (e: Event) => {
    seen.push((e as CustomEvent<{ action: MofAction }>).detail.action);
    e.preventDefault();
  };
  host.addEventListener('mof-action', cancel);
  try {
    for (const b of buttons) {
      const before = seen.length;
      b.click();
      expect(seen.length, `the button “${b.textContent?.trim()}” plays an action`).to.equal(before + 1);
    }
  } finally {
    host.removeEventListener('mof-action', cancel);
  }
  return seen;
}

const sorted = (actions: readonly MofAction[]) => actions.map(actionKey).sort();

/** Ticks exactly the boxes of `chosen` (clicking only those that must change), then renders. */
export async function tick(host: LitElement, chosen: readonly HTMLInputElement[], viaKeyboard: boolean): Promise<void> {
  for (const box of controls(host).boxes)
    if (box.checked && !chosen.includes(box)) {
      await press(box, viaKeyboard);
      await settle(host);
    }
  for (const box of chosen)
    if (!box.checked) {
      await press(box, viaKeyboard);
      await settle(host);
    }
}

export function triples<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++)
      for (let k = j + 1; k < list.length; k++) out.push([list[i]!, list[j]!, list[k]!]);
  return out;
}

export interface PlayOptions {
  /** Seed of the person's choices. */
  seed: number;
  /** Stop after this many person moves (the game need not be over). */
  maxMoves?: number;
  /** Share of presses made with the keyboard instead of a click. */
  keyboardShare?: number;
  /** Share of decisions where the person opens the card swaps and swaps one, when any is offered. */
  swapShare?: number;
  /** Called before each person move: returns a control's action type to prefer, if offered. */
  prefer?: (s: MofState) => string | undefined;
  /** Stop as soon as this returns true. */
  until?: (s: MofState) => boolean;
}

/**
 * Plays the game in `played` through its controls until it is over (or `maxMoves` / `until`), waiting
 * for its bots when they are to move. Fails the test at the first dead end, illegal or misapplied
 * move, or offer that differs from the engine's legal actions.
 */
export async function playByClicking(played: Played, options: PlayOptions): Promise<PlayLog> {
  const { host } = played;
  const rng = new Chooser(options.seed);
  const log: PlayLog = { taken: new Map(), offered: new Set(), moves: 0 };
  const keyboardShare = options.keyboardShare ?? 0.1;
  const swapShare = options.swapShare ?? 0.03;
  let teamsCompared = false;
  let waited = 0;
  let lastType = '';
  for (;;) {
    await settle(host);
    const before = played.state();
    if (!before) throw new Error(`<${host.localName}> has no game`);
    const seat = currentSeat(before);
    const c = controls(host);
    const enabled = c.buttons.filter((b) => !b.disabled);
    if (seat === null) {
      expect(enabled.length + c.boxes.length + c.swaps.length, 'no control once the game is over').to.equal(0);
      return log;
    }
    if (options.until?.(before) || log.moves >= (options.maxMoves ?? Infinity)) return log;
    if (played.bots.has(seat)) {
      expect(enabled, `no control for a person while the bot ${seat} is to move (${where(before)})`).to.deep.equal([]);
      // The bot answers from its worker: wait for its move.
      if (++waited > 2000) throw new Error(`the bot ${seat} never moved (${where(before)})`);
      await new Promise((resolve) => setTimeout(resolve, 2));
      continue;
    }
    waited = 0;
    // Each decision starts with the card swaps folded, unless the person has just swapped one.
    if (c.summary && lastType !== 'swapCard')
      expect((c.summary.parentElement as HTMLDetailsElement).open, `the card swaps folded (${where(before)})`).to.equal(
        false,
      );
    if (c.take) {
      // Hotseat with handoff: the person to act takes the device first (no engine action).
      expect(enabled.length + c.boxes.length, `nothing but the handoff is offered (${where(before)})`).to.equal(0);
      await press(c.take, rng.next() < keyboardShare);
      await settle(host);
      expect(played.state(), 'taking the device plays nothing').to.equal(before);
      continue;
    }
    const legal = legalActions(before);
    for (const a of legal) log.offered.add(a.type);
    const picks = legal.filter((a) => a.type === 'pickTeam');
    const dead = `dead end: the engine expects ${seat} to act (${where(before)}; legal: ${[...new Set(legal.map((a) => a.type))].join(', ')}) but the UI offers no enabled control`;
    // Swapping a card leaves the decision where it was: a way out needs another control.
    expect(enabled.length + c.boxes.length, dead).to.be.above(0);

    // The controls offered equal the engine's legal actions: one button per action, the swaps in
    // their disclosure, and the team as three checkboxes out of the players the engine allows.
    const actionButtons = [
      ...enabled.filter((b) => !(c.boxes.length && b.matches('[part~="action-primary"]'))),
      ...c.swaps,
    ];
    const offeredByButtons = probe(host, actionButtons);
    expect(sorted(offeredByButtons), `the buttons offer the engine’s legal actions (${where(before)})`).to.deep.equal(
      sorted(legal.filter((a) => a.type !== 'pickTeam')),
    );
    // A person tells the choices apart by their names: two different actions never share one.
    const named = new Map<string, string>();
    actionButtons.forEach((b, i) => {
      const name = b.textContent!.replace(/\s+/g, ' ').trim();
      const key = actionKey(offeredByButtons[i]!);
      expect(named.get(name) ?? key, `“${name}” names two actions (${where(before)})`).to.equal(key);
      named.set(name, key);
    });
    if (picks.length) {
      expect(c.boxes.length, `a box per player the engine lets ${seat} pick (${where(before)})`).to.equal(
        new Set(picks.flatMap((a) => a.players)).size,
      );
      if (!teamsCompared) {
        // Every triple of boxes: the confirm button plays that team exactly when the engine allows it.
        const teams: MofAction[] = [];
        for (const triple of triples(c.boxes)) {
          await tick(host, triple, false);
          const confirm = controls(host).buttons.find((b) => b.matches('[part~="action-primary"]'))!;
          if (!confirm.disabled) teams.push(...probe(host, [confirm]));
        }
        await tick(host, [], false);
        expect(sorted(teams), `the teams the UI confirms are the engine’s (${where(before)})`).to.deep.equal(
          sorted(picks),
        );
        teamsCompared = true;
      }
    }

    // Choose and play one move as a person would.
    const viaKeyboard = () => rng.next() < keyboardShare;
    const played1: MofAction[] = [];
    let after: MofState | null = null;
    const record = (e: Event) => {
      played1.push((e as CustomEvent<{ action: MofAction }>).detail.action);
      // The state just after the person's move, before a bot's answer (a later task) can follow it.
      queueMicrotask(() => (after = played.state()));
    };
    host.addEventListener('mof-action', record);
    try {
      const wanted = options.prefer?.(before);
      const preferred = wanted ? offeredByButtons.findIndex((a) => a.type === wanted) : -1;
      if (preferred >= 0) {
        const button = actionButtons[preferred]!;
        if (c.swaps.includes(button)) await openSwaps(host, c, false);
        await press(button, viaKeyboard());
      } else if (c.swaps.length && rng.next() < swapShare) {
        await openSwaps(host, c, viaKeyboard());
        await press(rng.pick(c.swaps), viaKeyboard());
      } else if (c.boxes.length) {
        // Tick three players; if the engine does not allow that team, try another.
        let done = false;
        for (const triple of rng.shuffle(triples(c.boxes))) {
          await tick(host, triple, viaKeyboard());
          const confirm = controls(host).buttons.find((b) => b.matches('[part~="action-primary"]'))!;
          if (confirm.disabled) continue;
          await press(confirm, viaKeyboard());
          done = true;
          break;
        }
        expect(done, `no three players make a team the UI confirms (${where(before)})`).to.equal(true);
      } else await press(rng.pick(enabled), viaKeyboard());
      await settle(host);
    } finally {
      host.removeEventListener('mof-action', record);
    }

    // The move: one legal action, applied as the engine applies it.
    expect(played1, `one action per press (${where(before)})`).to.have.length(1);
    const action = played1[0]!;
    expect(sorted(legal), `${JSON.stringify(action)} was legal (${where(before)})`).to.include(actionKey(action));
    expect(after, `the UI played ${JSON.stringify(action)}`).not.to.equal(before);
    expect(JSON.stringify(after), 'the element applied it as the engine does').to.equal(
      JSON.stringify(applyAction(before, action).state),
    );
    lastType = action.type;
    log.taken.set(action.type, (log.taken.get(action.type) ?? 0) + 1);
    log.moves++;
  }
}
