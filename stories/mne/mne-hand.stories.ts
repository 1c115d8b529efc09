import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';

interface HandArgs {
  scenario: string;
  team: 'home' | 'away';
}

const meta: Meta<HandArgs> = {
  title: 'MNE/Hand',
  component: 'mne-hand',
  tags: ['autodocs'],
  args: { scenario: JSON.stringify({ home: { hand: [3, 5, 'tackle'] } }), team: 'home' },
  argTypes: {
    scenario: { control: 'text', description: 'The engine’s scenario JSON' },
    team: { control: { type: 'inline-radio' }, options: ['home', 'away'] },
  },
  render: (args) => html`<mne-hand scenario=${args.scenario} team=${args.team}></mne-hand>`,
};
export default meta;

type Story = StoryObj<HandArgs>;

/** Three Synergy Cards, one of them a Tackle. */
export const ThreeCards: Story = {};

/** The hand limit is 5. */
export const FullHand: Story = { args: { scenario: JSON.stringify({ home: { hand: [1, 2, 3, 4, 5] } }) } };

/** An empty hand. */
export const Empty: Story = { args: { team: 'away' } };

export const ErrorState: Story = { args: { scenario: JSON.stringify({ home: { hand: [3, 3, 3, 3, 3, 3] } }) } };
