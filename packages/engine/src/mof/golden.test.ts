/**
 * Golden playthroughs (as OpenSpiel keeps them): stored setups and action logs with their
 * expected outcome. Replaying them must give exactly the recorded results and event digest; a rules
 * change that alters them shows up here. Regenerate deliberately with UPDATE_GOLDEN=1.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as mof from './index.js';
import type { ChampionshipSetup, MatchSetup, MofAction, MofEvent, MofState } from './types.js';

interface Golden {
  name: string;
  kind: 'match' | 'championship';
  setup: MatchSetup | ChampionshipSetup;
  actions: MofAction[];
  expect: {
    champion: number | null;
    results: MofState['results'];
    score: [number, number] | null;
    events: number;
    digest: string;
  };
}

const file = fileURLToPath(new URL('./fixtures/golden.json', import.meta.url));

/** FNV-1a over the JSON of the events. */
function digest(events: MofEvent[]): string {
  let h = 0x811c9dc5;
  const text = JSON.stringify(events);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
}

function summary(kind: Golden['kind'], state: MofState, events: MofEvent[]): Golden['expect'] {
  return {
    champion: state.champion,
    results: state.results,
    score: kind === 'match' ? (state.matches[0]?.score ?? null) : null,
    events: events.length,
    digest: digest(events),
  };
}

function record(
  name: string,
  kind: Golden['kind'],
  setup: MatchSetup | ChampionshipSetup,
  bot: (s: MofState) => MofAction,
): Golden {
  let s = kind === 'match' ? mof.createMatch(setup as MatchSetup) : mof.createChampionship(setup as ChampionshipSetup);
  const actions: MofAction[] = [];
  const events: MofEvent[] = [];
  while (!mof.isOver(s)) {
    const a = bot(s);
    actions.push(a);
    const r = mof.applyAction(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { name, kind, setup, actions, expect: summary(kind, s, events) };
}

if (process.env.UPDATE_GOLDEN) {
  const goldens = [
    record(
      'greedy match, Master Tactician v Godfather',
      'match',
      { seed: 11, home: { manager: 'masterTactician' }, away: { manager: 'godfather' } },
      mof.greedyBot(),
    ),
    record('random match, stepping turns', 'match', { seed: 12, options: { stepTurns: true } }, mof.randomBot(12)),
    record('3-person championship', 'championship', { seed: 13, seats: 3 }, mof.randomBot(13)),
  ];
  writeFileSync(file, JSON.stringify(goldens) + '\n');
}

const goldens = JSON.parse(readFileSync(file, 'utf8')) as Golden[];

for (const g of goldens) {
  test(`golden playthrough: ${g.name}`, () => {
    const { state, events } =
      g.kind === 'match'
        ? mof.replay(g.setup as MatchSetup, g.actions)
        : mof.replay({ ...(g.setup as ChampionshipSetup), championship: true }, g.actions);
    assert.ok(mof.isOver(state));
    assert.deepEqual(summary(g.kind, state, events), g.expect);
  });
}
