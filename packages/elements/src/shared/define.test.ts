import { expect } from '@open-wc/testing';
import { MneControlTrack } from '../mne/index.js';
import { defineElement } from './define.js';

describe('defineElement', () => {
  it('keeps the first definition when a page loads Pitchside twice', () => {
    class OtherCopy extends HTMLElement {}
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      expect(() => defineElement('mne-control-track', MneControlTrack)).not.to.throw();
      expect(() => defineElement('mne-control-track', OtherCopy)).not.to.throw();
    } finally {
      console.warn = warn;
    }
    expect(customElements.get('mne-control-track')).to.equal(MneControlTrack);
    expect(warnings, 'one warning, for the other copy only').to.have.length(1);
  });
});
