import { css, html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { I18nController } from './i18n.js';
import { matchMessages } from './match-messages/messages.js';

/**
 * Persons taking turns on one screen (hotseat) must not see each other's secrets: a hand of cards,
 * a secret tactic. With the `handoff` attribute a match element covers them whenever the person to
 * decide changes, until that person says they hold the device. `Handoff` remembers who holds it.
 */
export class Handoff {
  /** Whether the host covers at all (its `handoff` attribute). */
  cover = false;
  private holder: string | null = null;

  /** `host` re-renders when a person takes the device. */
  constructor(private readonly host: ReactiveControllerHost) {}

  /**
   * Whether `acting` may see their own secrets now: when no cover is asked for, when fewer than two
   * persons share the screen, or once they have taken the device.
   */
  shows(acting: string, persons: number): boolean {
    return !this.cover || persons < 2 || acting === this.holder;
  }

  /** The cover's hand-over to `seat`: `take()` gives them the device. */
  handTo(seat: string): { readonly seat: string; take(): void } {
    return {
      seat,
      take: () => {
        this.holder = seat;
        this.host.requestUpdate();
      },
    };
  }

  /** No one holds it (a new or loaded game: the first person takes it too). */
  reset(): void {
    this.holder = null;
  }
}

/** The cover's layout, for the styles of an element that shows it. */
export const handoffStyles = css`
  .handoff {
    display: grid;
    gap: 0.5em;
    justify-items: start;
  }
`;

/** The cover's panel: "Pass the device to {team}" and the button that person presses. */
export function renderHandoff(i18n: I18nController, team: string, take: () => void): TemplateResult {
  return html`<div part="handoff" class="handoff">
    <p part="prompt" class="prompt" role="status">${i18n.t(matchMessages, 'hotseat.pass', { team })}</p>
    <button part="action handoff-button" class="primary" @click=${take}>
      ${i18n.t(matchMessages, 'hotseat.take', { team })}
    </button>
  </div>`;
}
