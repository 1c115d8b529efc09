/** Command-line arguments of `pitchside` (Node's util.parseArgs; no dependencies). */
import { parseArgs } from 'node:util';
import { defaultJobs } from './parallel.js';
import { BOT_NAMES, type BotName, type GameId, type SimulateOptions } from './simulate.js';

export const USAGE = usage(defaultJobs());

function usage(jobs: number): string {
  return `Usage: pitchside simulate mne|mof [options]
       pitchside replay FILE      tell a match record move by move (text or JSON)

Options:
  --games N        matches to play (default 1000)
  --seed S         seed of the series (default 1); the same seed gives the same report
  --bots H,A       bots for home and away: random, greedy, search (default greedy,greedy)
  --playouts N     playouts per decision for the search bot
  --cards FILE     your own card set (JSON): MNE { cards?, synergy?, board?, track? } or an array
                   of player cards; MoF a whole data set
  --html FILE      also write a self-contained HTML report with SVG charts
  --json FILE      also write the report as JSON
  --records DIR    also write each match's record (DIR/match-0001.txt…; reference data only)
  --jobs N         worker threads playing the matches (default: one per core, here JOBS);
                   the report is the same for any N
  --quiet          no progress (by default a bar on a terminal, plain lines otherwise; on stderr)
  -h, --help       this help
`.replace('JOBS', String(jobs));
}

/** Parses the command line into simulation options (throws an Error with a readable message). */
export function parseSimulateArgs(argv: string[]): {
  options: SimulateOptions;
  html?: string;
  json?: string;
  quiet: boolean;
  /** Worker threads (1: the matches are played in the main thread). */
  jobs: number;
  cardsFile?: string;
  records?: string;
} {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      games: { type: 'string', default: '1000' },
      seed: { type: 'string', default: '1' },
      bots: { type: 'string', default: 'greedy,greedy' },
      playouts: { type: 'string' },
      cards: { type: 'string' },
      html: { type: 'string' },
      json: { type: 'string' },
      records: { type: 'string' },
      jobs: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const [command, game] = positionals;
  if (command !== 'simulate') throw new Error(`unknown command ${command ?? '(none)'}`);
  if (game !== 'mne' && game !== 'mof') throw new Error(`simulate which game? mne or mof, got ${game ?? 'nothing'}`);
  const games = Number(values.games);
  if (!Number.isInteger(games) || games < 1) throw new Error(`--games must be a positive integer, got ${values.games}`);
  const bots = values.bots.split(',');
  if (bots.length !== 2 || !bots.every((b): b is BotName => (BOT_NAMES as readonly string[]).includes(b))) {
    throw new Error(`--bots must be two of ${BOT_NAMES.join(', ')} separated by a comma, got ${values.bots}`);
  }
  const playouts = values.playouts === undefined ? undefined : Number(values.playouts);
  if (playouts !== undefined && (!Number.isInteger(playouts) || playouts < 1)) {
    throw new Error(`--playouts must be a positive integer, got ${values.playouts}`);
  }
  const jobs = values.jobs === undefined ? defaultJobs() : Number(values.jobs);
  if (!/^\d+$/.test(values.jobs ?? '1') || !Number.isSafeInteger(jobs) || jobs < 1) {
    throw new Error(`--jobs must be a positive integer (worker threads), got ${values.jobs}`);
  }
  if (values.records && values.cards)
    throw new Error('--records writes matches played with the reference data: leave out --cards to write records');
  const seed = /^-?\d+$/.test(values.seed) ? Number(values.seed) : values.seed;
  return {
    options: {
      game: game as GameId,
      games,
      seed,
      bots: [bots[0] as BotName, bots[1] as BotName],
      ...(playouts ? { playouts } : {}),
    },
    ...(values.html ? { html: values.html } : {}),
    ...(values.json ? { json: values.json } : {}),
    ...(values.cards ? { cardsFile: values.cards } : {}),
    ...(values.records ? { records: values.records } : {}),
    quiet: values.quiet,
    jobs,
  };
}

/** Reads a card file: an MNE array of player cards becomes `{ cards }`. */
export function readCardFile(game: GameId, text: string, file = 'the --cards file'): unknown {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file} is not JSON (${(e as Error).message})`, { cause: e });
  }
  return game === 'mne' && Array.isArray(data) ? { cards: data } : data;
}

/**
 * A one-line progress bar (for stderr on a terminal), with the time left when it is known
 * (`secondsLeft`, estimated from the pace so far).
 */
export function progressBar(done: number, total: number, width = 30, secondsLeft?: number): string {
  const filled = Math.round((width * done) / Math.max(1, total));
  const eta = secondsLeft === undefined || done >= total ? '' : `  ETA ${duration(secondsLeft)}`;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}${eta}`;
}

/** A duration for people: `42 s`, `3:05`, `1:02:09`. */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}
