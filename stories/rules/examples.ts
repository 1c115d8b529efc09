/**
 * Every worked example of both rulebooks as the HTML a blog pastes: one list read by the Storybook
 * Rules stories (stories/rules/*.stories.ts), the docs site's gallery (scripts/build-docs.mjs) and
 * its Chromium check (scripts/check-gallery.mjs), so the three cannot drift apart.
 *
 * Each example has the rulebook's words, the HTML (elements with attributes only, no script) and
 * the numbers the rulebook states, each with where it is read on the rendered elements. The HTML
 * is written here from positions the engine builds: a shot's `result` is what the engine's Goal
 * Check gives for that position, a die's level what the engine computes for that team.
 */
import { mne, mof } from '@pitchside/engine';

/**
 * Where a number is read on the rendered page: an element of the snippet, a selector inside its
 * shadow root, and either its text, an attribute, or how many match. Plain data (JSON), so the
 * check can run it in the browser.
 */
export interface NumberReader {
  /** A CSS selector for the element in the snippet (the first match). */
  element: string;
  /** A CSS selector inside that element's shadow root (none: the element itself). */
  part?: string;
  /** Read this attribute rather than the text. */
  attribute?: string;
  /** Count the matches of `part` (optionally only those whose aria-label matches `label`). */
  count?: boolean;
  /** With `count`: a RegExp the aria-label of a counted match must match. */
  label?: string;
  /** With `count`: the value is "yes" when anything matches, else "no". */
  present?: boolean;
  /** The value is the first group of this RegExp on what was read (else the trimmed text). */
  pattern?: string;
}

/** A number the rulebook states, and where the picture shows it. */
export interface RuleNumberOnPicture {
  label: string;
  /** As the rulebook says it; compared with what is read, ignoring case. */
  rulebook: string | number;
  read: NumberReader;
}

export interface GalleryExample {
  /** Stable id: the gallery's anchor and the check's page name. */
  id: string;
  game: 'mne' | 'mof';
  title: string;
  /** The rulebook's section the example is in. */
  section: string;
  /** The rulebook's words. */
  quote: string;
  /** How the engine reads the words where they leave a doubt. */
  note?: string;
  /** The HTML to paste: elements and attributes only. */
  html: string;
  numbers: RuleNumberOnPicture[];
}

/** A JSON attribute in single quotes (the JSON has no single quote: card ids and names have none). */
const json = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", '&#39;')}'`;

// ─── Magic Number Eleven ────────────────────────────────────────────────────────────────────────

/** The Goal Check examples' position: Home's Winger (Crack 1) shoots at Away's two defenders. */
export const goalCheckPosition: mne.ScenarioDesc = {
  step: 'player',
  home: { field: ['h-bb@1,2', 'h-wg@0,1'], hand: ['3a'] },
  away: { field: ['a-cb@3,1', 'a-wb@3,3'], hand: ['3b'] },
  deck: ['4a', '3c'],
};
/** The Winger's shot, Home's cards from hand, Away's reaction. */
export const goalCheckActions = (homeCards: string[], defend: mne.MneAction): mne.MneAction[] => [
  { type: 'directAttack', card: 'h-wg', icon: 'h0.1' },
  { type: 'commitAttack', cards: homeCards },
  defend,
];

/** The engine's Goal Check for a position and the actions of its shot. */
export function goalCheck(desc: mne.ScenarioDesc, actions: mne.MneAction[]) {
  let s = mne.scenario(desc);
  let events: mne.MneEvent[] = [];
  for (const a of actions) ({ state: s, events } = mne.applyAction(s, a));
  const r = events.find((e) => e.type === 'shotResolved');
  if (!r) throw new Error('the example’s actions resolve no shot');
  return r;
}

/** A Synergy Board revealing the engine's Goal Check of a position, with its sums printed. */
const synergyBoard = (desc: mne.ScenarioDesc, actions: mne.MneAction[], control: mne.ControlState = 'normal') =>
  `<mne-synergy-board show-numbers scenario=${json({ control })}\n  result=${json(goalCheck(desc, actions))}></mne-synergy-board>`;

const boardNumber = (label: string, rulebook: string | number, side: 'attack' | 'defence', pattern: string) => ({
  label,
  rulebook,
  read: { element: 'mne-synergy-board', part: `[part~="sum-${side}"]`, pattern },
});
const outcome = (label: string, rulebook: string, element = 'mne-synergy-board') => ({
  label,
  rulebook,
  read: { element, part: '[part~="outcome"]', attribute: 'class', pattern: 'outcome (\\w+)' },
});
const attackOnField = (label: string, rulebook: number, card: string, element = 'mne-field') => ({
  label,
  rulebook,
  read: { element, part: `[data-card="${card}"] [part~="number-attack"]` },
});
const controlState = (label: string, rulebook: string, seat: mne.Seat) => ({
  label,
  rulebook,
  read: { element: 'mne-control-track', part: `[part~="team-${seat}"]`, attribute: 'data-state' },
});
const openSlots = (label: string, rulebook: number, side: 'attack' | 'defence') => ({
  label,
  rulebook,
  read: { element: 'mne-synergy-board', part: `[part~="side-${side}"] [part~="slot-open"]`, count: true },
});
const cardsOnBoard = (label: string, rulebook: number, side: 'attack' | 'defence') => ({
  label,
  rulebook,
  read: { element: 'mne-synergy-board', part: `[part~="side-${side}"] [part~="synergy-card"]`, count: true },
});
const iconsOfType = (label: string, rulebook: number, type: string) => ({
  label,
  rulebook,
  read: { element: 'mne-field', part: '[part~="completed-icon"]', count: true, label: `^${type} icon` },
});
const handSize = (label: string, rulebook: number, seat: mne.Seat) => ({
  label,
  rulebook,
  read: { element: `mne-hand[team="${seat}"]`, part: '[part~="heading"]', pattern: '(\\d+) of' },
});

export const TEAM_ACTION_FIELD = ['h-bb@1,0', 'h-pm@1,2', 'h-cm@2,0', 'h-bp@2,2', 'h-hm@2,4', 'h-f9@0,1', 'h-wg@0,3'];
const teamAction: mne.ScenarioDesc = { home: { field: TEAM_ACTION_FIELD, hand: [3, 3, 3] } };
const strikerField: mne.ScenarioDesc = { home: { field: ['h-cm@1,1', 'h-st@0,2'] } };
const tiredStriker: mne.ScenarioDesc = {
  step: 'player',
  home: { field: ['h-cm@1,1', 'h-st@0,2', 'h-bb@1,3'], tokens: ['h0.2', 'h0.3', 'h1.2'], subs: ['s-pc'] },
};
/** The same team once the Striker has subbed out: his card face down on the Sub Space. */
const strikerSubbedOut: mne.ScenarioDesc = {
  step: 'player',
  home: { field: ['h-cm@1,1', 'h-bb@1,3'], subs: ['s-pc'], out: ['h-st'], subsUsed: 1 },
};
const injuryTime: mne.ScenarioDesc = {
  step: 'player',
  injuryTime: true,
  control: 'defensive',
  home: { field: ['h-bb@1,0', 'h-pm@1,2', 'h-hm@2,4', 'h-cm@1,4', 'h-st@0,3', 'h-cb@3,1'], hand: [3, 3] },
  away: { field: ['a-cm@1,2', 'a-if@0,3'] },
};
const withCards = (home: mne.ScenarioSynergy[], away: mne.ScenarioSynergy[], deck: mne.ScenarioSynergy[]) => ({
  ...goalCheckPosition,
  home: { ...goalCheckPosition.home, hand: home },
  away: { ...goalCheckPosition.away, hand: away },
  deck,
});

const LINES = ['Front Line', '2nd Line', '3rd Line', 'Final Line'];
/** Whether a field with `card` selected offers a spot on each line (its legal spaces' labels). */
const linesOffered = (who: string, card: string, allowed: string[]) =>
  LINES.map((line) => ({
    label: `${who} on the ${line}`,
    rulebook: allowed.includes(line) ? 'yes' : 'no',
    read: {
      element: `mne-field[selected="${card}"]`,
      part: '[part~="space-legal"]',
      count: true,
      present: true,
      label: ` on the ${line},`,
    },
  }));

const MNE: GalleryExample[] = [
  {
    id: 'mne-team-action-pass',
    game: 'mne',
    title: 'Team Action — PASS draws 2, not 3',
    section: '1. Team Action',
    quote:
      'Example: The HOME team takes Team Action. There are 3 Pass icons and 2 Press icons. The HOME team chooses the ‘PASS’ Team Action. Since they have 3 Pass icons, they can draw up to 3 cards. However, the Home team already has 3 cards in their hand, so they only draw 2 cards so they don’t exceed 5.',
    html: `<mne-field team="home" show-numbers scenario=${json(teamAction)}></mne-field>
<mne-hand team="home" scenario=${json(teamAction)}></mne-hand>`,
    numbers: [
      iconsOfType('Pass icons', 3, 'Pass'),
      iconsOfType('Press icons', 2, 'Press'),
      handSize('Cards in Home’s hand', 3, 'home'),
    ],
  },
  {
    id: 'mne-striker-attack-power',
    game: 'mne',
    title: 'Basic Attack Power — the Striker’s 3',
    section: 'Step 3. Attempt a Shot',
    quote:
      'Example: The Striker attempts a shot. The Basic Attack Power is 3 (2 from the Front Line, 1 from the Chance Maker). In the same situation, if the Chance Maker attempts a shot, the Basic Attack Power is 1.',
    html: `<mne-field team="home" show-numbers scenario=${json(strikerField)}></mne-field>`,
    numbers: [
      attackOnField('Striker’s Basic Attack Power', 3, 'h-st'),
      attackOnField('Chance Maker’s Basic Attack Power', 1, 'h-cm'),
    ],
  },
  {
    id: 'mne-control-normal',
    game: 'mne',
    title: 'Control State Normal — up to 2 Synergy Cards',
    section: 'Step 3. Attempt a Shot',
    quote:
      'Example: The current Control State of the Home team is Normal. So the Home team can use up to the space next to the green color. That means the Home team may play up to 2 Synergy Cards.',
    html: `<mne-control-track show-numbers scenario='{"control":"normal"}'></mne-control-track>
<mne-synergy-board scenario='{"control":"normal"}'></mne-synergy-board>`,
    numbers: [
      controlState('Home’s Control State', 'normal', 'home'),
      openSlots('Synergy Cards Home may play', 2, 'attack'),
    ],
  },
  {
    id: 'mne-aggressive-attack',
    game: 'mne',
    title: 'Attack when Aggressive — 3 Synergy Cards',
    section: 'Step 3. Attempt a Shot: Reference for Attack side',
    quote:
      'Example: The HOME team attempts a shot. The current Control State is aggressive, so the team may play up to 3 Synergy Cards. First, take a Synergy Card from the deck and place it on the bottom space (mandatory). Then, place 2 more Synergy Cards from their HAND, on the other 2 spaces (optional).',
    html: `<mne-control-track show-numbers scenario='{"control":"aggressive"}'></mne-control-track>
${synergyBoard({ ...withCards(['3a', '2a'], ['3b'], ['4a', '3c']), control: 'aggressive' }, goalCheckActions(['3a', '2a'], { type: 'defend', add: 'hand', card: '3b' }), 'aggressive')}`,
    numbers: [
      controlState('Home’s Control State', 'aggressive', 'home'),
      openSlots('Synergy Cards Home may play', 3, 'attack'),
      cardsOnBoard('Home’s Synergy Cards on the board', 3, 'attack'),
    ],
  },
  {
    id: 'mne-defence-from-deck',
    game: 'mne',
    title: 'Defender Reaction — two cards from the deck',
    section: 'Step 4. Defender Reaction',
    quote:
      'Example: The AWAY team reacts to the attack. When it comes to defence, only up to 2 Synergy Cards can be played. First, take a Synergy Card from the deck and place it on the bottom space (mandatory). Unfortunately, the AWAY team does not have a Synergy Card in their hand. So the team takes another Synergy Card from the deck and places it on the second space.',
    html: `${synergyBoard(withCards(['3a'], [], ['4a', '3c', '2b']), goalCheckActions(['3a'], { type: 'defend', add: 'deck' }))}
<mne-hand team="away" scenario='{"away":{"hand":[]}}'></mne-hand>`,
    numbers: [
      openSlots('Synergy Cards the defence may play', 2, 'defence'),
      cardsOnBoard('Away’s Synergy Cards', 2, 'defence'),
      handSize('Cards in Away’s hand', 0, 'away'),
    ],
  },
  {
    id: 'mne-goal-check-crack',
    game: 'mne',
    title: 'Goal Check — Crack decides it',
    section: 'Step 5. Goal Check',
    quote:
      'Example: Attack Power 3 (1 Crack) + Synergy (7) → Total Attack Power 10. Defence Power 3 (−1 by Crack) + Synergy (6) → Total Defence Power 9. The Total Attack Power (10) is higher than the Total Defence Power (9). It’s a goal. If it weren’t for the winger’s Crack ability, it would not be a goal.',
    html: synergyBoard(goalCheckPosition, goalCheckActions(['3a'], { type: 'defend', add: 'hand', card: '3b' })),
    numbers: [
      boardNumber('Attack Power', 3, 'attack', 'Basic Attack (\\d+)'),
      boardNumber('Crack', 1, 'defence', 'Crack (\\d+)'),
      boardNumber('Attack Synergy', 7, 'attack', '(\\d+) ★'),
      boardNumber('Total Attack Power', 10, 'attack', 'Total (\\d+)'),
      boardNumber('Defence Synergy', 6, 'defence', '(\\d+) ★'),
      boardNumber('Total Defence Power', 9, 'defence', 'Total (\\d+)'),
      outcome('Outcome', 'goal'),
    ],
  },
  {
    id: 'mne-shoot-token',
    game: 'mne',
    title: 'Shoot Token — the Winger drops to 2',
    section: 'Shoot Token',
    quote: 'Example: The Shoot Token flipped after attempting a shot. Now the Winger’s Basic Attack Power is 2.',
    html: `<mne-field team="home" show-numbers scenario=${json({ home: { field: ['h-bb@1,2', 'h-wg@0,1'], tokens: ['h0.1'] } })}></mne-field>`,
    numbers: [attackOnField('Winger’s Basic Attack Power', 2, 'h-wg')],
  },
  {
    id: 'mne-injury-time',
    game: 'mne',
    title: 'Injury Time — the last turn, without Team Action',
    section: 'Injury Time',
    quote:
      'Example: The Synergy Card deck ran out during the Away team’s turn, so the next turn of the Home team becomes the Injury Time, which is the last turn. The Home team wants to move the Control Marker forward, but they cannot conduct Team Action since it is the Injury Time. So the Home team attempted the last shooting in the Defensive Control State. The Synergy Cards in the Home team’s hand are now useless, unfortunately.',
    html: `<mne-scoreboard scenario=${json(injuryTime)}></mne-scoreboard>
<mne-control-track show-numbers scenario=${json(injuryTime)}></mne-control-track>
<mne-synergy-board scenario=${json(injuryTime)}></mne-synergy-board>
<mne-hand team="home" scenario=${json(injuryTime)}></mne-hand>`,
    numbers: [
      controlState('Home’s Control State', 'defensive', 'home'),
      {
        label: 'Cards Home may add from its hand',
        rulebook: 0,
        read: { element: 'mne-control-track', part: '[part~="team-home"] [part~="hand-cards"]', pattern: '(\\d+)' },
      },
      handSize('Synergy Cards in Home’s hand (useless now)', 2, 'home'),
      {
        label: 'Injury Time: the last turn',
        rulebook: 'yes',
        read: { element: 'mne-scoreboard', part: '[part~="injury-time"]', count: true, present: true },
      },
    ],
  },
  {
    id: 'mne-substitution',
    game: 'mne',
    title: 'Substitution — the tired Striker subs out',
    section: 'Substitution',
    quote:
      'Example: The Striker has attempted a shot 3 times, so now only has 1 Basic Attack Power. The Striker subs out. Remove the card and all the Shoot Tokens on it from the field. Place the Striker card face down, on the Sub Space.',
    html: `<mne-field team="home" show-numbers scenario=${json(tiredStriker)}></mne-field>
<mne-sub-space team="home" scenario=${json(strikerSubbedOut)}></mne-sub-space>`,
    numbers: [
      attackOnField('Striker’s Basic Attack Power', 1, 'h-st'),
      {
        label: 'Players face down on the Sub Space',
        rulebook: 1,
        read: { element: 'mne-sub-space', part: '[part~="out"] [part~="card"]', count: true },
      },
    ],
  },
  {
    id: 'mne-control-track',
    game: 'mne',
    title: 'Control Track — Home Aggressive, Away Defensive',
    section: 'Control Track & Marker',
    quote:
      'The Home team is aggressive, and the Away team is defensive. (The rulebook’s picture of the Control Track.)',
    html: `<mne-control-track show-numbers scenario='{"control":"aggressive"}'></mne-control-track>`,
    numbers: [controlState('Home', 'aggressive', 'home'), controlState('Away', 'defensive', 'away')],
  },
  {
    id: 'mne-position-lines',
    game: 'mne',
    title: 'Position Lines — where each position may be placed',
    section: 'Step 1. Place a Player Card',
    quote:
      'Position Line and possible positions: Front Line: FW · 2nd Line: FW, MF · 3rd Line: MF, DF · Final Line: DF. A Defender only can be placed on the Final Line and the 3rd Line. To place a Player Card on the Front Line, the player card has to be adjacent to another card that is already on the field.',
    html: [
      ['h-cb', { home: { field: ['h-cm@1,1'] } }],
      ['h-bb', { home: { field: ['h-cm@1,1'] } }],
      ['h-st', { home: { field: ['h-cm@1,1'] } }],
      ['h-wg', {}],
    ]
      .map(
        ([card, desc]) =>
          `<mne-field team="home" selected="${String(card)}" scenario=${json({ step: 'player', ...(desc as object) })}></mne-field>`,
      )
      .join('\n'),
    numbers: [
      ...linesOffered('A Defender (Centre Back)', 'h-cb', ['3rd Line', 'Final Line']),
      ...linesOffered('A Midfielder (Box-to-Box)', 'h-bb', ['2nd Line', '3rd Line']),
      ...linesOffered('A Forward (Striker) next to the Chance Maker', 'h-st', ['Front Line', '2nd Line']),
      ...linesOffered('A Forward (Winger) on an empty field', 'h-wg', ['2nd Line']),
    ],
  },
  {
    id: 'mne-magic-number',
    game: 'mne',
    title: 'Goal Check — 11 is the Magic Number',
    section: 'Step 5. Goal Check',
    quote:
      '11, Wonder Goal (Magic Number!): The Defender reveals the Synergy Cards. It’s always a GOAL, regardless of the Defence Power.',
    html: synergyBoard(
      withCards(['3a'], ['5b'], ['5a', '4a']),
      goalCheckActions(['3a'], { type: 'defend', add: 'hand', card: '5b' }),
    ),
    numbers: [boardNumber('Total Attack Power', 11, 'attack', 'Total (\\d+)'), outcome('Outcome', 'wonderGoal')],
  },
  {
    id: 'mne-ball-out',
    game: 'mne',
    title: 'Goal Check — 12 or more is Ball Out',
    section: 'Step 5. Goal Check',
    quote:
      '12+, Ball Out: Always NO GOAL. The Defender discards all the Synergy Cards played this turn without revealing them.',
    html: synergyBoard(
      withCards(['4b'], ['1Ta'], ['5a', '2a']),
      goalCheckActions(['4b'], { type: 'defend', add: 'hand', card: '1Ta' }),
    ),
    numbers: [
      boardNumber('Total Attack Power', 12, 'attack', 'Total (\\d+)'),
      {
        label: 'Defence cards revealed',
        rulebook: 0,
        read: {
          element: 'mne-synergy-board',
          part: '[part~="side-defence"] [part~="synergy-card"]:not([part~="synergy-card-face-down"])',
          count: true,
        },
      },
      outcome('Outcome', 'ballOut'),
    ],
  },
  {
    id: 'mne-tackle',
    game: 'mne',
    title: 'Tackle — the only way to stop a Wonder Goal',
    section: 'Tackle Cards',
    quote:
      'If defender reveals a Tackle Card, by any means, the result is canceled right away, and the Penalty Kick is conducted. (This is the only way to stop the Wonder Goal.)',
    html: synergyBoard(
      withCards(['3a'], ['tackle'], ['5a', '3c']),
      goalCheckActions(['3a'], { type: 'defend', add: 'hand', card: '1Ta' }),
    ),
    numbers: [
      boardNumber('Total Attack Power (a Wonder Goal)', 11, 'attack', 'Total (\\d+)'),
      outcome('Outcome: the Penalty Kick', 'tackle'),
    ],
  },
];

// ─── Masters of Football ────────────────────────────────────────────────────────────────────────

/**
 * The rulebook pictures the Master Tactician's players with their values but the reference set
 * does not reproduce them: the examples give them as the page's own cards (`definition`).
 */
const pictured = (id: string, name: string, pos: 'D' | 'M' | 'F', att: number, def: number, tac: number) =>
  ({
    id,
    name,
    level: 'silver',
    pos,
    cost: 3,
    att: [att, att, att, att],
    def: [def, def, def, def],
    tac,
  }) satisfies mof.PlayerDef;
export const PICTURED: mof.PlayerDef[] = [
  pictured('mt1', 'The Organiser', 'D', 2, 3, 4),
  pictured('mt2', 'The Anchor', 'M', 1, 4, 1),
  pictured('mt3', 'The Runner', 'F', 0, 2, 1),
  pictured('op1', 'Opposing Forward', 'F', 3, 1, 1),
  pictured('op2', 'Opposing Midfielder', 'M', 2, 1, 1),
  pictured('op3', 'Opposing Defender', 'D', 0, 2, 1),
  // A side whose values equal the Master Tactician's (the rulebook's "both blue" case).
  pictured('tw1', 'Twin Defender', 'D', 2, 3, 4),
  pictured('tw2', 'Twin Midfielder', 'M', 1, 4, 1),
  pictured('tw3', 'Twin Forward', 'F', 0, 2, 1),
  // Two sides whose attack is the weakest (red) — the rulebook's "both red" case.
  pictured('wk1', 'Home Sweeper', 'D', 0, 2, 1),
  pictured('wk2', 'Home Holder', 'M', 1, 2, 1),
  pictured('wk3', 'Home Target Man', 'F', 1, 1, 1),
  pictured('wk4', 'Away Sweeper', 'D', 0, 2, 1),
  pictured('wk5', 'Away Holder', 'M', 1, 2, 1),
  pictured('wk6', 'Away Target Man', 'F', 1, 1, 1),
];
// Checked once: the engine creates matches only with the default data or data from validateData.
export const exampleData: mof.MofData = mof.validateData({
  ...mof.defaultData,
  players: [...mof.defaultData.players, ...PICTURED],
});
const playerCard = (id: string) =>
  `<mof-player-card definition=${json(PICTURED.find((p) => p.id === id))}></mof-player-card>`;

export const levelsPosition: mof.ScenarioDesc = {
  data: exampleData,
  tactic: 'possession',
  home: { players: ['mt1', 'mt2', 'mt3'], manager: 'masterTactician', inEffect: ['callToArms'] },
  away: { players: ['op1', 'op2', 'op3'], inEffect: ['continuousMovement'] },
};
const twinsPosition: mof.ScenarioDesc = {
  data: exampleData,
  tactic: 'possession',
  home: { players: ['mt1', 'mt2', 'mt3'] },
  away: { players: ['tw1', 'tw2', 'tw3'] },
};
const weakPosition: mof.ScenarioDesc = {
  data: exampleData,
  tactic: 'possession',
  home: { players: ['wk1', 'wk2', 'wk3'] },
  away: { players: ['wk4', 'wk5', 'wk6'] },
};
const levels = mof.scenario(levelsPosition);
const weak = mof.scenario(weakPosition);
const twins = mof.scenario(twinsPosition);
const die = (kind: 'attack' | 'defence', level: string, who: string) =>
  `<mof-dice kind="${kind}" level="${level}" show-numbers title="${who}"></mof-dice>`;
const dieLevel = (label: string, rulebook: string, who: string) => ({
  label,
  rulebook,
  read: { element: `mof-dice[title="${who}"]`, part: '[part~="die"]', attribute: 'data-level' },
});
const HOME_ATTACKS = [1, 4, 5, 8, 9, 12];
const POINTS_TEAMS = ['Winners', 'Losers', 'Draw A', 'Draw B'];
const pointsOf = (label: string, rulebook: number, team: number) => ({
  label,
  rulebook,
  read: { element: 'mof-league-table', part: `[part~="row"][data-team="${team}"] td:last-child` },
});

/**
 * The Master Tactician's examples with reference players whose values add up to the rulebook's
 * totals (the pictured players are not in the reference set): under Possession b07, b11 and w04
 * defend 4 + 3 + 2 = 9, attack 0 + 3 + 0 = 3 and have tactical values 3 + 3 + 0 = 6, as the
 * pictured 3 + 4 + 2, 2 + 1 + 0 and 4 + 1 + 1. A plain scenario, so the HTML needs no data.
 */
const REFERENCE_TACTICIAN = { players: ['b07', 'b11', 'w04'], manager: 'masterTactician' };
const REFERENCE_OPPONENT = { players: ['s04', 'w02', 'b12'] };
export const totalsPosition: mof.ScenarioDesc = {
  tactic: 'possession',
  ha: 'home',
  home: { ...REFERENCE_TACTICIAN, inEffect: ['callToArms'] },
  away: { ...REFERENCE_OPPONENT, inEffect: ['continuousMovement'] },
};
export const tacticalPosition: mof.ScenarioDesc = {
  tactic: 'possession',
  home: { ...REFERENCE_TACTICIAN, inEffect: ['chalkboard'] },
  away: REFERENCE_OPPONENT,
};
const REFERENCE_NOTE =
  'The rulebook’s pictured players are not in the reference set: these reference players’ values add up to the same totals under Possession (defence 4 + 3 + 2, attack 0 + 3 + 0, tactical 3 + 3 + 0).';
const sheetNumber = (label: string, rulebook: number | string, sheet: string, part: string, attribute?: string) => ({
  label,
  rulebook,
  read: { element: `mof-team-sheet${sheet}`, part: `[part~="${part}"]`, ...(attribute ? { attribute } : {}) },
});
const sheetCell = (label: string, rulebook: string, row: string) => ({
  label,
  rulebook,
  read: { element: 'mof-team-sheet', part: `[part~="${row}"] [data-column="tac"]` },
});
/** The results pad's calendar as the rulebook lists it (teams A to D). */
const PAD_PAIRINGS = [
  ['C – A', 'D – B'],
  ['A – D', 'B – C'],
  ['A – B', 'C – D'],
  ['A – C', 'B – D'],
  ['D – A', 'C – B'],
  ['B – A', 'D – C'],
];
const padPairing = (md: number, i: number, side: 'home' | 'away', team: string) => ({
  label: `Matchday ${md}, pairing ${i + 1}: ${side === 'home' ? 'home team' : 'away team'}`,
  rulebook: team,
  read: {
    element: 'mof-results-pad',
    part: `[part~="matchday"][data-md="${md}"] li:nth-of-type(${i + 1})`,
    attribute: `data-${side}`,
  },
});

const MOF: GalleryExample[] = [
  {
    id: 'mof-tactical-value',
    game: 'mof',
    title: 'Tactical value 15',
    section: 'Playing a Match: Setting the Match Tactics',
    quote:
      'Example: Tactical value is 15: +4 +1 +1 (from players), +5 (from dice), +2 (from manager ability), +2 (from action card).',
    html: `${['mt1', 'mt2', 'mt3'].map(playerCard).join('\n')}
<mof-manager-card manager="masterTactician"></mof-manager-card>
<mof-action-card card="chalkboard"></mof-action-card>
<mof-dice kind="tactic" value="3" show-numbers></mof-dice>
<mof-dice kind="genius" value="2" show-numbers></mof-dice>`,
    numbers: [
      ...['mt1', 'mt2', 'mt3'].map((id, i) => ({
        label: `Tactical value of player ${i + 1}`,
        rulebook: [4, 1, 1][i]!,
        read: {
          element: `mof-player-card:nth-of-type(${i + 1})`,
          part: '[part~="tactical"]',
          pattern: '(\\d+)',
        },
      })),
      {
        label: 'Tactic die',
        rulebook: 3,
        read: { element: 'mof-dice[kind="tactic"]', part: '[part~="value"]' },
      },
      {
        label: 'Genius die',
        rulebook: 2,
        read: { element: 'mof-dice[kind="genius"]', part: '[part~="value"]' },
      },
    ],
  },
  {
    id: 'mof-tactical-total',
    game: 'mof',
    title: 'Team sheet — the tactical value 15, totalled by the engine',
    section: 'Playing a Match: Setting the Match Tactics',
    quote:
      'Example: Tactical value is 15: +4 +1 +1 (from players), +5 (from dice), +2 (from manager ability), +2 (from action card).',
    note: REFERENCE_NOTE,
    html: `<mof-team-sheet team="home" roll="3 2" scenario=${json(tacticalPosition)}></mof-team-sheet>`,
    numbers: [
      sheetCell('From dice', '+5', 'dice'),
      sheetCell('From manager ability', '+2', 'ability'),
      sheetCell('From action card', '+2', 'cards'),
      sheetNumber('Tactical value', 15, '', 'total-tactical'),
    ],
  },
  {
    id: 'mof-master-tactician-levels',
    game: 'mof',
    title: 'Attack and defence levels — the Master Tactician',
    section: 'Playing a Match: Calculating Defence and Attack Levels',
    quote:
      'Example: Suppose the Master Tactician has the home advantage, won the tactical roll and chose Possession as the match tactics. He targets his team with the “Call to Arms” action card, and is targeted by the opponent manager with the “Continuous Movement” action card. Defence value: +3 +4 +2 (from players), +2 −2 (from action cards). Result is 9, so the blue opaque defence die is used. Attack value: +2 +1 +0 (from players), +2 (from action cards). Result is 5, so the orange translucent attack die is used. If the opponent’s attack value also corresponded to the orange die, he would drop one level to brown since the Master Tactician team has home advantage.',
    html: `${['mt1', 'mt2', 'mt3'].map(playerCard).join('\n')}
<mof-action-card card="callToArms"></mof-action-card>
<mof-action-card card="continuousMovement"></mof-action-card>
${die('defence', mof.teamValues(levels, 'home').defLevel, 'Master Tactician: defence')}
${die('attack', mof.teamValues(levels, 'home').attLevel, 'Master Tactician: attack')}
${die('attack', mof.teamValues(levels, 'away').attLevel, 'Opponent: attack')}`,
    numbers: [
      dieLevel('Defence die', 'blue', 'Master Tactician: defence'),
      dieLevel('Attack die', 'orange', 'Master Tactician: attack'),
      dieLevel('Opponent’s attack die (orange, one level down)', 'brown', 'Opponent: attack'),
    ],
  },
  {
    id: 'mof-team-totals',
    game: 'mof',
    title: 'Team sheet — defence 9 (blue), attack 5 (orange), totalled by the engine',
    section: 'Playing a Match: Calculating Defence and Attack Levels',
    quote:
      'Defence value: +3 +4 +2 (from players), +2 −2 (from action cards). Result is 9, so the blue opaque defence die is used. Attack value: +2 +1 +0 (from players), +2 (from action cards). Result is 5, so the orange translucent attack die is used. If the opponent’s attack value also corresponded to the orange die, he would drop one level to brown since the Master Tactician team has home advantage.',
    note: REFERENCE_NOTE,
    html: `<mof-team-sheet team="home" scenario=${json(totalsPosition)}></mof-team-sheet>
<mof-team-sheet team="away" scenario=${json(totalsPosition)}></mof-team-sheet>
<mof-dice kind="defence" team="home" show-numbers title="Master Tactician: defence" scenario=${json(totalsPosition)}></mof-dice>
<mof-dice kind="attack" team="home" show-numbers title="Master Tactician: attack" scenario=${json(totalsPosition)}></mof-dice>
<mof-dice kind="attack" team="away" show-numbers title="Opponent: attack" scenario=${json(totalsPosition)}></mof-dice>`,
    numbers: [
      sheetNumber('Defence value', 9, '[team="home"]', 'total-defence'),
      sheetNumber('Defence level', 'blue', '[team="home"]', 'level-defence', 'data-level'),
      sheetNumber('Attack value', 5, '[team="home"]', 'total-attack'),
      sheetNumber('Attack level', 'orange', '[team="home"]', 'level-attack', 'data-level'),
      sheetNumber('Opponent’s attack value', 5, '[team="away"]', 'total-attack'),
      sheetNumber(
        'Opponent’s attack level (orange, one level down)',
        'brown',
        '[team="away"]',
        'level-attack',
        'data-level',
      ),
      dieLevel('Defence die', 'blue', 'Master Tactician: defence'),
      dieLevel('Attack die', 'orange', 'Master Tactician: attack'),
      dieLevel('Opponent’s attack die', 'brown', 'Opponent: attack'),
    ],
  },
  {
    id: 'mof-same-level',
    game: 'mof',
    title: 'Same level — the team without home advantage drops one',
    section: 'Playing a Match: Calculating Defence and Attack Levels',
    quote:
      'In case both teams have the same defence and/or attack level, then the team without home advantage drops one level (for example, if both teams have blue defence level, the team without home advantage must drop to green defence level).',
    html: `${die('defence', mof.teamValues(twins, 'home').defLevel, 'Home: defence')}
${die('defence', mof.teamValues(twins, 'away').defLevel, 'Away: defence')}`,
    numbers: [
      dieLevel('Home’s defence die', 'blue', 'Home: defence'),
      dieLevel('Away’s defence die', 'green', 'Away: defence'),
    ],
  },
  {
    id: 'mof-both-red',
    game: 'mof',
    title: 'Both red — the team with home advantage goes up one level',
    section: 'Playing a Match: Calculating Defence and Attack Levels',
    quote:
      'In case both have the lowest defence or attack levels (red colour), the team with home advantage upgrades one level to orange.',
    note: 'The rulebook’s worked example fixes the order of the levels — red, brown, orange, green, blue, purple (orange drops to brown, blue to green) — so one level up from red is brown: the engine reads “upgrades one level to orange” as one level up.',
    html: `${die('attack', mof.teamValues(weak, 'home').attLevel, 'Home: attack')}
${die('attack', mof.teamValues(weak, 'away').attLevel, 'Away: attack')}`,
    numbers: [
      dieLevel('Home’s attack die (one level up from red)', 'brown', 'Home: attack'),
      dieLevel('Away’s attack die', 'red', 'Away: attack'),
    ],
  },
  {
    id: 'mof-strongest-weakest',
    game: 'mof',
    title: 'Kick off — the strongest attack against the weakest defence',
    section: 'Kick Off',
    quote:
      'The strongest attack (purple) versus the weakest defence (red). Defence dice are opaque; attack dice are translucent.',
    html: `${die('attack', mof.levelForValue(99), 'The strongest attack')}
${die('defence', mof.levelForValue(0), 'The weakest defence')}
<mof-dice kind="genius"></mof-dice>`,
    numbers: [
      dieLevel('The strongest attack', 'purple', 'The strongest attack'),
      dieLevel('The weakest defence', 'red', 'The weakest defence'),
    ],
  },
  {
    id: 'mof-match-wheel',
    game: 'mof',
    title: 'The match wheel — who attacks on each turn',
    section: 'Second Half Kick Off',
    quote:
      '1st / 12th turn: home team attacks · 2nd / 11th turn: home team defends · 3rd / 10th turn: home team defends · 4th / 9th turn: home team attacks · 5th / 8th turn: home team attacks · 6th / 7th turn: home team defends.',
    html: `<mof-match-wheel turn="1" home="Home" away="Away"></mof-match-wheel>`,
    numbers: Array.from({ length: 12 }, (_, i) => ({
      label: `Turn ${i + 1}: the home team`,
      rulebook: HOME_ATTACKS.includes(i + 1) ? 'attacks' : 'defends',
      read: {
        element: 'mof-match-wheel',
        part: `[part~="turn"][data-turn="${i + 1}"]`,
        pattern: '(attacks|defends)',
      },
    })),
  },
  {
    id: 'mof-points',
    game: 'mof',
    title: 'Final whistle — 3 points for a win, 1 for a tie',
    section: 'Final Whistle',
    quote:
      'Resolve the match by keeping record of goals and points. The winning team gets 3 points, while the losing team gets no points. In case of a tie both teams get 1 point.',
    html: `<mof-league-table teams=${json(POINTS_TEAMS)}
  results=${json([
    { home: 'Winners', away: 'Losers', score: [2, 1] },
    { home: 'Draw A', away: 'Draw B', score: [1, 1] },
  ])}></mof-league-table>`,
    numbers: [
      pointsOf('The winning team', 3, 0),
      pointsOf('The losing team', 0, 1),
      pointsOf('A team of a tie', 1, 2),
      pointsOf('The other team of the tie', 1, 3),
    ],
  },
  {
    id: 'mof-results-pad',
    game: 'mof',
    title: 'Results pad — the championship calendar',
    section: 'Results Pad Fixtures',
    quote:
      'The results pad (p.18) has one block per matchday, with the teams A, B, C and D. Matchday 1: C – A, D – B · Matchday 2: A – D, B – C · Matchday 3: A – B, C – D · Matchday 4: A – C, B – D · Matchday 5: D – A, C – B · Matchday 6: B – A, D – C.',
    note: 'The printed pad does not say which team of a pairing is at home: the engine reads the first team as the home team.',
    html: `<mof-results-pad teams='["A","B","C","D"]'
  results='[{"home":"C","away":"A","score":[2,1]},{"home":"D","away":"B","score":[0,0]}]'></mof-results-pad>`,
    numbers: [
      ...PAD_PAIRINGS.flatMap((day, d) =>
        day.flatMap((pairing, i) => {
          const [home = '', away = ''] = pairing.split(' – ');
          return [padPairing(d + 1, i, 'home', home), padPairing(d + 1, i, 'away', away)];
        }),
      ),
      {
        label: 'Matchday 1: C – A',
        rulebook: '2–1',
        read: { element: 'mof-results-pad', part: '[data-home="C"][data-away="A"] [part~="score"]' },
      },
    ],
  },
];

/**
 * Reads one number off a rendered page (`root`: the document or any element around the snippet).
 * Self-contained (no imports, no closure): the Chromium check sends its source to the page.
 */
export function readOnPicture(root: ParentNode, r: NumberReader): { value: string } | { error: string } {
  const host = root.querySelector(r.element);
  if (!host) return { error: `no ${r.element} on the page` };
  const inside = r.part ? host.shadowRoot : null;
  if (r.part && !inside) return { error: `${r.element} has no shadow root` };
  if (r.count && inside && r.part) {
    const label = r.label ? new RegExp(r.label) : null;
    const n = [...inside.querySelectorAll(r.part)].filter(
      (el) => !label || label.test(el.getAttribute('aria-label') ?? ''),
    ).length;
    return { value: r.present ? (n > 0 ? 'yes' : 'no') : String(n) };
  }
  const el = inside && r.part ? inside.querySelector(r.part) : host;
  if (!el) return { error: `nothing matches ${r.part} in ${r.element}` };
  const raw = ((r.attribute ? el.getAttribute(r.attribute) : el.textContent) ?? '').replace(/\s+/g, ' ').trim();
  if (!r.pattern) return { value: raw };
  const m = new RegExp(r.pattern).exec(raw);
  return m?.[1] !== undefined ? { value: m[1] } : { error: `“${raw}” does not match /${r.pattern}/` };
}

/** True when what the picture shows is the rulebook's number (ignoring case: "GOAL" is "goal"). */
export const agrees = (shown: string, rulebook: string | number) =>
  shown.toLowerCase() === String(rulebook).toLowerCase();

/** Every example, Magic Number Eleven first. */
export const EXAMPLES: readonly GalleryExample[] = [...MNE, ...MOF];

/** An example by id (a story and the gallery entry it shares). */
export function example(id: string): GalleryExample {
  const found = EXAMPLES.find((e) => e.id === id);
  if (!found) throw new Error(`no gallery example ${id}`);
  return found;
}

/** The rulebook's number of an example, by its label. */
export function rulebookNumber(id: string, label: string): string | number {
  const n = example(id).numbers.find((x) => x.label === label);
  if (!n) throw new Error(`${id} states no number “${label}”`);
  return n.rulebook;
}
