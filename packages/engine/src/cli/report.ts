/**
 * The simulation report as plain text (for a terminal or a file) and as one self-contained HTML
 * page with inline SVG charts (no scripts, no external files).
 */
import type { SimulationReport, UsageRow } from './simulate.js';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const fixed = (x: number, d = 2) => x.toFixed(d);
const GAME_NAMES = { mne: 'Magic Number Eleven', mof: 'Masters of Football' } as const;

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

/** Δ, the win-rate contribution (score with − score without): null unless both are known. */
const contribution = (r: UsageRow): number | null =>
  r.scoreWith === null || r.scoreWithout === null ? null : r.scoreWith - r.scoreWithout;

const signedPct = (d: number) => `${d >= 0 ? '+' : ''}${pct(d)}`;

/** Rows of a usage table; `scoreWith − scoreWithout` is the win-rate contribution. */
function usageLines(rows: UsageRow[], matches: number): string[] {
  const label = (r: UsageRow) => `${r.name} (${r.id})`;
  // As wide as the longest label, within reason (a longer one is cut short with an ellipsis).
  const width = Math.min(48, Math.max(28, ...rows.map((r) => label(r).length)));
  const cut = (text: string) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
  const out = [
    `${pad('card', width)} ${pad('matches', 8, true)} ${pad('uses', 7, true)} ${pad('score with', 11, true)} ${pad('without', 8, true)} ${pad('(n)', 6, true)} ${pad('Δ', 7, true)} ${pad('± 95%', 7, true)}`,
  ];
  for (const r of rows) {
    const d = contribution(r);
    out.push(
      `${pad(cut(label(r)), width)} ${pad(`${r.matches}`, 8, true)} ${pad(`${r.uses}`, 7, true)} ${pad(
        r.scoreWith === null ? '–' : pct(r.scoreWith),
        11,
        true,
      )} ${pad(r.scoreWithout === null ? '–' : pct(r.scoreWithout), 8, true)} ${pad(`${r.matchesWithout}`, 6, true)} ${pad(
        d === null ? '–' : signedPct(d),
        7,
        true,
      )} ${pad(d === null || r.margin === null ? '' : pct(r.margin), 7, true)}`,
    );
  }
  if (rows.length === 0) out.push(`(none in ${matches} matches)`);
  return out;
}

export function textReport(r: SimulationReport): string {
  const { results: res, options: o } = r;
  const n = Math.max(1, r.matches);
  const lines = [
    `${GAME_NAMES[r.game]} — ${r.matches} simulated matches (seed ${o.seed}; home ${o.bots[0]}, away ${o.bots[1]}${
      o.playouts ? `; search ${o.playouts} playouts` : ''
    }${o.customData ? '; custom data' : ''})`,
    '',
    'Results by seat',
    `  home wins ${res.homeWins} (${pct(res.homeWins / n)})   draws ${res.draws} (${pct(res.draws / n)})   away wins ${res.awayWins} (${pct(res.awayWins / n)})`,
    `  home advantage: home scores ${pct(r.homeScore.mean)} of the points (draw = ½), 95% CI ${pct(r.homeScore.low)} – ${pct(r.homeScore.high)}`,
    `  (with the same bot on both seats, 50% means no home advantage)`,
    '',
    `Goals per match: ${fixed(r.goalsPerMatch)} on average`,
    ...histogramLines(r.goalsHistogram, n),
    '',
    'How often',
    ...r.events.map((e) => `  ${pad(e.label, 40)} ${pad(`${e.count}`, 7, true)}  ${fixed(e.perMatch, 3)} per match`),
    '',
  ];
  for (const t of r.tables) {
    lines.push(
      t.title,
      '  score = points per match (win 1, draw ½) of the teams that used it; without: of the (n) teams that could have',
      '  and did not; Δ = with − without (win-rate contribution), ± the half-width of its 95% interval',
    );
    lines.push(...usageLines(t.rows, r.matches).map((l) => `  ${l}`), '');
  }
  lines.push(`Actions per match: ${fixed(r.actionsPerMatch, 1)}`);
  return `${lines.join('\n')}\n`;
}

function histogramLines(h: Record<number, number>, n: number): string[] {
  const keys = Object.keys(h).map(Number);
  if (keys.length === 0) return [];
  const max = Math.max(...keys);
  const top = Math.max(...Object.values(h));
  const out: string[] = [];
  for (let g = 0; g <= max; g++) {
    const c = h[g] ?? 0;
    out.push(
      `  ${pad(`${g}`, 3, true)} ${pad(`${c}`, 6, true)} ${pad(pct(c / n), 6, true)} ${'█'.repeat(Math.round((30 * c) / top))}`,
    );
  }
  return out;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A vertical bar chart as an inline SVG. */
export function barChartSvg(
  title: string,
  bars: { label: string; value: number }[],
  format = (v: number) => `${v}`,
  w = 36,
): string {
  const h = 160;
  const top = Math.max(1e-9, ...bars.map((b) => b.value));
  const width = Math.max(200, bars.length * w + 40);
  const items = bars
    .map((b, i) => {
      const bh = Math.round((h * b.value) / top);
      const x = 30 + i * w;
      return (
        `<rect x="${x}" y="${20 + h - bh}" width="${w - 8}" height="${bh}" fill="#2b7a4b"><title>${esc(b.label)}: ${esc(format(b.value))}</title></rect>` +
        `<text x="${x + (w - 8) / 2}" y="${h + 36}" text-anchor="middle" font-size="11">${esc(b.label)}</text>` +
        `<text x="${x + (w - 8) / 2}" y="${16 + h - bh}" text-anchor="middle" font-size="10">${esc(format(b.value))}</text>`
      );
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${esc(title)}" width="${width}" height="${h + 50}" viewBox="0 0 ${width} ${h + 50}"><line x1="26" y1="${20 + h}" x2="${width - 6}" y2="${20 + h}" stroke="#888"/>${items}</svg>`;
}

/** A horizontal stacked bar (home wins / draws / away wins). */
export function resultsSvg(r: SimulationReport): string {
  const n = Math.max(1, r.matches);
  const parts = [
    { label: 'home wins', value: r.results.homeWins, color: '#2b7a4b' },
    { label: 'draws', value: r.results.draws, color: '#bbb' },
    { label: 'away wins', value: r.results.awayWins, color: '#c0392b' },
  ];
  let x = 0;
  const bars = parts
    .map((p) => {
      const w = (600 * p.value) / n;
      const rect = `<rect x="${x}" y="0" width="${w}" height="32" fill="${p.color}"><title>${p.label}: ${p.value} (${pct(p.value / n)})</title></rect>${
        w > 60
          ? `<text x="${x + w / 2}" y="21" text-anchor="middle" font-size="12">${p.label} ${pct(p.value / n)}</text>`
          : ''
      }`;
      x += w;
      return rect;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Results by seat" width="600" height="32" viewBox="0 0 600 32">${bars}</svg>`;
}

/** Win-rate contribution (score with − without) per card, as a diverging horizontal bar chart. */
export function contributionSvg(title: string, rows: UsageRow[]): string {
  const shown = rows.filter((r) => contribution(r) !== null);
  const rowH = 16;
  const mid = 380;
  const scale = 400; // 100 percentage points → 400 px; Δ is within ±1
  const items = shown
    .map((r, i) => {
      const d = contribution(r) as number;
      const w = Math.abs(d) * scale * 0.5;
      const x = d >= 0 ? mid : mid - w;
      const y = i * rowH;
      // The 95% interval as a thin line across the bar (kept inside the chart).
      const at = (v: number) => Math.min(636, Math.max(mid - 200, mid + v * scale * 0.5));
      const whisker =
        r.margin === null
          ? ''
          : `<line x1="${at(d - r.margin)}" y1="${y + 8}" x2="${at(d + r.margin)}" y2="${y + 8}" stroke="#333" stroke-width="1"/>`;
      return (
        `<text x="${mid - 210}" y="${y + 12}" font-size="11">${esc(`${r.name}`.slice(0, 28))}</text>` +
        `<rect x="${x}" y="${y + 2}" width="${w}" height="${rowH - 4}" fill="${d >= 0 ? '#2b7a4b' : '#c0392b'}"><title>${esc(r.name)}: ${pct(d)}</title></rect>${whisker}` +
        `<text x="${d >= 0 ? mid + w + 4 : mid - w - 4}" y="${y + 12}" font-size="10" text-anchor="${d >= 0 ? 'start' : 'end'}">${signedPct(d)}</text>`
      );
    })
    .join('');
  const height = Math.max(rowH, shown.length * rowH);
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${esc(title)}" width="640" height="${height}" viewBox="0 0 640 ${height}"><line x1="${mid}" y1="0" x2="${mid}" y2="${height}" stroke="#888"/>${items}</svg>`;
}

export function htmlReport(r: SimulationReport): string {
  const n = Math.max(1, r.matches);
  const goals = Object.keys(r.goalsHistogram).map(Number);
  const maxGoals = goals.length ? Math.max(...goals) : 0;
  const histogram = Array.from({ length: maxGoals + 1 }, (_, g) => ({
    label: `${g}`,
    value: r.goalsHistogram[g] ?? 0,
  }));
  const table = (rows: UsageRow[]) =>
    `<table><thead><tr><th>Card</th><th>Matches</th><th>Uses</th><th>Score with</th><th>Without</th><th>(n)</th><th>Δ</th><th>± 95%</th></tr></thead><tbody>${rows
      .map(
        (x) =>
          `<tr><td>${esc(x.name)} <small>${esc(x.id)}</small></td><td>${x.matches}</td><td>${x.uses}</td><td>${
            x.scoreWith === null ? '–' : pct(x.scoreWith)
          }</td><td>${x.scoreWithout === null ? '–' : pct(x.scoreWithout)}</td><td>${x.matchesWithout}</td><td>${
            contribution(x) === null ? '–' : signedPct(contribution(x) as number)
          }</td><td>${contribution(x) === null || x.margin === null ? '' : pct(x.margin)}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  const o = r.options;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${GAME_NAMES[r.game]} — simulation report</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;max-width:60rem;color:#222}table{border-collapse:collapse;margin:.5rem 0 1.5rem}
td,th{padding:.2rem .6rem;border-bottom:1px solid #ddd;text-align:right}td:first-child,th:first-child{text-align:left}small{color:#777}
h2{margin-top:2rem}svg{display:block;margin:.5rem 0;font-family:system-ui,sans-serif}</style></head><body>
<h1>${GAME_NAMES[r.game]} — simulation report</h1>
<p>${r.matches} matches, seed <code>${esc(String(o.seed))}</code>, home <b>${o.bots[0]}</b> vs away <b>${o.bots[1]}</b>${
    o.playouts ? `, search ${o.playouts} playouts` : ''
  }${o.customData ? ', custom data' : ''}.</p>
<h2>Results by seat</h2>${resultsSvg(r)}
<p>Home wins ${r.results.homeWins} (${pct(r.results.homeWins / n)}), draws ${r.results.draws} (${pct(r.results.draws / n)}), away wins ${
    r.results.awayWins
  } (${pct(r.results.awayWins / n)}).</p>
<p><b>Home advantage:</b> home takes ${pct(r.homeScore.mean)} of the points (draw = ½), 95% CI ${pct(r.homeScore.low)} – ${pct(
    r.homeScore.high,
  )}. With the same bot on both seats, 50% means no advantage.</p>
<h2>Goals per match</h2><p>${fixed(r.goalsPerMatch)} on average.</p>${barChartSvg('Goals per match', histogram)}
<h2>How often</h2>${barChartSvg(
    'Events per match',
    r.events.map((e) => ({ label: e.short, value: e.perMatch })),
    (v) => fixed(v, 2),
    76,
  )}
<table><thead><tr><th>Event</th><th>Count</th><th>Per match</th></tr></thead><tbody>${r.events
    .map((e) => `<tr><td>${esc(e.label)}</td><td>${e.count}</td><td>${fixed(e.perMatch, 3)}</td></tr>`)
    .join('')}</tbody></table>
${r.tables
  .map(
    (t) =>
      `<h2>${esc(t.title)}</h2><p>Score = points per match (win 1, draw ½) of the teams that used it, and of the (n) teams that had it but did not; Δ is the win-rate contribution, drawn with its 95% interval.</p>${contributionSvg(
        t.title,
        t.rows,
      )}${table(t.rows)}`,
  )
  .join('\n')}
<p><small>Actions per match: ${fixed(r.actionsPerMatch, 1)}. Generated by <code>pitchside simulate</code>.</small></p>
</body></html>
`;
}
