import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { BOT_LEVELS } from '@pitchside/elements';

interface MatchArgs {
  seed: string;
  home: 'human' | 'bot';
  away: 'human' | 'bot';
  'bot-delay': number;
  'bot-level': 'greedy' | 'search';
  shootout: boolean;
  handoff: boolean;
  coach?: boolean;
  state?: string;
}

const meta: Meta<MatchArgs> = {
  title: 'MNE/Match',
  component: 'mne-match',
  tags: ['autodocs'],
  args: {
    seed: '42',
    home: 'human',
    away: 'bot',
    'bot-delay': 700,
    'bot-level': 'greedy',
    shootout: false,
    handoff: false,
  },
  argTypes: {
    home: { control: { type: 'inline-radio' }, options: ['human', 'bot'] },
    away: { control: { type: 'inline-radio' }, options: ['human', 'bot'] },
    'bot-delay': { control: { type: 'range', min: 0, max: 2000, step: 50 } },
    'bot-level': {
      control: { type: 'inline-radio' },
      options: [...BOT_LEVELS],
      description: 'the computer’s strength (it thinks in a Web Worker)',
    },
    coach: { control: 'boolean', description: 'the coach’s advice for the person to act (it thinks in a Web Worker)' },
    handoff: { control: 'boolean', description: 'hotseat: hide each hand until its person takes the device' },
    state: { control: 'text', description: 'A saved match (the JSON of `save()`)' },
  },
  render: (args) =>
    html`<mne-match
      seed=${args.seed}
      home=${args.home}
      away=${args.away}
      bot-delay=${args['bot-delay']}
      bot-level=${args['bot-level']}
      ?shootout=${args.shootout}
      ?handoff=${args.handoff}
      ?coach=${args.coach ?? false}
      state=${args.state ?? nothing}
    ></mne-match>`,
};
export default meta;

type Story = StoryObj<MatchArgs>;

/** Play Home against the computer. */
export const AgainstTheComputer: Story = {};

/** Two people on one screen, with undo. */
export const Hotseat: Story = { args: { home: 'human', away: 'human' } };

/** Two people on one screen who must not see each other's hand: the screen is covered between turns. */
export const HotseatWithHandoff: Story = { args: { home: 'human', away: 'human', handoff: true } };

/** Watch the engine's bots play a whole match. */
export const BotAgainstBot: Story = { args: { home: 'bot', away: 'bot', 'bot-delay': 250 } };

/** Play against the stronger computer: it searches each decision (up to 0.7 s) in a Web Worker. */
export const AgainstTheSearchBot: Story = { args: { 'bot-level': 'search' } };

/** A drawn match goes to a Penalty Kick Shootout. */
export const WithShootout: Story = { args: { home: 'bot', away: 'bot', 'bot-delay': 100, shootout: true } };

export const ErrorState: Story = { args: { home: 'robot' as 'human' } };

/** Play Home against the computer, with the coach saying what it would play and why. */
export const WithTheCoach: Story = { args: { coach: true } };
