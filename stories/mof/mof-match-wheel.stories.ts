import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

interface WheelArgs {
  turn?: number;
  'half-time': boolean;
  home?: string;
  away?: string;
  goals?: string;
}

const meta: Meta<WheelArgs> = {
  title: 'MoF/Match Wheel',
  component: 'mof-match-wheel',
  tags: ['autodocs'],
  args: { turn: 1, 'half-time': false },
  argTypes: {
    turn: { control: { type: 'range', min: 1, max: 13, step: 1 }, description: '1–12, 13 = injury time' },
    'half-time': { control: 'boolean' },
    home: { control: 'text' },
    away: { control: 'text' },
    goals: { control: 'text', description: 'JSON: [{"turn": 4, "side": "home"}]' },
  },
  render: (args) =>
    html`<mof-match-wheel
      turn=${args.turn ?? nothing}
      ?half-time=${args['half-time']}
      home=${args.home ?? nothing}
      away=${args.away ?? nothing}
      goals=${args.goals ?? nothing}
      style="max-width: 26rem"
    ></mof-match-wheel>`,
};
export default meta;

type Story = StoryObj<WheelArgs>;

/** Kick-off: the 0' space, where the home team attacks first. */
export const KickOff: Story = {};

/** The 15' space: the home team defends. The first half follows the outer arrows, clockwise. */
export const Turn2HomeDefends: Story = { args: { turn: 2 } };

/** Half time: the marker sits on the half-time space in the middle. */
export const HalfTime: Story = { args: { turn: undefined, 'half-time': true } };

/** The second half runs back counter-clockwise on the inner arrows: turn 9 shares the 30' space. */
export const SecondHalfTurn9: Story = { args: { turn: 9 } };

/** Goals are marked on the turns they were scored; a disallowed goal is faded. */
export const WithGoals: Story = {
  args: {
    turn: 10,
    home: 'Hanoi FC',
    away: 'Saigon FC',
    goals: JSON.stringify([
      { turn: 1, side: 'home' },
      { turn: 3, side: 'away' },
      { turn: 8, side: 'home' },
      { turn: 9, side: 'away', disallowed: true },
    ]),
  },
};

/** An unusable attribute shows a readable message instead of breaking the page. */
export const ErrorState: Story = { args: { turn: 14 } };
