/**
 * The reference set (docs/rules/mof.md#reference-data): 10 managers, 66 players, 50 action cards,
 * the four non-person teams, the dice and the wheel. Stored as terse records and expanded once by
 * `expand` into the public MofData shape, which is then validated like any publisher's data.
 *
 * Player record: 'Name|position|cost|attack×4|defence×4|tactical[|genius]', the four digits in
 * tactic order possession, direct, physical, defensive; genius letters A (attack), D (defence),
 * T (tactics). Ids are the level's letter and the record's number: g01, s07, b22, w14.
 */
import type {
  ActionCardDef,
  DiceDef,
  Effect,
  ManagerDef,
  MofData,
  NonPersonTeamDef,
  PlayerDef,
  PlayerLevel,
  Position,
  Tactic,
  WheelDef,
} from '../types.js';
import { internalized } from '../../core/internalized.js';

const PLAYERS: Record<PlayerLevel, string[]> = {
  gold: [
    'Kaka Moreau|D|6|2121|4566|4|D',
    'Tito Lindqvist|M|5|3322|3144|4|T',
    'Kofi Diaz|F|6|7776|5556|5|A',
    'Zeca Silva|D|5|2320|7777|5|D',
    'Rafa Vidal|M|7|5635|5456|5|T',
    'Otto Garcia|F|6|4654|0001|4|A',
    'Xavi Haddad|D|5|1010|4446|3|D',
    'Jovi Zanetti|M|6|5321|2144|5|T',
    'Yann Garcia|F|6|6563|2123|3|A',
    'Quim Diaz|D|5|1120|3366|3|D',
    'Luca Berg|M|7|3211|3134|4|T',
    'Vito Diaz|F|6|6654|3244|3|A',
  ],
  silver: [
    'Otto Janssen|D|4|1010|2333|3|D',
    'Siso Brandt|M|3|4301|2143|5',
    'Jovi Duarte|F|4|6755|3334|2',
    'Gigi Nery|D|3|3121|3667|3',
    'Gigi Fonte|M|3|3112|2032|5|T',
    'Jovi Silva|F|3|4644|2333|3',
    'Rui Fonte|D|3|1000|1444|2',
    'Zeca Bakker|M|3|5333|4456|5',
    'Quim Brandt|F|4|3544|0001|4|A',
    'Remi Xu|D|4|0000|1345|4',
    'Milo Klose|M|4|3212|2123|3',
    'Jovi Sousa|F|3|4555|2022|2',
    'Aldo Lindqvist|D|4|0000|3345|2|D',
    'Kaka Santos|M|4|3101|2122|4',
    'Xavi Ibsen|F|4|5552|1114|4',
    'Aldo Prado|D|3|1020|2354|3',
    'Ivo Eriksen|M|3|4534|4345|4|T',
    'Xavi Lindqvist|F|3|4553|1132|3',
  ],
  bronze: [
    'Milo Weiss|D|1|0000|1343|2',
    'Nuno Garcia|M|1|3311|2123|3',
    'Kofi Lindqvist|F|2|3643|1000|2',
    'Caio Okoro|D|1|1000|0032|3',
    'Duda Berg|M|2|3001|2132|2',
    'Aldo Silva|F|2|3220|1001|1',
    'Wes Olsen|D|1|0000|4455|3',
    'Dario Lindqvist|M|2|5321|3244|2',
    'Quim Yilmaz|F|2|0210|0000|1',
    'Iker Moreau|D|1|0000|0121|2',
    'Kofi Vidal|M|2|3212|3233|3',
    'Ugo Janssen|F|2|1121|0001|3',
    'Vasco Silva|D|1|3020|4355|1',
    'Sami Costa|M|1|3312|2022|2',
    'Enzo Lopes|F|2|5534|0113|1',
    'Lino Hale|D|2|0010|0012|2',
    'Lino Brandt|M|1|3311|3043|3',
    'Pavel Petit|F|2|2310|0001|3',
    'Jovi Haddad|D|2|2120|2464|3',
    'Ugo Ferri|M|1|2000|2012|4',
    'Kaka Xu|F|1|2422|1000|2',
    'Zeca Olsen|D|1|2000|4455|2',
  ],
  wood: [
    'Luca Prado|D|0|0000|1122|0',
    'Pavel Duarte|M|0|1000|0011|0',
    'Iker Gomes|F|0|3330|0002|0',
    'Ivo Quaresma|D|0|0000|2223|0',
    'Pippo Okoro|M|0|0000|0001|0',
    'Duda Santos|F|0|3221|1000|0',
    'Wes Rossi|D|0|1000|0111|0',
    'Omar Silva|M|0|0000|0000|1',
    'Nuno Costa|F|0|1111|0010|0',
    'Kofi Ueda|D|0|1000|0231|0',
    'Dario Olsen|M|0|0000|0001|1',
    'Aldo Klose|F|0|1310|1012|0',
    'Pippo Lindqvist|D|0|0000|0013|1',
    'Jovi Petit|M|0|1000|0010|0',
  ],
};

// Non-person teams (rulebook: Non-Person Teams): 3 players of their own and a fixed tactic.
const NON_PERSON: [string, string, Tactic, string[]][] = [
  [
    'architects',
    'Two Architects and a Mole',
    'possession',
    ['The Elder Architect|M|0|4412|3233|4', 'The Younger Architect|M|0|4322|3134|3', 'The Mole|F|0|5453|1012|2|A'],
  ],
  [
    'sky',
    'High Above the Sky',
    'direct',
    ['The Tower|F|0|4653|2234|2', 'The Kite|F|0|3542|1122|2', 'The Lighthouse|D|0|2230|4544|2|D'],
  ],
  [
    'chisels',
    'Two Chisels and an Artist',
    'physical',
    ['The Left Chisel|D|0|1120|4464|2', 'The Right Chisel|D|0|1130|4354|2', 'The Artist|M|0|4343|2122|4|T'],
  ],
  [
    'bald',
    'The Bald, the Beauty and the Kid',
    'defensive',
    ['The Bald|D|0|1000|4456|3|D', 'The Beauty|M|0|3222|3345|3', 'The Kid|F|0|4332|1123|2'],
  ],
];

// Manager record: [id, name, budget, academy, abilities]
const MANAGERS: [string, string, number, number, Effect[]][] = [
  [
    'godfather',
    'The Godfather',
    10,
    3,
    [
      { k: 'reroll', n: 2, what: 'any' },
      { k: 'immune', from: 'corruption' },
    ],
  ],
  [
    'specialOne',
    'The Special One',
    11,
    3,
    [
      { k: 'rerollPaid', cost: 1 },
      { k: 'tac', n: 1 },
    ],
  ],
  [
    'jogaBonito',
    'Joga Bonito',
    10,
    3,
    [
      { k: 'att', n: 1 },
      { k: 'reroll', n: 1, what: 'attack' },
    ],
  ],
  ['stadiumInferno', 'Stadium Inferno', 10, 3, [{ k: 'immune', from: 'all', atHome: true }]],
  ['peoplesClub', "The People's Club", 9, 3, [{ k: 'gainHome' }]],
  [
    'superAgent',
    'Super Agent Partnership',
    9,
    2,
    [
      { k: 'squadBonus', n: 1 },
      { k: 'discount', n: 1 },
    ],
  ],
  ['youthAcademy', 'Youth Academy', 9, 4, [{ k: 'academyBonus', rolls: 5, keep: 2 }]],
  ['masterTactician', 'Master Tactician', 10, 3, [{ k: 'tac', n: 2 }]],
  // Designed in the rulebook's symbol vocabulary (docs/rules/mof.md#reference-data: "two more").
  [
    'fortress',
    'The Fortress',
    10,
    3,
    [
      { k: 'def', n: 1 },
      { k: 'immune', from: 'antiFootball' },
      { k: 'disallow', n: 1 },
    ],
  ],
  [
    'maverick',
    'The Maverick',
    10,
    3,
    [{ k: 'freeEvolution' }, { k: 'extra', n: 1 }, { k: 'skip', n: 1 }, { k: 'immune', from: 'strategy' }],
  ],
];

// Action card record: [id, name, type, timing, cost, target, effects, copies?, tactics?, flags?]
type CardRecord = [
  string,
  string,
  ActionCardDef['type'],
  ActionCardDef['timing'],
  number,
  ActionCardDef['target'],
  ActionCardDef['effects'],
  number?,
  Tactic[]?,
  ('home' | 'variable')[]?,
];
const CARDS: CardRecord[] = [
  // Strategy (blue) — 18
  [
    'callToArms',
    'Call to Arms',
    'strategy',
    'pre',
    1,
    'own',
    [
      { k: 'att', n: 2 },
      { k: 'def', n: 2 },
    ],
    2,
    ['possession', 'physical'],
  ],
  [
    'continuousMovement',
    'Continuous Movement',
    'strategy',
    'pre',
    1,
    'opp',
    [{ k: 'def', n: -2 }],
    2,
    ['possession', 'direct'],
  ],
  ['chalkboard', 'Chalkboard Session', 'strategy', 'pre', 1, 'own', [{ k: 'tac', n: 2 }], 3],
  [
    'forcePossession',
    'Force Possession',
    'strategy',
    'pre',
    2,
    'own',
    [{ k: 'force', tactic: 'possession' }],
    1,
    undefined,
    ['home'],
  ],
  [
    'forceDirect',
    'Force Direct',
    'strategy',
    'pre',
    2,
    'own',
    [{ k: 'force', tactic: 'direct' }],
    1,
    undefined,
    ['home'],
  ],
  [
    'forcePhysical',
    'Force Physical',
    'strategy',
    'pre',
    2,
    'own',
    [{ k: 'force', tactic: 'physical' }],
    1,
    undefined,
    ['home'],
  ],
  [
    'forceDefensive',
    'Force Defensive',
    'strategy',
    'pre',
    2,
    'own',
    [{ k: 'force', tactic: 'defensive' }],
    1,
    undefined,
    ['home'],
  ],
  ['longBall', 'Long Ball', 'strategy', 'pre', 1, 'own', [{ k: 'att', n: 2 }], 1, ['direct']],
  ['parkTheBus', 'Park the Bus', 'strategy', 'pre', 1, 'own', [{ k: 'def', n: 3 }], 2, ['defensive']],
  ['videoAnalysis', 'Video Analysis', 'strategy', 'pre', 1, 'own', [{ k: 'tacReroll', n: 1 }], 2],
  ['highPress', 'High Press', 'strategy', 'pre', 1, 'opp', [{ k: 'att', n: -2 }], 1, ['physical', 'defensive']],
  ['fergieTime', 'Fergie Time', 'strategy', 'pre', 1, 'own', [{ k: 'injury' }], 1],
  // Evolution (green) — 21
  ['whistleblower', 'Whistleblower', 'evolution', 'any', 1, 'own', [{ k: 'block' }], 3],
  ['wonderkid', 'Wonderkid', 'evolution', 'any', 1, 'own', [{ k: 'wonderkid' }], 2],
  ['sponsorship', 'Sponsorship Deal', 'evolution', 'any', 0, 'own', [{ k: 'money', n: 2 }], 2],
  ['personalTrainer', 'Personal Trainer', 'evolution', 'pre', 1, 'own', [{ k: 'pAtt', n: 2 }], 2],
  ['defensiveCoaching', 'Defensive Coaching', 'evolution', 'pre', 1, 'own', [{ k: 'pDef', n: 2 }], 2],
  ['playmakerWorkshop', 'Playmaker Workshop', 'evolution', 'pre', 1, 'own', [{ k: 'pTac', n: 2 }], 1],
  ['freshLegs', 'Fresh Legs', 'evolution', 'pre', 1, 'own', [{ k: 'sub', n: 1 }], 2],
  ['secondWind', 'Second Wind', 'evolution', 'in', 1, 'own', [{ k: 'reroll', n: 2, what: 'any' }], 2],
  ['killerInstinct', 'Killer Instinct', 'evolution', 'in', 1, 'own', [{ k: 'reroll', n: 1, what: 'attack' }], 2],
  [
    'winBonus',
    'Win Bonus',
    'evolution',
    'pre',
    3,
    'own',
    [
      { k: 'att', n: 1 },
      { k: 'def', n: 1 },
    ],
    1,
    undefined,
    ['variable'],
  ],
  ['extraEffort', 'Extra Effort', 'evolution', 'in', 1, 'own', [{ k: 'extra', n: 1 }], 2],
  // Anti-Football (yellow) — 6
  ['timeWasting', 'Time Wasting', 'antiFootball', 'in', 1, 'opp', [{ k: 'skip', n: 1 }], 2],
  ['hardTackle', 'Hard Tackle', 'antiFootball', 'pre', 1, 'opp', [{ k: 'pAtt', n: -2 }], 2],
  ['simulation', 'Simulation', 'antiFootball', 'in', 1, 'own', [{ k: 'extra', n: 1 }], 1],
  ['shirtPulling', 'Shirt Pulling', 'antiFootball', 'pre', 1, 'opp', [{ k: 'att', n: -1 }], 1],
  // Corruption (red) — 5
  ['disallowedGoal', 'Disallowed Goal', 'corruption', 'in', 2, 'opp', [{ k: 'disallow', n: 1 }], 2],
  ['boughtReferee', 'Bought Referee', 'corruption', 'in', 2, 'opp', [{ k: 'skip', n: 1 }], 1],
  ['bribedGroundsman', 'Bribed Groundsman', 'corruption', 'pre', 3, 'own', [{ k: 'gainHome' }], 1],
  ['loadedDice', 'Loaded Dice', 'corruption', 'in', 2, 'own', [{ k: 'reroll', n: 1, what: 'any' }], 1],
];

const DICE: DiceDef = {
  tactic: [1, 2, 3, 4, 5, 6],
  genius: [1, 1, 2, 2, 2, 2],
  geniusIndex: 5,
  thresholds: [3, 5, 7, 9, 11],
  faces: {
    red: [0, 0, 1, 1, 2, 2],
    brown: [0, 1, 1, 2, 2, 3],
    orange: [1, 1, 2, 2, 3, 3],
    green: [1, 2, 2, 3, 3, 4],
    blue: [2, 2, 3, 3, 4, 4],
    purple: [2, 3, 3, 4, 4, 5],
  },
};

const WHEEL: WheelDef = {
  minutes: ["0'", "15'", "23'", "30'", "38'", "45'", "45'", "60'", "68'", "75'", "83'", "90'"],
  homeAttacks: [1, 4, 5, 8, 9, 12],
};

const digits = (s: string): [number, number, number, number] =>
  [0, 1, 2, 3].map((i) => Number(s[i])) as [number, number, number, number];

function player(id: string, level: PlayerLevel, rec: string): PlayerDef {
  const [name = '', pos = '', cost, att = '', def = '', tac, genius] = rec.split('|');
  const p: PlayerDef = {
    id: internalized(id),
    name,
    level,
    pos: internalized(pos) as Position,
    cost: Number(cost),
    att: digits(att),
    def: digits(def),
    tac: Number(tac),
  };
  if (genius) p.genius = [...genius] as ('A' | 'D' | 'T')[];
  return p;
}

/** Expands the terse records into the public data shape (not yet validated). */
function expand(): MofData {
  const players: PlayerDef[] = [];
  for (const level of ['gold', 'silver', 'bronze', 'wood'] as const) {
    PLAYERS[level].forEach((rec, i) =>
      players.push(player(`${level[0]}${String(i + 1).padStart(2, '0')}`, level, rec)),
    );
  }
  const cards = CARDS.map(([id, name, type, timing, cost, target, effects, copies, tactics, flags]) => {
    // Keys in the order validateData gives them: saved states and their hashes depend on it.
    return {
      id,
      name,
      type,
      timing,
      cost,
      ...(flags?.includes('variable') ? { variable: true } : {}),
      ...(tactics ? { tactics } : {}),
      target,
      ...(flags?.includes('home') ? { home: true } : {}),
      effects,
      ...(copies !== undefined && copies !== 1 ? { copies } : {}),
    } satisfies ActionCardDef;
  });
  const nonPerson: NonPersonTeamDef[] = NON_PERSON.map(([id, name, tactic, recs]) => ({
    id,
    name,
    tactic,
    players: recs.map((r, i) => player(`${id}${i + 1}`, 'wood', r)),
  }));
  const managers: ManagerDef[] = MANAGERS.map(([id, name, budget, academy, abilities]) => ({
    id,
    name,
    budget,
    academy,
    abilities,
  }));
  return { players, managers, cards, nonPerson, dice: DICE, wheel: WHEEL, tacticSets: 4 };
}

export const rawDefaultData: MofData = expand();
