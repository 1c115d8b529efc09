// The page of each player (and of anyone watching): create a match, send the link, play.
// Bundle it with any bundler (Vite, esbuild, rollup); boardgame.io (with socket.io-parser, which it brings) is the page's own dependency.
import '@pitchside/elements';
import { connectMatch } from '@pitchside/elements/boardgameio';
import { gameDataOnce, mneGame, mofGame } from '@pitchside/engine/boardgameio';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import * as parser from 'socket.io-parser';

const params = new URLSearchParams(location.search);
const server = params.get('server') ?? 'http://localhost:8000';
const GAMES = { mne: { game: mneGame, tag: 'mne-match' }, mof: { game: mofGame, tag: 'mof-match' } };

/** POSTs to the boardgame.io lobby; its answers are JSON, its refusals a sentence. */
async function lobby(path, body) {
  const response = await fetch(`${server}/games/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return response.json();
}

/** Joins `matchID` as `playerID`, once: the credentials are kept for this tab, so a reload rejoins. */
async function join(name, matchID, playerID) {
  const key = `pitchside:${matchID}:${playerID}`;
  let credentials = sessionStorage.getItem(key);
  if (!credentials) {
    ({ playerCredentials: credentials } = await lobby(`${name}/${matchID}/join`, {
      playerID,
      playerName: `Player ${playerID}`,
    }));
    sessionStorage.setItem(key, credentials);
  }
  return credentials;
}

/** Shows the match: a seat's match element, or a spectator's when there is no seat. */
function play(name, matchID, playerID, credentials) {
  const { game, tag } = GAMES[name];
  const element = document.createElement(tag);
  document.querySelector('#match').replaceChildren(element);
  const client = Client({
    game: game(),
    // WebSocket only: no long-polling first, so several server processes behind a proxy need no sticky sessions.
    // gameDataOnce: the match's card and board data come once per connection, not in every update.
    multiplayer: SocketIO({ server, socketOpts: { transports: ['websocket'], ...gameDataOnce(parser) } }),
    matchID,
    ...(playerID === null ? {} : { playerID, credentials }),
  });
  const status = document.querySelector('#status');
  connectMatch(element, client, { onConnection: (up) => (status.textContent = up ? '' : 'Reconnecting…') });
}

async function start() {
  const name = params.get('game') ?? 'mne';
  const matchID = params.get('match');
  if (!GAMES[name]) throw new Error(`Unknown game ${name}: mne or mof.`);
  if (params.has('watch')) return play(name, matchID, null);
  if (matchID) return play(name, matchID, '1', await join(name, matchID, '1'));
  document.querySelector('#create').hidden = false;
  document.querySelector('#create').addEventListener('click', () => create(name).catch(showError));
}

async function create(name) {
  const { matchID: created } = await lobby(`${name}/create`, { numPlayers: 2, setupData: {} });
  const link = new URL(location.href);
  link.searchParams.set('match', created);
  document.querySelector('#invite').href = link.href;
  document.querySelector('#invite').textContent = link.href;
  link.searchParams.set('watch', '');
  document.querySelector('#watch').href = link.href;
  document.querySelector('#links').hidden = false;
  document.querySelector('#create').hidden = true;
  play(name, created, '0', await join(name, created, '0'));
}

/** A server that does not answer is the usual problem: say which one the page tried. */
function showError(e) {
  document.querySelector('#status').textContent =
    e instanceof TypeError ? `No game server at ${server}: start one (npm run serve:online) and reload.` : e.message;
}

start().catch(showError);
