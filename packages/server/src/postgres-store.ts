/**
 * PostgreSQL through `bgio-postgres` (its `Games` table, created on connect), with one change: a
 * move's state is written only over an older one, atomically, so that two server processes that
 * accept the same move at the same time (each checked it against the same stored `_stateID`)
 * write it once, and only the process whose write landed tells the players (see commit.ts).
 */
import { createRequire } from 'node:module';
import type { AsyncStorage, FetchOpts, FetchResult, StoredState } from './bgio.js';
import type { ConditionalStorage, MoveMetadata } from './commit.js';

const require = createRequire(import.meta.url);

interface Sequelize {
  query(sql: string, options: { bind?: unknown[]; type: 'SELECT'; transaction?: unknown }): Promise<unknown[]>;
  transaction<T>(run: (transaction: unknown) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type PostgresStoreClass = new (uri: string, options: object) => AsyncStorage & { sequelize: Sequelize };
const { PostgresStore: BgioPostgresStore } = require('bgio-postgres') as { PostgresStore: PostgresStoreClass };

/** bgio-postgres's columns that make boardgame.io's metadata (as its own fetch maps them). */
const METADATA_COLUMNS = [
  'gameName',
  'players',
  'setupData',
  'gameover',
  'nextRoomID',
  'unlisted',
  'createdAt',
  'updatedAt',
];

export class PostgresStore extends BgioPostgresStore implements ConditionalStorage {
  constructor(uri: string) {
    // No query logging: the queries carry whole matches, hidden cards included.
    super(uri, { logging: false, pool: { max: 10 } });
  }

  /**
   * Creates the table when missing. Processes starting together take turns (a transaction-scoped
   * advisory lock): two concurrent CREATE TABLE IF NOT EXISTS can fail on PostgreSQL's catalog.
   */
  override async connect(): Promise<void> {
    await this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query(`SELECT pg_advisory_xact_lock(hashtext('pitchside-server:schema'))`, {
        type: 'SELECT',
        transaction,
      });
      await super.connect();
    });
  }

  /**
   * One UPDATE whose WHERE holds the expected order: PostgreSQL re-checks it against the row a
   * concurrent UPDATE committed, so of two writes of the same `_stateID` the second changes nothing.
   * A move's metadata change (its time, the result) is in the same statement: one round trip per move.
   */
  async setStateIfNewer(
    matchID: string,
    state: StoredState,
    deltalog?: unknown[],
    metadata?: MoveMetadata,
  ): Promise<boolean> {
    const gameover = metadata?.gameover === undefined ? null : JSON.stringify(metadata.gameover);
    const rows = await this.sequelize.query(
      `UPDATE "Games"
          SET "state" = $2::json,
              "log" = (COALESCE("log"::jsonb, '[]'::jsonb) || $3::jsonb)::json,
              "updatedAt" = COALESCE(to_timestamp($5::double precision / 1000), NOW()),
              "gameover" = COALESCE($6::json, "gameover")
        WHERE "id" = $1 AND ("state" IS NULL OR ("state"->>'_stateID')::int < $4)
        RETURNING "id"`,
      {
        bind: [
          matchID,
          JSON.stringify(state),
          JSON.stringify(deltalog ?? []),
          state._stateID,
          metadata?.updatedAt ?? null,
          gameover,
        ],
        type: 'SELECT',
      },
    );
    return rows.length === 1;
  }

  /**
   * Reads only the columns asked for: bgio-postgres reads the whole row (the log grows with every
   * move, the initial state is as large as the state) twice per move.
   */
  override async fetch(
    matchID: string,
    opts: FetchOpts,
    transaction?: unknown,
    forUpdate = false,
  ): Promise<FetchResult> {
    const columns = ['"id"'];
    if (opts.metadata) columns.push(...METADATA_COLUMNS.map((c) => `"${c}"`));
    for (const key of ['state', 'log', 'initialState'] as const) if (opts[key]) columns.push(`"${key}"`);
    const lock = forUpdate ? ' FOR UPDATE' : '';
    const [row] = (await this.sequelize.query(`SELECT ${columns.join(', ')} FROM "Games" WHERE "id" = $1${lock}`, {
      bind: [matchID],
      type: 'SELECT',
      ...(transaction ? { transaction } : {}),
    })) as Record<string, unknown>[];
    const result: FetchResult = {};
    if (!row) return result;
    if (opts.metadata) {
      result.metadata = {
        gameName: row.gameName,
        players: row.players ?? [],
        setupData: row.setupData,
        gameover: row.gameover,
        nextMatchID: row.nextRoomID,
        unlisted: row.unlisted,
        createdAt: (row.createdAt as Date).getTime(),
        updatedAt: (row.updatedAt as Date).getTime(),
      };
    }
    if (opts.state) result.state = row.state as StoredState;
    if (opts.log) result.log = row.log as unknown[];
    if (opts.initialState) result.initialState = row.initialState as StoredState;
    return result;
  }

  /**
   * Reads and writes the metadata in one transaction, after any other process's update of the same
   * match, moves included (the row is locked: `SELECT … FOR UPDATE`).
   */
  async updateMetadata(
    matchID: string,
    update: (stored: Record<string, unknown> | undefined) => Record<string, unknown>,
  ): Promise<void> {
    const written = await this.sequelize.transaction(async (transaction) => {
      const { metadata } = await this.fetch(matchID, { metadata: true }, transaction, true);
      const next = update(metadata);
      if (!metadata) return next;
      await this.sequelize.query(
        `UPDATE "Games"
            SET "gameName" = $2, "players" = $3::json, "setupData" = $4::json, "gameover" = $5::json,
                "nextRoomID" = $6, "unlisted" = $7, "updatedAt" = to_timestamp($8::double precision / 1000)
          WHERE "id" = $1
          RETURNING "id"`,
        {
          bind: [
            matchID,
            next.gameName ?? null,
            JSON.stringify(next.players ?? null),
            JSON.stringify(next.setupData ?? null),
            next.gameover === undefined ? null : JSON.stringify(next.gameover),
            next.nextMatchID ?? null,
            next.unlisted ?? false,
            Number(next.updatedAt ?? Date.now()),
          ],
          type: 'SELECT',
          transaction,
        },
      );
      return undefined;
    });
    // A match not created yet (boardgame.io does not do this): bgio-postgres's upsert.
    if (written) await this.setMetadata(matchID, written);
  }

  override async setState(matchID: string, state: StoredState, deltalog?: unknown[]): Promise<void> {
    await this.setStateIfNewer(matchID, state, deltalog);
  }

  async close(): Promise<void> {
    await this.sequelize.close();
  }
}
