import { expect, fixture, html } from '@open-wc/testing';
import { SPECTATOR, createChampionship, viewFor, type MofState } from '@pitchside/engine/mof';
import '../index.js';
import type { MofChampionship } from './mof-championship.js';
import { part, problemText, text, watchUncaught } from '../../shared/test-support.js';
import { settle } from '../test-play-by-clicking.js';
import { decisionPrompt, driveControlled, enabledControls } from '../test-drive-controlled.js';

const newChampionship = (seed: number, seats: number | string[]) =>
  createChampionship({ seed, seats, options: { stepTurns: true } });

/** Decisions taken in the matchdays so far. */
const matchdayMoves = (stages: Set<string>) => [...stages].filter((s) => s.startsWith('matchday')).length;

describe('<mof-championship> controlled by the page', () => {
  watchUncaught();

  it('plays a championship the page drives, through the stages into the first matchday’s decisions', async function () {
    this.timeout(90_000);
    const start = newChampionship(31, ['Ana', 'Bao']);
    const el = await fixture<MofChampionship>(
      html`<mof-championship
        players="Ana, Bao"
        bots="all"
        bot-delay="0"
        .view=${viewFor(start, SPECTATOR)}
      ></mof-championship>`,
    );
    const log = await driveControlled(el, start, {
      seed: 31,
      moves: 200,
      keyboardShare: 0.25,
      until: (s: MofState, { stages }) => s.stage === 'matchday' && matchdayMoves(stages) >= 3,
    });
    expect(el.championshipState, 'the element holds no engine state').to.equal(null);
    expect([...log.stages]).to.include('chooseManager');
    expect(log.state.stage).to.equal('matchday');
    expect([...log.taken]).to.include.members(['chooseManager', 'pickTeam']);
    expect(log.moves).to.be.above(8);
    // The page's views name the stage and the teams.
    expect(text(part(el, 'stage'))).to.match(/^Matchday 1$/);
  });

  it('with some persons played outside the element (the page’s bots), it offers only its own seat’s decisions', async function () {
    this.timeout(60_000);
    const el = await fixture<MofChampionship>(html`<mof-championship></mof-championship>`);
    const log = await driveControlled(el, newChampionship(8, 4), {
      seed: 8,
      moves: 25,
      outside: new Set(['p2', 'p3', 'p4']),
    });
    expect(log.moves).to.equal(25);
    expect(el.championshipState).to.equal(null);
  });

  it('shows a spectator’s view read-only', async () => {
    const el = await fixture<MofChampionship>(html`<mof-championship></mof-championship>`);
    el.view = viewFor(newChampionship(4, 3), SPECTATOR);
    el.events = [];
    await settle(el);
    expect(enabledControls(el)).to.deep.equal([]);
    expect(decisionPrompt(el)).to.match(/^Waiting for /);
    expect(text(part(el, 'stage'))).to.equal('Choosing managers');
  });

  it('shows a readable error for a bad view, never throwing', async () => {
    const el = await fixture<MofChampionship>(html`<mof-championship></mof-championship>`);
    el.view = { stage: 'buy' } as never;
    await el.updateComplete;
    expect(problemText(el)).to.equal(
      '<mof-championship> cannot be shown “view” must be a view the engine’s viewFor(state, seat) returned.',
    );
  });
});
