import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_CARDS } from '../mne/index.js';
import * as mof from '../mof/index.js';
import { defaultData as mofDefaultData } from '../mof/index.js';
import { parseSimulateArgs, progressBar, readCardFile } from './args.js';
import { htmlReport, textReport } from './report.js';
import { contributionMargin, simulate } from './simulate.js';

test('MNE simulation: results add up, goals histogram matches, events and per-card rows are counted', () => {
  const r = simulate({ game: 'mne', games: 12, seed: 3, bots: ['greedy', 'random'] });
  const { homeWins, draws, awayWins } = r.results;
  assert.equal(homeWins + draws + awayWins, 12);
  assert.equal(
    Object.values(r.goalsHistogram).reduce((a, b) => a + b, 0),
    12,
  );
  const goals = Object.entries(r.goalsHistogram).reduce((a, [g, n]) => a + Number(g) * n, 0);
  assert.equal(r.goalsPerMatch, goals / 12);
  assert.ok(homeWins > awayWins, 'greedy at home beats random away');
  assert.ok(r.homeScore.low <= r.homeScore.mean && r.homeScore.mean <= r.homeScore.high);
  const shots = r.events.find((e) => e.label === 'Shots');
  assert.ok(shots && shots.count > 0);
  const players = r.tables[0]!.rows;
  assert.ok(players.length > 0 && players.every((row) => row.uses >= row.matches && row.matches <= 24));
  // The same seed gives the same report.
  assert.deepEqual(simulate({ game: 'mne', games: 12, seed: 3, bots: ['greedy', 'random'] }), r);
});

test('MoF simulation: results, players fielded and cards played', () => {
  const r = simulate({ game: 'mof', games: 20, seed: 1, bots: ['random', 'random'] });
  assert.equal(r.results.homeWins + r.results.draws + r.results.awayWins, 20);
  const players = r.tables[0]!.rows;
  assert.ok(players.some((p) => p.matches > 0));
  assert.ok(players.every((p) => p.matches <= 40));
});

test('MoF action cards count for the team that played them, against the teams that held them', () => {
  const games = 40;
  const r = simulate({ game: 'mof', games, seed: 5, bots: ['greedy', 'random'] });
  // An oracle from the hands: a card a team played is one that left its hand other than by a swap.
  const played = new Map<string, number>(); // card → matches in which a team played it
  const heldNotPlayed = new Map<string, number>();
  for (let g = 0; g < games; g++) {
    let s = mof.createMatch({ seed: `5:${g}` });
    const bots: Record<string, (s: mof.MofState) => mof.MofAction> = {
      home: mof.greedyBot(),
      away: mof.randomBot(`5:${g}:away`),
    };
    const sides = [0, 1].map(() => ({ held: new Set<string>(), played: new Set<string>() }));
    const hand = (st: mof.MofState, side: number) => st.teams[st.matches[0]!.sides[side]!.team]!.hand;
    for (let seat = mof.currentSeat(s); seat !== null; seat = mof.currentSeat(s)) {
      const a = bots[seat]!(s);
      const next = mof.applyAction(s, a).state;
      for (const side of [0, 1]) {
        const after = [...hand(next, side)];
        for (const id of hand(s, side)) {
          sides[side]!.held.add(id);
          const i = after.indexOf(id);
          if (i >= 0) after.splice(i, 1);
          else if (!(a.type === 'swapCard' && a.card === id && seat === (side === 0 ? 'home' : 'away')))
            sides[side]!.played.add(id);
        }
      }
      s = next;
    }
    for (const side of [0, 1]) {
      for (const id of hand(s, side)) sides[side]!.held.add(id);
      for (const id of sides[side]!.played) played.set(id, (played.get(id) ?? 0) + 1);
      for (const id of sides[side]!.held)
        if (!sides[side]!.played.has(id)) heldNotPlayed.set(id, (heldNotPlayed.get(id) ?? 0) + 1);
    }
  }
  const rows = r.tables[1]!.rows;
  assert.ok(played.size > 5, 'cards were played');
  for (const row of rows) {
    assert.equal(row.matches, played.get(row.id) ?? 0, `${row.id}: matches played`);
    assert.equal(row.matchesWithout, heldNotPlayed.get(row.id) ?? 0, `${row.id}: held and not played`);
    assert.equal(row.scoreWithout === null, row.matchesWithout === 0);
    // The interval needs two team-matches on each side; it is wider where fewer are behind it.
    assert.equal(row.margin === null, row.matches < 2 || row.matchesWithout < 2, `${row.id}: margin`);
  }
  assert.ok(rows.some((row) => row.margin !== null && row.margin > 0 && row.margin < 1));
  // A card nobody played has no score and no contribution (not a score of 0).
  const unplayed = rows.find((row) => row.matches === 0);
  assert.ok(unplayed && unplayed.scoreWith === null);
  const line = textReport(r)
    .split('\n')
    .find((l) => l.includes(`(${unplayed.id})`));
  assert.match(line ?? '', /–\s*$/);
});

test('a custom card set is used (an MNE card renamed shows under its new name)', () => {
  const cards = DEFAULT_CARDS.map((c) => (c.id === 'h-st' ? { ...c, name: 'Publisher Striker' } : c));
  const data = readCardFile('mne', JSON.stringify(cards));
  const r = simulate({ game: 'mne', games: 4, seed: 1, bots: ['greedy', 'greedy'], data });
  assert.ok(r.options.customData);
  assert.ok(r.tables[0]!.rows.some((row) => row.name === 'Publisher Striker'));
});

test('a MoF data set from a file is checked and used (a player renamed shows under its new name)', () => {
  const data = JSON.parse(JSON.stringify(mofDefaultData)) as { players: { id: string; name: string }[] };
  for (const p of data.players) p.name = `Publisher ${p.id}`;
  const r = simulate({
    game: 'mof',
    games: 2,
    seed: 1,
    bots: ['greedy', 'greedy'],
    data: readCardFile('mof', JSON.stringify(data)),
  });
  assert.ok(r.options.customData);
  const players = r.tables[0]!.rows.filter((row) => row.matches > 0);
  assert.ok(players.length > 0 && players.every((row) => row.name.startsWith('Publisher ')));
  // A bad file is refused by the validator, naming the field.
  (data.players[0] as { cost?: number }).cost = -1;
  assert.throws(
    () => simulate({ game: 'mof', games: 1, seed: 1, bots: ['greedy', 'greedy'], data }),
    (e: unknown) => e instanceof Error && (e as { field?: string }).field === 'players[0].cost',
  );
});

test('text and HTML reports show the numbers; the HTML is self-contained with SVG charts', () => {
  const r = simulate({ game: 'mne', games: 6, seed: 9, bots: ['greedy', 'greedy'] });
  const text = textReport(r);
  assert.match(text, /6 simulated matches/);
  assert.match(text, /Magic Number/);
  assert.match(text, /Ball Out/);
  assert.match(text, /Penalty Kicks/);
  assert.ok(text.includes(`home wins ${r.results.homeWins}`));
  const html = htmlReport(r);
  assert.match(html, /^<!doctype html>/);
  assert.ok((html.match(/<svg /g) ?? []).length >= 4);
  assert.ok(!/<script|src=|href=/.test(html), 'no scripts or external resources');
  assert.ok(html.includes(`away wins ${r.results.awayWins}`));
});

test('command-line arguments: defaults, validation, progress bar', () => {
  const a = parseSimulateArgs(['simulate', 'mof', '--games', '50', '--bots', 'search,random', '--seed', 'x']);
  assert.deepEqual(a.options, { game: 'mof', games: 50, seed: 'x', bots: ['search', 'random'] });
  assert.equal(parseSimulateArgs(['simulate', 'mne']).options.games, 1000);
  assert.throws(() => parseSimulateArgs(['simulate', 'chess']), /mne or mof/);
  assert.throws(() => parseSimulateArgs(['simulate', 'mne', '--bots', 'greedy']), /--bots/);
  assert.throws(() => parseSimulateArgs(['simulate', 'mne', '--games', '0']), /--games/);
  assert.equal(progressBar(5, 10, 10), '[#####-----] 5/10');
  // A card file that is not JSON is named in the message.
  assert.throws(() => readCardFile('mne', '{bad', '--cards file cards.json'), /--cards file cards\.json is not JSON/);
});

test('the interval around a card contribution: a small group that all lost is not certain', () => {
  const group = (scores: number[]) => ({
    n: scores.length,
    sum: scores.reduce((a, b) => a + b, 0),
    squares: scores.reduce((a, b) => a + b * b, 0),
  });
  const many = group(Array.from({ length: 400 }, (_, i) => (i % 2 ? 1 : 0)));
  // Three teams without the card all lost: ±5 points when their zero variance was taken at face
  // value; with one win and one loss added to each group, about ±40.
  const allLost = contributionMargin(many, group([0, 0, 0]))!;
  assert.ok(allLost > 0.3 && allLost < 0.45, `margin ${allLost}`);
  // Many team-matches on both sides: close to the plain normal approximation (±6.9 points).
  const plain = 1.96 * Math.sqrt(0.25 / 400 + 0.25 / 400);
  assert.ok(Math.abs(contributionMargin(many, many)! - plain) < 0.002);
  assert.equal(contributionMargin(many, group([1])), null, 'one team-match is no interval');
});
