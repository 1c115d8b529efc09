import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { mneTrackMessages } from './messages.js';
import '../index.js';
import type { MneControlTrack } from './mne-control-track.js';

function part(el: MneControlTrack, name: string): HTMLElement {
  const found = el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part "${name}" in <${el.localName}>`);
  return found;
}

function parts(el: MneControlTrack, name: string): HTMLElement[] {
  return [...(el.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${name}"]`) ?? [])];
}

/** The text a reader sees for a team: its name and its Control State. */
function teamText(el: MneControlTrack, seat: 'home' | 'away'): string {
  return part(el, `team-${seat}`).textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The text of `host`, or of its part `name`, as a reader sees it. */
function text(host: Element, name?: string): string {
  const node = name ? (host.shadowRoot ?? host).querySelector(`[part~="${name}"]`) : host;
  return node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function centreX(element: Element): number {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2;
}

describe('<mne-control-track>', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shows the standard 7-space track with the marker in the middle and both teams Normal', async () => {
    const el = await fixture<MneControlTrack>(html`<mne-control-track></mne-control-track>`);
    const spaces = parts(el, 'space');
    expect(spaces).to.have.length(7);
    expect(spaces.indexOf(part(el, 'space-current'))).to.equal(3);
    expect(teamText(el, 'home')).to.equal('Home Normal');
    expect(teamText(el, 'away')).to.equal('Away Normal');
  });

  it('names each team’s state from the marker, as the rulebook’s picture does', async () => {
    const el = await fixture<MneControlTrack>(html`<mne-control-track marker="5"></mne-control-track>`);
    expect(teamText(el, 'home')).to.equal('Home Aggressive');
    expect(teamText(el, 'away')).to.equal('Away Defensive');

    el.marker = 1;
    await el.updateComplete;
    expect(teamText(el, 'home')).to.equal('Home Defensive');
    expect(teamText(el, 'away')).to.equal('Away Aggressive');

    el.marker = 4;
    await el.updateComplete;
    expect(teamText(el, 'home')).to.equal('Home Normal');
    expect(teamText(el, 'away')).to.equal('Away Normal');
  });

  it('uses the team names it is given', async () => {
    const el = await fixture<MneControlTrack>(
      html`<mne-control-track marker="6" home-name="Hanoi FC" away-name="Saigon FC"></mne-control-track>`,
    );
    expect(teamText(el, 'home')).to.equal('Hanoi FC Aggressive');
    expect(teamText(el, 'away')).to.equal('Saigon FC Defensive');
  });

  it('draws the marker over its space', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<MneControlTrack>(
      html`<mne-control-track marker="0" style="width: 420px"></mne-control-track>`,
    );
    const marker = part(el, 'marker');
    for (const index of [0, 2, 6]) {
      el.marker = index;
      await el.updateComplete;
      expect(centreX(marker)).to.be.closeTo(centreX(parts(el, 'space')[index]!), 1);
    }
  });

  it('slides the marker to its new space when it moves', async () => {
    const el = await fixture<MneControlTrack>(html`<mne-control-track style="width: 420px"></mne-control-track>`);
    const marker = part(el, 'marker');
    const spaces = parts(el, 'space');
    expect(centreX(marker)).to.be.closeTo(centreX(spaces[3]!), 1);
    el.marker = 5;
    await el.updateComplete;
    const moves = marker
      .getAnimations()
      .filter((a) => a instanceof CSSTransition && a.transitionProperty === 'transform');
    expect(moves, 'a transform transition on the marker').to.have.length(1);
    await Promise.all(moves.map((move) => move.finished));
    expect(centreX(marker)).to.be.closeTo(centreX(spaces[5]!), 1);
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<MneControlTrack>(html`<mne-control-track style="width: 420px"></mne-control-track>`);
    const marker = part(el, 'marker');
    el.marker = 5;
    await el.updateComplete;
    expect(marker.getAnimations()).to.have.length(0);
    expect(centreX(marker)).to.be.closeTo(centreX(parts(el, 'space')[5]!), 1);
  });

  it('announces where the marker is to screen readers', async () => {
    const el = await fixture<MneControlTrack>(html`<mne-control-track marker="2"></mne-control-track>`);
    const live = el.shadowRoot!.querySelector('[aria-live="polite"]')!;
    expect(live.textContent?.trim()).to.equal('Control marker on space 3 of 7.');
    el.marker = 6;
    await el.updateComplete;
    expect(live.textContent?.trim()).to.equal('Control marker on space 7 of 7.');
  });

  it('is accessible', async () => {
    const el = await fixture<MneControlTrack>(html`<mne-control-track marker="5"></mne-control-track>`);
    await expect(el).to.be.accessible();
  });

  it('follows a custom track from the engine’s rules', async () => {
    const track = { spaces: 9, start: 4, aggressiveFrom: 3, defensiveTo: -3 };
    const el = await fixture<MneControlTrack>(
      html`<mne-control-track track=${JSON.stringify(track)} marker="6"></mne-control-track>`,
    );
    expect(parts(el, 'space')).to.have.length(9);
    expect(teamText(el, 'home')).to.equal('Home Normal');
    el.marker = 7;
    await el.updateComplete;
    expect(teamText(el, 'home')).to.equal('Home Aggressive');
    expect(teamText(el, 'away')).to.equal('Away Defensive');
  });

  describe('show-numbers', () => {
    /** Each space's printed numbers: Home's cards from hand, the space's number, Away's. */
    const spaceNumbers = (el: MneControlTrack) =>
      parts(el, 'space-numbers').map((s) => s.textContent?.replace(/\s+/g, ' ').trim());

    it('prints each team’s Synergy Cards from hand beside its state', async () => {
      const el = await fixture<MneControlTrack>(html`<mne-control-track marker="5" show-numbers></mne-control-track>`);
      expect(teamText(el, 'home')).to.equal('Home Aggressive 2 from hand');
      expect(teamText(el, 'away')).to.equal('Away Defensive 0 from hand');
      expect(part(el, 'hand-cards').getAttribute('title')).to.equal(
        'In a shot: the deck card and up to 2 Synergy Cards from hand',
      );
    });

    it('numbers the spaces and prints what each gives Home (top) and Away (bottom)', async () => {
      const el = await fixture<MneControlTrack>(html`<mne-control-track show-numbers></mne-control-track>`);
      expect(spaceNumbers(el)).to.deep.equal(['0 1 2', '0 2 2', '1 3 1', '1 4 1', '1 5 1', '2 6 0', '2 7 0']);
    });

    it('prints nothing without the attribute, and speaks Vietnamese', async () => {
      const plain = await fixture<MneControlTrack>(html`<mne-control-track marker="5"></mne-control-track>`);
      expect(parts(plain, 'space-numbers')).to.have.length(0);
      expect(teamText(plain, 'home')).to.equal('Home Aggressive');
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="vi"><mne-control-track marker="5" show-numbers></mne-control-track></div>`,
      );
      const el = wrapper.querySelector('mne-control-track')!;
      await el.updateComplete;
      expect(part(el, 'hand-cards').textContent?.trim()).to.equal('2 từ tay');
    });
  });

  describe('in Vietnamese', () => {
    it('follows the nearest lang attribute', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="vi-VN"><mne-control-track marker="5"></mne-control-track></div>`,
      );
      const el = wrapper.querySelector('mne-control-track')!;
      await el.updateComplete; // Vietnamese loads on demand: the element renders once it is here
      expect(teamText(el, 'home')).to.equal('Sân nhà Tấn công');
      expect(teamText(el, 'away')).to.equal('Khách Phòng thủ');
      expect(part(el, 'base').getAttribute('aria-label')).to.equal('Đường Kiểm soát');
    });

    it('re-renders when the page changes its language', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div lang="en"><mne-control-track></mne-control-track></div>`);
      const el = wrapper.querySelector('mne-control-track')!;
      expect(teamText(el, 'home')).to.equal('Home Normal');
      wrapper.lang = 'vi';
      await new Promise((resolve) => setTimeout(resolve)); // let the MutationObserver run
      await el.updateComplete;
      expect(teamText(el, 'home')).to.equal('Sân nhà Bình thường');
    });

    it('prefers its own locale property over the page’s lang', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="en"><mne-control-track locale="vi" marker="1"></mne-control-track></div>`,
      );
      const el = wrapper.querySelector('mne-control-track')!;
      await el.updateComplete; // Vietnamese loads on demand: the element renders once it is here
      expect(teamText(el, 'home')).to.equal('Sân nhà Phòng thủ');
      el.locale = undefined;
      await el.updateComplete;
      expect(teamText(el, 'home')).to.equal('Home Defensive');
    });

    it('takes a language a page adds to the catalogs', async () => {
      mneTrackMessages.add('fr', { 'state.normal': 'Normal (fr)' });
      const wrapper = await fixture<HTMLDivElement>(html`<div lang="fr"><mne-control-track></mne-control-track></div>`);
      const el = wrapper.querySelector('mne-control-track')!;
      // Translated keys come from French, the rest falls back to English.
      expect(teamText(el, 'home')).to.equal('Home Normal (fr)');
    });
  });

  describe('with unusable attributes', () => {
    let uncaught: unknown[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.error);
    beforeEach(() => {
      uncaught = [];
      window.addEventListener('error', onError);
    });
    afterEach(() => {
      window.removeEventListener('error', onError);
      expect(uncaught, 'errors thrown by the element').to.deep.equal([]);
    });

    function problemText(el: MneControlTrack): string {
      return part(el, 'problem').textContent?.replace(/\s+/g, ' ').trim() ?? '';
    }

    it('says what is wrong with a marker that is not a space', async () => {
      const el = await fixture<MneControlTrack>(html`<mne-control-track marker="banana"></mne-control-track>`);
      expect(part(el, 'problem').getAttribute('role')).to.equal('alert');
      expect(problemText(el)).to.equal(
        '<mne-control-track> cannot be shown “marker” must be a whole number from 0 to 6, not “banana”.',
      );
      expect(parts(el, 'track')).to.have.length(0);
    });

    it('rejects a marker off the end of the track and recovers when it is fixed', async () => {
      const el = await fixture<MneControlTrack>(html`<mne-control-track marker="7"></mne-control-track>`);
      expect(problemText(el)).to.contain('from 0 to 6, not “7”');
      el.setAttribute('marker', '6');
      await el.updateComplete;
      expect(parts(el, 'problem')).to.have.length(0);
      expect(teamText(el, 'home')).to.equal('Home Aggressive');
    });

    it('reports a track attribute that is not JSON', async () => {
      const el = await fixture<MneControlTrack>(html`<mne-control-track track="{spaces: 7"></mne-control-track>`);
      expect(problemText(el)).to.match(/^<mne-control-track> cannot be shown “track” is not valid JSON: /);
    });

    it('reports track data the engine rejects, naming the field', async () => {
      const el = await fixture<MneControlTrack>(
        html`<mne-control-track
          track='{"spaces":7,"start":9,"aggressiveFrom":2,"defensiveTo":-2}'
        ></mne-control-track>`,
      );
      expect(problemText(el)).to.contain('“track” is not valid:');
      expect(problemText(el)).to.contain('track.start');
    });

    it('explains the problem in the page’s language', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="vi"><mne-control-track marker="banana"></mne-control-track></div>`,
      );
      const el = wrapper.querySelector('mne-control-track')!;
      await el.updateComplete; // Vietnamese loads on demand: the element renders once it is here
      expect(problemText(el)).to.equal(
        'Không thể hiển thị <mne-control-track> “marker” phải là số nguyên từ 0 đến 6, không phải “banana”.',
      );
    });
  });

  describe('scenario', () => {
    it('rulebook, Control Track & Marker: a scenario with Home Aggressive puts Away Defensive, 2 and 0 cards from hand', async () => {
      const el = await fixture<MneControlTrack>(
        html`<mne-control-track show-numbers scenario='{"control":"aggressive"}'></mne-control-track>`,
      );
      expect(part(el, 'team-home').dataset.state).to.equal('aggressive');
      expect(part(el, 'team-away').dataset.state).to.equal('defensive');
      expect(text(part(el, 'team-home'), 'hand-cards')).to.equal('2 from hand');
      expect(text(part(el, 'team-away'), 'hand-cards')).to.equal('0 from hand');
      expect(parts(el, 'space').indexOf(part(el, 'space-current'))).to.equal(5);
    });

    it('rulebook, Injury Time: the Injury Time position leaves Home Defensive, no card from hand', async () => {
      const desc = {
        step: 'player',
        injuryTime: true,
        control: 'defensive',
        home: { field: ['h-bb@1,0', 'h-st@0,3'], hand: [3, 3] },
      };
      const el = await fixture<MneControlTrack>(
        html`<mne-control-track show-numbers scenario=${JSON.stringify(desc)}></mne-control-track>`,
      );
      expect(part(el, 'team-home').dataset.state).to.equal('defensive');
      expect(text(part(el, 'team-home'), 'hand-cards')).to.equal('0 from hand');
    });

    it('reads the marker of a scenario, and wins over the marker attribute', async () => {
      const el = await fixture<MneControlTrack>(
        html`<mne-control-track marker="6" scenario='{"marker":1}'></mne-control-track>`,
      );
      expect(parts(el, 'space').indexOf(part(el, 'space-current'))).to.equal(1);
      expect(part(el, 'team-home').dataset.state).to.equal('defensive');
    });

    it("places a Control State on the scenario's own track", async () => {
      const el = await fixture<MneControlTrack>(
        html`<mne-control-track
          scenario='{"control":"aggressive","track":{"spaces":9,"start":4,"aggressiveFrom":3,"defensiveTo":-3}}'
        ></mne-control-track>`,
      );
      expect(parts(el, 'space')).to.have.length(9);
      expect(parts(el, 'space').indexOf(part(el, 'space-current'))).to.equal(7);
    });

    it('an impossible marker or an unknown state shows the error naming the field, in English and Vietnamese', async () => {
      const el = await fixture<MneControlTrack>(html`<mne-control-track scenario='{"marker":9}'></mne-control-track>`);
      expect(text(el, 'problem')).to.contain('“scenario” is not valid: marker');
      const vi = await fixture<MneControlTrack>(
        html`<mne-control-track lang="vi" scenario='{"control":"attacking"}'></mne-control-track>`,
      );
      expect(text(vi, 'problem')).to.contain('“scenario” không hợp lệ: control');
      const json = await fixture<MneControlTrack>(html`<mne-control-track scenario="{marker"></mne-control-track>`);
      expect(text(json, 'problem')).to.contain('“scenario” is not valid JSON');
      const track = await fixture<MneControlTrack>(
        html`<mne-control-track scenario='{"track":{"spaces":1}}'></mne-control-track>`,
      );
      expect(text(track, 'problem')).to.contain('“scenario” is not valid: track');
    });
  });
});
