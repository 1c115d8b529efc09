import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MneField, MofDice } from '@pitchside/elements/react';
import type { MnePlaceDetail } from '@pitchside/elements';
import type { ScenarioDesc } from '@pitchside/engine/mne';

// A scenario is plain data: the component sets it as a property (no JSON string needed).
const scenario: ScenarioDesc = { step: 'player', home: { field: ['h-cm@1,1', 'h-st@0,2'] } };

function App() {
  const [last, setLast] = useState<MnePlaceDetail | null>(null);
  return (
    <main>
      <h1>Pitchside in React</h1>
      <MneField scenario={scenario} selected="h-wg" showNumbers onMnePlace={(event) => setLast(event.detail)} />
      <p>
        Last event:{' '}
        <output id="last-event">{last ? `${last.card} at row ${last.row}, column ${last.col}` : 'none'}</output>
      </p>
      <MofDice kind="attack" level="red" value="2" />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
