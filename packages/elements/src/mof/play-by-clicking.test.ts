import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import {
  applyAction,
  createChampionship,
  currentSeat,
  legalActions,
  randomBot,
  type MofActionType,
  type MofState,
} from '@pitchside/engine/mof';
import './index.js';
import type { MofMatch } from './mof-match/mof-match.js';
import type { MofChampionship } from './mof-championship/mof-championship.js';
import { playByClicking, type PlayLog } from './test-play-by-clicking.js';

/** Every action type of the engine (`MofAction` in its types.ts): the compiler checks the list is whole. */
const ACTION_TYPES = Object.keys({
  chooseManager: 1,
  buyPlayer: 1,
  endBuying: 1,
  rollAcademy: 1,
  keepAcademy: 1,
  releasePlayer: 1,
  discardCard: 1,
  swapCard: 1,
  pickTeam: 1,
  chooseTactic: 1,
  announceCards: 1,
  playCard: 1,
  endCards: 1,
  rerollTactics: 1,
  announceSubstitution: 1,
  substitute: 1,
  reroll: 1,
  extraAttack: 1,
  disallowGoal: 1,
  skipTurn: 1,
  blowWhistle: 1,
  roll: 1,
  pass: 1,
} satisfies Record<MofActionType, 1>) as MofActionType[];

const taken = new Map<string, number>();
const offered = new Set<string>();
function tally(log: PlayLog): void {
  for (const [type, n] of log.taken) taken.set(type, (taken.get(type) ?? 0) + n);
  for (const type of log.offered) offered.add(type);
}

/** Action types random play seldom takes: each is also played from a state that offers it. */
const RARE: readonly MofActionType[] = ['releasePlayer', 'blowWhistle', 'rerollTactics', 'disallowGoal'];

/** The first state of the engine's random two-person championships where `wanted` holds. */
function firstState(wanted: (s: MofState) => boolean, what: string): MofState {
  for (let seed = 1; seed <= 40; seed++) {
    const bot = randomBot(seed);
    let s = createChampionship({ seed, seats: 2, options: { stepTurns: true } });
    while (currentSeat(s) !== null) {
      if (wanted(s)) return s;
      s = applyAction(s, bot(s)).state;
    }
  }
  throw new Error(`no random championship reaches a state where ${what}`);
}

/** True when the person to act is not in the match being played (an outsider's card window). */
function outsiderToAct(s: MofState): boolean {
  const m = s.stage === 'matchday' ? s.matches[s.active] : undefined;
  return !!m && !m.sides.some((side) => s.teams[side.team]?.seat === currentSeat(s));
}

const NO_BOTS: ReadonlySet<string> = new Set();

describe('playing Masters of Football through the controls alone', () => {
  it('plays hotseat matches to the final whistle, each move a control the UI offers', async function () {
    this.timeout(20_000);
    // Seed 12 passes the device between the persons (handoff); seed 14 rolls the dice by itself.
    for (const seed of [11, 12, 13, 14]) {
      const el = await fixture<MofMatch>(
        html`<mof-match
          seed=${String(seed)}
          bots=""
          bot-delay="0"
          ?handoff=${seed === 12}
          ?auto-roll=${seed === 14}
        ></mof-match>`,
      );
      let fullTime = false;
      el.addEventListener('mof-full-time', () => (fullTime = true));
      const log = await playByClicking({ host: el, state: () => el.matchState, bots: NO_BOTS }, { seed });
      tally(log);
      expect(currentSeat(el.matchState!), `match ${seed} is over`).to.equal(null);
      expect(el.matchState!.matches[0]!.phase).to.equal('over');
      expect(fullTime, 'the final whistle was announced').to.equal(true);
      expect(log.moves).to.be.above(seed === 14 ? 10 : 20);
    }
  });

  it('offers a person nothing while the bot is to move, and every choice when the person is', async () => {
    const el = await fixture<MofMatch>(html`<mof-match seed="15" bots="away" bot-delay="0"></mof-match>`);
    const log = await playByClicking({ host: el, state: () => el.matchState, bots: new Set(['away']) }, { seed: 15 });
    tally(log);
    expect(el.matchState!.matches[0]!.phase).to.equal('over');
  });

  it('plays a card-heavy position (a `scenario`) from the second half to the final whistle', async function () {
    this.timeout(20_000);
    const desc = {
      seed: 7,
      turn: 7,
      score: [1, 1],
      home: {
        players: ['g01', 's02', 'b01'],
        bench: ['b02', 's05'],
        money: 12,
        cards: ['disallowedGoal', 'boughtReferee', 'loadedDice', 'secondWind', 'extraEffort', 'timeWasting'],
      },
      away: {
        players: ['g03', 's04', 'b03'],
        bench: ['b04'],
        money: 12,
        cards: ['whistleblower', 'whistleblower', 'disallowedGoal', 'killerInstinct', 'simulation', 'timeWasting'],
      },
    };
    for (const seed of [41, 42, 43]) {
      const el = await fixture<MofMatch>(
        html`<mof-match scenario=${JSON.stringify({ ...desc, seed })} bots="" bot-delay="0"></mof-match>`,
      );
      const log = await playByClicking({ host: el, state: () => el.matchState, bots: NO_BOTS }, { seed });
      tally(log);
      expect(el.matchState!.matches[0]!.phase, `scenario ${seed} ends`).to.equal('over');
    }
  });

  it('plays a championship of two persons sharing the device from the managers to the champion', async function () {
    this.timeout(20_000);
    const el = await fixture<MofChampionship>(
      html`<mof-championship seed="31" players="Ana, Bao" bots="" bot-delay="0" handoff></mof-championship>`,
    );
    const champion = oneEvent(el, 'mof-champion');
    const stages = new Set<string>();
    const log = await playByClicking(
      { host: el, state: () => el.championshipState, bots: NO_BOTS },
      { seed: 31, until: (s) => (stages.add(s.stage), false) },
    );
    tally(log);
    await champion;
    expect(el.championshipState!.stage).to.equal('over');
    expect([...stages]).to.include.members(['chooseManager', 'buy', 'academy', 'market', 'discard', 'matchday']);
    expect(log.moves).to.be.above(150);
  });

  it('takes the rare actions, and an outsider’s, through the UI from states that offer them', async function () {
    this.timeout(20_000);
    const cases = RARE.map((type) => ({
      state: firstState((s) => legalActions(s).some((a) => a.type === type), `a person may take ${type}`),
      type,
    }));
    const outsider = firstState(outsiderToAct, 'an outsider acts');
    const card = legalActions(outsider).find((a) => a.type !== 'pass' && a.type !== 'swapCard')!;
    cases.push({ state: outsider, type: card.type });
    for (const { state, type } of cases) {
      const el = await fixture<MofChampionship>(
        html`<mof-championship .state=${state} players="2" bots="" bot-delay="0"></mof-championship>`,
      );
      const log = await playByClicking(
        { host: el, state: () => el.championshipState, bots: NO_BOTS },
        { seed: 1, maxMoves: 1, prefer: () => type },
      );
      tally(log);
      expect([...log.taken.keys()], `${type} taken through the UI`).to.deep.equal([type]);
    }
  });

  it('took every action type of the engine through the UI', () => {
    expect(
      ACTION_TYPES.filter((type) => !taken.has(type)),
      'never taken',
    ).to.deep.equal([]);
    expect(
      [...offered].filter((type) => !taken.has(type)),
      'offered, never taken',
    ).to.deep.equal([]);
  });
});
