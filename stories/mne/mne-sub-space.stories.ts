import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';

interface SubArgs {
  scenario: string;
  team: 'home' | 'away';
}

const meta: Meta<SubArgs> = {
  title: 'MNE/Sub Space',
  component: 'mne-sub-space',
  tags: ['autodocs'],
  args: {
    scenario: JSON.stringify({ home: { subs: ['s-pc', 's-en'], out: ['h-st'], subsUsed: 1 } }),
    team: 'home',
  },
  argTypes: {
    scenario: { control: 'text', description: 'The engine’s scenario JSON' },
    team: { control: { type: 'inline-radio' }, options: ['home', 'away'] },
  },
  render: (args) => html`<mne-sub-space scenario=${args.scenario} team=${args.team}></mne-sub-space>`,
};
export default meta;

type Story = StoryObj<SubArgs>;

/** The rulebook's example: the tired Striker subs out and lies face down; two substitutes remain. */
export const StrikerSubbedOut: Story = {};

export const NoSubstitutes: Story = { args: { team: 'away' } };

export const ErrorState: Story = { args: { scenario: JSON.stringify({ home: { subs: ['zz'] } }) } };
