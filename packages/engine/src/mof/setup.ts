/**
 * Creating states: a stand-alone match (teams given or drawn by seed) and a championship (2–8
 * persons, non-person teams filling the groups). Both start with the flow run up to the first
 * decision, so a new state always says whose turn it is.
 */
import { RuleError } from '../core/errors.js';
import { Rng, seedRng } from '../core/rng.js';
import { Checker } from '../core/validate.js';
import { arr, bool, obj, optional, str } from '../core/schema.js';
import { without } from '../core/lists.js';
import { openInPlace, type Ctx } from './rules/context.js';
import { closeWorkingCopy, generator } from '../core/working-copy.js';
import { defaultData, indexOf } from './data/index.js';
import { isTrusted } from '../core/trusted.js';
import type {
  ChampionshipSetup,
  MatchSetup,
  MofData,
  MofOptions,
  MofState,
  NonPersonTeamDef,
  TeamSetup,
  TeamState,
} from './types.js';
import { groupSizes, MAX_PERSONS, MIN_PERSONS, TEAMS_PER_GROUP } from './rules/competition.js';
import { managersPerPerson } from './rules/game-setup.js';
import { drawActions, drawPlayer } from './decks.js';
import { persons, runFlow, startStage } from './championship.js';
import { newMatch, newTeam } from './match/new-match.js';

export { newTeam };

const check: Checker = new Checker('INVALID_SETUP', 'setup');

/**
 * The data of a setup: the default set, or a set `validateData()` returned. Other data is refused
 * rather than checked here: validate a publisher's set once and create any number of matches with
 * it (and a page creating matches with the default set never loads the validator).
 */
function resolveData(data: MofData | undefined): MofData {
  if (data === undefined) return defaultData;
  if (isTrusted(data)) return data;
  throw new RuleError(
    'UNCHECKED_DATA',
    'data must be the default set or a set returned by validateData(): pass your data through validateData() first',
    'data',
  );
}

const optionsShape = optional(obj({ simultaneous: optional(bool), stepTurns: optional(bool) }));

function options(o: Partial<MofOptions> | undefined): MofOptions {
  const { simultaneous = false, stepTurns = false } = optionsShape(check, o, 'options') ?? {};
  return { simultaneous, stepTurns };
}

function blankState(
  data: MofData,
  seed: number | string,
  kind: MofState['kind'],
  opts: MofOptions,
): { s: MofState; rng: Rng } {
  // The seed's words stand in the state until `finishCreate` writes the final ones into them.
  const words = seedRng(seed);
  const rng = new Rng(words);
  const ix = indexOf(data);
  // Each stack a shuffled copy, the level stacks read by name (`ix.byLevel[level]` was a megamorphic read).
  const shuffled = (ids: readonly string[]) => rng.shuffle(ids.slice());
  const s: MofState = {
    v: 1,
    kind,
    data,
    opts,
    rng: words,
    seats: [],
    teams: [],
    decks: {
      gold: shuffled(ix.byLevel.gold),
      silver: shuffled(ix.byLevel.silver),
      bronze: shuffled(ix.byLevel.bronze),
      wood: shuffled(ix.byLevel.wood),
      actions: shuffled(ix.deck),
      usedPlayers: [],
      usedCards: [],
    },
    stage: 'matchday',
    md: 0,
    matches: [],
    active: 0,
    results: [],
    queue: [],
    champion: null,
  };
  return { s, rng };
}

/** A non-person team of the data, with its own players. */
function nonPersonTeam(npt: NonPersonTeamDef, name: string, group?: number): TeamState {
  const t = newTeam(name, null, group);
  t.npt = npt.id;
  t.squad = npt.players.map((p) => p.id);
  return t;
}

function setupTeam(
  c: Ctx,
  ts: TeamSetup | undefined,
  fallbackSeat: string,
  path: string,
  taken?: string | null,
): TeamState {
  const o = ts ?? {};
  // No team setup (a seeded random match's two teams): nothing to check.
  if (ts !== undefined) {
    check.object(o, path);
    check.onlyKeys(o as Record<string, unknown>, path, [
      'name',
      'seat',
      'manager',
      'squad',
      'cards',
      'money',
      'nonPerson',
    ]);
  }
  if (o.nonPerson !== undefined) {
    const npt = c.ix.npt.get(check.string(o.nonPerson, `${path}.nonPerson`));
    if (!npt)
      check.fail(`${path}.nonPerson`, `is not a non-person team of the data (${[...c.ix.npt.keys()].join(', ')})`);
    return nonPersonTeam(npt, o.name ?? npt.name);
  }
  const seat = o.seat === undefined ? fallbackSeat : check.string(o.seat, `${path}.seat`, { maxLength: 40 });
  const t = newTeam(o.name ?? seat, seat);
  // A manager drawn at random is not the other team's: each card is dealt once (drawn again).
  if (o.manager === undefined)
    do t.manager = generator(c).pick(c.s.data.managers).id;
    while (t.manager === taken && c.s.data.managers.length > 1);
  else if (o.manager !== null) {
    const id = check.string(o.manager, `${path}.manager`);
    if (!c.ix.manager.has(id)) check.fail(`${path}.manager`, `is not a manager of the data`);
    t.manager = id;
  }
  if (o.squad === undefined) {
    for (const level of ['gold', 'silver', 'bronze', 'bronze'] as const) {
      const id = drawPlayer(c, level);
      if (id) t.squad.push(id); // a new team's own array
    }
  } else {
    const squad = arr(str(), 3, 6)(check, o.squad, `${path}.squad`);
    squad.forEach((id, i) => {
      const p = c.ix.player.get(id);
      // Only players of the stacks (a non-person team's own players are not in `data.players`),
      // each in one squad once: taken from his stack.
      if (!p || !c.s.data.players.includes(p)) check.fail(`${path}.squad[${i}]`, `is not a player of the data`);
      if (!c.s.decks[p.level].includes(id)) check.fail(`${path}.squad[${i}]`, 'is already in a squad');
      c.s.decks[p.level] = without(c.s.decks[p.level], id);
    });
    t.squad = squad;
  }
  if (o.cards === undefined) t.hand = drawActions(c, 5);
  else {
    t.hand = arr(str(), 0, 20)(check, o.cards, `${path}.cards`).map((id, i) => {
      if (!c.ix.card.has(id)) check.fail(`${path}.cards[${i}]`, 'is not an action card of the data');
      if (!c.s.decks.actions.includes(id)) check.fail(`${path}.cards[${i}]`, 'has no copy left in the deck');
      c.s.decks.actions = without(c.s.decks.actions, id);
      return id;
    });
  }
  t.money = o.money === undefined ? 5 : check.int(o.money, `${path}.money`, 0, 999);
  return t;
}

function finishCreate(c: Ctx): MofState {
  runFlow(c);
  return closeWorkingCopy(c); // into the state's own generator array (blankState)
}

/** A stand-alone match: two teams given (or drawn by seed from the data). */
export function createMatch(setup: MatchSetup = {}): MofState {
  check.object(setup, '');
  check.onlyKeys(setup as Record<string, unknown>, '', ['seed', 'data', 'home', 'away', 'options']);
  const data = resolveData(setup.data);
  const { s, rng } = blankState(data, setup.seed ?? 0, 'match', options(setup.options));
  const c = openInPlace(s, rng); // a new state is all fresh objects: built in place, its events not kept
  const home = setupTeam(c, setup.home, 'home', 'home');
  const away = setupTeam(c, setup.away, 'away', 'away', home.manager);
  if (home.seat !== null && home.seat === away.seat) check.fail('away.seat', 'must differ from the home seat');
  s.teams = [home, away];
  s.seats = [home.seat, away.seat].filter((x): x is string => x !== null);
  s.matches = [newMatch(c, 0, 1, 0, 0)];
  return finishCreate(c);
}

/** A championship for 2–8 persons (non-person teams complete each group of four). */
export function createChampionship(setup: ChampionshipSetup = {}): MofState {
  check.object(setup, '');
  check.onlyKeys(setup as Record<string, unknown>, '', ['seed', 'data', 'seats', 'nonPerson', 'options']);
  const data = resolveData(setup.data);
  const seats =
    setup.seats === undefined
      ? ['p1', 'p2', 'p3', 'p4']
      : typeof setup.seats === 'number'
        ? Array.from({ length: check.int(setup.seats, 'seats', MIN_PERSONS, MAX_PERSONS) }, (_, i) => `p${i + 1}`)
        : arr(str(40), MIN_PERSONS, MAX_PERSONS)(check, setup.seats, 'seats');
  check.unique(seats, 'seats', 'seat');
  if (seats.includes('spectator')) check.fail('seats', 'must not use the reserved seat "spectator"');
  const { s, rng } = blankState(data, setup.seed ?? 0, 'championship', options(setup.options));
  const c = openInPlace(s, rng);
  const sizes = groupSizes(seats.length);
  const howMany = `${seats.length} persons`;
  const nptNeeded = sizes.reduce((n, g) => n + TEAMS_PER_GROUP - g, 0);
  let npts: string[];
  if (setup.nonPerson !== undefined) {
    npts = arr(str(), nptNeeded, nptNeeded)(check, setup.nonPerson, 'nonPerson').map((id, i) => {
      if (!c.ix.npt.has(id)) check.fail(`nonPerson[${i}]`, 'is not a non-person team of the data');
      return id;
    });
    check.unique(npts, 'nonPerson', 'team');
  } else {
    if (data.nonPerson.length < nptNeeded)
      check.fail('seats', `(${howMany}) need ${nptNeeded} non-person teams; the data has ${data.nonPerson.length}`);
    npts = rng.shuffle(data.nonPerson.map((t) => t.id)).slice(0, nptNeeded);
  }
  const per = managersPerPerson(data.managers.length, seats.length);
  if (data.managers.length < seats.length)
    check.fail('seats', `(${howMany}) need at least ${seats.length} managers; the data has ${data.managers.length}`);
  const teams: TeamState[] = [];
  let next = 0;
  sizes.forEach((size, g) => {
    const group: TeamState[] = [];
    for (let i = 0; i < size; i++) group.push(newTeam(seats[next++] as string, seats[next - 1] as string, g));
    while (group.length < TEAMS_PER_GROUP) {
      const npt = c.ix.npt.get(npts.shift() as string) as NonPersonTeamDef;
      group.push(nonPersonTeam(npt, npt.name, g));
    }
    for (const t of rng.shuffle(group)) teams.push(t); // team letters A–D drawn by seed
  });
  s.teams = teams;
  s.seats = seats;
  const managers = rng.shuffle(data.managers.map((m) => m.id));
  for (const t of teams) if (t.seat !== null) t.managerOffer = managers.splice(0, per);
  startStage(c, 'chooseManager', persons(s));
  return finishCreate(c);
}
