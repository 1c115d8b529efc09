import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { LitElement, html } from 'lit';
import { ContextProvider } from '@lit/context';
import { mofMatchContext, type MofGameContext } from '@pitchside/elements';
import { applyAction, createMatch, currentSeat, legalActions, viewFor, type MofState } from '@pitchside/engine/mof';

/**
 * A bare stand-in for `<mof-match>`: it owns an engine match and provides it through the match
 * context, so the decision panel can be shown on its own, for whoever must act now (hotseat).
 */
class DecisionStoryHost extends LitElement {
  static override properties = { seed: { type: Number } };
  seed = 14;
  private state: MofState | undefined;
  private readonly provider = new ContextProvider(this, { context: mofMatchContext });

  override connectedCallback(): void {
    super.connectedCallback();
    // Named teams: the engine would name them after their seats, home and away.
    this.state = createMatch({ seed: this.seed, home: { name: 'Hanoi FC' }, away: { name: 'Saigon FC' } });
    this.publish();
  }

  private publish(): void {
    const state = this.state;
    if (!state) return;
    const seat = currentSeat(state) ?? 'spectator';
    const game: MofGameContext = {
      view: viewFor(state, seat),
      seat,
      legalActions: legalActions(state),
      events: [],
      log: [],
      botToMove: false,
      dispatch: (action) => {
        this.state = applyAction(state, action).state;
        this.publish();
      },
    };
    this.provider.setValue(game);
  }

  override render() {
    return html`<slot></slot>`;
  }
}
if (!customElements.get('decision-story-host')) customElements.define('decision-story-host', DecisionStoryHost);

const meta: Meta<{ seed: number }> = {
  title: 'MoF/Decision',
  component: 'mof-decision',
  tags: ['autodocs'],
  args: { seed: 14 },
  argTypes: { seed: { control: 'number' } },
  render: (args) => html`<decision-story-host seed=${args.seed}><mof-decision></mof-decision></decision-story-host>`,
};
export default meta;

type Story = StoryObj<{ seed: number }>;

/**
 * The first decision of a match: the home manager picks a team of exactly 3 (not all of one
 * position). Each choice is played through the engine and the next decision follows, in hotseat.
 */
export const PickTheTeam: Story = {};
