/**
 * Every worked example and pictured situation of the Magic Number Eleven rulebook, built with the
 * engine's `scenario` and played with its `applyAction`; the table under each compares the
 * rulebook's numbers with the engine's.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { mne } from '@pitchside/engine';
import type { ShotResult } from '@pitchside/elements';
import { example, goalCheckPosition, rulebookNumber, TEAM_ACTION_FIELD } from './examples.js';
import { galleryStory, ruleExample, type RuleStep } from './rule-example.js';

const meta: Meta = {
  title: 'Rules/MNE',
  parameters: { layout: 'padded', controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

/** The current position and what the last action did (for the Synergy Board's reveal). */
interface Play {
  s: mne.MneState;
  events: mne.MneEvent[];
}
const start = (desc: mne.ScenarioDesc) => (): Play => ({ s: mne.scenario(desc), events: [] });
const step = (label: string, action: mne.MneAction): RuleStep<Play> => ({
  label,
  apply: ({ s }) => {
    const { state, events } = mne.applyAction(s, action);
    return { s: state, events };
  },
});
const shotResult = (p: Play): ShotResult | undefined =>
  p.events.find((e): e is ShotResult => e.type === 'shotResolved');

const field = (p: Play, team: mne.Seat, selected?: string) =>
  html`<mne-field
    style="max-width: 30em"
    team=${team}
    selected=${selected ?? ''}
    .state=${mne.toJSON(p.s)}
  ></mne-field>`;
const track = (p: Play) => html`<mne-control-track marker=${p.s.marker}></mne-control-track>`;
const board = (p: Play) =>
  html`<mne-synergy-board .state=${mne.toJSON(p.s)} .result=${shotResult(p)}></mne-synergy-board>`;
const hand = (p: Play, team: mne.Seat) => html`<mne-hand team=${team} .state=${mne.toJSON(p.s)}></mne-hand>`;
const side = (...parts: unknown[]) =>
  html`<div style="display: flex; flex-wrap: wrap; gap: 1em; align-items: start">${parts}</div>`;

const shootWinger = step('Home’s Winger shoots (Direct Attack)', { type: 'directAttack', card: 'h-wg', icon: 'h0.1' });
/** A seat's Synergy Cards on the board: the shot's while one is open, else those the last action played. */
const playedSynergy = (p: Play, seat: mne.Seat) =>
  p.s.shot
    ? (seat === p.s.shot.attacker ? p.s.shot.attackCards : p.s.shot.defenceCards).length
    : p.events.filter((e) => e.type === 'synergyPlayed' && e.seat === seat).length;

export const TeamActionPass: Story = {
  name: 'Team Action — PASS draws 2, not 3',
  render: ruleExample<Play>({
    gallery: example('mne-team-action-pass'),
    start: start({ home: { field: TEAM_ACTION_FIELD, hand: [3, 3, 3] } }),
    view: (p) => side(field(p, 'home'), hand(p, 'home')),
    numbers: (p, played) => {
      const counts = mne.teamCounts(p.s, 'home');
      const draws = mne.legalActions(p.s).flatMap((a) => (a.type === 'pass' ? [a.draw] : []));
      return [
        { label: 'Pass icons', rulebook: rulebookNumber('mne-team-action-pass', 'Pass icons'), engine: counts.pass },
        { label: 'Press icons', rulebook: rulebookNumber('mne-team-action-pass', 'Press icons'), engine: counts.press },
        { label: 'Cards in hand', rulebook: played ? 5 : 3, engine: p.s.teams.home.hand.length },
        ...(played ? [] : [{ label: 'Most cards PASS may draw', rulebook: 2, engine: Math.max(...draws) }]),
      ];
    },
    steps: [step('PASS, drawing 2', { type: 'pass', draw: 2 })],
  }),
};

export const StrikerAttackPower: Story = {
  name: 'Basic Attack Power — the Striker’s 3',
  render: ruleExample<Play>({
    gallery: example('mne-striker-attack-power'),
    start: start({ home: { field: ['h-cm@1,1', 'h-st@0,2'] } }),
    view: (p) => field(p, 'home'),
    numbers: (p) => {
      const striker = mne.iconsOfCard(p.s, 'home', 'h-st').filter((i) => i.type === 'attack');
      return [
        {
          label: 'Striker’s Basic Attack Power',
          rulebook: rulebookNumber('mne-striker-attack-power', 'Striker’s Basic Attack Power'),
          engine: mne.basicAttackOf(p.s, 'home', 'h-st'),
        },
        {
          label: '… from the Front Line (with the board)',
          rulebook: 2,
          engine: striker.filter((i) => !i.cards.includes('h-cm')).length,
        },
        {
          label: '… shared with the Chance Maker',
          rulebook: 1,
          engine: striker.filter((i) => i.cards.includes('h-cm')).length,
        },
        {
          label: 'Chance Maker’s Basic Attack Power',
          rulebook: rulebookNumber('mne-striker-attack-power', 'Chance Maker’s Basic Attack Power'),
          engine: mne.basicAttackOf(p.s, 'home', 'h-cm'),
        },
      ];
    },
  }),
};

export const ControlNormal: Story = {
  name: 'Control State Normal — up to 2 Synergy Cards',
  render: ruleExample<Play>({
    gallery: example('mne-control-normal'),
    start: start({ ...goalCheckPosition, control: 'normal', home: { ...goalCheckPosition.home, hand: [3, 3, 2] } }),
    view: (p) => side(track(p), board(p)),
    numbers: (p) => [
      {
        label: 'Home’s Control State',
        rulebook: rulebookNumber('mne-control-normal', 'Home’s Control State'),
        engine: mne.controlStates(p.s).home,
      },
      { label: 'Synergy Cards Home may play (deck + hand)', rulebook: 2, engine: 1 + mne.attackCardLimit(p.s, 'home') },
    ],
  }),
};

export const AggressiveAttack: Story = {
  name: 'Attack when Aggressive — 3 Synergy Cards',
  render: ruleExample<Play>({
    gallery: example('mne-aggressive-attack'),
    start: start({
      ...goalCheckPosition,
      control: 'aggressive',
      home: { ...goalCheckPosition.home, hand: ['3a', '2a'] },
    }),
    view: (p) => side(track(p), board(p), hand(p, 'home')),
    numbers: (p, played) => [
      {
        label: 'Home’s Control State',
        rulebook: rulebookNumber('mne-aggressive-attack', 'Home’s Control State'),
        engine: mne.controlStates(p.s).home,
      },
      {
        label: 'Synergy Cards Home may play',
        rulebook: rulebookNumber('mne-aggressive-attack', 'Synergy Cards Home may play'),
        engine: 1 + mne.attackCardLimit(p.s, 'home'),
      },
      {
        label: 'Home’s Synergy Cards on the board',
        rulebook: [0, 1, 3][played] ?? 3,
        engine: playedSynergy(p, 'home'),
      },
    ],
    steps: [shootWinger, step('Home adds 2 cards from its hand', { type: 'commitAttack', cards: ['3a', '2a'] })],
  }),
};

export const DefenceFromDeck: Story = {
  name: 'Defender Reaction — two cards from the deck',
  render: ruleExample<Play>({
    gallery: example('mne-defence-from-deck'),
    start: start({ ...goalCheckPosition, away: { ...goalCheckPosition.away, hand: [] } }),
    view: (p) => side(board(p), hand(p, 'away')),
    numbers: (p, played) => {
      const r = shotResult(p);
      return [
        {
          label: 'Cards in Away’s hand',
          rulebook: rulebookNumber('mne-defence-from-deck', 'Cards in Away’s hand'),
          engine: p.s.teams.away.hand.length,
        },
        {
          label: 'Away’s Synergy Cards',
          rulebook: played < 3 ? (played < 2 ? 0 : 1) : 2,
          engine: r ? (r.defenceCards?.length ?? 0) : playedSynergy(p, 'away'),
        },
      ];
    },
    steps: [
      shootWinger,
      step('Home adds its 3-star card', { type: 'commitAttack', cards: ['3a'] }),
      step('Away adds a second card from the deck', { type: 'defend', add: 'deck' }),
    ],
  }),
};

/** The Goal Check, played again with a Winger printed without Crack. */
function withoutCrack(): ShotResult | undefined {
  const cards = mne.DEFAULT_CARDS.map((c) => (c.id === 'h-wg' ? { ...c, crack: 0 } : c));
  let s = mne.scenario({ ...goalCheckPosition, cards });
  let events: mne.MneEvent[] = [];
  for (const a of goalCheckActions) ({ state: s, events } = mne.applyAction(s, a));
  return events.find((e): e is ShotResult => e.type === 'shotResolved');
}
const goalCheckActions: mne.MneAction[] = [
  { type: 'directAttack', card: 'h-wg', icon: 'h0.1' },
  { type: 'commitAttack', cards: ['3a'] },
  { type: 'defend', add: 'hand', card: '3b' },
];

export const GoalCheckCrack: Story = {
  name: 'Goal Check — Crack decides it',
  render: ruleExample<Play>({
    gallery: example('mne-goal-check-crack'),
    start: start(goalCheckPosition),
    view: (p) => side(board(p), html`<mne-scoreboard .state=${mne.toJSON(p.s)}></mne-scoreboard>`),
    numbers: (p) => {
      const r = shotResult(p);
      const plain = withoutCrack();
      return [
        {
          label: 'Winger’s Basic Attack Power',
          rulebook: 3,
          engine: r?.basicAttack ?? mne.basicAttackOf(p.s, 'home', 'h-wg'),
        },
        {
          label: 'Crack',
          rulebook: rulebookNumber('mne-goal-check-crack', 'Crack'),
          engine: r?.crack ?? mne.playerCard(p.s, 'h-wg')?.crack ?? 0,
        },
        { label: 'Attack synergy stars', rulebook: 7, engine: r?.attackStars ?? null },
        {
          label: 'Total Attack Power',
          rulebook: rulebookNumber('mne-goal-check-crack', 'Total Attack Power'),
          engine: r?.totalAttack ?? null,
        },
        { label: 'Defence Power after Crack', rulebook: 3, engine: r ? r.basicDefence - r.crack : null },
        { label: 'Defence synergy stars', rulebook: 6, engine: r?.defenceStars ?? null },
        {
          label: 'Total Defence Power',
          rulebook: rulebookNumber('mne-goal-check-crack', 'Total Defence Power'),
          engine: r?.totalDefence ?? null,
        },
        { label: 'Outcome', rulebook: rulebookNumber('mne-goal-check-crack', 'Outcome'), engine: r?.outcome ?? null },
        { label: 'Outcome without the Crack', rulebook: 'saved', engine: plain?.outcome ?? null },
      ];
    },
    steps: goalCheckActions.map((a, i) =>
      step(['Home’s Winger shoots', 'Home adds its 3-star card', 'Away adds its 3-star card'][i] ?? '', a),
    ),
  }),
};

export const ShootTokenFlipped: Story = {
  name: 'Shoot Token — the Winger drops to 2',
  render: ruleExample<Play>({
    gallery: example('mne-shoot-token'),
    start: start(goalCheckPosition),
    view: (p) => field(p, 'home'),
    numbers: (p, played) => [
      {
        label: 'Winger’s Basic Attack Power',
        rulebook: played === 3 ? 2 : 3,
        engine: mne.basicAttackOf(p.s, 'home', 'h-wg'),
      },
      { label: 'Flipped Shoot Tokens', rulebook: played === 3 ? 1 : 0, engine: p.s.teams.home.tokens.length },
    ],
    steps: [
      shootWinger,
      step('Home adds no card from its hand', { type: 'commitAttack', cards: [] }),
      step('Away adds nothing', { type: 'defend', add: 'none' }),
    ],
  }),
};

export const InjuryTime: Story = {
  name: 'Injury Time — the last turn, without Team Action',
  render: ruleExample<Play>({
    gallery: example('mne-injury-time'),
    start: start({
      active: 'away',
      step: 'player',
      control: 'defensive',
      home: { field: ['h-bb@1,0', 'h-pm@1,2', 'h-hm@2,4', 'h-cm@1,4', 'h-st@0,3', 'h-cb@3,1'], hand: [3, 3] },
      away: { field: ['a-cm@1,2', 'a-if@0,3'] },
      deck: ['1a', '5a'],
      rest: 'discard',
    }),
    view: (p) => side(track(p), board(p), hand(p, 'home')),
    // Once the half has ended (step 4) Injury Time and the Control State are over: only the half is compared.
    numbers: (p, played) => [
      ...(played < 4
        ? [
            { label: 'Injury Time', rulebook: played >= 2 ? 'yes' : 'no', engine: p.s.injuryTime ? 'yes' : 'no' },
            {
              label: 'Home’s Control State',
              rulebook: rulebookNumber('mne-injury-time', 'Home’s Control State'),
              engine: mne.controlStates(p.s).home,
            },
            {
              label: 'Cards Home may add from its hand',
              rulebook: rulebookNumber('mne-injury-time', 'Cards Home may add from its hand'),
              engine: mne.attackCardLimit(p.s, 'home'),
            },
          ]
        : []),
      ...(played === 2 ? [{ label: 'Home’s step (no Team Action)', rulebook: 'player', engine: p.s.step }] : []),
      ...(played === 4 ? [{ label: 'Half', rulebook: 2, engine: p.s.half }] : []),
    ],
    steps: [
      step('Away’s Inside Forward shoots; the deck runs out', { type: 'directAttack', card: 'a-if', icon: 'h0.3' }),
      step('Home adds nothing', { type: 'defend', add: 'none' }),
      step('Home’s last shot: the Striker', { type: 'directAttack', card: 'h-st', icon: 'h0.3' }),
      step('Away adds nothing; the half ends', { type: 'defend', add: 'none' }),
    ],
  }),
};

export const Substitution: Story = {
  name: 'Substitution — the tired Striker subs out',
  render: ruleExample<Play>({
    gallery: example('mne-substitution'),
    start: start({
      step: 'player',
      home: { field: ['h-cm@1,1', 'h-st@0,2', 'h-bb@1,3'], tokens: ['h0.2', 'h0.3', 'h1.2'], subs: ['s-pc'] },
    }),
    view: (p) => side(field(p, 'home'), html`<mne-sub-space team="home" .state=${mne.toJSON(p.s)}></mne-sub-space>`),
    numbers: (p, played) => [
      ...(played
        ? []
        : [
            {
              label: 'Striker’s Basic Attack Power',
              rulebook: rulebookNumber('mne-substitution', 'Striker’s Basic Attack Power'),
              engine: mne.basicAttackOf(p.s, 'home', 'h-st'),
            },
          ]),
      { label: 'Flipped Shoot Tokens on the field', rulebook: played ? 0 : 3, engine: p.s.teams.home.tokens.length },
      { label: 'Players out of the game', rulebook: played ? 'h-st' : '', engine: p.s.teams.home.out.join(', ') },
    ],
    steps: [step('Star Poacher in, Striker out', { type: 'substitute', in: 's-pc', out: 'h-st' })],
  }),
};

export const ControlTrackPicture: Story = {
  name: 'Control Track — Home Aggressive, Away Defensive',
  render: ruleExample<Play>({
    gallery: example('mne-control-track'),
    start: start({ control: 'aggressive' }),
    view: (p) => track(p),
    numbers: (p) => [
      { label: 'Home', rulebook: rulebookNumber('mne-control-track', 'Home'), engine: mne.controlStates(p.s).home },
      { label: 'Away', rulebook: rulebookNumber('mne-control-track', 'Away'), engine: mne.controlStates(p.s).away },
    ],
  }),
};

const LINES = ['Front Line', '2nd Line', '3rd Line', 'Final Line'];
const linesFor = (p: Play, card: string) =>
  [...new Set(mne.placementsFor(p.s, 'home', card).map((x) => x.row))]
    .sort()
    .map((row) => LINES[row])
    .join(', ');

export const PositionLines: Story = {
  name: 'Position Lines — where each position may be placed',
  render: ruleExample<Play>({
    gallery: example('mne-position-lines'),
    start: start({ step: 'player', home: { field: ['h-cm@1,1'] } }),
    view: (p) => side(field(p, 'home', 'h-cb'), field(p, 'home', 'h-st')),
    numbers: (p) => [
      { label: 'Centre Back (DF)', rulebook: '3rd Line, Final Line', engine: linesFor(p, 'h-cb') },
      {
        label: 'Striker (FW), next to the Chance Maker',
        rulebook: 'Front Line, 2nd Line',
        engine: linesFor(p, 'h-st'),
      },
      { label: 'Box-to-Box (MF)', rulebook: '2nd Line, 3rd Line', engine: linesFor(p, 'h-bb') },
    ],
  }),
};

export const MagicNumber: Story = {
  name: 'Goal Check — 11 is the Magic Number',
  render: ruleExample<Play>({
    gallery: example('mne-magic-number'),
    start: start({
      ...goalCheckPosition,
      home: { ...goalCheckPosition.home, hand: ['3a'] },
      away: { ...goalCheckPosition.away, hand: ['5b'] },
      deck: ['5a', '4a'],
    }),
    view: (p) => board(p),
    numbers: (p) => {
      const r = shotResult(p);
      return [
        {
          label: 'Total Attack Power',
          rulebook: rulebookNumber('mne-magic-number', 'Total Attack Power'),
          engine: r?.totalAttack ?? null,
        },
        { label: 'Total Defence Power', rulebook: 'any', engine: r ? 'any' : null },
        { label: 'Outcome', rulebook: rulebookNumber('mne-magic-number', 'Outcome'), engine: r?.outcome ?? null },
      ];
    },
    steps: [
      shootWinger,
      step('Home adds its 3-star card', { type: 'commitAttack', cards: ['3a'] }),
      step('Away adds its 5-star card', { type: 'defend', add: 'hand', card: '5b' }),
    ],
  }),
};

export const BallOut: Story = {
  name: 'Goal Check — 12 or more is Ball Out',
  render: ruleExample<Play>({
    gallery: example('mne-ball-out'),
    start: start({
      ...goalCheckPosition,
      home: { ...goalCheckPosition.home, hand: ['4b'] },
      away: { ...goalCheckPosition.away, hand: ['1Ta'] },
      deck: ['5a', '2a'],
    }),
    view: (p) => board(p),
    numbers: (p) => {
      const r = shotResult(p);
      return [
        {
          label: 'Total Attack Power',
          rulebook: rulebookNumber('mne-ball-out', 'Total Attack Power'),
          engine: r?.totalAttack ?? null,
        },
        { label: 'Defence revealed', rulebook: 'no', engine: r ? (r.defenceCards === null ? 'no' : 'yes') : null },
        { label: 'Outcome', rulebook: rulebookNumber('mne-ball-out', 'Outcome'), engine: r?.outcome ?? null },
      ];
    },
    steps: [
      shootWinger,
      step('Home adds its 4-star card', { type: 'commitAttack', cards: ['4b'] }),
      step('Away adds its Tackle card', { type: 'defend', add: 'hand', card: '1Ta' }),
    ],
  }),
};

export const Tackle: Story = {
  name: 'Tackle — the only way to stop a Wonder Goal',
  render: galleryStory(example('mne-tackle')),
};
