import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { BOT_LEVELS } from '@pitchside/elements';

interface ChampionshipArgs {
  seed: string;
  players: string;
  bots: string;
  'bot-delay': number;
  'bot-level': 'greedy' | 'search';
  'auto-roll': boolean;
  handoff: boolean;
}

const meta: Meta<ChampionshipArgs> = {
  title: 'MoF/Championship',
  component: 'mof-championship',
  tags: ['autodocs'],
  args: {
    seed: '3',
    players: 'Ana, Bao, Chi',
    bots: 'Bao, Chi',
    'bot-delay': 300,
    'bot-level': 'greedy',
    'auto-roll': false,
    handoff: false,
  },
  argTypes: {
    seed: { control: 'text' },
    players: { control: 'text', description: '2–8 names separated by commas, or a number' },
    bots: { control: 'text', description: 'names the bot plays, separated by commas, or "all"' },
    'bot-delay': { control: { type: 'range', min: 0, max: 1500, step: 50 } },
    'bot-level': {
      control: { type: 'inline-radio' },
      options: [...BOT_LEVELS],
      description: 'the bots’ strength (they think in a Web Worker)',
    },
    'auto-roll': { control: 'boolean', description: 'resolve turns without a Roll button' },
    handoff: { control: 'boolean', description: 'persons on one device: hide each one’s cards until they take it' },
  },
  render: (args) =>
    html`<mof-championship
      seed=${args.seed}
      players=${args.players}
      bots=${args.bots}
      bot-delay=${args['bot-delay']}
      bot-level=${args['bot-level']}
      ?auto-roll=${args['auto-roll']}
      ?handoff=${args.handoff}
    ></mof-championship>`,
};
export default meta;

type Story = StoryObj<ChampionshipArgs>;

/** Three persons (two of them bots) and one non-person team. */
export const ThreePersons: Story = {};

/** Six persons: two groups and a two-match final, all bots, played at once. */
export const SixBots: Story = { args: { players: '6', bots: 'all', 'bot-delay': 0 } };

/** Four persons on one device, each one's cards hidden from the others until they take it. */
export const FourPersons: Story = { args: { players: 'Ana, Bao, Chi, Dung', bots: '', handoff: true } };

/** One person cannot play a championship. */
export const ErrorState: Story = { args: { players: 'Ana' } };
