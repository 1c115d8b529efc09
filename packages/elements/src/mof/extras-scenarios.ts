/**
 * Building a rule illustration (`scenario`), for `<mof-match scenario>`: engine code few pages
 * need, downloaded only when an element needs it (through `scenarios` in on-demand-engine.ts,
 * never imported statically).
 */
export { scenario } from '@pitchside/engine/mof';
