// Reading source maps (version 3) in the benches: which source a generated position came from.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source-map segment's numbers (base64 VLQ). */
export function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = BASE64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Each generated line's segments, in column order: `[column, source, line, column, name]` with the
 * source, the original line and column and the name as absolute indices (−1 when the segment has
 * none). `line` and `column` are 0-based, as in the map.
 */
export function decodeMappings(map) {
  let source = 0;
  let line = 0;
  let column = 0;
  let name = 0;
  return map.mappings.split(';').map((segments) => {
    let generated = 0;
    const out = [];
    for (const segment of segments.split(',')) {
      if (!segment) continue;
      const f = decodeVlq(segment);
      generated += f[0];
      if (f.length < 4) {
        out.push([generated, -1, -1, -1, -1]);
        continue;
      }
      source += f[1];
      line += f[2];
      column += f[3];
      if (f.length > 4) name += f[4];
      out.push([generated, source, line, column, f.length > 4 ? name : -1]);
    }
    return out;
  });
}

/**
 * A lookup of `map`: generated (line, column), 0-based, to `{ source, line, column, name }` (the
 * original line 1-based; `name` when the map gives one), from the last segment starting at or
 * before it on its line; null where the map says nothing.
 */
export function originalPositions(map) {
  const lines = decodeMappings(map);
  return (line, column) => {
    const segments = lines[line] ?? [];
    let found = null;
    for (const s of segments) {
      if (s[0] > column) break;
      found = s;
    }
    if (!found || found[1] < 0) return null;
    return {
      source: map.sources[found[1]],
      line: found[2] + 1,
      column: found[3],
      name: found[4] >= 0 ? map.names[found[4]] : undefined,
    };
  };
}
