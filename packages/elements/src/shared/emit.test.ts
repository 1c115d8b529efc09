import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emit } from './emit.js';

declare global {
  interface GlobalEventHandlersEventMap {
    'pitchside-test-pick': CustomEvent<{ space: number }>;
  }
}

describe('emit', () => {
  it('sends a typed event that bubbles out of a shadow root to the page', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const button = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(button);

    const received = oneEvent(document, 'pitchside-test-pick');
    emit(button, 'pitchside-test-pick', { space: 4 });
    const event = await received;

    expect(event.detail).to.deep.equal({ space: 4 });
    expect(event.target, 'retargeted to the host outside the shadow root').to.equal(host);
  });

  it('lets a listener veto a cancelable event', async () => {
    const el = await fixture<HTMLDivElement>(html`<div></div>`);
    el.addEventListener('pitchside-test-pick', (event) => {
      if (event.detail.space > 3) event.preventDefault();
    });
    expect(emit(el, 'pitchside-test-pick', { space: 5 }, { cancelable: true }).defaultPrevented).to.equal(true);
    expect(emit(el, 'pitchside-test-pick', { space: 2 }, { cancelable: true }).defaultPrevented).to.equal(false);
    expect(emit(el, 'pitchside-test-pick', { space: 5 }).defaultPrevented, 'not cancelable by default').to.equal(false);
  });
});
