import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { lookup, viewFor, type MofState } from '@pitchside/engine/mof';
import '../index.js';
import { part, parts, text } from '../../shared/test-support.js';
import type { MofMatch } from './mof-match.js';
import type { MofChampionship } from '../mof-championship/mof-championship.js';

/** The coach's line once it has answered (not "thinking"). */
async function coachLine(el: HTMLElement): Promise<string> {
  await waitUntil(
    () => parts(el, 'coach').length === 1 && !part(el, 'coach').hasAttribute('data-thinking'),
    'the coach answers',
    { timeout: 20000, interval: 50 },
  );
  return text(part(el, 'coach'));
}

/** The names of the action cards `seat` cannot see (the stack, the others' hands) and holds none of. */
function hiddenCardNames(s: MofState, seat: string): string[] {
  const names = lookup(s.data);
  const name = (id: string) => names.card(id)?.name ?? id;
  const own = new Set(
    viewFor(s, seat)
      .teams.flatMap((t) => t.hand)
      .map(name),
  );
  const hidden = [...s.decks.actions, ...s.teams.filter((t) => t.seat !== seat).flatMap((t) => t.hand)].map(name);
  return [...new Set(hidden)].filter((n) => !own.has(n));
}

describe('<mof-match coach>', () => {
  it('tells the person deciding what the coach would play and why, in English', async function () {
    this.timeout(30000);
    const el = await fixture<MofMatch>(html`<mof-match seed="5" bots="away" bot-delay="0" coach></mof-match>`);
    const line = await coachLine(el);
    expect(line).to.match(/^💡 Coach: .+ — .+\.$/);
    expect(line).to.match(/\d+%/);
    expect(line).to.match(/goal difference [+−-]?\d\.\d/);
    // Hidden cards stay hidden: the line names none of the cards Home cannot see.
    const hidden = hiddenCardNames(el.matchState!, 'home');
    expect(hidden.length).to.be.greaterThan(3);
    for (const name of hidden) expect(line).not.to.include(name);
  });

  it('speaks Vietnamese on a Vietnamese page; says nothing without the attribute', async function () {
    this.timeout(30000);
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="vi"><mof-match seed="5" bots="away" bot-delay="0" coach></mof-match></div>`,
    );
    const line = await coachLine(wrapper.querySelector('mof-match') as MofMatch);
    expect(line).to.match(/^💡 Huấn luyện viên: .+ — .+\.$/);
    expect(line).to.include('hiệu số dự kiến');
    const off = await fixture<MofMatch>(html`<mof-match seed="5" bots="away" bot-delay="0"></mof-match>`);
    await off.updateComplete;
    await new Promise((r) => setTimeout(r, 300));
    expect(parts(off, 'coach')).to.have.length(0);
  });

  it('<mof-championship coach> advises between matches too', async function () {
    this.timeout(30000);
    const el = await fixture<MofChampionship>(
      html`<mof-championship seed="2" players="2" bots="" bot-delay="0" coach></mof-championship>`,
    );
    const line = await coachLine(el);
    expect(line).to.match(/^💡 Coach: .+ — .+\.$/);
  });
});
