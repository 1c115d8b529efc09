// Type tests, checked by `npm run typecheck` (scripts/check-examples.mjs runs it): each line under
// an expect-error marker must be an error, or the check fails because the marker is unused.
import type {} from '@pitchside/elements/types/react';
import { MneField, MneMatch, MofDice } from '@pitchside/elements/react';

export const accepted = [
  <MneField key="a" team="away" showNumbers onMnePlace={(event) => event.detail.col.toFixed()} />,
  <MneMatch key="b" onMneAction={(event) => event.detail.seat} />,
  <MofDice key="c" kind="attack" />,
  <mne-field key="d" team="away" showNumbers onmne-place={(event) => event.detail.row.toFixed()} />,
  <mof-league-table key="e" results={[]} teams={['Reds']} />,
];

export const rejected = [
  // @ts-expect-error showNumbers is a boolean
  <MneField key="a" showNumbers="yes" />,
  // @ts-expect-error mne-place's detail has no `column`
  <MneField key="b" onMnePlace={(event) => event.detail.column} />,
  // @ts-expect-error a die's kind is a word, not a number
  <mof-dice key="c" kind={3} />,
  // @ts-expect-error mne-place's detail has no `column`
  <mne-field key="d" onmne-place={(event) => event.detail.column} />,
];
