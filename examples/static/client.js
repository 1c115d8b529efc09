// Hydration support first: it must patch LitElement before any element upgrades, so that the
// elements adopt the server's picture instead of drawing it again.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import '@pitchside/elements/mne';
import '@pitchside/elements/mof';

// Show that the page is interactive: the field's event reaches the page's own code.
document.addEventListener('mne-place', (event) => {
  document.querySelector('#last-move').textContent =
    `${event.detail.card} → row ${event.detail.row}, column ${event.detail.col}`;
});
