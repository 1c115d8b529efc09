import { expect, fixture, html } from '@open-wc/testing';
import { html as litHtml } from 'lit';
import { property } from 'lit/decorators.js';
import { OnDemand } from './on-demand.js';
import { PitchsideElement } from './pitchside-element.js';
import type { Result } from './problem.js';

/** A loader whose downloads the test settles by hand. */
function manualLoader<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { calls, load };
}

describe('OnDemand', () => {
  it('downloads nothing until asked, then once however often it is asked', async () => {
    const { calls, load } = manualLoader<{ answer: number }>();
    const module = new OnDemand(load);
    expect(calls).to.have.length(0);
    const first = module.wait();
    const second = module.wait();
    expect(first).to.be.instanceOf(Promise);
    expect(second).to.equal(first);
    expect(calls).to.have.length(1);
    calls[0]!.resolve({ answer: 42 });
    await first;
    expect(module.wait(), 'nothing more to wait for').to.equal(null);
    expect(module.read('state')).to.deep.equal({ ok: true, value: { answer: 42 } });
    expect(calls).to.have.length(1);
  });

  it('reports a failed download once as a Problem, then tries again', async () => {
    const { calls, load } = manualLoader<string>();
    const module = new OnDemand(load);
    const waiting = module.wait()!;
    calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await waiting; // settles, never rejects
    expect(module.wait(), 'the failure is reported before trying again').to.equal(null);
    const read = module.read('scenario');
    expect(read.ok).to.equal(false);
    if (!read.ok) {
      expect(read.problem.key).to.equal('error.load');
      expect(read.problem.params).to.deep.include({
        attribute: 'scenario',
        detail: 'Failed to fetch dynamically imported module',
      });
    }
    const again = module.wait();
    expect(again, 'a second download').to.be.instanceOf(Promise);
    expect(calls).to.have.length(2);
    calls[1]!.resolve('here');
    await again;
    expect(module.read('scenario')).to.deep.equal({ ok: true, value: 'here' });
  });

  it('says so when read before it was asked for', () => {
    const read = new OnDemand(() => Promise.resolve(1)).read('state');
    expect(read.ok).to.equal(false);
    if (!read.ok) expect(read.problem.params.detail).to.equal('it was not asked for');
  });
});

describe('PitchsideElement.loading()', () => {
  const { calls, load } = manualLoader<{ text: string }>();
  const module = new OnDemand(load);

  /** Shows `module`'s text when `needs` is set, else "plain"; the problem when the download failed. */
  class OnDemandProbe extends PitchsideElement {
    @property({ type: Boolean }) needs = false;
    private shown: Result<string> = { ok: true, value: '' };
    protected override loading() {
      return this.needs ? module.wait() : null;
    }
    protected override willUpdate() {
      const read = this.needs ? module.read('needs') : null;
      this.shown = read === null ? { ok: true, value: 'plain' } : read.ok ? { ok: true, value: read.value.text } : read;
    }
    protected override render() {
      return this.shown.ok ? litHtml`<p>${this.shown.value}</p>` : this.renderProblem(this.shown.problem);
    }
  }
  customElements.define('on-demand-probe', OnDemandProbe);

  it('renders at once, downloading nothing, when its inputs need nothing', async () => {
    const el = await fixture<OnDemandProbe>(html`<on-demand-probe></on-demand-probe>`);
    expect(el.shadowRoot!.textContent).to.equal('plain');
    expect(calls).to.have.length(0);
  });

  it('waits for the code its inputs need, and shows its error state when the download fails', async () => {
    const el = document.createElement('on-demand-probe') as OnDemandProbe;
    el.needs = true;
    document.body.append(el);
    try {
      await new Promise((done) => setTimeout(done, 20));
      expect(el.hasUpdated, 'no render before the code is here').to.equal(false);
      expect(calls).to.have.length(1);
      calls[0]!.reject(new Error('offline'));
      await el.updateComplete;
      const problem = el.shadowRoot!.querySelector('[part="problem"]');
      expect(problem?.textContent).to.contain('could not be downloaded: offline');
      // The next update downloads again; this time the code arrives.
      el.requestUpdate();
      await new Promise((done) => setTimeout(done, 0));
      expect(calls).to.have.length(2);
      calls[1]!.resolve({ text: 'loaded' });
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.equal('loaded');
    } finally {
      el.remove();
    }
  });
});
