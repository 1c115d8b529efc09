import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { lookup } from '@pitchside/engine/mof';
import '../index.js';
import type { MofMatch } from '../mof-match/mof-match.js';
import type { MofDecision } from './mof-decision.js';
import { part, text } from '../../shared/test-support.js';

async function matchDecision(seed: string): Promise<[MofMatch, MofDecision]> {
  const el = await fixture<MofMatch>(html`<mof-match seed=${seed} bots="away" bot-delay="0"></mof-match>`);
  const d = el.shadowRoot!.querySelector('mof-decision')!;
  await d.updateComplete;
  return [el, d];
}

const boxes = (d: MofDecision) => [...d.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];

describe('<mof-decision>', () => {
  it('shows nothing outside a match or championship', async () => {
    const el = await fixture<MofDecision>(html`<mof-decision></mof-decision>`);
    expect(el.shadowRoot!.children).to.have.length(0);
  });

  it('offers the squad as checkboxes and accepts only a team the engine allows', async () => {
    const [match, d] = await matchDecision('4');
    const legal = match.game!.legalActions.filter((a) => a.type === 'pickTeam');
    const squad = boxes(d);
    expect(squad.length).to.be.at.least(3);
    const confirm = part(d, 'action-primary') as HTMLButtonElement;
    expect(confirm.disabled, 'nothing picked yet').to.equal(true);

    // Tick a team the engine lists, box by box: a fourth box is then disabled.
    const ids = lookup(match.matchState!.data);
    const team = legal[0]!.players;
    for (const box of squad)
      if (team.some((id) => box.closest('label')!.textContent!.includes(ids.player(id)!.name))) box.click();
    await d.updateComplete;
    expect(squad.filter((b) => b.checked)).to.have.length(3);
    expect(squad.filter((b) => !b.checked).every((b) => b.disabled)).to.equal(true);
    expect(confirm.disabled).to.equal(false);

    let chosen: unknown;
    match.addEventListener('mof-action', (e) => (chosen = e.detail.action), { once: true });
    confirm.click();
    expect(chosen).to.deep.equal({ type: 'pickTeam', players: team });
  });

  it('never lays a checkbox over its card’s title, where the cost coin is', async () => {
    const [, d] = await matchDecision('4');
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const box of boxes(d)) {
      const card = box.closest('label')!.querySelector('mof-player-card')!;
      await card.updateComplete;
      const title = card.shadowRoot!.querySelector('[part~="title"]')!;
      expect(overlap(box.getBoundingClientRect(), title.getBoundingClientRect())).to.equal(false);
    }
  });

  it('keeps the keyboard in the panel: the next decision’s first button gets the focus', async () => {
    const [match, d] = await matchDecision('4');
    const legal = match.game!.legalActions.find((a) => a.type === 'pickTeam')!;
    const ids = lookup(match.matchState!.data);
    for (const box of boxes(d))
      if (legal.players.some((id) => box.closest('label')!.textContent!.includes(ids.player(id)!.name))) box.click();
    await d.updateComplete;
    const confirm = part(d, 'action-primary') as HTMLButtonElement;
    confirm.focus();
    // The focus moves once the bot has picked its team and the tactics are offered.
    const moved = oneEvent(d, 'focusin');
    confirm.click();
    await moved;
    expect(match.matchState!.matches[0]!.pending?.kind).to.equal('chooseTactic');
    expect(text(d.shadowRoot!.activeElement)).to.match(/^Possession/);
  });

  it('shows each tactic with the team’s attack and defence values', async () => {
    const [match, d] = await matchDecision('4');
    match.play(match.game!.legalActions.find((a) => a.type === 'pickTeam')!);
    await waitUntil(() => match.matchState!.matches[0]!.pending?.kind === 'chooseTactic', 'the bot’s team', {
      timeout: 10000,
    });
    await match.updateComplete;
    await d.updateComplete;
    const labels = [...part(d, 'actions').querySelectorAll('button')].map((b) => text(b));
    expect(labels).to.have.length(4);
    expect(labels[0]).to.match(/^Possession Attack \d+ · Defence \d+$/);
    expect(labels.map((l) => l.split(' ')[0])).to.deep.equal(['Possession', 'Direct', 'Physical', 'Defensive']);
  });
});
