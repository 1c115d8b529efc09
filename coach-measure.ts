import * as mne from './packages/engine/src/mne/index.ts';
import * as mof from './packages/engine/src/mof/index.ts';
const q = (xs: number[], p: number) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
function run(name: string, positions: [any, string][], advise: (s: any, seat: string) => any) {
  const times: number[] = [];
  const bases: Record<string, number> = {};
  for (const [s, seat] of positions) {
    const t0 = performance.now();
    const a = advise(s, seat);
    times.push(performance.now() - t0);
    bases[a.reason.basis] = (bases[a.reason.basis] ?? 0) + 1;
  }
  console.log(name, 'n', times.length, 'median', q(times, 0.5).toFixed(0), 'p90', q(times, 0.9).toFixed(0), 'max', Math.max(...times).toFixed(0), JSON.stringify(bases));
}
const mnePos: [any, string][] = [];
let s: any = mne.createMatch({ seed: 11 });
const gb = { home: mne.greedyBot(1), away: mne.greedyBot(2) } as any;
for (let n = 0; !mne.isOver(s); n++) { const seat = mne.currentSeat(s)!; if (n % 6 === 0) mnePos.push([s, seat]); s = mne.applyAction(s, gb[seat](s)).state; }
run('mne coach 150 playouts', mnePos, (s, seat) => mne.coach(s, seat as any, { seed: 1 }));
const mofPos: [any, string][] = [];
let m: any = mof.createMatch({ seed: 11 });
const mb = mof.greedyBot();
for (let n = 0; !mof.isOver(m); n++) { const seat = mof.currentSeat(m)!; if (n % 2 === 0) mofPos.push([m, seat]); m = mof.applyAction(m, mb(m)).state; }
run('mof coach 200 playouts', mofPos, (s, seat) => mof.coach(s, seat, { seed: 1 }));
