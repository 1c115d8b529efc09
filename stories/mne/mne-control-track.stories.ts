import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { DEFAULT_TRACK, pushMarker } from '@pitchside/engine/mne';
import type { MneControlTrack } from '@pitchside/elements';

interface TrackArgs {
  marker: number;
  'home-name'?: string;
  'away-name'?: string;
  track?: string;
  'show-numbers': boolean;
}

const meta: Meta<TrackArgs> = {
  title: 'MNE/Control Track',
  component: 'mne-control-track',
  tags: ['autodocs'],
  args: { marker: 3, 'show-numbers': false },
  argTypes: {
    marker: { control: { type: 'range', min: 0, max: 6, step: 1 } },
    'show-numbers': {
      control: 'boolean',
      description: 'Print the numbers that matter on the picture (screenshots, print, touch)',
    },
  },
  render: (args) =>
    html`<mne-control-track
      marker=${args.marker}
      home-name=${args['home-name'] ?? nothing}
      away-name=${args['away-name'] ?? nothing}
      track=${args.track ?? nothing}
      ?show-numbers=${args['show-numbers']}
    ></mne-control-track>`,
};
export default meta;

type Story = StoryObj<TrackArgs>;

/** The start of each half: the marker in the middle, both teams Normal. */
export const KickOff: Story = {};

/** The rulebook's picture: Home has pushed the marker 2 spaces, so Home is Aggressive and Away Defensive. */
export const RulebookHomeAggressive: Story = { name: 'Rulebook: Home Aggressive, Away Defensive', args: { marker: 5 } };

/** `show-numbers`: each team's Synergy Cards from hand beside its state and on every space, the spaces numbered. */
export const ShowNumbers: Story = { args: { marker: 5, 'show-numbers': true } };

/** The marker at Away's end: Home cannot PRESS further, Away is as Defensive as it gets. */
export const MarkerAtAwaysEnd: Story = { args: { marker: 6 } };

/** Team names come from the page; the state names follow its language (try the toolbar). */
export const NamedTeams: Story = { args: { marker: 1, 'home-name': 'Hanoi FC', 'away-name': 'Saigon FC' } };

/** A publisher's longer track, validated and interpreted by the engine. */
export const CustomTrack: Story = {
  args: { marker: 7, track: JSON.stringify({ spaces: 9, start: 4, aggressiveFrom: 3, defensiveTo: -3 }) },
  argTypes: { marker: { control: { type: 'range', min: 0, max: 8, step: 1 } } },
};

/** PRESS with the engine's `pushMarker`: the marker slides (or jumps, with reduced motion). */
export const Press: Story = {
  render: () => {
    const press = (seat: 'home' | 'away', steps: number) => (event: Event) => {
      const track = (event.target as HTMLElement).closest('section')?.querySelector('mne-control-track') as
        MneControlTrack | undefined;
      if (track) track.marker = pushMarker(DEFAULT_TRACK, track.marker ?? DEFAULT_TRACK.start, seat, steps);
    };
    return html`<section>
      <mne-control-track></mne-control-track>
      <p>
        <button @click=${press('home', 1)}>Home presses 1</button>
        <button @click=${press('home', 2)}>Home presses 2</button>
        <button @click=${press('away', 1)}>Away presses 1</button>
        <button @click=${press('away', 2)}>Away presses 2</button>
      </p>
    </section>`;
  },
};

/** An unusable attribute shows a readable message instead of breaking the page. */
export const ErrorState: Story = { args: { marker: 'banana' as unknown as number } };
