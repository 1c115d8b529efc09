import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { defaultData } from '@pitchside/engine/mof';

interface ManagerArgs {
  manager: string;
}

const meta: Meta<ManagerArgs> = {
  title: 'MoF/Manager Card',
  component: 'mof-manager-card',
  tags: ['autodocs'],
  args: { manager: 'godfather' },
  argTypes: { manager: { control: 'select', options: defaultData.managers.map((m) => m.id) } },
  render: (args) => html`<mof-manager-card manager=${args.manager}></mof-manager-card>`,
};
export default meta;

type Story = StoryObj<ManagerArgs>;

/** The Godfather: re-rolls (not a card effect, so immunities do not stop them). */
export const Godfather: Story = {};

/** Stadium Inferno: immune to action cards at home. */
export const StadiumInferno: Story = { args: { manager: 'stadiumInferno' } };

/** All ten managers. */
export const AllManagers: Story = {
  render: () =>
    html`<div style="display: flex; flex-wrap: wrap; gap: 0.5rem">
      ${defaultData.managers.map((m) => html`<mof-manager-card manager=${m.id}></mof-manager-card>`)}
    </div>`,
};

/** An unknown id is reported. */
export const ErrorState: Story = { args: { manager: 'mourinho' } };
