import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';

const meta: Meta = {
  title: 'MoF/Team Sheet',
  component: 'mof-team-sheet',
  tags: ['autodocs'],
};
export default meta;

type Story = StoryObj;

const masterTactician = JSON.stringify({
  tactic: 'possession',
  home: { players: ['b07', 'b11', 'w04'], manager: 'masterTactician', inEffect: ['callToArms'] },
  away: { players: ['s04', 'w02', 'b12'], inEffect: ['continuousMovement'] },
});

/** A team with its manager's ability and a card in effect on each side. */
export const Home: Story = {
  render: () => html`<mof-team-sheet team="home" scenario=${masterTactician}></mof-team-sheet>`,
};

/** The tactical roll's dice added to the tactical value. */
export const WithTacticalRoll: Story = {
  render: () => html`<mof-team-sheet team="home" roll="3 G" scenario=${masterTactician}></mof-team-sheet>`,
};

/** The opponent: its attack level dropped by the equal-level rule. */
export const Away: Story = {
  render: () => html`<mof-team-sheet team="away" scenario=${masterTactician}></mof-team-sheet>`,
};

/** In Vietnamese. */
export const Vietnamese: Story = {
  render: () => html`<mof-team-sheet lang="vi" scenario=${masterTactician}></mof-team-sheet>`,
};
