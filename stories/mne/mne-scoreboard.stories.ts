import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

interface ScoreArgs {
  scenario: string;
  'home-name'?: string;
  'away-name'?: string;
}

const meta: Meta<ScoreArgs> = {
  title: 'MNE/Scoreboard',
  component: 'mne-scoreboard',
  tags: ['autodocs'],
  args: { scenario: JSON.stringify({ home: { score: 1 }, away: { score: 1 } }) },
  argTypes: { scenario: { control: 'text', description: 'The engine’s scenario JSON' } },
  render: (args) =>
    html`<mne-scoreboard
      scenario=${args.scenario}
      home-name=${args['home-name'] ?? nothing}
      away-name=${args['away-name'] ?? nothing}
    ></mne-scoreboard>`,
};
export default meta;

type Story = StoryObj<ScoreArgs>;

export const FirstHalf: Story = {};

/** The rulebook's Injury Time example: the deck ran out in Away's turn, so Home's next turn is the last. */
export const InjuryTime: Story = {
  args: { scenario: JSON.stringify({ half: 2, injuryTime: true, home: { score: 2 }, away: { score: 1 } }) },
};

export const NamedTeams: Story = { args: { 'home-name': 'Hanoi FC', 'away-name': 'Saigon FC' } };

export const ErrorState: Story = { args: { scenario: '{"half": 3}' } };
