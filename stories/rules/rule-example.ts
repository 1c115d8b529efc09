/**
 * One rulebook example as an interactive story: the rulebook's words, the elements showing the
 * engine's state, a table of the rulebook's numbers next to the engine's, and buttons that play the
 * example's actions through the engine one at a time.
 */
import { html, render, type TemplateResult } from 'lit';

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
  /** The rulebook's example, word for word. */
  quote: string;
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
            <blockquote>${example.quote}</blockquote>
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
    return host;
  };
}
