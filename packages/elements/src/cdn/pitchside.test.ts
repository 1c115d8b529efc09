// The CDN autoloader from its sources (scripts/check-cdn.mjs checks the built files in a page).
import { expect, waitUntil } from '@open-wc/testing';
import { load } from './pitchside.js';
import { TAGS } from './tags.js';

describe('the CDN autoloader', () => {
  it('defines a tag that appears in the document, and the tags it renders before it', async () => {
    expect(customElements.get('mne-sub-space')).to.equal(undefined);
    const el = document.createElement('mne-sub-space');
    document.body.append(el);
    try {
      await waitUntil(() => customElements.get('mne-sub-space'), '<mne-sub-space> defined', { timeout: 10000 });
      expect(customElements.get('mne-player-card'), 'the card it renders').to.not.equal(undefined);
      expect(el.shadowRoot, 'upgraded').to.not.equal(null);
    } finally {
      el.remove();
    }
  });

  it('finds tags inside an added subtree', async () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<p><mof-manager-card manager="godfather"></mof-manager-card></p>';
    document.body.append(wrapper);
    try {
      await waitUntil(() => customElements.get('mof-manager-card'), '<mof-manager-card> defined', { timeout: 10000 });
    } finally {
      wrapper.remove();
    }
  });

  it('load() resolves to the class and rejects a tag it does not know', async () => {
    const MneHand = await load('mne-hand');
    expect(customElements.get('mne-hand')).to.equal(MneHand);
    let error: unknown;
    await load('mne-nothing').catch((e: unknown) => (error = e));
    expect(String(error)).to.contain('no <mne-nothing>');
  });

  it('maps exactly the tags the games define, to the classes they define', async () => {
    const games = await Promise.all([import('../mne/index.js'), import('../mof/index.js')]);
    const defined = games
      .flatMap((game) => Object.values(game))
      .flatMap((value) => {
        const name = typeof value === 'function' ? customElements.getName(value as CustomElementConstructor) : null;
        return name ? [[name, value] as const] : [];
      });
    expect(Object.keys(TAGS).sort()).to.deep.equal(defined.map(([tag]) => tag).sort());
    for (const [tag, constructor] of defined) expect(await TAGS[tag]![0](), tag).to.equal(constructor);
  });
});
