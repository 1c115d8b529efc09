import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { applyAction, createChampionship, currentSeat, greedyBot, type MofState } from '@pitchside/engine/mof';

/** A championship played by bots up to `matchdays` results (the engine alone). */
function played(seed: number, persons: number, results: number): MofState {
  const bot = greedyBot();
  let s = createChampionship({ seed, seats: persons });
  while (currentSeat(s) !== null && s.results.length < results) s = applyAction(s, bot(s)).state;
  return s;
}

const meta: Meta = {
  title: 'MoF/Results Pad',
  component: 'mof-results-pad',
  tags: ['autodocs'],
};
export default meta;

type Story = StoryObj;

/** Halfway through: three matchdays played. */
export const Halfway: Story = { render: () => html`<mof-results-pad .state=${played(4, 4, 6)}></mof-results-pad>` };

/** A whole championship of six persons: both groups and the final's two legs. */
export const WithFinal: Story = { render: () => html`<mof-results-pad .state=${played(8, 6, 99)}></mof-results-pad>` };

/** Written in the page: four teams and two results, put on the calendar's matchdays. */
export const FromMarkup: Story = {
  render: () =>
    html`<mof-results-pad
      teams='["Hanoi","Saigon","Hue","Danang"]'
      results='[{"home":"Hue","away":"Hanoi","score":[2,1]},{"home":"Danang","away":"Saigon","score":[0,0]}]'
    ></mof-results-pad>`,
};
