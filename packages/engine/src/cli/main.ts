#!/usr/bin/env node
/**
 * `pitchside` — the engine's command-line tool (Node only; no dependencies).
 *
 *   pitchside simulate mne|mof [--games N] [--seed S] [--bots home,away] [--playouts N]
 *                               [--cards FILE] [--html FILE] [--json FILE] [--records DIR]
 *                               [--jobs N] [--quiet]
 *   pitchside replay FILE
 *
 * Plays seeded bot-vs-bot matches and prints a balance report (see docs/simulate.md). `--cards`
 * reads a publisher's data as JSON: for MNE an object with any of `cards`, `synergy`, `board`,
 * `track` (or just an array of player cards); for MoF a whole data set (players, managers, cards…).
 * `--records DIR` writes each match's record there; `replay` tells a record move by move. `--jobs N`
 * plays the matches on N worker threads (default: one per core) with the same report for any N.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRuleError } from '../core/errors.js';
import { htmlReport, textReport } from './report.js';
import { duration, parseSimulateArgs, progressBar, readCardFile, USAGE } from './args.js';
import { simulateOnCores } from './parallel.js';
import { tellRecord } from './replay.js';

export async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('-h') || argv.includes('--help')) {
    process.stdout.write(USAGE);
    return argv.length === 0 ? 1 : 0;
  }
  if (argv[0] === 'replay') return replayCommand(argv.slice(1));
  let args: ReturnType<typeof parseSimulateArgs>;
  try {
    args = parseSimulateArgs(argv);
  } catch (e) {
    // A mistake in the arguments: the usage says how to write them.
    process.stderr.write(`pitchside: ${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  try {
    const file = args.cardsFile;
    if (file) args.options.data = readCardFile(args.options.game, readText(file), `--cards file ${file}`);
    const dir = args.records;
    if (dir) makeDir(dir);
    const width = String(args.options.games).length < 4 ? 4 : String(args.options.games).length;
    const progress = args.quiet ? undefined : progressReporter(Math.min(args.jobs, args.options.games));
    const report = await simulateOnCores(
      args.options,
      args.jobs,
      progress?.update,
      dir
        ? (g, record) => writeText(join(dir, `match-${String(g + 1).padStart(width, '0')}.txt`), record, '--records')
        : undefined,
    );
    progress?.finish(args.options.games);
    process.stdout.write(textReport(report));
    if (args.html) writeText(args.html, htmlReport(report), '--html');
    if (args.json) writeText(args.json, `${JSON.stringify(report, null, 2)}\n`, '--json');
    return 0;
  } catch (e) {
    const message = isRuleError(e) ? `invalid card data: ${e.message}` : e instanceof Error ? e.message : String(e);
    process.stderr.write(`pitchside: ${message}\n`);
    return 2;
  }
}

/** `pitchside replay FILE`: the record told move by move on stdout. */
function replayCommand(argv: string[]): number {
  const [file, ...rest] = argv;
  if (file === undefined || rest.length > 0) {
    process.stderr.write(`pitchside: replay takes one record file\n\n${USAGE}`);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    process.stderr.write(`pitchside: cannot read record ${file}: ${reason(e)}\n`);
    return 2;
  }
  try {
    process.stdout.write(tellRecord(text));
    return 0;
  } catch (e) {
    process.stderr.write(`pitchside: ${file}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

/**
 * Progress on stderr (never on stdout, where the report goes): a bar with the time left on a
 * terminal, redrawn at most ten times a second; otherwise a plain line every tenth of the run. Ends
 * with the pace, in matches per second.
 */
function progressReporter(jobs: number) {
  const tty = process.stderr.isTTY === true;
  const started = performance.now();
  let drawn = 0;
  let tenth = 0;
  const left = (done: number, total: number) => ((performance.now() - started) / 1000 / done) * (total - done);
  return {
    update(done: number, total: number) {
      if (tty) {
        const now = performance.now();
        if (done < total && now - drawn < 100) return;
        drawn = now;
        // No estimate in the first second (the workers are still starting); \x1b[K clears the rest of the line.
        const eta = now - started < 1000 ? undefined : left(done, total);
        process.stderr.write(`\r${progressBar(done, total, 30, eta)}\x1b[K`);
      } else if (Math.floor((10 * done) / total) > tenth && done < total) {
        tenth = Math.floor((10 * done) / total);
        process.stderr.write(`pitchside: ${done}/${total} matches, about ${duration(left(done, total))} left\n`);
      }
    },
    finish(total: number) {
      const seconds = (performance.now() - started) / 1000;
      const pace = `${total} matches in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(1)} matches/s, ${jobs} ${jobs === 1 ? 'thread' : 'threads'})`;
      process.stderr.write(tty ? `\n${pace}\n` : `pitchside: ${pace}\n`);
    },
  };
}

function makeDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new Error(`cannot create --records directory ${dir}: ${reason(e)}`, { cause: e });
  }
}

/** The reason of a failed file operation, as Node words it without the call (`ENOENT: no such file…`). */
const reason = (e: unknown) => (e instanceof Error ? e.message.replace(/, \w+ '.*'$/, '') : String(e));

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new Error(`cannot read --cards file ${file}: ${reason(e)}`, { cause: e });
  }
}

function writeText(file: string, text: string, option: string): void {
  try {
    writeFileSync(file, text);
  } catch (e) {
    throw new Error(`cannot write ${option} file ${file}: ${reason(e)}`, { cause: e });
  }
}

process.exitCode = await main(process.argv.slice(2));
