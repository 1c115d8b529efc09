/**
 * One rulebook example as an interactive story: the rulebook's words, the elements showing the
 * engine's state, a table of the rulebook's numbers next to the engine's, and buttons that play the
 * example's actions through the engine one at a time.
 */
import { html, render, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { agrees, readOnPicture, type GalleryExample } from './examples.js';

/**
 * A number the rulebook prints, and the same number computed by the engine from the state.
 * `engine: null` when the example has not reached it yet (a shot's totals before the shot): shown
 * as "not reached yet", neither agreeing nor disagreeing.
 */
export interface RuleNumber {
  label: string;
  rulebook: number | string;
  engine: number | string | null;
}

/** How a number compares: the engine agrees, differs, or has not reached it at this step. */
const verdict = (n: RuleNumber) => (n.engine === null ? 'pending' : n.rulebook === n.engine ? 'agrees' : 'differs');
const MARK = { agrees: ' ✓', differs: ' ✗', pending: '' } as const;

/** An action of the example, applied by the engine to the current state. */
export interface RuleStep<S> {
  label: string;
  apply: (state: S) => S;
}

export interface RuleExample<S> {
  /**
   * The example as the docs site's rules gallery shows it (stories/rules/examples.ts): its words,
   * and its HTML, shown under the steps with the rulebook's numbers read off that picture.
   */
  gallery?: GalleryExample;
  /** The rulebook's example, word for word (default: the gallery's). */
  quote?: string;
  /** The position the example starts from (the engine's `scenario`). */
  start: () => S;
  /** The elements showing a state. */
  view: (state: S) => TemplateResult;
  /** The numbers to compare after `steps` have been played up to this point. */
  numbers: (state: S, played: number) => RuleNumber[];
  steps?: RuleStep<S>[];
}

const styles = html`<style>
  .rule {
    font:
      15px/1.5 system-ui,
      sans-serif;
    display: grid;
    gap: 1em;
    max-width: 60em;
  }
  .rule blockquote {
    margin: 0;
    padding: 0.5em 1em;
    border-inline-start: 4px solid #2f855a;
    background: #f0fff4;
  }
  .rule table {
    border-collapse: collapse;
  }
  .rule th,
  .rule td {
    border: 1px solid #cbd5e0;
    padding: 0.25em 0.75em;
    text-align: start;
  }
  .rule td.num {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .rule .agrees {
    color: #22543d;
  }
  .rule .differs {
    color: #9b2c2c;
    font-weight: bold;
  }
  .rule .pending td:last-child {
    color: #4a5568;
    font-style: italic;
  }
  .rule pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .rule .picture {
    display: flex;
    flex-wrap: wrap;
    gap: 1em;
    align-items: start;
  }
  /* A field has no width of its own: a row to itself. */
  .rule .picture > mne-field {
    flex: 1 1 100%;
    max-width: 30em;
  }
  .rule .steps {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: center;
  }
</style>`;

/** A story render function for a rulebook example. */
export function ruleExample<S>(example: RuleExample<S>): () => HTMLElement {
  return () => {
    const host = document.createElement('div');
    let state = example.start();
    let played = 0;
    const steps = example.steps ?? [];
    const update = () => {
      const numbers = example.numbers(state, played);
      const next = steps[played];
      render(
        html`${styles}
          <div class="rule">
            <blockquote>${example.quote ?? example.gallery?.quote}</blockquote>
            ${
              steps.length > 0
                ? html`<div class="steps">
                    ${
                      next
                        ? html`<button data-step @click=${() => go(played + 1)}>Next: ${next.label}</button>`
                        : html`<span>All ${steps.length} steps played.</span>`
                    }
                    <button ?disabled=${played === 0} @click=${() => go(0)}>Start again</button>
                    <span>Step ${played} of ${steps.length}</span>
                  </div>`
                : ''
            }
            <div>${example.view(state)}</div>
            <table aria-label="The rulebook’s numbers and the engine’s">
              <thead>
                <tr>
                  <th>Number</th>
                  <th>Rulebook</th>
                  <th>Engine</th>
                </tr>
              </thead>
              <tbody>
                ${numbers.map((n) => {
                  const v = verdict(n);
                  return html`<tr class=${v} data-verdict=${v}>
                    <td>${n.label}</td>
                    <td class="num">${n.rulebook}</td>
                    <td class="num">${n.engine === null ? 'not reached yet' : n.engine}${MARK[v]}</td>
                  </tr>`;
                })}
              </tbody>
            </table>
          </div>`,
        host,
      );
    };
    const go = (count: number) => {
      state = example.start();
      for (const step of steps.slice(0, count)) state = step.apply(state);
      played = count;
      update();
    };
    update();
    // After the example (lit keeps its own part in front of what is appended later).
    if (example.gallery) host.append(snippet(example.gallery));
    return host;
  };
}

/** A story for a gallery example the engine needs no steps for: its words, its HTML and the numbers on it. */
export function galleryStory(example: GalleryExample): () => HTMLElement {
  return () => {
    const host = document.createElement('div');
    render(
      html`${styles}
        <div class="rule">
          <blockquote>${example.quote}</blockquote>
          ${example.note ? html`<p><strong>How the engine reads it:</strong> ${example.note}</p>` : ''}
        </div>`,
      host,
    );
    host.append(snippet(example));
    return host;
  };
}

/** Waits for every custom element under `root` to be defined and rendered. */
async function settled(root: Element) {
  const custom = [...root.querySelectorAll('*')].filter((el) => el.localName.includes('-'));
  await Promise.all(custom.map((el) => customElements.whenDefined(el.localName)));
  await Promise.all(custom.map((el) => (el as Element & { updateComplete?: Promise<unknown> }).updateComplete));
}

/**
 * The gallery's HTML for the example, running, its code, and the rulebook's numbers as the picture
 * shows them (read the way the gallery's Chromium check reads them).
 */
function snippet(example: GalleryExample): HTMLElement {
  const box = document.createElement('div');
  box.className = 'rule';
  // 'pending' until the numbers have been read off the rendered picture (the Storybook check waits).
  box.dataset.read = 'pending';
  const code = document.createElement('div');
  render(
    html`<h3>The HTML for a page (the rules gallery’s)</h3>
      <pre><code>${example.html}</code></pre>`,
    code,
  );
  const picture = document.createElement('div');
  render(html`<div class="picture">${unsafeHTML(example.html)}</div>`, picture);
  const table = document.createElement('div');
  box.append(code, picture, table);
  void settled(picture).then(() => {
    render(
      html`<table aria-label="The rulebook’s numbers and the picture’s">
        <thead>
          <tr>
            <th>Number</th>
            <th>Rulebook</th>
            <th>On the picture</th>
          </tr>
        </thead>
        <tbody>
          ${example.numbers.map((n) => {
            const r = readOnPicture(picture, n.read);
            const v = 'value' in r && agrees(r.value, n.rulebook) ? 'agrees' : 'differs';
            return html`<tr class=${v} data-verdict=${v}>
              <td>${n.label}</td>
              <td class="num">${n.rulebook}</td>
              <td class="num">${'value' in r ? r.value : r.error}${MARK[v]}</td>
            </tr>`;
          })}
        </tbody>
      </table>`,
      table,
    );
    box.dataset.read = 'done';
  });
  return box;
}
