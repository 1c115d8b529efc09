import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { defaultData } from '@pitchside/engine/mof';

interface CardArgs {
  card: string;
}

const meta: Meta<CardArgs> = {
  title: 'MoF/Action Card',
  component: 'mof-action-card',
  tags: ['autodocs'],
  args: { card: 'callToArms' },
  argTypes: { card: { control: 'select', options: defaultData.cards.map((c) => c.id) } },
  render: (args) => html`<mof-action-card card=${args.card}></mof-action-card>`,
};
export default meta;

type Story = StoryObj<CardArgs>;

/** The rulebook's example: Call to Arms, effective with Possession or Physical. */
export const CallToArms: Story = {};

/** Win Bonus: the variable "PTS" cost. */
export const WinBonus: Story = { args: { card: 'winBonus' } };

/** A card that forces a tactic requires home advantage. */
export const ForceDirect: Story = { args: { card: 'forceDirect' } };

/** Disallowed Goal: a corruption card, played right after the goal. */
export const DisallowedGoal: Story = { args: { card: 'disallowedGoal' } };

/** Every action card of the reference set (each kind once). */
export const AllCards: Story = {
  render: () =>
    html`<div style="display: flex; flex-wrap: wrap; gap: 0.5rem">
      ${defaultData.cards.map((c) => html`<mof-action-card card=${c.id}></mof-action-card>`)}
    </div>`,
};

/** An unknown id is reported. */
export const ErrorState: Story = { args: { card: 'goldenBoot' } };
