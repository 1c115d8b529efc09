// The worker of bench/bot-time.mjs: plays a level against the greedy bot and times every decision
// of the level's bot (performance.now() around the call), as the elements' bot worker would run it.
import { playMatch } from '../packages/engine/src/core/bots.js';
import * as mne from '../packages/engine/src/mne/index.js';
import * as mof from '../packages/engine/src/mof/index.js';

interface Job {
  game: 'mne' | 'mof';
  level: string;
  matches: number;
  timeMs?: number;
}

self.onmessage = (e: MessageEvent<Job>) => {
  const { game, level, matches, timeMs } = e.data;
  const g = game === 'mne' ? mne : mof;
  const times: number[] = [];
  for (let i = 0; i < matches; i++) {
    const options = timeMs === undefined ? {} : { timeMs };
    const levelBot = (g.botForLevel as (l: string, s: string, o: object) => (s: unknown) => unknown)(
      level,
      `time:${i}`,
      options,
    );
    const timed = (s: unknown) => {
      const t = performance.now();
      const a = levelBot(s);
      times.push(performance.now() - t);
      return a;
    };
    const greedy = game === 'mne' ? mne.greedyBot(i) : mof.greedyBot();
    const [levelSeat, otherSeat] = i % 2 === 0 ? ['home', 'away'] : ['away', 'home'];
    // Both games' seats are 'home' and 'away' in a stand-alone match.
    playMatch(g.game as never, { seed: `time:${i}` } as never, { [levelSeat]: timed, [otherSeat]: greedy } as never);
  }
  self.postMessage(times);
};
