/**
 * The worked examples and pictured situations of the Masters of Football rulebook, built with the
 * engine's `scenario`; the table under each compares the rulebook's numbers with the engine's.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { mof } from '@pitchside/engine';
import { example, exampleData, levelsPosition, rulebookNumber } from './examples.js';
import { galleryStory, ruleExample } from './rule-example.js';

const meta: Meta = {
  title: 'Rules/MoF',
  parameters: { layout: 'padded', controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

const playerById = (id: string) => exampleData.players.find((p) => p.id === id);
const players = (ids: string[]) =>
  html`${ids.map((id) => html`<mof-player-card .data=${exampleData} .definition=${playerById(id)}></mof-player-card>`)}`;
const row = (...parts: unknown[]) =>
  html`<div style="display: flex; flex-wrap: wrap; gap: 1em; align-items: start">${parts}</div>`;
const sum = (values: number[]) => values.join(' + ');

export const TacticalValue15: Story = {
  name: 'Tactical value 15',
  render: ruleExample<mof.MofState>({
    gallery: example('mof-tactical-value'),
    start: () =>
      mof.scenario({
        data: exampleData,
        home: { players: ['mt1', 'mt2', 'mt3'], manager: 'masterTactician', inEffect: ['chalkboard'] },
        away: { players: ['op1', 'op2', 'op3'] },
      }),
    view: () =>
      row(
        players(['mt1', 'mt2', 'mt3']),
        html`<mof-manager-card manager="masterTactician"></mof-manager-card>`,
        html`<mof-action-card card="chalkboard"></mof-action-card>`,
        html`<mof-dice kind="tactic" value="3"></mof-dice><mof-dice kind="genius" value="2"></mof-dice>`,
      ),
    numbers: (s) => {
      const b = mof.tacticalBreakdown(s, 'home');
      const dice = 3 + 2;
      return [
        { label: 'From players', rulebook: '4 + 1 + 1', engine: sum(b.players) },
        { label: 'From dice (tactic 3 + genius 2)', rulebook: 5, engine: dice },
        { label: 'From the manager’s ability', rulebook: 2, engine: b.ability },
        { label: 'From the action card', rulebook: 2, engine: b.cards },
        { label: 'Tactical value', rulebook: 15, engine: b.withoutDice + dice },
      ];
    },
  }),
};

const levelsExample = () => mof.scenario(levelsPosition);

export const MasterTacticianLevels: Story = {
  name: 'Attack and defence levels — the Master Tactician',
  render: ruleExample<mof.MofState>({
    gallery: example('mof-master-tactician-levels'),
    start: levelsExample,
    view: (s) => {
      const home = mof.teamValues(s, 'home');
      const away = mof.teamValues(s, 'away');
      return row(
        players(['mt1', 'mt2', 'mt3']),
        html`<mof-action-card card="callToArms"></mof-action-card>
          <mof-action-card card="continuousMovement"></mof-action-card>`,
        html`<div>
          <p>Master Tactician (home)</p>
          <mof-dice kind="defence" level=${home.defLevel}></mof-dice>
          <mof-dice kind="attack" level=${home.attLevel}></mof-dice>
          <p>Opponent (away)</p>
          <mof-dice kind="attack" level=${away.attLevel}></mof-dice>
        </div>`,
      );
    },
    numbers: (s) => {
      const home = mof.teamValues(s, 'home');
      const away = mof.teamValues(s, 'away');
      return [
        { label: 'Defence from players', rulebook: '3 + 4 + 2', engine: sum(home.def.players) },
        { label: 'Defence from action cards (+2 −2)', rulebook: 0, engine: home.def.cards },
        { label: 'Defence value', rulebook: 9, engine: home.def.total },
        {
          label: 'Defence die',
          rulebook: rulebookNumber('mof-master-tactician-levels', 'Defence die'),
          engine: home.defLevel,
        },
        { label: 'Attack from players', rulebook: '2 + 1 + 0', engine: sum(home.att.players) },
        { label: 'Attack from action cards', rulebook: 2, engine: home.att.cards },
        { label: 'Attack value', rulebook: 5, engine: home.att.total },
        {
          label: 'Attack die',
          rulebook: rulebookNumber('mof-master-tactician-levels', 'Attack die'),
          engine: home.attLevel,
        },
        { label: 'Opponent’s attack value’s level', rulebook: 'orange', engine: away.att.level },
        { label: 'Opponent’s attack die (no home advantage)', rulebook: 'brown', engine: away.attLevel },
      ];
    },
  }),
};

const HOME_ATTACKS = [1, 4, 5, 8, 9, 12];

export const MatchWheel: Story = {
  name: 'The match wheel — who attacks on each turn',
  render: ruleExample<{ turn: number }>({
    gallery: example('mof-match-wheel'),
    start: () => ({ turn: 1 }),
    view: ({ turn }) => html`<mof-match-wheel style="max-width: 26em" turn=${turn}></mof-match-wheel>`,
    numbers: ({ turn }) => [
      {
        label: `Turn ${turn}: minute`,
        rulebook: mof.defaultData.wheel.minutes[turn - 1] ?? '',
        engine: mof.minuteLabel(turn),
      },
      {
        label: `Turn ${turn}: the home team`,
        rulebook: HOME_ATTACKS.includes(turn) ? 'attacks' : 'defends',
        engine: mof.attackerOn(turn) === 'home' ? 'attacks' : 'defends',
      },
    ],
    steps: Array.from({ length: 11 }, (_, i) => ({
      label: `turn ${i + 2}`,
      apply: () => ({ turn: i + 2 }),
    })),
  }),
};

export const StrongestAgainstWeakest: Story = {
  name: 'Kick off — the strongest attack against the weakest defence',
  render: ruleExample<null>({
    gallery: example('mof-strongest-weakest'),
    start: () => null,
    view: () =>
      row(
        html`<mof-dice kind="attack" level="purple"></mof-dice>`,
        html`<mof-dice kind="defence" level="red"></mof-dice>`,
        html`<mof-dice kind="genius"></mof-dice>`,
      ),
    numbers: () => [
      { label: 'The strongest level', rulebook: 'purple', engine: mof.levelForValue(99) },
      { label: 'The weakest level', rulebook: 'red', engine: mof.levelForValue(0) },
    ],
  }),
};

export const PlayTheLevelsExample: Story = {
  name: 'Play the Master Tactician’s match',
  render: () =>
    html`<mof-match
      style="max-width: 60em"
      bots="away"
      bot-delay="0"
      .scenario=${{
        data: exampleData,
        tactic: 'possession',
        home: { players: ['mt1', 'mt2', 'mt3'], manager: 'masterTactician', inEffect: ['callToArms'] },
        away: { players: ['op1', 'op2', 'op3'], inEffect: ['continuousMovement'] },
      }}
    ></mof-match>`,
};

export const SameLevel: Story = {
  name: 'Same level — the team without home advantage drops one',
  render: galleryStory(example('mof-same-level')),
};

export const BothRed: Story = {
  name: 'Both red — the team with home advantage goes up one level',
  render: galleryStory(example('mof-both-red')),
};

export const Points: Story = {
  name: 'Final whistle — 3 points for a win, 1 for a tie',
  render: galleryStory(example('mof-points')),
};

export const TacticalTotal: Story = {
  name: 'Team sheet — the tactical value 15, totalled by the engine',
  render: galleryStory(example('mof-tactical-total')),
};

export const TeamTotals: Story = {
  name: 'Team sheet — defence 9 (blue), attack 5 (orange), totalled by the engine',
  render: galleryStory(example('mof-team-totals')),
};

export const ResultsPad: Story = {
  name: 'Results pad — the championship calendar',
  render: galleryStory(example('mof-results-pad')),
};
