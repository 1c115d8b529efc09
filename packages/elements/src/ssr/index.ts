/**
 * Server rendering of Pitchside's elements with `@lit-labs/ssr` (an optional peer dependency):
 * `renderToString(markup)` returns the markup with every Pitchside element's picture inside it as
 * declarative shadow DOM, so a static page shows the field, the cards or the wheel before any
 * script runs. On the page, load `@lit-labs/ssr-client/lit-element-hydrate-support.js` before the
 * elements: they then hydrate the picture they find instead of drawing it again.
 *
 * ```js
 * import { renderToString } from '@pitchside/elements/ssr';
 * const html = await renderToString('<mne-field scenario=\'{"step":"player"}\'></mne-field>');
 * ```
 *
 * Elements that show a picture render the same on the server and in the browser. Match elements
 * (`<mne-match>`, `<mof-match>`, `<mof-championship>`) start a game with a random seed and bots:
 * render them in the browser.
 */
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { OnDemand } from '../shared/on-demand.js';

let ready: Promise<unknown> | undefined;

/**
 * Defines every Pitchside tag in the server's shimmed registry, and loads the code elements
 * download on demand in the browser (reading `goals`, `results`, a scenario or a save, placing a `selected` card, a shot given by its cards): on the server
 * an element renders once, at once, and cannot wait for it. Once per process.
 */
function prepare(): Promise<unknown> {
  const loadAll = (modules: Record<string, unknown>) =>
    Promise.all(Object.values(modules).map((m) => (m instanceof OnDemand ? m.wait() : null)));
  ready ??= Promise.all([
    import('../index.js'),
    import('../mne/on-demand-engine.js').then(loadAll),
    import('../mof/on-demand-engine.js').then(loadAll),
  ]);
  return ready;
}

/**
 * `markup` with each Pitchside element rendered inside it as declarative shadow DOM. As HTML text,
 * the elements get their attributes; the rest of the text comes back as it was given. As a Lit
 * template (`html\`<mof-results-pad .state=${state}></mof-results-pad>\``), properties too: an
 * element that takes its input only as a property (`<mof-results-pad>`) is rendered this way, and
 * hydrates only if the page's script gives it the same value before the element is defined.
 */
export async function renderToString(markup: string | TemplateResult): Promise<string> {
  await prepare();
  return collectResult(render(typeof markup === 'string' ? html`${unsafeHTML(markup)}` : markup));
}
