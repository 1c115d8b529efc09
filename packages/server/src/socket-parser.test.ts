/**
 * The server's socket.io encoder writes the same text as socket.io's own, the game data's JSON
 * reused from one update to the next.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { socketParser } from './bgio.js';
import { jsonParser } from './socket-parser.js';

const { EVENT } = socketParser.PacketType;
const data = { cards: [{ id: 1, name: 'Keeper "Yashin"' }], board: { rows: 5 } };
const state = (moves: number, name: string) => ({
  _stateID: moves,
  ctx: { turn: moves },
  G: { seat: 'home', view: { phase: 'play', data, teams: [{ name }] }, events: [], moves },
  plugins: {},
});

test('updates and syncs are written as socket.io writes them, the game data included', () => {
  const ours = new jsonParser.Encoder();
  const theirs = new socketParser.Encoder();
  const packets = [
    { type: EVENT, nsp: '/mne', data: ['update', 'match-1', state(1, 'Reds'), []] },
    // The same data object again (its text reused), beside a string that looks like the stand-in.
    { type: EVENT, nsp: '/mne', data: ['update', 'match-1', state(2, 'pitchside-data-0000'), [{ redact: true }]] },
    {
      type: EVENT,
      nsp: '/mne',
      data: ['sync', 'match-1', { state: state(2, 'Blues'), log: [], filteredMetadata: [] }],
    },
    { type: EVENT, nsp: '/', data: ['matchData', 'match-1', [{ id: 0, name: 'Ann' }]] },
    { type: EVENT, nsp: '/mne', data: ['update', 'match-2', { ...state(3, 'x'), G: { view: { data: null } } }, []] },
  ];
  for (const packet of packets) {
    assert.deepEqual(ours.encode(packet), theirs.encode(packet));
  }
});
