/**
 * The match elements' records (`record` property, "Download the record" button): today's date as a
 * record writes it, and the download itself.
 */
import { html, type TemplateResult } from 'lit';
import type { I18nController } from './i18n.js';
import { matchMessages } from './match-messages/messages.js';

/** A date as records write it (PGN's "2026.12.06"). */
export function recordDate(d: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
}

/** Hands `text` to the browser as a file download named `name`. */
export function downloadText(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The "Download the record" button, for a finished match (a record names every hidden choice, so
 * a person gets it only once nothing is left to hide).
 */
export function recordButton(i18n: I18nController, record: () => string | null, name: string): TemplateResult {
  return html`<button
    part="record"
    @click=${() => {
      const text = record();
      if (text) downloadText(text, name);
    }}
  >
    ${i18n.t(matchMessages, 'record.download')}
  </button>`;
}
