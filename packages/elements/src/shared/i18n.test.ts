import { expect, fixture, html } from '@open-wc/testing';
import type { ReactiveControllerHost } from 'lit';
import '../index.js'; // registers every catalog of the package
import {
  allCatalogs,
  bestLocale,
  defineMessages,
  interpolate,
  loadLocale,
  nearestLang,
  SUPPORTED_LOCALES,
  type Messages,
} from './i18n.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// The page loads every module of the package one by one: more than the 250 resource entries a
// browser keeps by default, after which later requests (the Vietnamese modules) would go unlisted.
performance.setResourceTimingBufferSize(2000);

/** The Vietnamese message modules the page has requested so far. */
const viRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\/messages-vi\.(ts|js)\b/.test(url));

type Updating = HTMLElement & { updateComplete: Promise<boolean>; locale?: string };

// First in the file: nothing has asked for Vietnamese yet.
describe('i18n: languages on demand', () => {
  it('loads no Vietnamese until an element asks for it, then renders in Vietnamese at once', async () => {
    const el = await fixture<Updating>(html`<mne-control-track marker="5"></mne-control-track>`);
    const label = () => el.shadowRoot!.querySelector('[part~="base"]')!.getAttribute('aria-label');
    expect(label()).to.equal('Control track');
    expect(viRequests(), 'requested in English').to.deep.equal([]);
    // The label after every update of the element (a re-render in English would write no DOM
    // change, so the DOM alone could not tell).
    const renders: (string | null)[] = [];
    (el as unknown as ReactiveControllerHost).addController({ hostUpdated: () => renders.push(label()) });
    el.locale = 'vi';
    await el.updateComplete;
    expect(label()).to.equal('Đường Kiểm soát');
    expect(renders.length, 'it rendered').to.be.greaterThan(0);
    expect(renders, 'no render in English while Vietnamese loaded').to.not.include('Control track');
    // Every catalog defined on the page (this test imports both games).
    expect(viRequests().map((url) => /src\/(\w+)\/messages-vi/.exec(url)?.[1])).to.include.members(['shared', 'mne']);
  });

  it('loads a language once, however often it is asked for, and tells the elements', async () => {
    let loads = 0;
    const catalog = defineMessages('test-on-demand', {
      en: { greet: 'Hello {name}' },
      vi: () => {
        loads++;
        return new Promise<{ default: Messages<'greet'> }>((done) =>
          setTimeout(() => done({ default: { greet: 'Xin chào {name}' } }), 20),
        );
      },
    });
    expect(catalog.locales()).to.include.members(['en', 'vi']);
    // Not here yet: English meanwhile, and the load starts.
    expect(catalog.format('vi-VN', 'greet', { name: 'An' })).to.equal('Hello An');
    expect(catalog.messages('vi')).to.deep.equal({});
    await Promise.all([catalog.load('vi'), catalog.load('vi-VN'), loadLocale('vi')]);
    expect(loads).to.equal(1);
    expect(catalog.format('vi-VN', 'greet', { name: 'An' })).to.equal('Xin chào An');
    // Messages a page adds win over the module's, whenever it comes.
    catalog.add('vi', { greet: 'Chào {name}' });
    expect(catalog.format('vi', 'greet', { name: 'An' })).to.equal('Chào An');
    await catalog.load('vi');
    expect(loads).to.equal(1);
  });

  it('keeps English when a language cannot be loaded, and tries again when asked', async () => {
    let fail = true;
    const catalog = defineMessages('test-offline', {
      en: { hi: 'Hi' },
      vi: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { hi: 'Chào' } })),
    });
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args[0]);
    try {
      let error: unknown;
      await catalog.load('vi').catch((e: unknown) => (error = e));
      expect(String(error)).to.contain('offline');
      expect(String(logged[0])).to.contain('could not load the "vi" messages of "test-offline"');
      expect(catalog.format('vi', 'hi')).to.equal('Hi');
      fail = false;
      await catalog.load('vi');
      expect(catalog.format('vi', 'hi')).to.equal('Chào');
    } finally {
      console.error = original;
    }
  });
});

describe('i18n', () => {
  before(() => loadLocale('vi'));

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
