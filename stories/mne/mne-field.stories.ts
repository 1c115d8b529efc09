import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

interface FieldArgs {
  scenario: string;
  team: 'home' | 'away';
  selected?: string;
  'show-numbers': boolean;
}

const json = (value: unknown) => JSON.stringify(value);

const meta: Meta<FieldArgs> = {
  title: 'MNE/Field',
  component: 'mne-field',
  tags: ['autodocs'],
  args: { scenario: json({ home: { field: ['h-cm@1,1', 'h-st@0,2'] } }), team: 'home', 'show-numbers': false },
  argTypes: {
    scenario: { control: 'text', description: 'The engine’s scenario JSON' },
    team: { control: { type: 'inline-radio' }, options: ['home', 'away'] },
    selected: { control: 'text', description: 'A card in front whose legal spaces light up' },
    'show-numbers': {
      control: 'boolean',
      description: 'Print the numbers that matter on the picture (screenshots, print, touch)',
    },
  },
  render: (args) =>
    html`<mne-field
      style="max-width: 34em"
      scenario=${args.scenario}
      team=${args.team}
      selected=${args.selected ?? nothing}
      ?show-numbers=${args['show-numbers']}
    ></mne-field>`,
};
export default meta;

type Story = StoryObj<FieldArgs>;

/**
 * The rulebook's example: the Striker's Basic Attack Power is 3 — 2 from the Front Line, 1 shared
 * with the Chance Maker. Hover or focus a card to see it.
 */
export const RulebookStriker: Story = { name: 'Rulebook: the Striker’s Basic Attack Power 3' };

/** `show-numbers`: every card wears its Basic Attack Power and Crack, with nothing hovered (for print). */
export const ShowNumbers: Story = {
  args: { scenario: json({ home: { field: ['h-bb@1,2', 'h-wg@0,1', 'h-cm@1,0', 'h-st@0,3'] } }), 'show-numbers': true },
};

/** The Shoot Token example: after a shot the flipped token leaves the Winger a Basic Attack Power of 2. */
export const FlippedShootToken: Story = {
  args: { scenario: json({ home: { field: ['h-bb@1,2', 'h-wg@0,1'], tokens: ['h0.1'] } }) },
};

/** Build Up: the Winger's legal spaces light up; click one (or use the arrow keys and Enter) to place it. */
export const LegalSpaces: Story = {
  args: {
    scenario: json({ step: 'player', home: { field: ['h-cm@1,1', 'h-st@0,2'] } }),
    selected: 'h-wg',
  },
};

/** A Defender may only go on the 3rd Line and the Final Line. */
export const DefenderPlacement: Story = {
  args: { scenario: json({ step: 'player', home: { field: ['h-cm@1,1'] } }), selected: 'h-cb' },
};

/** Away's field, with the Goal Check example's defence: Basic Defence Power 4. */
export const AwayDefence: Story = {
  args: { scenario: json({ away: { field: ['a-cb@3,1', 'a-wb@3,3'] } }), team: 'away' },
};

/** A scenario the engine rejects shows why, in the page's language. */
export const ErrorState: Story = { args: { scenario: json({ home: { field: ['h-cb@0,0'] } }) } };
