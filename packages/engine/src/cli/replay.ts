/**
 * `pitchside replay FILE`: tells a match record in the terminal, move by move with the score, its
 * comments, and at the end the result (a championship's final standings too). No Node APIs here.
 */
import { RuleError } from '../core/errors.js';
import { parseRecordText, type RecordJSON } from '../core/record.js';
import * as mne from '../mne/index.js';
import * as mof from '../mof/index.js';

/** Reads a record's text or its JSON twin (a text starting with "{" and a "headers" field). */
export function readRecordFile(text: string): RecordJSON {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') && /"headers"/.test(trimmed.slice(0, 200))) {
    try {
      return JSON.parse(text) as RecordJSON;
    } catch (e) {
      throw new RuleError('INVALID_RECORD', `The record is not JSON: ${(e as Error).message}`);
    }
  }
  return parseRecordText(text);
}

const pad = (text: string, width: number) => (text.length >= width ? `${text} ` : text.padEnd(width));

/** The story of a record (text or JSON): one line per move with the score after it. */
export function tellRecord(text: string): string {
  const record = readRecordFile(text);
  const game = record.headers.Game;
  if (game === 'mne') return tellMne(mne.fromRecord(record, { states: true }));
  if (game === 'mof') return tellMof(mof.fromRecord(record, { states: true }));
  throw new RuleError(
    'INVALID_RECORD',
    `Not a Pitchside record: its Game header is ${game === undefined ? 'missing' : `"${game}"`}, expected "mne" or "mof".`,
    'headers.Game',
  );
}

function headerLines(r: { headers: Record<string, string>; comment?: string }): string[] {
  const out = Object.entries(r.headers)
    .filter(([k]) => k !== 'Setup')
    .map(([k, v]) => `${pad(`${k}:`, 8)}${v}`);
  out.push('');
  if (r.comment !== undefined) out.push(r.comment, '');
  return out;
}

function tellMne(r: mne.MneReplayedRecord): string {
  const out = headerLines(r);
  const states = r.states as mne.MneState[];
  let half = 0;
  r.moves.forEach((m, i) => {
    const before = states[i] as mne.MneState;
    const after = states[i + 1] as mne.MneState;
    if (before.phase === 'play' && before.half !== half) {
      half = before.half;
      out.push(`— ${half === 1 ? 'First' : 'Second'} half —`);
    }
    const { home, away } = { home: after.teams.home.score, away: after.teams.away.score };
    const goal = home + away > before.teams.home.score + before.teams.away.score ? '  GOAL' : '';
    out.push(`${pad(`${m.n}.`, 6)}${pad(m.seat ?? '', 6)}${pad(m.move, 34)}${home}-${away}${goal}`);
    if (m.comment !== undefined) out.push(`      ${m.comment}`);
  });
  out.push('', `Result: ${mne.resultText(r.state)}`);
  return `${out.join('\n')}\n`;
}

function tellMof(r: mof.MofReplayedRecord): string {
  const out = headerLines(r);
  const states = r.states as mof.MofState[];
  const name = (s: mof.MofState, team: number) => s.teams[team]?.name ?? `team ${team}`;
  let heading = '';
  r.moves.forEach((m, i) => {
    const before = states[i] as mof.MofState;
    const after = states[i + 1] as mof.MofState;
    const match = before.stage === 'matchday' ? before.matches[before.active] : undefined;
    const now = match
      ? `${before.md ? `Matchday ${before.md}: ` : ''}${name(before, match.sides[0].team)} v ${name(before, match.sides[1].team)}`
      : `${before.stage[0]?.toUpperCase()}${before.stage.slice(1)}${before.md ? ` (after matchday ${before.md})` : ''}`;
    if (now !== heading) out.push(`— ${(heading = now)} —`);
    // The score of the match this move was made in, as it stands after the move.
    const played = match ? after.matches[before.active] : undefined;
    const score = played && played.md === match?.md ? `${played.score[0]}-${played.score[1]}` : '';
    const goal = played && match && played.score[0] + played.score[1] > match.score[0] + match.score[1] ? '  GOAL' : '';
    out.push(`${pad(`${m.n}.`, 7)}${pad(m.seat ?? '', 6)}${pad(m.move, 40)}${score}${goal}`);
    if (m.comment !== undefined) out.push(`       ${m.comment}`);
  });
  out.push('', `Result: ${mof.resultText(r.state)}`);
  if (r.state.kind === 'championship') {
    mof.standings(r.state).forEach((table, t, all) => {
      out.push(
        '',
        all.length > 1 ? (t === all.length - 1 && r.state.md > 6 ? 'Final' : `Group ${t + 1}`) : 'Standings',
      );
      out.push(`${pad('', 4)}${pad('Team', 28)}  P  W  D  L  GF  GA  Pts`);
      table.forEach((row, pos) =>
        out.push(
          `${pad(`${pos + 1}.`, 4)}${pad(row.name, 28)}${[row.played, row.won, row.drawn, row.lost]
            .map((n) => String(n).padStart(3))
            .join('')}${[row.gf, row.ga].map((n) => String(n).padStart(4)).join('')}${String(row.points).padStart(5)}`,
        ),
      );
    });
  }
  return `${out.join('\n')}\n`;
}
