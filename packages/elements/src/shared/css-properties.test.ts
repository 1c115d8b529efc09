import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { cssProperties, type CssProperties } from './css-properties.js';

// A page whose policy blocks style attributes, as a strict Content-Security-Policy does (this test
// file has a page of its own).
const policy = document.createElement('meta');
policy.httpEquiv = 'Content-Security-Policy';
policy.content = "style-src-attr 'none'";
document.head.append(policy);

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));

const gap = (el: Element) => getComputedStyle(el).getPropertyValue('--_gap').trim();

describe('cssProperties', () => {
  beforeEach(() => (violations.length = 0));

  it('is needed: under the policy, styleMap’s first render (a style attribute) is blocked', async () => {
    const el = await fixture(html`<div style=${styleMap({ '--_gap': '3px' })}></div>`);
    await new Promise((done) => setTimeout(done)); // the report is an event of its own
    expect(gap(el)).to.equal('');
    expect(violations).to.include('style-src-attr');
  });

  it('sets custom properties on the first render under the policy, with no violation', async () => {
    const el = await fixture(html`<div ${cssProperties({ '--_gap': '3px', '--_cols': 6 })}></div>`);
    await new Promise((done) => setTimeout(done));
    expect([gap(el), getComputedStyle(el).getPropertyValue('--_cols').trim()]).to.deep.equal(['3px', '6']);
    expect(violations).to.deep.equal([]);
  });

  it('bound to the style attribute: the same, and no attribute is written (the server writes one)', async () => {
    const el = await fixture(html`<div style=${cssProperties({ '--_gap': '3px' })}></div>`);
    await new Promise((done) => setTimeout(done));
    expect(gap(el)).to.equal('3px');
    expect(el.hasAttribute('style') && el.getAttribute('style') !== '--_gap: 3px;').to.equal(false);
    expect(violations).to.deep.equal([]);
  });

  it('updates changed values and removes properties left out', async () => {
    const template = (props: CssProperties) => html`<div ${cssProperties(props)}></div>`;
    const host = document.createElement('section');
    render(template({ '--_gap': '3px', '--_cols': 6 }), host);
    render(template({ '--_gap': '5px' }), host);
    const el = host.querySelector('div')!;
    expect([el.style.getPropertyValue('--_gap'), el.style.getPropertyValue('--_cols')]).to.deep.equal(['5px', '']);
  });
});
