// A boardgame.io server for both Pitchside games: `node server.mjs` (PORT=8000 by default).
// Its lobby creates and joins matches; its sockets carry each seat its own view, nothing more.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { hideInitialState, mneGame, mofChampionshipGame, mofGame } from '@pitchside/engine/boardgameio';

// boardgame.io 0.50 has no ES module entry for its server: Node loads it with require().
const { Server } = createRequire(import.meta.url)('boardgame.io/server');
/** Starts the server on `port` (0: any free port) and resolves to `{ url, server, stop }`. */
export async function startServer(port = 8000) {
  const server = Server({
    games: [mneGame(), mofGame(), mofChampionshipGame()],
    // The pages allowed to use the lobby and the sockets: here, any page served from this machine.
    origins: [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/],
  });
  // boardgame.io would send every client the match's initial state, hidden cards included.
  server.app.context.db = hideInitialState(server.app.context.db);
  const running = await server.run({ port });
  return { url: `http://127.0.0.1:${running.appServer.address().port}`, server, stop: () => server.kill(running) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { url } = await startServer(Number(process.env.PORT ?? 8000));
  console.log(`Pitchside server on ${url}`);
}
