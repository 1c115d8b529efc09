import { expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import * as mne from '@pitchside/engine/mne';
import * as mof from '@pitchside/engine/mof';
import { LocalGameController, type LocalMove, type LocalRules } from './local-game-controller.js';
import { mneRules, openingLog } from '../mne/local-game.js';
import { mofRules } from '../mof/local-game.js';

/** A bare element to own a controller, as a match element does. */
class LocalGameHost extends LitElement {}
customElements.define('local-game-host', LocalGameHost);

/** A controller on the page for `rules`, with every state the engine was asked to apply a move to. */
function setUp<S, V, A, E>(rules: LocalRules<S, V, A, E>) {
  const applied: S[] = [];
  const moves: LocalMove<A, E>[] = [];
  const host = document.createElement('local-game-host') as LocalGameHost;
  const spied: LocalRules<S, V, A, E> = {
    ...rules,
    applyAction: (state, action) => {
      applied.push(state);
      return rules.applyAction(state, action);
    },
  };
  const game = new LocalGameController(host, spied, { moved: (move) => void moves.push(move) });
  document.body.append(host);
  return { host, game, applied, moves };
}

/** Each game's setup, a move the engine refuses, and what the test needs of its engine. */
const GAMES = [
  {
    name: 'Magic Number Eleven',
    rules: mneRules,
    create: () => mne.createMatch({ seed: '7' }),
    opening: openingLog,
    refused: { type: 'draftPick', card: 'no-such-card' } as mne.MneAction,
    legalActions: (s: mne.MneState) => mne.legalActions(s),
    currentSeat: (s: mne.MneState) => mne.currentSeat(s) as string | null,
  },
  {
    name: 'Masters of Football',
    rules: mofRules,
    create: () => mof.createMatch({ seed: 4, home: { seat: 'home' }, away: { seat: 'away' } }),
    opening: () => [],
    refused: { type: 'pickTeam', players: ['no-such-player'] } as mof.MofAction,
    legalActions: (s: mof.MofState) => mof.legalActions(s),
    currentSeat: (s: mof.MofState) => mof.currentSeat(s),
  },
] as const;

describe('LocalGameController', () => {
  afterEach(() => {
    for (const host of document.querySelectorAll('local-game-host')) host.remove();
    fixtureCleanup();
  });

  for (const g of GAMES) {
    // The two games' tables have different types; the test reads them through one shape.
    const rules = g.rules as unknown as LocalRules<object, { [key: string]: unknown }, object, object>;
    const create = g.create as () => object;
    const legal = g.legalActions as (s: object) => readonly object[];
    const seatOf = g.currentSeat as (s: object) => string | null;
    const opening = g.opening as (s: object) => object[];
    // The person plays the seat to act first (MNE's draft may open with Away), the bot the other.
    const person = seatOf(create())!;
    const botSeat = person === 'home' ? 'away' : 'home';

    describe(g.name, () => {
      it('loads a game: the person’s view, their legal moves and the opening log', () => {
        const { game } = setUp(rules);
        game.bots = new Set([botSeat]);
        const start = create();
        game.load(start, opening(start));
        const shown = game.snapshot()!;
        expect(shown.seat).to.equal(person);
        expect(shown.view).to.deep.equal(rules.viewFor(start, person));
        expect(shown.legalActions).to.deep.equal(legal(start));
        expect(shown.log).to.deep.equal(opening(start));
        expect(shown.botToMove).to.equal(false);
        expect(game.humanSeats()).to.deep.equal([person]);
      });

      it('applies a person’s move through the engine, then the bot answers', async () => {
        const { game, moves, applied } = setUp(rules);
        game.bots = new Set([botSeat]);
        const start = create();
        game.load(start);
        const first = legal(start)[0]!;
        expect(game.choose(first)).to.equal(true);
        expect(game.state).to.deep.equal(rules.applyAction(start, first).state);
        expect(game.actions).to.deep.equal([first]);
        expect(moves[0]).to.deep.include({ seat: person, action: first, by: 'human' });
        // Its turn now: the bot plays a legal move for its seat, from the game as it is.
        const before = game.state!;
        expect(seatOf(before)).to.equal(botSeat);
        await waitUntil(() => moves.some((m) => m.by === 'bot'), 'the bot’s move', { timeout: 10000 });
        const bot = moves.find((m) => m.by === 'bot')!;
        expect(bot.seat).to.equal(botSeat);
        expect(legal(before)).to.deep.include(bot.action);
        expect(applied[1]).to.equal(before);
        expect(game.actions.slice(0, 2)).to.deep.equal([first, bot.action]);
      });

      it('drops a bot’s answer once the game it was asked about is gone', async () => {
        const { host, game, moves, applied } = setUp(rules);
        game.bots = new Set([botSeat]);
        const start = create();
        game.load(start);
        const [first, second] = legal(start);
        // Warm up: the bots' code and worker are ready, so the next question is answered quickly.
        game.choose(first!);
        await waitUntil(() => moves.some((m) => m.by === 'bot'), 'the bot’s move', { timeout: 10000 });
        // A new game while the bot thinks about the old one: its answer must not reach the new game.
        game.load(start);
        game.choose(first!);
        const abandoned = game.state!;
        await host.updateComplete; // the bot is asked about `abandoned`
        game.load(start);
        expect(game.actions).to.deep.equal([]);
        game.choose(second ?? first!);
        const current = game.state!;
        const answered = moves.length;
        await waitUntil(() => moves.length > answered, 'the bot’s move in the new game', { timeout: 10000 });
        expect(applied.filter((s) => s === abandoned)).to.deep.equal([]);
        expect(applied).to.include(current); // the bot answered about the new game
        expect(game.actions).to.have.length.of.at.least(2);
        expect(game.actions[0]).to.deep.equal(second ?? first);
      });

      it('refuses a move the engine refuses, with its message, and changes nothing', () => {
        const { game, moves } = setUp(rules);
        game.bots = new Set([botSeat]);
        const start = create();
        game.load(start);
        expect(game.choose(g.refused)).to.equal(false);
        expect(game.refused).to.be.a('string').and.not.equal('');
        expect(game.state).to.equal(start);
        expect(game.actions).to.deep.equal([]);
        expect(moves).to.deep.equal([]);
        // The next move clears the message.
        expect(game.choose(legal(start)[0]!)).to.equal(true);
        expect(game.refused).to.equal(null);
      });

      it('takes no person’s move for a bot’s seat', () => {
        const { game } = setUp(rules);
        game.bots = new Set(['home', 'away']);
        const start = create();
        game.load(start);
        expect(game.snapshot()!.seat).to.equal('spectator');
        expect(game.snapshot()!.legalActions).to.deep.equal([]);
        expect(game.choose(legal(start)[0]!)).to.equal(false);
        expect(game.state).to.equal(start);
      });

      it('hotseat with handoff: a spectator’s view until the person to play takes the device', () => {
        const { game } = setUp(rules);
        game.device.cover = true;
        game.load(create());
        const covered = game.snapshot()!;
        expect(covered.seat).to.equal('spectator');
        expect(covered.legalActions).to.deep.equal([]);
        expect(covered.handoff?.seat).to.equal(person);
        covered.handoff!.take();
        const shown = game.snapshot()!;
        expect(shown.seat).to.equal(person);
        expect(shown.handoff).to.equal(undefined);
        expect(shown.legalActions.length).to.be.greaterThan(0);
      });
    });
  }

  it('Magic Number Eleven: undo takes back a person’s move and the bot’s answer', async () => {
    const { game, moves } = setUp(mneRules);
    const start = mne.createMatch({ seed: '7' });
    game.bots = new Set([mne.currentSeat(start) === 'home' ? 'away' : 'home']);
    game.load(start, openingLog(start));
    game.choose(mne.legalActions(start)[0]!);
    await waitUntil(() => moves.some((m) => m.by === 'bot'), 'the bot’s move', { timeout: 10000 });
    expect(game.canUndo).to.equal(true);
    expect(game.undo()).to.equal(true);
    expect(game.state).to.equal(start);
    expect(game.actions).to.deep.equal([]);
    expect(game.log).to.deep.equal(openingLog(start));
    expect(game.canUndo).to.equal(false);
  });

  it('Masters of Football: two bots play a match to the end, the log keeping its last 300 events', async () => {
    const { game, moves } = setUp(mofRules);
    game.bots = new Set(['home', 'away']);
    game.load(mof.createMatch({ seed: 4, home: { seat: 'home' }, away: { seat: 'away' } }));
    await waitUntil(() => game.state && mof.currentSeat(game.state) === null, 'the final whistle', { timeout: 20000 });
    const events = moves.flatMap((m) => m.events);
    expect(moves.every((m) => m.by === 'bot')).to.equal(true);
    expect(game.log).to.deep.equal(events.slice(-300));
    expect(game.log.at(-1)).to.deep.include({ type: 'fullTime' });
    expect(game.canUndo).to.equal(false);
  });
});
