import { LitElement, html, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { I18nController, localeLoading } from './i18n.js';
import { sharedMessages } from './messages.js';
import type { Problem } from './problem.js';

/**
 * The base of every Pitchside element: the language (the `locale` property, else the nearest
 * `lang` attribute) and the readable error state.
 */
export class PitchsideElement extends LitElement {
  /**
   * The language of the element's text (`en`, `vi`, or any language added to the catalogs). When
   * unset, the element follows the nearest `lang` attribute, and English when there is none.
   */
  @property({ reflect: true }) locale?: string;

  /** Localised messages for this element; follows `locale` and `lang` and re-renders on change. */
  protected readonly i18n = new I18nController(this);

  /**
   * Renders once the messages of the element's language are here: a language other than English
   * loads on demand (its own module), and the element waits for it rather than render in English
   * first; `updateComplete` waits too. A language already here never delays a render. The same
   * holds for the code `loading()` asks for.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    // Asked again after waiting: inputs set meanwhile may need more.
    const waits = [localeLoading(this.i18n.locale), this.loading()].filter((wait) => wait !== null);
    return waits.length ? Promise.all(waits).then(() => this.scheduleUpdate()) : super.scheduleUpdate();
  }

  /**
   * Code loaded on demand (an `OnDemand`'s `wait()`) that the coming update needs, given the
   * element's inputs now; null when it needs none or has it. Elements with such code override it.
   */
  protected loading(): Promise<void> | null {
    return null;
  }

  /** The error state shown in place of the element when an input is unusable. */
  protected renderProblem(found: Problem): TemplateResult {
    const element = `<${this.localName}>`;
    return html`<div class="problem" part="problem" role="alert">
      <strong>${this.i18n.t(sharedMessages, 'error.title', { element })}</strong>
      ${this.i18n.t(sharedMessages, found.key, found.params)}
    </div>`;
  }
}
