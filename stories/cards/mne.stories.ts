/** Cards/MNE: the whole Magic Number Eleven reference set, and a box to try a publisher's own cards. */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { isRuleError, mne, RuleError } from '@pitchside/engine';
import { cardEditor, cardGroups } from './card-review.js';

const meta: Meta = {
  title: 'Cards/MNE',
  parameters: { layout: 'padded', controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

const TEAMS: [mne.PlayerCardDef['team'], string][] = [
  ['home', 'Home base cards'],
  ['away', 'Away base cards'],
  ['star', 'Star Players'],
];

/** All 32 player cards of the reference set, as the elements draw them. */
export const ReferenceSet: Story = {
  name: 'Reference set — player cards',
  render: () =>
    cardGroups(
      TEAMS.map(([team, title]) => ({
        title,
        cards: mne.DEFAULT_CARDS.filter((c) => c.team === team).map(
          (c) => html`<mne-player-card card=${c.id}></mne-player-card>`,
        ),
      })),
    ),
};

/** The 25 Synergy Cards: how many of each star value, and the Tackles. */
export const SynergyDeck: Story = {
  name: 'Reference set — Synergy deck',
  render: () => {
    const counts = new Map<string, number>();
    for (const c of mne.DEFAULT_SYNERGY) {
      const key = `${'★'.repeat(c.stars)}${c.tackle ? ' Tackle' : ''}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return html`<table>
      <caption>
        ${mne.DEFAULT_SYNERGY.length} Synergy Cards
      </caption>
      <thead>
        <tr>
          <th>Card</th>
          <th>Copies</th>
        </tr>
      </thead>
      <tbody>
        ${[...counts].map(
          ([key, n]) =>
            html`<tr>
              <td>${key}</td>
              <td>${n}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
  },
};

const example: mne.PlayerCardDef[] = [
  {
    id: 'my-target-man',
    name: 'Target Man',
    team: 'star',
    position: 'FW',
    role: 'Target Man',
    edges: { topLeft: 'attack', topRight: 'attack', bottomLeft: 'pass', right: 'press' },
    fullIcons: ['attack'],
    crack: 1,
    effect: 'draw1',
  },
];

/**
 * A whole set (home and away cards) is validated as it is; a few cards join the reference set, since
 * the engine checks a set as a whole (squad sizes, unique ids). Returns the pasted cards, cleaned.
 */
function validatePasted(json: unknown): mne.PlayerCardDef[] {
  const list: unknown[] = Array.isArray(json) ? json : [json];
  const teams = new Set(list.map((c) => (c as { team?: unknown } | null)?.team));
  if (teams.has('home') && teams.has('away')) return mne.validateCards(list);
  const offset = mne.DEFAULT_CARDS.length;
  try {
    return mne.validateCards([...mne.DEFAULT_CARDS, ...list]).slice(offset);
  } catch (e) {
    if (!isRuleError(e)) throw e;
    // Name the pasted card, not its place after the reference set.
    const renumber = (text: string) =>
      text.replace(/cards\[(\d+)\]/g, (_, i: string) => `cards[${Number(i) - offset}]`);
    throw new RuleError(e.code, renumber(e.message), e.field === undefined ? undefined : renumber(e.field));
  }
}

/** Paste one card or a list: the engine validates it and names the field that is wrong. */
export const YourCards: Story = {
  name: 'Your card JSON',
  render: cardEditor<mne.PlayerCardDef[]>({
    example,
    help: `A player card, a list of them (added to the reference set), or a whole set with home and away cards (edges: ${mne.EDGE_SLOTS.join(', ')}; icons: ${mne.ICON_TYPES.join(', ')}; effects: ${mne.EFFECTS.join(', ')}).`,
    validate: validatePasted,
    summary: (cards) => `${cards.length} card${cards.length === 1 ? '' : 's'}`,
    show: (cards) => html`${cards.map((c) => html`<mne-player-card .definition=${c}></mne-player-card>`)}`,
  }),
};
