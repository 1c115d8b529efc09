import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { BOT_LEVELS } from '@pitchside/elements';

interface MatchArgs {
  seed: string;
  home?: string;
  away?: string;
  bots: string;
  'bot-delay': number;
  'bot-level': 'greedy' | 'search';
  'auto-roll': boolean;
  handoff: boolean;
  coach?: boolean;
  scenario?: string;
}

const meta: Meta<MatchArgs> = {
  title: 'MoF/Match',
  component: 'mof-match',
  tags: ['autodocs'],
  args: {
    seed: '14',
    home: 'Hanoi FC',
    away: 'Saigon FC',
    bots: 'away',
    'bot-delay': 700,
    'bot-level': 'greedy',
    'auto-roll': false,
    handoff: false,
  },
  argTypes: {
    seed: { control: 'text' },
    bots: {
      control: 'select',
      options: ['', 'away', 'home', 'home away'],
      description: 'sides the engine’s bot plays',
    },
    'bot-delay': { control: { type: 'range', min: 0, max: 2000, step: 100 } },
    'bot-level': {
      control: { type: 'inline-radio' },
      options: [...BOT_LEVELS],
      description: 'the bot’s strength (it thinks in a Web Worker)',
    },
    'auto-roll': { control: 'boolean' },
    coach: { control: 'boolean', description: 'the coach’s advice for the person to act (it thinks in a Web Worker)' },
    handoff: { control: 'boolean', description: 'hotseat: hide a person’s cards until they take the device' },
    scenario: { control: 'text', description: 'the engine’s scenario description, as JSON' },
  },
  render: (args) =>
    html`<mof-match
      seed=${args.seed}
      home=${args.home ?? nothing}
      away=${args.away ?? nothing}
      bots=${args.bots}
      bot-delay=${args['bot-delay']}
      bot-level=${args['bot-level']}
      ?auto-roll=${args['auto-roll']}
      ?handoff=${args.handoff}
      ?coach=${args.coach ?? false}
      scenario=${args.scenario ?? nothing}
    ></mof-match>`,
};
export default meta;

type Story = StoryObj<MatchArgs>;

/** Play the home side against the engine's bot. */
export const AgainstTheBot: Story = {};

/** Play against the stronger bot: it searches each decision (up to 0.7 s) in a Web Worker. */
export const AgainstTheSearchBot: Story = { args: { 'bot-level': 'search' } };

/** Two persons on one device. */
export const Hotseat: Story = { args: { bots: '' } };

/** Two persons on one device who must not see each other's cards: the screen is covered between turns. */
export const HotseatWithHandoff: Story = { args: { bots: '', handoff: true } };

/** Watch two bots play. */
export const BotAgainstBot: Story = { args: { bots: 'home away', 'bot-delay': 400 } };

/** A rule illustration: turn 9 of a match, 1–1, from the engine's `scenario`. */
export const Scenario: Story = {
  args: {
    bots: '',
    scenario: JSON.stringify({
      home: { players: ['g03', 's02', 'b01'], name: 'Hanoi FC' },
      away: { players: ['g04', 's03', 'b02'], name: 'Saigon FC' },
      tactic: 'direct',
      turn: 9,
      score: [1, 1],
    }),
  },
};

/** A scenario the engine rejects is reported, naming the field. */
export const ErrorState: Story = { args: { scenario: '{"home": {"players": ["g01"]}}' } };

/** Play against the bot, with the coach saying what it would play and why. */
export const WithTheCoach: Story = { args: { coach: true } };
