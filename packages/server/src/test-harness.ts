/**
 * Test helpers: `pitchside-server` (the built CLI) as a child process on 127.0.0.1, boardgame.io
 * socket clients that play for their seat from their own view, and the lobby over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { mne, mof } from '@pitchside/engine';
import { gameDataOnce, mneGame, mofGame, type SeatUpdate } from '@pitchside/engine/boardgameio';
import * as socketIoParser from 'socket.io-parser';

export const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first.`);

/** PostgreSQL for the tests (`.ci/run` sets it), or undefined to skip them. */
export const POSTGRES = process.env.PITCHSIDE_TEST_POSTGRES;
export const REDIS = process.env.PITCHSIDE_TEST_REDIS;

/** A free port on 127.0.0.1 (the server is then started on it, so a restart can reuse it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface Child {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Everything the process wrote to stdout so far. */
  stdout(): string;
  /** SIGKILL: no chance to clean up. */
  kill(): Promise<void>;
}

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

/**
 * One `pitchside-server` for a test file, on a scratch data folder: started before the file's tests,
 * killed after them together with the players they opened (pushed to `opened`).
 */
export function serverForTests(name: string): { server: Child; opened: Player[] } {
  const data = mkdtempSync(join(tmpdir(), `pitchside-server-${name}-`));
  const run = { server: undefined as unknown as Child, opened: [] as Player[] };
  before(async () => {
    run.server = await startChild(['--data', data]);
  });
  after(async () => {
    for (const p of run.opened) p.client.stop();
    await run.server.kill();
    rmSync(data, { recursive: true, force: true });
  });
  return run;
}

/** How `startChild` runs node: on `port` (a free one if not given), with `nodeFlags`, on CPU `cpu` only (taskset). */
export interface ChildOptions {
  port?: number;
  nodeFlags?: string[];
  cpu?: number;
}

/** Starts `pitchside-server` with `args`; resolves once it listens. */
export async function startChild(args: string[], { port, nodeFlags = [], cpu }: ChildOptions = {}): Promise<Child> {
  const chosen = port ?? (await freePort());
  const command = [process.execPath, ...nodeFlags, CLI, '--port', String(chosen), '--host', '127.0.0.1', ...args];
  if (cpu !== undefined) command.unshift('taskset', '-c', String(cpu));
  const child = spawn(command[0]!, command.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  children.add(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => children.delete(child));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running: a live child would keep the test process from ending.
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in 30 s: ${err}`));
    }, 30_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const m = /Pitchside server on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${err}`)));
  });
  return {
    url,
    port: chosen,
    process: child,
    stderr: () => err,
    stdout: () => out,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A lobby request; resolves to the status and the body (JSON when it is). */
export async function lobby(
  url: string,
  path: string,
  body: unknown,
  init: { raw?: string; contentType?: string } = {},
): Promise<{ status: number; json: Record<string, unknown>; text: string }> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': init.contentType ?? 'application/json' },
    body: init.raw ?? JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // a sentence
  }
  return { status: res.status, json, text };
}

/** Creates a 2-player match and joins both seats: its ID and each seat's credentials. */
export async function newMatch(url: string, game: 'mne' | 'mof') {
  const created = await lobby(url, `/games/${game}/create`, { numPlayers: 2, setupData: {} });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${created.text}`);
  const matchID = created.json.matchID as string;
  const credentials: string[] = [];
  for (const playerID of ['0', '1']) {
    const joined = await lobby(url, `/games/${game}/${matchID}/join`, { playerID, playerName: `P${playerID}` });
    if (joined.status !== 200) throw new Error(`join: ${joined.status} ${joined.text}`);
    credentials.push(joined.json.playerCredentials as string);
  }
  return { matchID, credentials };
}

const GAMES = { mne: { bg: mneGame, engine: mne }, mof: { bg: mofGame, engine: mof } };

/**
 * A seat's boardgame.io client over a WebSocket that reconnects quickly; with `gameDataOnce`, it
 * installs the engine's parser that has the server send each game data once.
 */
export function player(
  url: string,
  game: 'mne' | 'mof',
  matchID: string,
  playerID?: string,
  credentials?: string,
  options: { gameDataOnce?: boolean } = {},
) {
  const client = Client({
    game: GAMES[game].bg() as object,
    numPlayers: 2,
    matchID,
    multiplayer: SocketIO({
      server: url,
      socketOpts: {
        transports: ['websocket'],
        reconnectionDelay: 50,
        reconnectionDelayMax: 200,
        ...(options.gameDataOnce ? gameDataOnce(socketIoParser) : {}),
      },
    }),
    ...(playerID === undefined ? {} : { playerID, credentials }),
  });
  client.start();
  const G = () => client.getState()?.G as SeatUpdate<unknown, never> | undefined;
  return {
    client,
    G,
    moves: () => G()?.moves ?? -1,
    connected: () => client.getState()?.isConnected === true,
    /** This seat's turn: a random legal action of its own view. */
    myTurn: () => client.getState()?.ctx.currentPlayer === playerID && !client.getState()?.ctx.gameover,
    act: () => {
      const actions = (GAMES[game].engine.legalActions as (view: unknown) => object[])(G()!.view);
      client.moves.act!(actions[Math.floor(Math.random() * actions.length)]!);
    },
    /** The socket under boardgame.io's client. */
    socket: () => (client as unknown as { transport: { socket: import('socket.io-client').Socket } }).transport.socket,
  };
}
export type Player = ReturnType<typeof player>;

/** Plays `count` moves between two players (each acts on its turn); resolves to the moves made. */
export async function play(players: Player[], count: number): Promise<number> {
  const start = players[0]!.moves();
  for (let i = 0; i < count; i++) {
    const n = start + i;
    const turn = players.find((p) => p.myTurn());
    if (!turn) return i; // the match is over
    turn.act();
    await until(`move ${n + 1} reached both players`, () => players.every((p) => p.moves() === n + 1));
  }
  return count;
}
