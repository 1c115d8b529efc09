/** A list of effects drawn as Game Symbols with their names, shared by the manager and action cards. */
import { html, type TemplateResult } from 'lit';
import type { Effect } from '@pitchside/engine/mof';
import { effectSymbol } from './effect-symbols.js';
import type { MofMessageKey } from './messages.js';
import { symbolIcon } from './symbols.js';

type Translate = (key: MofMessageKey, params?: Record<string, string | number>) => string;

/** `<ul part="effects">` with one `<li part="effect">` per effect: its symbol and its name. */
export function effectList(effects: readonly Effect[], t: Translate): TemplateResult {
  return html`<ul part="effects" class="effects">
    ${effects.map((effect) => {
      const use = effectSymbol(effect);
      const label = t(use.label, use.params);
      return html`<li part="effect" data-effect=${effect.k}>
        ${symbolIcon(use.id, label, use.value)}<span aria-hidden="true">${label}</span>
      </li>`;
    })}
  </ul>`;
}
