/**
 * The Game Symbols of Masters of Football (rulebook p.16), drawn as small inline SVG icons. Every
 * symbol on that page has an id here; the cards, dice and wheel draw them through `symbolIcon`,
 * which gives each one an accessible name from the MoF catalog (`symbol.<id>`).
 *
 * The pictures follow the rulebook's descriptions: a ball for attack, a glove for defence, a
 * tactical board for tactics, "on fire" for geniuses, a stopwatch for timing, a coin for costs, a
 * stadium for home advantage, a money bag for budgets, a crossed-out picture for immunities.
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';

// ── Pictures (24 × 24) ──────────────────────────────────────────────────────────────────────

const ball = svg`<circle cx="12" cy="12" r="8.5" fill="#fff" stroke="currentColor" stroke-width="1.6"/>
  <path d="M12 8.2l3.1 2.3-1.2 3.6h-3.8l-1.2-3.6z" fill="currentColor"/>
  <path d="M12 3.5v4.7M15.1 10.5l4.3-1.6M13.9 14.1l2.6 3.8M10.1 14.1l-2.6 3.8M8.9 10.5l-4.3-1.6" stroke="currentColor" stroke-width="1.2" fill="none"/>`;

const glove = svg`<path d="M7 21v-4.5L4.6 12.4a1.5 1.5 0 0 1 2.5-1.6L8.6 13V5.6a1.4 1.4 0 0 1 2.8 0V11V4.2a1.4 1.4 0 0 1 2.8 0V11V5a1.4 1.4 0 0 1 2.8 0v6.4V7.6a1.4 1.4 0 0 1 2.8 0v8.1c0 2.6-1.6 4.3-3.4 5.3z"
  fill="#fff" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/>
  <path d="M7 18.5h9.8" stroke="currentColor" stroke-width="1.5"/>`;

const board = svg`<rect x="3.5" y="5" width="17" height="14" rx="1.5" fill="#fff" stroke="currentColor" stroke-width="1.6"/>
  <path d="M12 5v14" stroke="currentColor" stroke-width="1.2"/><circle cx="12" cy="12" r="2.4" fill="none" stroke="currentColor" stroke-width="1.2"/>
  <path d="M6.5 9l2 2m0-2l-2 2M15.5 14.5l2 2m0-2l-2 2" stroke="currentColor" stroke-width="1.2"/>`;

const flame = svg`<path d="M17.5 1.5c.4 2.2 2.9 3.4 2.9 6.3a3.7 3.7 0 0 1-7.4.2c0-1.5.8-2.5 1.6-3.3.1 1.2.7 1.9 1.5 2.1-.3-2.1.4-3.9 1.4-5.3z"
  fill="#f97316" stroke="#b91c1c" stroke-width=".8"/>`;

const tacticPictures: Record<'possession' | 'direct' | 'physical' | 'defensive', SVGTemplateResult> = {
  // Short passes around a triangle of players.
  possession: svg`<circle cx="6" cy="17" r="2.3" fill="currentColor"/><circle cx="18" cy="17" r="2.3" fill="currentColor"/><circle cx="12" cy="6" r="2.3" fill="currentColor"/>
    <path d="M8 15.5l3-6.6M13 8.9l3 6.6M15.7 17H8.3" stroke="currentColor" stroke-width="1.4" stroke-dasharray="2 1.4" fill="none"/>`,
  // One long ball forward.
  direct: svg`<path d="M3 19C8 5 15 4 20.5 6.5" stroke="currentColor" stroke-width="2" fill="none"/><path d="M16 3.8l5 2.8-3.9 4.2" stroke="currentColor" stroke-width="2" fill="none" stroke-linejoin="round"/>`,
  // A flexed arm.
  physical: svg`<path d="M4 20c0-5 1.5-9 4-12l2-3.5c.6-1 2.4-.8 2.6.5l.2 2.3-2.4 1.4 1 2.7c2.3-1.7 5.5-1.6 7.6.6 2.1 2.2 1.4 6.3-1.7 7.9C14 21.6 8 21 4 20z" fill="currentColor"/>`,
  // A shield.
  defensive: svg`<path d="M12 2.5l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6z" fill="currentColor"/><path d="M12 6v12" stroke="#fff" stroke-width="1.4"/>`,
};

function stopwatch(fill: 'pre' | 'in' | 'any'): SVGTemplateResult {
  const wedge =
    fill === 'pre'
      ? svg`<path d="M12 13.5V7a6.5 6.5 0 0 0-6.5 6.5z" fill="currentColor"/>`
      : fill === 'in'
        ? svg`<path d="M12 13.5V7a6.5 6.5 0 0 1 6.5 6.5 6.5 6.5 0 0 1-6.5 6.5z" fill="currentColor"/>`
        : svg`<circle cx="12" cy="13.5" r="6.5" fill="currentColor"/>`;
  return svg`<circle cx="12" cy="13.5" r="8" fill="#fff" stroke="currentColor" stroke-width="1.6"/>${wedge}
    <path d="M10 2.5h4M12 2.5v3M18.2 6.3l1.4-1.4" stroke="currentColor" stroke-width="1.6"/>`;
}

function coin(text: string): SVGTemplateResult {
  return svg`<circle cx="12" cy="12" r="9.5" fill="#facc15" stroke="#a16207" stroke-width="1.4"/>
    <text x="12" y="12" dy=".35em" text-anchor="middle" font-size=${text.length > 2 ? 7 : 10} font-weight="700" fill="#713f12" font-family="system-ui, sans-serif">${text}</text>`;
}

const stadium = svg`<path d="M2.5 18.5v-7c3-2.7 6.2-4 9.5-4s6.5 1.3 9.5 4v7z" fill="#fff" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"/>
  <path d="M2.5 14c3-2 6.2-3 9.5-3s6.5 1 9.5 3M7 18.5v-3.2M12 18.5v-4M17 18.5v-3.2" stroke="currentColor" stroke-width="1.2" fill="none"/>
  <path d="M12 7.5V3l3 1.2-3 1.2" stroke="currentColor" stroke-width="1.2" fill="currentColor"/>`;

const bag = svg`<path d="M9 4.5h6l-1.6 3h-2.8zM10.6 7.5C5.5 10 4 14 4.8 17.5 5.5 20.5 8.5 21 12 21s6.5-.5 7.2-3.5C20 14 18.5 10 13.4 7.5z" fill="#d6a354" stroke="#7c4a12" stroke-width="1.3" stroke-linejoin="round"/>`;

const contract = svg`<rect x="14" y="12.5" width="8" height="10" rx="1" fill="#fff" stroke="currentColor" stroke-width="1.2"/><path d="M15.7 15.3h4.6M15.7 17.5h4.6M15.7 19.7h3" stroke="currentColor" stroke-width=".9"/>`;

function card(extra: SVGTemplateResult | typeof nothing = nothing, fill = '#fff'): SVGTemplateResult {
  return svg`<rect x="5.5" y="3" width="13" height="18" rx="2" fill=${fill} stroke="currentColor" stroke-width="1.6"/>${extra}`;
}

const cardText = (text: string) =>
  svg`<text x="12" y="12" dy=".35em" text-anchor="middle" font-size="9" font-weight="700" fill="currentColor" font-family="system-ui, sans-serif">${text}</text>`;

const crossOut = svg`<path d="M3.5 3.5l17 17" stroke="#dc2626" stroke-width="2.4" stroke-linecap="round"/>`;

const cardColours = { corruption: '#fecaca', antiFootball: '#fef08a', strategy: '#bfdbfe' } as const;

function die(pips: [number, number][]): SVGTemplateResult {
  return svg`<rect x="3.5" y="3.5" width="17" height="17" rx="3.5" fill="#fff" stroke="currentColor" stroke-width="1.6"/>
    ${pips.map(([x, y]) => svg`<circle cx=${x} cy=${y} r="1.6" fill="currentColor"/>`)}`;
}

const rerollArrow = svg`<path d="M19 12a7 7 0 1 1-2.05-4.95" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round"/><path d="M18.5 3.5v4.5H14" stroke="currentColor" stroke-width="2" fill="none" stroke-linejoin="round"/>`;

function badge(text: string, colour = 'currentColor'): SVGTemplateResult {
  return svg`<circle cx="18.5" cy="18.5" r="5.2" fill=${colour}/><text x="18.5" y="18.5" dy=".35em" text-anchor="middle" font-size="7" font-weight="700" fill="#fff" font-family="system-ui, sans-serif">${text}</text>`;
}

const goalFrame = svg`<path d="M2.5 19V6.5h19V19" stroke="currentColor" stroke-width="1.8" fill="none"/><path d="M5 9h14M5 12h14M5 15h14M8 6.5V19M12 6.5V19M16 6.5V19" stroke="currentColor" stroke-width=".6" opacity=".6"/>`;

const turnArrow = svg`<path d="M4 16a8 8 0 0 1 14.5-6" stroke="currentColor" stroke-width="2" fill="none"/><path d="M19.5 5v5.2h-5.2" stroke="currentColor" stroke-width="2" fill="none" stroke-linejoin="round"/>`;

function small(inner: SVGTemplateResult, x: number, y: number, scale: number): SVGTemplateResult {
  return svg`<g transform="translate(${x} ${y}) scale(${scale})">${inner}</g>`;
}

const force = (tactic: keyof typeof tacticPictures) =>
  svg`${stadium}<g transform="translate(12.5 12.5) scale(.48)"><circle cx="12" cy="12" r="12" fill="#fff"/>${tacticPictures[tactic]}</g>`;

/**
 * Every symbol's picture, by id. `value` is the number some symbols carry (a cost, a modifier, a
 * count). The ids are this table's keys (`SYMBOL_IDS`): one list, so no symbol lacks a picture.
 */
const PICTURES = {
  attack: () => ball,
  defence: () => glove,
  tactical: () => board,
  'tactic-possession': () => tacticPictures.possession,
  'tactic-direct': () => tacticPictures.direct,
  'tactic-physical': () => tacticPictures.physical,
  'tactic-defensive': () => tacticPictures.defensive,
  'genius-attack': () => svg`${ball}${flame}`,
  'genius-defence': () => svg`${glove}${flame}`,
  'genius-tactical': () => svg`${board}${flame}`,
  'timing-pre': () => stopwatch('pre'),
  'timing-in': () => stopwatch('in'),
  'timing-any': () => stopwatch('any'),
  cost: (value) => coin(value ?? ''),
  'modifier-attack': (value) => svg`${ball}${badge(value ?? '±')}`,
  'modifier-defence': (value) => svg`${glove}${badge(value ?? '±')}`,
  'modifier-tactical': (value) => svg`${board}${badge(value ?? '±')}`,
  'home-required': () => svg`${stadium}${badge('!', '#b45309')}`,
  'home-gain': () => svg`${stadium}${badge('+', '#15803d')}`,
  'cost-variable': () => coin('PTS'),
  'force-possession': () => force('possession'),
  'force-direct': () => force('direct'),
  'force-physical': () => force('physical'),
  'force-defensive': () => force('defensive'),
  budget: () => svg`${bag}${contract}`,
  'academy-limit': () => svg`${bag}${small(ball, 0, 12, 0.45)}${contract}`,
  'money-gain': (value) => svg`${bag}${value ? badge(value, '#15803d') : nothing}`,
  substitution: () =>
    svg`<path d="M3 8h15M14 4l4 4-4 4M21 16H6M10 12l-4 4 4 4" stroke="currentColor" stroke-width="2" fill="none" stroke-linejoin="round"/>`,
  'squad-bonus': (value) =>
    svg`<g transform="translate(-3 -1)">${card(nothing, '#e5e7eb')}</g>${card()}${badge(value ?? '+', '#15803d')}`,
  'academy-bonus': (value) =>
    svg`<g transform="translate(-3 -1)">${card(nothing, '#e5e7eb')}</g>${card(small(ball, 6.5, 6.5, 0.46))}${badge(value ?? '+', '#15803d')}`,
  'player-modifier': (value) => svg`${card(cardText(value ?? '±'))}`,
  'free-evolution': () => svg`${card(cardText('0'), '#bbf7d0')}`,
  discount: (value) => svg`${card(cardText(value ? `−${value}` : '−'))}`,
  'immune-all': () => svg`${card()}${crossOut}`,
  'immune-corruption': () => svg`${card(nothing, cardColours.corruption)}${crossOut}`,
  'immune-anti-football': () => svg`${card(nothing, cardColours.antiFootball)}${crossOut}`,
  'immune-strategy': () => svg`${card(nothing, cardColours.strategy)}${crossOut}`,
  'goal-disallowed': () => svg`${goalFrame}${small(ball, 7, 9, 0.42)}${crossOut}`,
  'block-corruption': () => svg`${card(cardText('✋'), cardColours.corruption)}${crossOut}`,
  'skip-turn': () => svg`${turnArrow}${crossOut}`,
  'injury-roll': () => svg`${die([[12, 12]])}${badge('+', '#15803d')}`,
  'tactic-reroll': () =>
    svg`<g transform="translate(-2 -2) scale(.8)">${die([
      [8, 8],
      [16, 16],
    ])}</g><g transform="translate(6 6) scale(.75)"><rect x="3.5" y="3.5" width="17" height="17" rx="3.5" fill="#111827"/><circle cx="12" cy="12" r="2" fill="#f97316"/></g>`,
  'extra-turn': () =>
    svg`<g transform="translate(-1 -1) scale(.7)">${die([
      [8, 8],
      [12, 12],
      [16, 16],
    ])}</g><g transform="translate(7 7) scale(.7)">${turnArrow}</g>`,
  reroll: (value) => svg`${rerollArrow}${value ? badge(value) : nothing}`,
  'reroll-paid': (value) => svg`${rerollArrow}<g transform="translate(12 12) scale(.5)">${coin(value ?? '1')}</g>`,
  'reroll-attack': (value) => svg`${rerollArrow}${small(ball, 7, 7, 0.42)}${value ? badge(value) : nothing}`,
} satisfies Record<string, (value?: string) => SVGTemplateResult>;

export type SymbolId = keyof typeof PICTURES;

/** Every Game Symbol's id, in the rulebook's order. */
export const SYMBOL_IDS = Object.keys(PICTURES) as SymbolId[];

/** The picture of one symbol. `value` is the number some symbols carry (a cost, a modifier, a count). */
export function symbolPicture(id: SymbolId, value?: string): SVGTemplateResult {
  return PICTURES[id](value);
}

/**
 * One symbol as an accessible image: `<svg role="img" aria-label=…>`. `label` is the symbol's
 * name in the page's language (with its value, e.g. "Attack Level Modifier +2"); an empty label
 * draws a decorative symbol that screen readers skip (when the text beside it says the same).
 */
export function symbolIcon(id: SymbolId, label: string, value?: string): TemplateResult {
  if (label === '')
    return html`<svg class="symbol" part="symbol" data-symbol=${id} viewBox="0 0 24 24" aria-hidden="true">
      ${symbolPicture(id, value)}
    </svg>`;
  return html`<svg class="symbol" part="symbol" data-symbol=${id} viewBox="0 0 24 24" role="img" aria-label=${label}>
    ${svgTitle(label)} ${symbolPicture(id, value)}
  </svg>`;
}

/**
 * `<title>label</title>` (the tooltip) as one value: Lit's server renderer (@lit-labs/ssr) cannot
 * render an expression inside an SVG `<title>`, which Lit treats as raw text.
 */
function svgTitle(label: string) {
  const text = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return unsafeSVG(`<title>${text}</title>`);
}
