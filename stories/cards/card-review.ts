/**
 * The Cards section's two tools: a grid for reviewing a whole reference set, and a JSON box where a
 * publisher pastes their own cards to see them validated by the engine and drawn by the elements.
 */
import { html, render, type TemplateResult } from 'lit';
import { isRuleError } from '@pitchside/engine';

const styles = html`<style>
  .cards {
    font:
      15px/1.5 system-ui,
      sans-serif;
  }
  .cards .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(var(--card-min, 12em), 1fr));
    gap: 1em;
    margin-block-end: 1.5em;
  }
  .cards textarea {
    width: 100%;
    min-height: 16em;
    font:
      13px/1.4 ui-monospace,
      monospace;
    box-sizing: border-box;
  }
  .cards .verdict {
    padding: 0.5em 1em;
    border-radius: 4px;
    margin-block: 0.5em;
  }
  .cards .valid {
    background: #f0fff4;
    color: #22543d;
  }
  .cards .invalid {
    background: #fff5f5;
    color: #9b2c2c;
  }
</style>`;

/** A titled grid of cards. */
export function cardGroups(groups: { title: string; cards: TemplateResult[] }[], minWidth = '12em'): TemplateResult {
  return html`${styles}
    <div class="cards" style="--card-min: ${minWidth}">
      ${groups.map(
        (g) =>
          html`<h2>${g.title} (${g.cards.length})</h2>
            <div class="grid">${g.cards}</div>`,
      )}
    </div>`;
}

export interface CardEditor<T> {
  /** The JSON the box starts with (an example a publisher can edit). */
  example: unknown;
  /** What the JSON should hold, for the help text. */
  help: string;
  /** The engine's validation; throws RuleError with the bad field. */
  validate: (json: unknown) => T;
  /** The validated cards, drawn by the elements. */
  show: (valid: T) => TemplateResult;
  /** A one-line summary of what was validated. */
  summary: (valid: T) => string;
}

/** A story render function: paste card JSON, see it validated and rendered as you type. */
export function cardEditor<T>(editor: CardEditor<T>): () => HTMLElement {
  return () => {
    const host = document.createElement('div');
    let text = JSON.stringify(editor.example, null, 2);
    const update = () => {
      let verdict: TemplateResult;
      let cards: TemplateResult | string = '';
      try {
        const valid = editor.validate(JSON.parse(text));
        verdict = html`<p class="verdict valid" role="status">✓ Valid: ${editor.summary(valid)}</p>`;
        cards = editor.show(valid);
      } catch (e) {
        const where = isRuleError(e) && e.field ? html` (at <code>${e.field}</code>)` : '';
        const message =
          e instanceof SyntaxError ? `Not JSON: ${e.message}` : e instanceof Error ? e.message : String(e);
        verdict = html`<p class="verdict invalid" role="alert">✗ ${message}${where}</p>`;
      }
      render(
        html`${styles}
          <div class="cards">
            <label for="card-json">${editor.help}</label>
            <textarea
              id="card-json"
              spellcheck="false"
              .value=${text}
              @input=${(e: Event) => {
                text = (e.target as HTMLTextAreaElement).value;
                update();
              }}
            ></textarea>
            ${verdict}
            <div class="grid">${cards}</div>
          </div>`,
        host,
      );
    };
    update();
    return host;
  };
}
