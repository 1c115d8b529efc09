#!/usr/bin/env node
/**
 * `pitchside` — the engine's command-line tool (Node only; no dependencies).
 *
 *   pitchside simulate mne|mof [--games N] [--seed S] [--bots home,away] [--playouts N]
 *                               [--cards FILE] [--html FILE] [--json FILE] [--quiet]
 *
 * Plays seeded bot-vs-bot matches and prints a balance report (see docs/simulate.md). `--cards`
 * reads a publisher's data as JSON: for MNE an object with any of `cards`, `synergy`, `board`,
 * `track` (or just an array of player cards); for MoF a whole data set (players, managers, cards…).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isRuleError } from '../core/errors.js';
import { htmlReport, textReport } from './report.js';
import { parseSimulateArgs, progressBar, readCardFile, USAGE } from './args.js';
import { simulate } from './simulate.js';

export function main(argv: string[]): number {
  if (argv.length === 0 || argv.includes('-h') || argv.includes('--help')) {
    process.stdout.write(USAGE);
    return argv.length === 0 ? 1 : 0;
  }
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
    const tty = process.stderr.isTTY && !args.quiet;
    const report = simulate(args.options, (done, total) => {
      if (tty && (done === total || done % Math.max(1, Math.floor(total / 200)) === 0)) {
        process.stderr.write(`\r${progressBar(done, total)}`);
      }
    });
    if (tty) process.stderr.write('\n');
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

process.exitCode = main(process.argv.slice(2));
