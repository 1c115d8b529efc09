/**
 * A worker thread of `pitchside simulate --jobs N`: plays the matches it is given by number and sends
 * each one's summary (and record, when asked) back to the thread that writes the report.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { matchPlayer, type SimulateOptions } from './simulate.js';
import type { MatchBatch, MatchDone } from './parallel.js';

const port = parentPort;
if (!port) throw new Error('simulate-worker runs as a worker thread of pitchside simulate');
const player = matchPlayer((workerData as { options: SimulateOptions }).options);
port.on('message', ({ from, to, records }: MatchBatch) => {
  for (let g = from; g < to; g++) port.postMessage({ g, ...player.play(g, records) } satisfies MatchDone);
  port.postMessage({ batchDone: true });
});
