import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { LEVELS } from '@pitchside/engine/mof';
import type { MofDice } from '@pitchside/elements';

interface DiceArgs {
  kind: 'tactic' | 'genius' | 'attack' | 'defence';
  level: string;
  value?: string;
  rolling: boolean;
  'show-numbers': boolean;
}

const meta: Meta<DiceArgs> = {
  title: 'MoF/Dice',
  component: 'mof-dice',
  tags: ['autodocs'],
  args: { kind: 'attack', level: 'orange', value: '3', rolling: false, 'show-numbers': false },
  argTypes: {
    kind: { control: 'inline-radio', options: ['tactic', 'genius', 'attack', 'defence'] },
    level: { control: 'select', options: [...LEVELS] },
    value: { control: 'text', description: 'a face of the die, or G for the genius face' },
    rolling: { control: 'boolean' },
    'show-numbers': {
      control: 'boolean',
      description: 'Print the numbers that matter on the picture (screenshots, print, touch)',
    },
  },
  render: (args) =>
    html`<mof-dice
      kind=${args.kind}
      level=${args.level}
      value=${args.value ?? nothing}
      ?rolling=${args.rolling}
      ?show-numbers=${args['show-numbers']}
      style="--mof-dice-size: 4rem"
    ></mof-dice>`,
};
export default meta;

type Story = StoryObj<DiceArgs>;

/** The rulebook's worked example: an orange attack die (attack value 5). */
export const AttackDie: Story = {};

/** `show-numbers`: the face as a number, and every face of the die listed under it. */
export const ShowNumbers: Story = { args: { kind: 'attack', level: 'purple', value: '4', 'show-numbers': true } };

/** The worked example's blue defence die (defence value 9). Defence dice are opaque. */
export const DefenceDie: Story = { args: { kind: 'defence', level: 'blue', value: '4' } };

/** The genius face of the black genius die: a ball on fire that counts 2. */
export const GeniusFace: Story = { args: { kind: 'genius', value: 'G' } };

/** The white tactic die. */
export const TacticDie: Story = { args: { kind: 'tactic', value: '6' } };

/** Every die of the game: the six levels of attack (translucent) and defence (opaque). */
export const AllDice: Story = {
  render: () =>
    html`<div style="display: grid; gap: 0.75rem">
      <div><mof-dice kind="tactic" value="5"></mof-dice> <mof-dice kind="genius" value="G"></mof-dice></div>
      <div>${LEVELS.map((level) => html`<mof-dice kind="attack" level=${level} value="2"></mof-dice> `)}</div>
      <div>${LEVELS.map((level) => html`<mof-dice kind="defence" level=${level} value="2"></mof-dice> `)}</div>
    </div>`,
};

/** `roll()` tumbles the die, then shows its face (no tumbling with reduced motion). */
export const Roll: Story = {
  render: () => {
    const roll = (event: Event) => {
      const die = (event.target as HTMLElement).closest('section')?.querySelector('mof-dice') as MofDice | null;
      void die?.roll(1 + Math.floor(Math.random() * 6));
    };
    return html`<section>
      <mof-dice kind="tactic" style="--mof-dice-size: 4rem"></mof-dice>
      <p><button @click=${roll}>Roll</button></p>
    </section>`;
  },
};

/** A face the die does not have is reported. */
export const ErrorState: Story = { args: { kind: 'attack', level: 'red', value: '5' } };
