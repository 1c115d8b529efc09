import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { PitchsideElement } from './pitchside-element.js';
import { matchMessages, type MatchMessageKey } from './match-messages/messages.js';
import { ok, problem, problemFrom, type Result } from './problem.js';

/** A record read and replayed by a game's engine (`fromRecord(record, { states: true })`). */
export interface Replayed<S, A> {
  headers: Record<string, string>;
  comment?: string;
  moves: { n: number; seat: string | null; move: string; comment?: string }[];
  actions: A[];
  states?: S[];
}

/**
 * What `<mne-replay>` and `<mof-replay>` share: loading a record (the `record` property, a `src`
 * URL or the element's text), stepping through its moves (buttons, arrow keys, a click on a move,
 * autoplay, the `move` attribute), the move list with its comments and the perspective switch. A
 * game's element says how to read a record and draws the position (through its match element in
 * controlled mode, with the engine's `viewFor` of the chosen perspective).
 *
 * Honest perspectives: seen by one seat, the board is that seat's `viewFor`, and the other seats'
 * moves that choose something hidden (`hiddenMoves`) show only their keyword in the move list.
 */
export abstract class PitchsideReplay<S, A> extends PitchsideElement {
  static override styles = css`
    :host {
      display: block;
      font-family: var(--pitchside-font, system-ui, sans-serif);
      color: var(--pitchside-text, #1b1f24);
    }
    :host(:focus-visible) {
      outline: 2px solid var(--pitchside-focus, #1a73e8);
      outline-offset: 2px;
    }
    .headers {
      margin: 0 0 0.5rem;
      font-weight: 600;
    }
    .layout {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(12rem, 18rem);
      gap: 0.75rem;
    }
    @media (max-width: 40rem) {
      .layout {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    .controls {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      align-items: center;
      margin: 0.5rem 0;
    }
    .controls button,
    .controls select {
      font: inherit;
      min-height: 2rem;
    }
    .controls button {
      min-width: 2.5rem;
    }
    .comment {
      margin: 0.5rem 0;
      padding: 0.5rem;
      border-left: 3px solid var(--pitchside-accent, #2e7d32);
      background: var(--pitchside-surface, #f3f5f7);
      white-space: pre-wrap;
    }
    ol {
      margin: 0;
      padding: 0;
      list-style: none;
      max-height: 32rem;
      overflow: auto;
    }
    li button {
      font: inherit;
      display: block;
      width: 100%;
      text-align: start;
      border: 0;
      background: none;
      padding: 0.1rem 0.25rem;
      cursor: pointer;
    }
    li button[aria-current='step'] {
      background: var(--pitchside-accent, #2e7d32);
      color: #fff;
    }
    .seat {
      opacity: 0.7;
    }
    li .note {
      display: block;
      font-size: 0.85em;
      font-style: italic;
      padding: 0 0.25rem 0.25rem 1.5rem;
    }
    .problem {
      padding: 0.75rem;
      border: 1px solid #b3261e;
      color: #b3261e;
    }
    @media print {
      .controls {
        display: none;
      }
      .layout {
        grid-template-columns: minmax(0, 1fr);
      }
      ol {
        max-height: none;
        overflow: visible;
        columns: 2;
      }
      li button[aria-current='step'] {
        background: none;
        color: inherit;
        font-weight: 700;
      }
    }
  `;

  /** URL of a record to load (text or JSON), when `record` is not set. */
  @property() src?: string;

  /** The record (text or its JSON twin); wins over `src` and the element's text. */
  @property({ attribute: false }) record?: unknown;

  /** The move shown (0: before the first; default: the last). */
  @property({ type: Number, reflect: true }) move?: number;

  /** Who sees the board: `spectator` (default) or a seat of the record. */
  @property({ reflect: true }) perspective = 'spectator';

  /** Milliseconds between moves while playing. */
  @property({ type: Number, attribute: 'autoplay-delay' }) autoplayDelay = 800;

  @state() private loaded: Result<Replayed<S, A>> | null = null;
  /**
   * What the board was last given. The match element adds each new `events` list to its move log,
   * so a step forward gives the move's events, and any other jump a fresh board (a new key) with
   * the events so far.
   */
  private board = { key: 0, move: -1, perspective: '', events: [] as unknown[] };
  private eventCache = new Map<string, unknown[][]>();
  @state() private playing = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private loadedFrom: unknown = undefined;

  /** The game's `fromRecord(record, { states: true })`. */
  protected abstract read(record: unknown): Replayed<S, A>;
  /** The seats a perspective may be. */
  protected abstract seatsOf(s: S): string[];
  /** How the perspective switch names a seat. */
  protected seatLabel(_s: S, seat: string): string {
    return seat;
  }
  /**
   * The position after `n` moves seen by `perspective`, its match element given `events` (new
   * events for its move log: the last move's after a step forward, all so far on a fresh board).
   */
  protected abstract renderBoard(r: Replayed<S, A>, n: number, perspective: string, events: unknown[]): TemplateResult;
  /** The events of move `n` (1-based) as `perspective` may see them. */
  protected abstract moveEvents(r: Replayed<S, A>, n: number, perspective: string): unknown[];
  /** The keywords of moves whose choice is hidden from the other seats. */
  protected abstract readonly hiddenMoves: readonly string[];

  constructor() {
    super();
    this.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** Reads the element's text again when a page changes it (a record written in after the tag). */
  private readonly textWatch = new MutationObserver(() => {
    if (this.record === undefined && !this.src) {
      this.loaded = null;
      this.requestUpdate();
    }
  });

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.textWatch.observe(this, { childList: true, characterData: true, subtree: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.textWatch.disconnect();
    this.pause();
  }

  /** The replayed record (null until loaded or when it is not one). */
  get replayed(): Replayed<S, A> | null {
    return this.loaded?.ok ? this.loaded.value : null;
  }

  /** How many moves the record holds. */
  get total(): number {
    return this.replayed?.moves.length ?? 0;
  }

  /** The move shown now. */
  get current(): number {
    const total = this.total;
    const m = this.move ?? total;
    return Number.isFinite(m) ? Math.max(0, Math.min(total, Math.trunc(m))) : total;
  }

  /** Shows move `n` (clamped to the record). */
  go(n: number): void {
    this.move = Math.max(0, Math.min(this.total, n));
  }

  first(): void {
    this.go(0);
  }
  previous(): void {
    this.go(this.current - 1);
  }
  next(): void {
    this.go(this.current + 1);
  }
  last(): void {
    this.go(this.total);
  }

  /** Plays the moves one after the other from the one shown (from the start when at the end). */
  play(): void {
    if (this.playing) return;
    if (this.current >= this.total) this.go(0);
    this.playing = true;
    this.timer = setInterval(
      () => {
        if (this.current >= this.total) this.pause();
        else this.next();
      },
      Math.max(50, this.autoplayDelay),
    );
  }

  pause(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.playing = false;
  }

  private onKey(e: KeyboardEvent): void {
    if (e.target instanceof HTMLSelectElement || e.composedPath()[0] instanceof HTMLSelectElement) return;
    const step: Record<string, () => void> = {
      ArrowLeft: () => this.previous(),
      ArrowRight: () => this.next(),
      Home: () => this.first(),
      End: () => this.last(),
    };
    const act = step[e.key];
    if (!act) return;
    e.preventDefault();
    this.pause();
    act();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('record') || changed.has('src') || this.loaded === null) this.load();
    if ((changed as PropertyValues).has('loaded')) {
      this.eventCache.clear();
      this.board = { key: this.board.key + 1, move: -1, perspective: '', events: [] };
    }
  }

  /** The events of move `n` seen by `perspective`, worked out once. */
  private eventsOf(r: Replayed<S, A>, n: number, perspective: string): unknown[] {
    let cache = this.eventCache.get(perspective);
    if (!cache) this.eventCache.set(perspective, (cache = []));
    return (cache[n] ??= this.moveEvents(r, n, perspective));
  }

  /** The board's key and events for move `n` seen by `perspective` (see `board`). */
  private boardFor(r: Replayed<S, A>, n: number, perspective: string): { key: number; events: unknown[] } {
    const b = this.board;
    if (b.perspective === perspective && b.move === n) return b;
    if (b.perspective === perspective && b.move === n - 1) {
      this.board = { key: b.key, move: n, perspective, events: n > 0 ? this.eventsOf(r, n, perspective) : [] };
    } else {
      const events: unknown[] = [];
      // The log keeps the latest few hundred events: no need to work out older moves' events.
      for (let i = Math.max(1, n - 150); i <= n; i++) events.push(...this.eventsOf(r, i, perspective));
      this.board = { key: b.key + 1, move: n, perspective, events };
    }
    return this.board;
  }

  private load(): void {
    if (this.record !== undefined) {
      if (this.loadedFrom === this.record) return;
      this.loadedFrom = this.record;
      this.loaded = this.readSafely('record', this.record);
      return;
    }
    if (this.src) {
      const src = this.src;
      if (this.loadedFrom === src) return;
      this.loadedFrom = src;
      this.loaded = null;
      fetch(src)
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then(
          (text) => {
            if (this.src === src) this.loaded = this.readSafely('src', text);
          },
          (e: unknown) => {
            if (this.src === src)
              this.loaded = problem('src', 'error.fetch', { detail: e instanceof Error ? e.message : String(e) });
          },
        );
      return;
    }
    const text = this.textContent ?? '';
    if (this.loadedFrom === text && this.loaded) return;
    this.loadedFrom = text;
    this.loaded = text.trim() === '' ? problem('record', 'replay.noRecord') : this.readSafely('record', text);
  }

  private readSafely(attribute: string, input: unknown): Result<Replayed<S, A>> {
    try {
      let record = input;
      if (typeof input === 'string' && input.trimStart().startsWith('{')) record = JSON.parse(input) as unknown;
      return ok(this.read(record));
    } catch (e) {
      return problemFrom(attribute, e);
    }
  }

  /** A move's text as `perspective` may read it. */
  private moveText(m: { seat: string | null; move: string }, perspective: string): string {
    if (perspective === 'spectator' || m.seat === perspective) return m.move;
    const keyword = m.move.split(/\s/)[0] ?? '';
    return this.hiddenMoves.includes(keyword) ? `${keyword} ${this.i18n.t(matchMessages, 'replay.hidden')}` : m.move;
  }

  override render(): TemplateResult | typeof nothing {
    const t = (key: MatchMessageKey, params?: Record<string, string | number>) =>
      this.i18n.t(matchMessages, key, params);
    if (this.loaded === null) return html`<p part="loading">${t('replay.loading')}</p>`;
    if (!this.loaded.ok) return this.renderProblem(this.loaded.problem);
    const r = this.loaded.value;
    const n = this.current;
    const states = r.states ?? [];
    const seats = this.seatsOf(states[0] as S);
    const perspective = this.perspective || 'spectator';
    if (perspective !== 'spectator' && !seats.includes(perspective))
      return this.renderProblem({
        attribute: 'perspective',
        key: 'replay.badPerspective',
        params: { attribute: 'perspective', value: perspective, seats: seats.join(', ') },
      });
    const given = this.getAttribute('move');
    if (given !== null && given !== '' && !(/^\d+$/.test(given.trim()) && Number(given) <= r.moves.length))
      return this.renderProblem({
        attribute: 'move',
        key: 'error.notInteger',
        params: { attribute: 'move', min: 0, max: r.moves.length, value: given },
      });
    const h = r.headers;
    const title = [h.Event, h.Home && h.Away ? `${h.Home} – ${h.Away}` : h.Teams, h.Date, h.Result]
      .filter((x) => x !== undefined && x !== '' && !/^[?.]+$/.test(x))
      .join(' · ');
    const comment = n === 0 ? r.comment : r.moves[n - 1]?.comment;
    const board = this.boardFor(r, n, perspective);
    return html`<div part="base">
      <p class="headers" part="headers">${title}</p>
      <div class="layout">
        <div part="board">${keyed(board.key, this.renderBoard(r, n, perspective, board.events))}</div>
        <div>
          <div class="controls" part="controls">
            <button part="first" @click=${() => this.first()} ?disabled=${n === 0} aria-label=${t('replay.first')}>
              «
            </button>
            <button
              part="previous"
              @click=${() => this.previous()}
              ?disabled=${n === 0}
              aria-label=${t('replay.previous')}
            >
              ‹
            </button>
            <button
              part="play"
              @click=${() => (this.playing ? this.pause() : this.play())}
              aria-label=${t(this.playing ? 'replay.pause' : 'replay.play')}
            >
              ${this.playing ? '❚❚' : '▶'}
            </button>
            <button
              part="next"
              @click=${() => this.next()}
              ?disabled=${n >= r.moves.length}
              aria-label=${t('replay.next')}
            >
              ›
            </button>
            <button
              part="last"
              @click=${() => this.last()}
              ?disabled=${n >= r.moves.length}
              aria-label=${t('replay.last')}
            >
              »
            </button>
            <label
              >${t('replay.perspective')}
              <select
                part="perspective"
                @change=${(e: Event) => (this.perspective = (e.target as HTMLSelectElement).value)}
              >
                <option value="spectator" ?selected=${perspective === 'spectator'}>${t('replay.spectator')}</option>
                ${seats.map(
                  (s) =>
                    html`<option value=${s} ?selected=${perspective === s}>
                      ${this.seatLabel(states[states.length - 1] as S, s)}
                    </option>`,
                )}
              </select></label
            >
          </div>
          <p part="position" aria-live="polite">
            ${n === 0 ? t('replay.start') : t('replay.position', { n, total: r.moves.length })}
          </p>
          ${comment ? html`<p class="comment" part="comment">${comment}</p>` : nothing}
          <ol part="moves" aria-label=${t('replay.moves')}>
            ${r.moves.map(
              (m) =>
                html`<li>
                  <button
                    part="move"
                    aria-current=${m.n === n ? 'step' : 'false'}
                    @click=${() => {
                      this.pause();
                      this.go(m.n);
                    }}
                  >
                    ${m.n}. <span class="seat">${m.seat ?? ''}</span> ${this.moveText(m, perspective)}
                  </button>
                  ${m.comment ? html`<span class="note">${m.comment}</span>` : nothing}
                </li>`,
            )}
          </ol>
        </div>
      </div>
    </div>`;
  }

  protected override updated(): void {
    // The current move in sight in the list (without scrolling the page).
    const list = this.renderRoot.querySelector<HTMLElement>('ol');
    const current = this.renderRoot.querySelector<HTMLElement>('li button[aria-current="step"]');
    if (list && current) list.scrollTop = current.offsetTop - list.offsetTop - list.clientHeight / 2;
  }
}
