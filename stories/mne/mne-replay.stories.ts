import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { applyAction, createMatch, greedyBot, isOver, toRecord, type MneAction } from '@pitchside/engine/mne';

interface ReplayArgs {
  seed: string;
  move: number;
  perspective: 'spectator' | 'home' | 'away';
  locale: 'en' | 'vi';
}

/** The record of a match two greedy bots play from `seed`, with a comment or two. */
function botRecord(seed: string): string {
  let s = createMatch({ seed });
  const bot = greedyBot(seed);
  const actions: MneAction[] = [];
  while (!isOver(s)) {
    const a = bot(s);
    actions.push(a);
    s = applyAction(s, a).state;
  }
  return toRecord(
    { setup: { seed }, actions, comments: { 0: 'Two greedy bots, one seed.', 6: 'The draft is over.' } },
    { Event: 'Storybook friendly', Date: '2026.12.06', Home: 'Greedy', Away: 'Greedy' },
  );
}

const meta: Meta<ReplayArgs> = {
  title: 'MNE/Replay',
  component: 'mne-replay',
  tags: ['autodocs'],
  args: { seed: '42', move: 20, perspective: 'spectator', locale: 'en' },
  argTypes: {
    perspective: { control: { type: 'inline-radio' }, options: ['spectator', 'home', 'away'] },
    locale: { control: { type: 'inline-radio' }, options: ['en', 'vi'] },
  },
  render: (args) =>
    html`<mne-replay
      .record=${botRecord(args.seed)}
      move=${args.move}
      perspective=${args.perspective}
      locale=${args.locale}
    ></mne-replay>`,
};
export default meta;

type Story = StoryObj<ReplayArgs>;

/** A whole match, opened at move 20: step with the buttons or the arrow keys. */
export const BotMatch: Story = {};

/** The same match as Home saw it: Away's hidden choices stay hidden. */
export const SeenByHome: Story = { args: { perspective: 'home' } };

/** A record the engine cannot replay: the element says which move is wrong. */
export const BadRecord: Story = {
  render: () => html`<mne-replay .record=${'[Game "mne"]\n[Seed "1"]\n\n1. dance\n'}></mne-replay>`,
};
