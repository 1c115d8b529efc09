/**
 * The rulebooks' worked examples of the gallery (stories/rules/examples.ts), each snippet's HTML
 * rendered alone by the elements' sources: every number the rulebook states is read off the
 * rendered elements, and no element shows its error state. (scripts/check-gallery.mjs does the
 * same with the CDN build, in a plain page.)
 */
import { expect, fixture } from '@open-wc/testing';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { html } from 'lit';
import '../mne/index.js';
import '../mof/index.js';
import { EXAMPLES, agrees, readOnPicture } from '../../../../stories/rules/examples.js';

/** Waits until every custom element under `root` is defined and has rendered. */
async function settled(root: Element) {
  for (let i = 0; i < 3; i++) {
    const custom = [...root.querySelectorAll('*')].filter((el) => el.localName.includes('-'));
    await Promise.all(custom.map((el) => customElements.whenDefined(el.localName)));
    await Promise.all(custom.map((el) => (el as Element & { updateComplete?: Promise<unknown> }).updateComplete));
  }
}

describe('the rulebook gallery, rendered by the elements', () => {
  for (const example of EXAMPLES) {
    it(`${example.id}: ${example.title}`, async () => {
      const root = await fixture<HTMLDivElement>(html`<div>${unsafeHTML(example.html)}</div>`);
      await settled(root);
      const broken = [...root.querySelectorAll('*')].filter((el) => el.shadowRoot?.querySelector('[part~="problem"]'));
      expect(broken.map((el) => `${el.localName}: ${el.shadowRoot?.textContent?.trim()}`)).to.deep.equal([]);
      const wrong = example.numbers.flatMap((n) => {
        const read = readOnPicture(root, n.read);
        if ('error' in read) return [`${n.label}: ${read.error}`];
        return agrees(read.value, n.rulebook)
          ? []
          : [`${n.label}: shows ${read.value}, the rulebook says ${n.rulebook}`];
      });
      expect(wrong).to.deep.equal([]);
    });
  }
});
