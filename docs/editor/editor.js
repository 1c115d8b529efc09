/* global document, window, location, history */
// The docs site's position editor (editor.html): build a Magic Number Eleven position or a Masters
// of Football moment by clicking, checked by the engine as you go, and get the HTML to paste and a
// link that holds it (the URL's hash). Bundled with the engine by scripts/build-docs.mjs.
import { mne, mof } from '@pitchside/engine';

const $ = (selector) => document.querySelector(selector);
const escapeAttr = (text) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
const json = (value) => `'${escapeAttr(JSON.stringify(value))}'`;
const CONTROL = ['defensive', 'normal', 'aggressive'];

// ─── The position, as plain data (what the link holds) ─────────────────────────────────────────

const blankMne = () => ({
  game: 'mne',
  team: 'home',
  control: 'normal',
  home: { field: [], hand: [], score: 0, tokens: [] },
  away: { field: [], hand: [], score: 0, tokens: [] },
  // A shot by the team being edited: who shoots, the deck's top cards (star values), which of the
  // shooter's hand cards it adds, and the defence's second card ('none', 'deck' or a hand index).
  shot: { shooter: '', deck: [], attack: [], defence: 'none' },
});
const blankMof = () => ({
  game: 'mof',
  turn: 1,
  tactic: 'possession',
  names: ['Home', 'Away'],
  home: ['g01', 'g02', 'b01'],
  away: ['g03', 'g04', 'b03'],
  goals: [],
  dice: { home: '', away: '' },
});

/** The position in the link, or a fresh one. */
function fromHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  for (const game of ['mne', 'mof']) {
    const text = params.get(game);
    if (!text) continue;
    try {
      const blank = game === 'mne' ? blankMne() : blankMof();
      const read = JSON.parse(text);
      return { ...blank, ...read, ...(game === 'mne' ? { shot: { ...blank.shot, ...read.shot } } : {}), game };
    } catch {
      break;
    }
  }
  return blankMne();
}

let position = fromHash();
let tool = null; // the card to place (MNE), or 'erase'

// ─── Magic Number Eleven ───────────────────────────────────────────────────────────────────────

/** The engine's scenario for the position (what the elements' `scenario` attribute takes). */
const mneScenario = (p) => ({
  control: p.control,
  home: { field: p.home.field, hand: p.home.hand, score: p.home.score, tokens: p.home.tokens ?? [] },
  away: { field: p.away.field, hand: p.away.hand, score: p.away.score, tokens: p.away.tokens ?? [] },
});

/** The engine's Goal Check of the position's shot (null: no shot), played from the position. */
function mneShot(p) {
  const shot = p.shot;
  if (!shot?.shooter) return null;
  const defender = p.team === 'home' ? 'away' : 'home';
  let s = mne.scenario({ ...mneScenario(p), step: 'player', active: p.team, deck: shot.deck });
  const hand = (seat) => s.teams[seat].hand;
  const attack = shot.attack.map((i) => hand(p.team)[i]).filter(Boolean);
  const defenceCard = hand(defender)[Number(shot.defence)];
  const shoot = mne.legalActions(s).find((a) => a.type === 'directAttack' && a.card === shot.shooter);
  if (!shoot)
    throw Object.assign(new Error(`${shot.shooter} cannot shoot from this position (no completed Attack icon)`), {
      field: 'shot.shooter',
    });
  const actions = [
    shoot,
    { type: 'commitAttack', cards: attack },
    shot.defence === 'none' || shot.defence === 'deck'
      ? { type: 'defend', add: shot.defence }
      : { type: 'defend', add: 'hand', card: defenceCard },
  ];
  let events = [];
  for (const a of actions) ({ state: s, events } = mne.applyAction(s, a));
  return events.find((e) => e.type === 'shotResolved') ?? null;
}

function mneHtml(p) {
  const desc = mneScenario(p);
  const scenario = json(desc);
  const result = mneShot(p);
  return [
    ...(result
      ? [
          `<mne-synergy-board show-numbers scenario=${json({ control: p.control })}\n  result=${json(result)}></mne-synergy-board>`,
        ]
      : []),
    `<mne-field team="${p.team}" show-numbers scenario=${scenario}></mne-field>`,
    `<mne-control-track show-numbers marker="${mne.scenario({ control: p.control }).marker}"></mne-control-track>`,
    `<mne-hand team="${p.team}" scenario=${scenario}></mne-hand>`,
    `<mne-scoreboard scenario=${scenario}></mne-scoreboard>`,
  ].join('\n');
}

const stars = (text) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((x) => (/^\d+$/.test(x) ? Number(x) : x));

function mnePanel(p) {
  const data = mne.scenario({}).data;
  const { rows, cols } = data.board;
  const team = p[p.team];
  const placed = new Map(team.field.map((f) => [f.split('@')[1], f.split('@')[0]]));
  const onField = new Set(team.field.map((f) => f.split('@')[0]));
  const cards = data.cards.filter((c) => c.team === p.team);
  const palette = cards
    .map(
      (c) =>
        `<button type="button" data-tool="${c.id}" aria-pressed="${tool === c.id}"${onField.has(c.id) ? ' class="used"' : ''}>${c.position} ${c.name}</button>`,
    )
    .join('');
  const grid = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols - 1; c++) {
      const id = placed.get(`${r},${c}`);
      grid.push(
        `<button type="button" class="cell${id ? ' filled' : ''}" data-cell="${r},${c}" aria-label="Row ${r + 1}, column ${c + 1}${id ? `: ${id}` : ''}">${id ?? '·'}</button>`,
      );
    }
  return `<fieldset><legend>Team</legend>
    <button type="button" data-flip>Flip: editing ${p.team === 'home' ? 'Home' : 'Away'}</button>
    <button type="button" data-clear>Clear the field</button></fieldset>
  <fieldset><legend>Palette: pick a card, then click a spot</legend>
    <div class="palette">${palette}<button type="button" data-tool="erase" aria-pressed="${tool === 'erase'}">Eraser</button>
    <button type="button" data-tool="token" aria-pressed="${tool === 'token'}">Shoot Token: click an Attack icon on the picture</button></div></fieldset>
  <fieldset><legend>${p.team === 'home' ? 'Home' : 'Away'} field: click a spot here or on the picture (row 1 is the Front Line; a card spans two columns)</legend>
    <div class="grid" style="grid-template-columns: repeat(${cols - 1}, 1fr)">${grid.join('')}</div></fieldset>
  <fieldset><legend>Control marker</legend>${CONTROL.map(
    (c) =>
      `<label><input type="radio" name="control" value="${c}"${p.control === c ? ' checked' : ''}> Home ${c}</label>`,
  ).join(' ')}</fieldset>
  <fieldset><legend>Hands (star values, e.g. 3 3 2, or card ids) and score</legend>
    ${['home', 'away']
      .map(
        (s) =>
          `<label>${s === 'home' ? 'Home' : 'Away'} hand <input data-hand="${s}" value="${p[s].hand.join(' ')}" size="10"></label>
          <label>score <input data-score="${s}" type="number" min="0" max="20" value="${p[s].score}"></label>`,
      )
      .join('<br>')}</fieldset>
  ${shotPanel(p, onField)}`;
}

/** The shot's controls: the shooter among the team's cards on the field, the cards it plays. */
function shotPanel(p, onField) {
  const shot = p.shot;
  const defender = p.team === 'home' ? 'away' : 'home';
  let s;
  try {
    s = mne.scenario(mneScenario(p));
  } catch {
    return '';
  }
  const label = (id) => {
    const c = s.data.synergy.find((x) => x.id === id);
    return c?.tackle ? 'Tackle' : `${c?.stars}★`;
  };
  const shooters = [...onField].map(
    (id) => `<option value="${id}"${shot.shooter === id ? ' selected' : ''}>${id}</option>`,
  );
  const own = s.teams[p.team].hand
    .map(
      (id, i) =>
        `<label><input type="checkbox" data-attack="${i}"${shot.attack.includes(i) ? ' checked' : ''}> ${label(id)}</label>`,
    )
    .join(' ');
  const theirs = s.teams[defender].hand.map(
    (id, i) =>
      `<option value="${i}"${shot.defence === String(i) ? ' selected' : ''}>their ${label(id)} from hand</option>`,
  );
  return `<fieldset><legend>A shot by ${p.team === 'home' ? 'Home' : 'Away'} (optional: shows the Synergy Board)</legend>
    <label>Shooter <select data-shooter><option value="">no shot</option>${shooters.join('')}</select></label>
    <label>Deck's top cards <input data-deck value="${shot.deck.join(' ')}" size="6" placeholder="e.g. 4 3"></label><br>
    ${own ? `Adds from hand: ${own}<br>` : ''}
    <label>The defence adds <select data-defence>
      <option value="none"${shot.defence === 'none' ? ' selected' : ''}>nothing more</option>
      <option value="deck"${shot.defence === 'deck' ? ' selected' : ''}>a second card from the deck</option>${theirs.join('')}
    </select></label></fieldset>`;
}

function mneClick(target) {
  const p = position;
  const team = p[p.team];
  if (target.dataset.tool) tool = tool === target.dataset.tool ? null : target.dataset.tool;
  else if (target.hasAttribute('data-flip')) {
    p.team = p.team === 'home' ? 'away' : 'home';
    p.shot = blankMne().shot;
  } else if (target.hasAttribute('data-clear')) team.field = [];
  else if (target.dataset.cell && tool && tool !== 'token') {
    const at = target.dataset.cell;
    team.field = team.field.filter((f) => f.split('@')[1] !== at && (tool === 'erase' || !f.startsWith(`${tool}@`)));
    if (tool !== 'erase') team.field.push(`${tool}@${at}`);
  } else return false;
  return true;
}

/**
 * A click on the picture's field: with a card picked, the card goes to the spot under the pointer
 * (the space whose centre is nearest); with the Eraser, the card clicked leaves the field.
 */
function mneFieldClick(event) {
  const p = position;
  const field = event.composedPath().find((el) => el.localName === 'mne-field');
  if (!field || !tool) return false;
  const team = p[p.team];
  if (tool === 'token') {
    // A completed Attack icon's Shoot Token: flipped, or back. Icons let clicks through to the
    // cards under them: the icon is the one under the pointer, by its box.
    const icon = [...(field.shadowRoot?.querySelectorAll('[part~="completed-icon"]') ?? [])].find((el) => {
      const r = el.getBoundingClientRect();
      return event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
    });
    const key = icon?.dataset.key;
    if (!key) return false;
    const tokens = team.tokens ?? [];
    team.tokens = tokens.includes(key) ? tokens.filter((k) => k !== key) : [...tokens, key];
    return true;
  }
  if (tool === 'erase') {
    const card = event.composedPath().find((el) => el.dataset?.card)?.dataset.card;
    if (!card) return false;
    team.field = team.field.filter((f) => !f.startsWith(`${card}@`));
    return true;
  }
  const { cols } = mne.scenario({}).data.board;
  const spaces = [...(field.shadowRoot?.querySelectorAll('[part~="space"]') ?? [])];
  let best = -1;
  let distance = Infinity;
  spaces.forEach((space, i) => {
    const r = space.getBoundingClientRect();
    const d = Math.hypot(r.left + r.width / 2 - event.clientX, r.top + r.height / 2 - event.clientY);
    if (d < distance) [best, distance] = [i, d];
  });
  if (best < 0) return false;
  const at = `${Math.floor(best / cols)},${Math.min(best % cols, cols - 2)}`;
  team.field = team.field.filter((f) => f.split('@')[1] !== at && !f.startsWith(`${tool}@`));
  team.field.push(`${tool}@${at}`);
  return true;
}

function mneInput(target) {
  const p = position;
  const shot = p.shot;
  if (target.name === 'control') p.control = target.value;
  else if (target.hasAttribute('data-shooter')) shot.shooter = target.value;
  else if (target.hasAttribute('data-deck')) shot.deck = stars(target.value);
  else if (target.hasAttribute('data-defence')) shot.defence = target.value;
  else if (target.dataset.attack !== undefined) {
    const i = Number(target.dataset.attack);
    shot.attack = target.checked ? [...shot.attack, i].sort() : shot.attack.filter((x) => x !== i);
  } else if (target.dataset.hand) p[target.dataset.hand].hand = stars(target.value);
  else if (target.dataset.score) p[target.dataset.score].score = Number(target.value) || 0;
}

// ─── Masters of Football ───────────────────────────────────────────────────────────────────────

function mofMoment(p) {
  const s = mof.scenario({
    turn: p.turn,
    tactic: p.tactic,
    score: [p.goals.filter((g) => g.side === 'home').length, p.goals.filter((g) => g.side === 'away').length],
    home: { players: p.home, name: p.names[0] },
    away: { players: p.away, name: p.names[1] },
  });
  return { s, home: mof.teamValues(s, 'home'), away: mof.teamValues(s, 'away') };
}

function mofHtml(p) {
  const { home, away } = mofMoment(p);
  const attacker = mof.attackerOn(Math.min(p.turn, 12));
  const defender = attacker === 'home' ? 'away' : 'home';
  const levels = { home, away };
  const die = (kind, side, level) => {
    const value = p.dice[side];
    return `<mof-dice kind="${kind}" level="${level}"${value === '' ? '' : ` value="${value}"`} show-numbers title="${p.names[side === 'home' ? 0 : 1]}"></mof-dice>`;
  };
  return [
    `<mof-match-wheel turn="${p.turn}" home="${escapeAttr(p.names[0])}" away="${escapeAttr(p.names[1])}" goals=${json(p.goals)}></mof-match-wheel>`,
    die('attack', attacker, levels[attacker].attLevel),
    die('defence', defender, levels[defender].defLevel),
  ].join('\n');
}

function mofPanel(p) {
  const players = mof.defaultData.players;
  const select = (side, i) =>
    `<select data-player="${side}.${i}" aria-label="${side} player ${i + 1}">${players
      .map(
        (x) =>
          `<option value="${x.id}"${p[side][i] === x.id ? ' selected' : ''}>${x.pos} ${x.name} (${x.level})</option>`,
      )
      .join('')}</select>`;
  const { home, away } = (() => {
    try {
      return mofMoment(p);
    } catch {
      return {};
    }
  })();
  const levelText = (v) => (v ? `attack ${v.att.total} (${v.attLevel}), defence ${v.def.total} (${v.defLevel})` : '');
  return `<fieldset><legend>Turn and score</legend>
    <label>Turn <input data-turn type="number" min="1" max="13" value="${p.turn}"></label>
    <label>Match tactic <select data-tactic>${['possession', 'direct', 'physical', 'defensive']
      .map((t) => `<option${p.tactic === t ? ' selected' : ''}>${t}</option>`)
      .join('')}</select></label>
    <button type="button" data-goal="home">Goal for ${p.names[0]}</button>
    <button type="button" data-goal="away">Goal for ${p.names[1]}</button>
    <button type="button" data-clear>Clear the goals</button></fieldset>
  ${['home', 'away']
    .map(
      (side, n) => `<fieldset><legend>${side === 'home' ? 'Home' : 'Away'} team: ${levelText(n ? away : home)}</legend>
    <label>Name <input data-name="${n}" value="${p.names[n].replaceAll('"', '&quot;')}" size="12"></label>
    ${[0, 1, 2].map((i) => select(side, i)).join(' ')}
    <label>Die shows <input data-die="${side}" value="${p.dice[side]}" size="2" placeholder="any"></label></fieldset>`,
    )
    .join('')}`;
}

function mofClick(target) {
  const p = position;
  if (target.dataset.goal) p.goals.push({ turn: Math.min(p.turn, 12), side: target.dataset.goal });
  else if (target.hasAttribute('data-clear')) p.goals = [];
  else return false;
  return true;
}

function mofInput(target) {
  const p = position;
  if (target.hasAttribute('data-turn')) p.turn = Number(target.value) || 1;
  else if (target.hasAttribute('data-tactic')) p.tactic = target.value;
  else if (target.dataset.name) p.names[Number(target.dataset.name)] = target.value;
  else if (target.dataset.player) {
    const [side, i] = target.dataset.player.split('.');
    p[side][Number(i)] = target.value;
  } else if (target.dataset.die) p.dice[target.dataset.die] = target.value.trim();
}

// ─── The page ──────────────────────────────────────────────────────────────────────────────────

/** The team's Shoot Tokens the engine accepts on the position's field (each tried alone). */
function validTokens(p, seat) {
  return (p[seat].tokens ?? []).filter((key) => {
    try {
      mne.scenario({ ...mneScenario(p), [seat]: { field: p[seat].field, tokens: [key] } });
      return true;
    } catch {
      return false;
    }
  });
}

/** The engine's verdict on the position: null when it is valid, else its message naming the field. */
function problemOf(p) {
  try {
    if (p.game === 'mne') {
      mne.scenario(mneScenario(p));
      mneShot(p);
    } else {
      mofMoment(p);
      const faces = (kind, level) => (kind === 'genius' ? [] : mof.defaultData.dice.faces[level].map(String));
      const { home, away } = mofMoment(p);
      const attacker = mof.attackerOn(Math.min(p.turn, 12));
      const level = {
        home: attacker === 'home' ? home.attLevel : home.defLevel,
        away: attacker === 'away' ? away.attLevel : away.defLevel,
      };
      for (const side of ['home', 'away'])
        if (p.dice[side] !== '' && !faces('attack', level[side]).includes(p.dice[side]))
          return `dice.${side}: a ${level[side]} die has no face ${p.dice[side]} (its faces: ${faces('attack', level[side]).join(' ')})`;
    }
    return null;
  } catch (e) {
    const message = String(e.message).replace(/\.+$/, '');
    return e.field && !message.includes(e.field) ? `${e.field}: ${message}` : message;
  }
}

const link = (p) => {
  const { game, ...rest } = p;
  return `${location.origin}${location.pathname}#${game}=${encodeURIComponent(JSON.stringify(rest))}`;
};

function show() {
  const p = position;
  // Shoot Tokens whose icon a field change broke go (the engine would refuse them).
  if (p.game === 'mne') for (const seat of ['home', 'away']) p[seat].tokens = validTokens(p, seat);
  // A shooter taken off the field takes the shot with it.
  if (p.game === 'mne' && p.shot.shooter && !p[p.team].field.some((f) => f.startsWith(`${p.shot.shooter}@`)))
    p.shot = blankMne().shot;
  for (const b of document.querySelectorAll('[data-game]'))
    b.setAttribute('aria-pressed', String(b.dataset.game === p.game));
  $('#editor-panel').innerHTML = p.game === 'mne' ? mnePanel(p) : mofPanel(p);
  const problem = problemOf(p);
  $('#editor-problem').textContent = problem
    ? `The engine refuses this position: ${problem}. The picture and the HTML below are the last position it accepted.`
    : 'The engine accepts this position.';
  $('#editor-problem').className = problem ? 'refused' : 'accepted';
  // A refused position keeps the last accepted picture and HTML, marked as such.
  $('#editor').classList.toggle('stale', Boolean(problem));
  if (problem) return;
  const html = p.game === 'mne' ? mneHtml(p) : mofHtml(p);
  $('#editor-html').textContent = html;
  $('#editor-preview').innerHTML = html;
  const url = link(p);
  $('#editor-link').value = url;
  history.replaceState(null, '', url);
}

document.addEventListener('click', (event) => {
  const target = event.target.closest('button');
  if (!target || !target.closest('#editor')) return;
  if (target.dataset.game) {
    position = target.dataset.game === 'mne' ? blankMne() : blankMof();
    tool = null;
  } else if (target.dataset.copyHtml !== undefined || target.dataset.copyLink !== undefined) {
    const text = target.dataset.copyHtml !== undefined ? $('#editor-html').textContent : $('#editor-link').value;
    const label = target.textContent;
    navigator.clipboard
      ?.writeText(text)
      .then(() => (target.textContent = 'Copied'))
      .catch(() => (target.textContent = 'Select it and press Ctrl+C'))
      .finally(() => setTimeout(() => (target.textContent = label), 2000));
    return;
  } else if (!(position.game === 'mne' ? mneClick(target) : mofClick(target))) return;
  show();
});
document.addEventListener('click', (event) => {
  if (position.game === 'mne' && event.target.closest?.('#editor-preview') && mneFieldClick(event)) show();
});
document.addEventListener('change', (event) => {
  if (!event.target.closest?.('#editor-panel')) return;
  if (position.game === 'mne') mneInput(event.target);
  else mofInput(event.target);
  show();
});
window.addEventListener('hashchange', () => {
  if (location.href === $('#editor-link').value) return;
  position = fromHash();
  show();
});
show();
