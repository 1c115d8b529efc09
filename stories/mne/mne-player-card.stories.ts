import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { DEFAULT_CARDS } from '@pitchside/engine/mne';

interface CardArgs {
  card: string;
  'face-down': boolean;
  width: string;
}

const meta: Meta<CardArgs> = {
  title: 'MNE/Player Card',
  component: 'mne-player-card',
  tags: ['autodocs'],
  args: { card: 'h-st', 'face-down': false, width: '13em' },
  argTypes: {
    card: { control: { type: 'select' }, options: DEFAULT_CARDS.map((c) => c.id) },
    width: { control: 'text', description: '`--mne-player-card-width`' },
  },
  render: (args) =>
    html`<mne-player-card
      card=${args.card}
      ?face-down=${args['face-down']}
      style=${args.width ? `--mne-player-card-width: ${args.width}` : nothing}
    ></mne-player-card>`,
};
export default meta;

type Story = StoryObj<CardArgs>;

/** The rulebook's Striker: four Attack half-icons, two of which meet the board's halves on the Front Line. */
export const Striker: Story = {};

/** The Winger's skill is Crack 1: the defence loses 1 Basic Defence Power when the Winger shoots. */
export const WingerWithCrack: Story = { args: { card: 'h-wg' } };

/** A Star Player who prints a complete icon instead of an Immediate Effect, as the rulebook's stars do. */
export const StarWithPrintedIcon: Story = { args: { card: 's-tq' } };

/** A Star Player with an Immediate Effect (the lightning mark): the Wonderkid's free shot. */
export const StarWithEffect: Story = { args: { card: 's-wk' } };

/** A subbed-out player lies face down in the Sub Space. */
export const FaceDown: Story = { args: { 'face-down': true } };

/** The whole reference set: 10 Home, 10 Away and 12 Star Players. */
export const AllCards: Story = {
  render: () =>
    html`<div style="display: flex; flex-wrap: wrap; gap: 12px; --mne-player-card-width: 11em">
      ${DEFAULT_CARDS.map((c) => html`<mne-player-card card=${c.id}></mne-player-card>`)}
    </div>`,
};

/** An unknown id shows a readable message instead of breaking the page. */
export const ErrorState: Story = { args: { card: 'h-zz' } };
