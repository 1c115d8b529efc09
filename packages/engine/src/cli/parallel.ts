/**
 * `pitchside simulate` on every core: worker threads play the matches (each match depends only on
 * the options and its number) and this thread adds them up in seed order, so the report and the
 * records are the same whatever the number of workers.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  matchPlayer,
  simulate,
  SimulationTally,
  type MatchSummary,
  type Progress,
  type RecordSink,
  type SimulateOptions,
  type SimulationReport,
} from './simulate.js';

/** Matches `from` (included) to `to` (excluded) for a worker to play. */
export interface MatchBatch {
  from: number;
  to: number;
  records: boolean;
}

/** A match a worker has played. */
export interface MatchDone {
  g: number;
  summary: MatchSummary;
  record?: string;
}

/** The default number of workers: as many as the machine can run at once. */
export const defaultJobs = (): number => availableParallelism();

/**
 * A worker running the script beside this module: simulate-worker.js in the built package. From the
 * sources (tests run them under tsx) the worker registers tsx first: on Node 20 a worker thread does
 * not get the TypeScript loader from the process's `--import tsx`.
 */
function startWorker(options: SimulateOptions): Worker {
  const workerData = { options };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./simulate-worker.js', import.meta.url), { workerData });
  const script = new URL('./simulate-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(script)});`;
  return new Worker(code, { eval: true, workerData });
}

/**
 * Runs the simulation on `jobs` worker threads (1: in this thread). `onProgress` and `onRecord` are
 * called in seed order. The publisher's data is checked here first, so a bad card set fails before
 * any worker starts.
 */
export async function simulateOnCores(
  o: SimulateOptions,
  jobs: number,
  onProgress?: Progress,
  onRecord?: RecordSink,
): Promise<SimulationReport> {
  const workers = Math.min(jobs, o.games);
  if (workers <= 1) return simulate(o, onProgress, onRecord);
  const tally = new SimulationTally(o, matchPlayer(o).describe());
  // Small batches handed out as workers free up keep every core busy on a loaded machine; the
  // matches are added up in seed order whoever played them.
  const size = Math.max(1, Math.min(25, Math.floor(o.games / (workers * 8))));
  const waiting = new Map<number, MatchDone>();
  let next = 0;
  let added = 0;
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const give = (w: Worker) => {
        if (next >= o.games) return;
        const batch: MatchBatch = { from: next, to: Math.min(o.games, next + size), records: onRecord !== undefined };
        next = batch.to;
        w.postMessage(batch);
      };
      const take = (m: MatchDone) => {
        waiting.set(m.g, m);
        for (let d = waiting.get(added); d; d = waiting.get(added)) {
          waiting.delete(added);
          if (d.record !== undefined) onRecord?.(d.g, d.record);
          tally.add(d.summary);
          added++;
          onProgress?.(added, o.games);
        }
        if (added === o.games) resolve();
      };
      for (let i = 0; i < workers; i++) {
        const w = startWorker(o);
        pool.push(w);
        w.on('message', (played: MatchDone[]) => {
          try {
            give(w);
            for (const m of played) take(m);
          } catch (e) {
            reject(e as Error);
          }
        });
        w.on('error', reject);
        w.on('exit', (code) => {
          if (added < o.games) reject(new Error(`a simulation worker stopped (exit code ${code})`));
        });
        // Two batches each: a worker starts its next batch while this thread takes in its last.
        give(w);
        give(w);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return tally.report();
}
