import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';

interface TableArgs {
  results: string;
  teams?: string;
  highlight?: string;
}

const r = (home: string, away: string, hg: number, ag: number) => ({ home, away, score: [hg, ag] });

const meta: Meta<TableArgs> = {
  title: 'MoF/League Table',
  component: 'mof-league-table',
  tags: ['autodocs'],
  args: {
    results: JSON.stringify([
      r('Hanoi', 'Saigon', 2, 1),
      r('Hue', 'Danang', 0, 0),
      r('Saigon', 'Hue', 3, 0),
      r('Danang', 'Hanoi', 1, 1),
    ]),
  },
  argTypes: {
    results: { control: 'text', description: 'JSON: [{"home": "Hanoi", "away": "Saigon", "score": [2, 1]}]' },
    teams: { control: 'text', description: 'JSON list of names (their order settles a complete tie)' },
    highlight: { control: 'text' },
  },
  render: (args) =>
    html`<mof-league-table
      results=${args.results}
      teams=${args.teams ?? nothing}
      highlight=${args.highlight ?? nothing}
    ></mof-league-table>`,
};
export default meta;

type Story = StoryObj<TableArgs>;

/** A few results. */
export const AfterTwoMatchdays: Story = {};

/**
 * The tie-breakers in turn: Xuan and Yen are level on points and separated by goal difference;
 * in the next stories by goals scored, then by goals scored as the visitor.
 */
export const GoalDifference: Story = {
  args: { results: JSON.stringify([r('Xuan', 'Zinh', 3, 0), r('Yen', 'Zinh', 1, 0), r('Xuan', 'Yen', 0, 0)]) },
};
export const GoalsScored: Story = {
  args: { results: JSON.stringify([r('Xuan', 'Zinh', 3, 1), r('Yen', 'Zinh', 2, 0), r('Xuan', 'Yen', 1, 1)]) },
};
export const AwayGoals: Story = {
  args: { results: JSON.stringify([r('Zinh', 'Xuan', 0, 2), r('Yen', 'Zinh', 2, 0), r('Xuan', 'Yen', 1, 1)]) },
};

/** A result that is not one is reported. */
export const ErrorState: Story = { args: { results: '[{"home": "A", "away": "A", "score": [1, 0]}]' } };
