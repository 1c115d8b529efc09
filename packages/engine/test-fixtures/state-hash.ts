// The state hash of the determinism fixture, shared by the script that records it and the tests
// that replay it in Node and in Chromium (test-only; not part of the published package).

/** FNV-1a (32-bit) of a string, as 8 hex digits. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** One recorded match: its setup, its action log and the hash of its final state. */
export interface DeterminismCase {
  game: 'mne' | 'mof';
  setup: Record<string, unknown>;
  actions: unknown[];
  hash: string;
}
