/** @jsxImportSource preact */
// Type tests (npm run typecheck): each line under an expect-error marker must be an error.
import type {} from '@pitchside/elements/types/preact';
export const ok = <mne-field team="away" showNumbers onmne-place={(e) => e.detail.row.toFixed()} />;
// @ts-expect-error showNumbers is a boolean
export const bad = <mne-field showNumbers="yes" />;
// @ts-expect-error mne-place’s detail has no `column`
export const bad2 = <mne-field onmne-place={(e) => e.detail.column} />;
