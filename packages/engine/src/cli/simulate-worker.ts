/**
 * A worker thread of `pitchside simulate --jobs N`: plays the matches it is given by number and sends
 * their summaries (and records, when asked) back, a batch at a time, to the thread that writes the report.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { matchPlayer, type SimulateOptions } from './simulate.js';
import type { MatchBatch, MatchDone } from './parallel.js';

const port = parentPort;
if (!port) throw new Error('simulate-worker runs as a worker thread of pitchside simulate');
const player = matchPlayer((workerData as { options: SimulateOptions }).options);
port.on('message', ({ from, to, records }: MatchBatch) => {
  const played: MatchDone[] = [];
  for (let g = from; g < to; g++) played.push({ g, ...player.play(g, records) });
  port.postMessage(played);
});
