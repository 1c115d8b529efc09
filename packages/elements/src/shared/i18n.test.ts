import { expect, fixture, html } from '@open-wc/testing';
import '../index.js'; // registers every catalog of the package
import { allCatalogs, bestLocale, interpolate, nearestLang, SUPPORTED_LOCALES } from './i18n.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('i18n', () => {
  it('has the shared, MNE and MoF catalogs', () => {
    expect(allCatalogs().map((c) => c.namespace)).to.include.members(['shared', 'mne', 'mof']);
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`translates every message into "${locale}" with the same placeholders as English`, () => {
      for (const catalog of allCatalogs()) {
        const english = catalog.messages('en');
        const translated = catalog.messages(locale);
        for (const key of catalog.keys) {
          const where = `${catalog.namespace}:${key} (${locale})`;
          const text = translated[key];
          expect(text, where).to.be.a('string').and.not.equal('');
          if (text === undefined) continue;
          expect(placeholders(text), where).to.deep.equal(placeholders(english[key] ?? ''));
        }
      }
    });
  }

  it('fills {name} placeholders and leaves unknown ones visible', () => {
    expect(interpolate('{team}: {state}', { team: 'Home', state: 'Normal' })).to.equal('Home: Normal');
    expect(interpolate('space {space} of {spaces}', { space: 4 })).to.equal('space 4 of {spaces}');
  });

  it('matches a regional tag to its language and falls back to English', () => {
    expect(bestLocale('vi-VN', ['en', 'vi'])).to.equal('vi');
    expect(bestLocale('VI', ['en', 'vi'])).to.equal('vi');
    expect(bestLocale('pt-BR', ['en', 'vi', 'pt-br'])).to.equal('pt-br');
    expect(bestLocale('fr', ['en', 'vi'])).to.equal('en');
  });

  it('finds the nearest lang across shadow roots', async () => {
    const outer = await fixture<HTMLDivElement>(html`<div lang="vi"><span></span></div>`);
    const host = outer.querySelector('span')!;
    const inner = document.createElement('b');
    host.attachShadow({ mode: 'open' }).append(inner);
    expect(nearestLang(inner)).to.equal('vi');
    inner.setAttribute('lang', 'en');
    expect(nearestLang(inner)).to.equal('en');
  });

  it('follows a lang change inside another component’s shadow root', async () => {
    // A host page's own component renders a wrapper with `lang` and our element in its shadow DOM.
    const foreign = await fixture<HTMLDivElement>(html`<div></div>`);
    const wrapper = document.createElement('section');
    wrapper.setAttribute('lang', 'en');
    wrapper.innerHTML = '<mne-player-card card="h-cm"></mne-player-card>';
    foreign.attachShadow({ mode: 'open' }).append(wrapper);
    const card = wrapper.querySelector('mne-player-card') as HTMLElement & { updateComplete: Promise<boolean> };
    await card.updateComplete;
    const name = () => card.shadowRoot!.querySelector('[part~="name"]')!.textContent!.trim();
    expect(name()).to.equal('Chance Maker');
    wrapper.setAttribute('lang', 'vi');
    await new Promise((resolve) => setTimeout(resolve)); // mutation observers run as a microtask
    await card.updateComplete;
    expect(name()).to.equal('Cầu thủ Tạo Cơ hội');
  });
});
