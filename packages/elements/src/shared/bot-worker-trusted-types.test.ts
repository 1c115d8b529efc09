import { expect } from '@open-wc/testing';
import * as mne from '@pitchside/engine/mne';
import { createBotRunner } from './bot-worker.js';

// A page enforcing Trusted Types, allowing the elements' policy (this test file has a page of its
// own): a worker's script URL must then come from that policy.
const policy = document.createElement('meta');
policy.httpEquiv = 'Content-Security-Policy';
policy.content = "require-trusted-types-for 'script'; trusted-types pitchside lit-html";
document.head.append(policy);

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));

describe('bots on a page enforcing Trusted Types', () => {
  it('is enforced: a worker from a plain URL is refused, and reported', async () => {
    expect(() => new Worker(new URL('./bot-worker-entry.ts', import.meta.url), { type: 'module' })).to.throw(TypeError);
    await new Promise((done) => setTimeout(done)); // the report is an event of its own
    expect(violations).to.deep.equal(['require-trusted-types-for']);
  });

  it('run in their worker, through the pitchside policy, choosing as the engine bot does', async () => {
    violations.length = 0;
    const state = mne.createMatch({ seed: 5 });
    const runner = createBotRunner<mne.MneState, mne.MneAction>({ game: 'mne', bot: 'random', seed: 9 });
    try {
      const action = await runner.move(state);
      expect(runner.mode).to.equal('worker');
      expect(action).to.deep.equal(mne.randomBot(9)(state));
      expect(violations).to.deep.equal([]);
    } finally {
      runner.dispose();
    }
  });
});
