import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import {
  applyAction,
  createChampionship,
  createMatch,
  greedyBot,
  isOver,
  toRecord,
  type MofAction,
  type MofRecordSetup,
} from '@pitchside/engine/mof';

interface ReplayArgs {
  seed: string;
  championship: boolean;
  move?: number;
  perspective: string;
  locale: 'en' | 'vi';
}

/** The record of a match (or a 4-manager championship) greedy bots play from `seed`. */
function botRecord(seed: string, championship: boolean): string {
  const setup: MofRecordSetup = championship ? { seed, seats: 4, championship: true } : { seed };
  let s = championship ? createChampionship({ seed, seats: 4 }) : createMatch({ seed });
  const bot = greedyBot();
  const actions: MofAction[] = [];
  while (!isOver(s)) {
    const a = bot(s);
    actions.push(a);
    s = applyAction(s, a).state;
  }
  return toRecord(
    { setup, actions, comments: { 0: 'Greedy bots on every bench.' } },
    { Event: 'Storybook league', Date: '2026.12.06' },
  );
}

const meta: Meta<ReplayArgs> = {
  title: 'MoF/Replay',
  component: 'mof-replay',
  tags: ['autodocs'],
  args: { seed: '7', championship: false, perspective: 'spectator', locale: 'en' },
  argTypes: {
    perspective: { control: 'text', description: 'spectator, or a seat (home/away, p1…p4)' },
    locale: { control: { type: 'inline-radio' }, options: ['en', 'vi'] },
  },
  render: (args) =>
    html`<mof-replay
      .record=${botRecord(args.seed, args.championship)}
      .move=${args.move}
      perspective=${args.perspective}
      locale=${args.locale}
    ></mof-replay>`,
};
export default meta;

type Story = StoryObj<ReplayArgs>;

/** A whole match, opened at the final whistle. */
export const BotMatch: Story = {};

/** A 4-manager championship, opened at the end: the final standings. */
export const Championship: Story = { args: { championship: true, seed: 'league' } };

/** The match as Home saw it. */
export const SeenByHome: Story = { args: { perspective: 'home', move: 10 } };
