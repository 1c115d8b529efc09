import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import type { ShotResult } from '@pitchside/elements';

interface BoardArgs {
  control: 'aggressive' | 'normal' | 'defensive';
  'show-numbers': boolean;
  attack: string;
  defence: string;
}

const meta: Meta<BoardArgs> = {
  title: 'MNE/Synergy Board',
  component: 'mne-synergy-board',
  tags: ['autodocs'],
  args: { control: 'normal', 'show-numbers': false, attack: '', defence: '' },
  argTypes: {
    control: { control: { type: 'inline-radio' }, options: ['aggressive', 'normal', 'defensive'] },
    'show-numbers': {
      control: 'boolean',
      description: 'Print the numbers that matter on the picture (screenshots, print, touch)',
    },
    attack: {
      control: 'text',
      description: 'The attack’s Synergy Cards, as ids or star values (`5 4 2`): the board computes the Goal Check',
    },
    defence: { control: 'text', description: 'The defence’s Synergy Cards, as ids or star values (`5 4`)' },
  },
  render: (args) =>
    html`<mne-synergy-board
      scenario=${JSON.stringify({ control: args.control })}
      ?show-numbers=${args['show-numbers']}
      attack=${args.attack || nothing}
      defence=${args.defence || nothing}
    ></mne-synergy-board>`,
};
export default meta;

type Story = StoryObj<BoardArgs>;

/** The rulebook's example: Home is Normal, so it may play up to 2 Synergy Cards (deck + 1 from hand). */
export const Normal: Story = {};

/** Aggressive: the deck card and up to 2 from hand. */
export const Aggressive: Story = { args: { control: 'aggressive' } };

/** Defensive: only the mandatory card from the deck. */
export const Defensive: Story = { args: { control: 'defensive' } };

const goalCheck: ShotResult = {
  type: 'shotResolved',
  seat: 'home',
  kind: 'direct',
  outcome: 'goal',
  basicAttack: 3,
  attackStars: 7,
  totalAttack: 10,
  basicDefence: 4,
  crack: 1,
  defenceStars: 6,
  totalDefence: 9,
  attackCards: ['4a', '3a'],
  defenceCards: ['3b', '3c'],
  shooter: 'h-wg',
};

/** The rulebook's Goal Check: 3 (Crack 1) + 7 = 10 against (4 − 1) + 6 = 9 — GOAL, revealed. */
export const RulebookGoalCheck: Story = {
  name: 'Rulebook: Goal Check 10 against 9',
  render: () => html`<mne-synergy-board .result=${goalCheck}></mne-synergy-board>`,
};

/** `show-numbers` on the Goal Check: each side's sum, Basic Power and Crack to the total. */
export const RulebookGoalCheckNumbers: Story = {
  name: 'Rulebook: Goal Check with show-numbers',
  args: { 'show-numbers': true },
  render: (args) =>
    html`<mne-synergy-board .result=${goalCheck} ?show-numbers=${args['show-numbers']}></mne-synergy-board>`,
};

/** A shot described by its cards: attack 5 + 4 + 2 = 11 against 5 + 4 = 9 — the Magic Number, a Wonder Goal. */
export const WonderGoalFromCards: Story = {
  name: 'Cards: attack 11 against defence 9 (Wonder Goal)',
  args: { attack: '5 4 2', defence: '5 4', 'show-numbers': true },
};
