import { playMatch } from '../core/index.js';
import { game } from './index.js';
import { botForLevel } from './levels.js';
import { greedyBot } from './bots.js';
const counts = new Map<string, number>();
for (let i = 0; i < 24; i++) {
  const ex = botForLevel('expert', i);
  const gr = greedyBot();
  const wrap = (s: any) => {
    const a = ex(s);
    const m = s.stage === 'matchday' ? s.matches[s.active] : undefined;
    const kind = (m?.pending?.kind ?? s.stage) + (m?.pending?.kind === 'react' ? (m.pending.side === m.roll.attacker ? '(att)' : '(def)') + ` t${m.turn} ${m.score}` : '');
    const g = gr(s);
    const k = `${kind} expert=${a.type} greedy=${g.type}${a.type === g.type && JSON.stringify(a) !== JSON.stringify(g) ? ' (other args)' : ''}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
    return a;
  };
  const seats = i % 2 ? { home: wrap, away: greedyBot() } : { home: greedyBot(), away: wrap };
  playMatch(game, { seed: `d${i}` }, seats);
}
for (const [k, v] of [...counts].sort()) console.log(v, k);
