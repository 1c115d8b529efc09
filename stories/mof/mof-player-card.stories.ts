import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { defaultData } from '@pitchside/engine/mof';

interface PlayerArgs {
  player?: string;
  definition?: string;
}

const meta: Meta<PlayerArgs> = {
  title: 'MoF/Player Card',
  component: 'mof-player-card',
  tags: ['autodocs'],
  args: { player: 'g03' },
  argTypes: {
    player: { control: 'select', options: defaultData.players.map((p) => p.id) },
    definition: { control: 'text', description: 'a PlayerDef as JSON, instead of player' },
  },
  render: (args) =>
    html`<mof-player-card player=${args.player ?? nothing} definition=${args.definition ?? nothing}></mof-player-card>`,
};
export default meta;

type Story = StoryObj<PlayerArgs>;

/** A gold forward with the ball on fire: an Attacking Genius. */
export const AttackingGenius: Story = {};

/** A player described by the page, not from the reference set. */
export const CustomPlayer: Story = {
  args: {
    player: undefined,
    definition: JSON.stringify({
      id: 'x1',
      name: 'Lan Anh',
      level: 'silver',
      pos: 'M',
      cost: 3,
      att: [4, 3, 2, 1],
      def: [1, 2, 3, 4],
      tac: 5,
      genius: ['T'],
    }),
  },
};

/** All 66 reference players (for a publisher's review). */
export const AllPlayers: Story = {
  render: () =>
    html`<div style="display: flex; flex-wrap: wrap; gap: 0.5rem">
      ${defaultData.players.map((p) => html`<mof-player-card player=${p.id}></mof-player-card>`)}
    </div>`,
};

/** An unknown id is reported. */
export const ErrorState: Story = { args: { player: 'zz9' } };
