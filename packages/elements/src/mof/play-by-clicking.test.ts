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

/** The first state of the engine's random two-person championships where a person may take `type`. */
function firstStateOffering(type: MofActionType): MofState {
  for (let seed = 1; seed <= 40; seed++) {
    const bot = randomBot(seed);
    let s = createChampionship({ seed, seats: 2, options: { stepTurns: true } });
    while (currentSeat(s) !== null) {
      if (legalActions(s).some((a) => a.type === type)) return s;
      s = applyAction(s, bot(s)).state;
    }
  }
  throw new Error(`no random championship offers ${type}`);
}

const NO_BOTS: ReadonlySet<string> = new Set();

describe('playing Masters of Football through the controls alone', () => {
  it('plays hotseat matches to the final whistle, each move a control the UI offers', async function () {
    this.timeout(20_000);
    for (const [seed, handoff] of [
      [11, false],
      [12, true],
      [13, false],
      [14, false],
    ] as const) {
      const el = await fixture<MofMatch>(
        html`<mof-match seed=${String(seed)} bots="" bot-delay="0" ?handoff=${handoff}></mof-match>`,
      );
      let fullTime = false;
      el.addEventListener('mof-full-time', () => (fullTime = true));
      const log = await playByClicking({ host: el, state: () => el.matchState, bots: NO_BOTS }, { seed });
      tally(log);
      expect(currentSeat(el.matchState!), `match ${seed} is over`).to.equal(null);
      expect(el.matchState!.matches[0]!.phase).to.equal('over');
      expect(fullTime, 'the final whistle was announced').to.equal(true);
      expect(log.moves).to.be.above(20);
      console.log(`match seed ${seed}: ${log.moves} moves`);
    }
  });

  it('plays a championship of two persons from the managers to the champion', async function () {
    this.timeout(20_000);
    const el = await fixture<MofChampionship>(
      html`<mof-championship seed="31" players="Ana, Bao" bots="" bot-delay="0"></mof-championship>`,
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
    expect([...stages]).to.include.members(['chooseManager', 'buy', 'academy', 'matchday']);
    console.log(`championship: ${log.moves} moves, stages ${[...stages].join(', ')}`);
  });

  it('takes the rare actions through the UI where random play reaches them', async function () {
    this.timeout(20_000);
    for (const type of RARE) {
      const s = firstStateOffering(type);
      const el = await fixture<MofChampionship>(
        html`<mof-championship .state=${s} players="2" bots="" bot-delay="0"></mof-championship>`,
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
    console.log(JSON.stringify([...taken].sort()));
    expect(ACTION_TYPES.filter((type) => !taken.has(type))).to.deep.equal([]);
  });
});
