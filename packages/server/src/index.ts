/**
 * @pitchside/server — a game server for Magic Number Eleven and Masters of Football.
 *
 * ```ts
 * import { startServer } from '@pitchside/server';
 * const { url, stop } = await startServer({ port: 8000, data: 'matches' });
 * ```
 * Or from a shell: `npx pitchside-server --port 8000`.
 */
export { startServer, LOCAL_ORIGINS, type ServerOptions, type RunningServer } from './server.js';
export { FileStore } from './file-store.js';
export { PostgresStore } from './postgres-store.js';
export { RedisPubSub } from './redis-pubsub.js';
export { commitThenPublish, type ConditionalStorage } from './commit.js';
export { allowedPacket } from './guard.js';
