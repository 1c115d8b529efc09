/** Cards/MoF: the whole Masters of Football reference set, and a box to try a publisher's own cards. */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { isRuleError, mof, RuleError } from '@pitchside/engine';
import { cardEditor, cardGroups } from './card-review.js';

const meta: Meta = {
  title: 'Cards/MoF',
  parameters: { layout: 'padded', controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

const data = mof.defaultData;
const LEVELS: mof.PlayerLevel[] = ['gold', 'silver', 'bronze', 'wood'];

/** The 66 players by level. */
export const Players: Story = {
  name: 'Reference set — players',
  render: () =>
    cardGroups(
      LEVELS.map((level) => ({
        title: `${level[0]?.toUpperCase()}${level.slice(1)} players`,
        cards: data.players
          .filter((p) => p.level === level)
          .map((p) => html`<mof-player-card player=${p.id}></mof-player-card>`),
      })),
    ),
};

/** The 10 managers. */
export const Managers: Story = {
  name: 'Reference set — managers',
  render: () =>
    cardGroups(
      [
        {
          title: 'Managers',
          cards: data.managers.map((m) => html`<mof-manager-card manager=${m.id}></mof-manager-card>`),
        },
      ],
      '16em',
    ),
};

/** The 50 action cards by type. */
export const ActionCards: Story = {
  name: 'Reference set — action cards',
  render: () =>
    cardGroups(
      [...new Set(data.cards.map((c) => c.type))].map((type) => ({
        title: `${type[0]?.toUpperCase()}${type.slice(1)} cards`,
        cards: data.cards
          .filter((c) => c.type === type)
          .map((c) => html`<mof-action-card card=${c.id}></mof-action-card>`),
      })),
      '14em',
    ),
};

interface Additions {
  players?: mof.PlayerDef[];
  managers?: mof.ManagerDef[];
  cards?: mof.ActionCardDef[];
}

/** The reference set with a publisher's additions, validated as a whole (unique ids included). */
function withAdditions(json: unknown): { data: mof.MofData; added: Required<Additions> } {
  const add = (json ?? {}) as Additions;
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new TypeError('Expected an object: { "players": […], "managers": […], "cards": […] }');
  let merged: mof.MofData;
  try {
    merged = mof.validateData({
      ...data,
      players: [...data.players, ...(add.players ?? [])],
      managers: [...data.managers, ...(add.managers ?? [])],
      cards: [...data.cards, ...(add.cards ?? [])],
    });
  } catch (e) {
    if (!isRuleError(e)) throw e;
    // Name the pasted record, not its place after the reference set.
    const sizes: Record<string, number> = {
      players: data.players.length,
      managers: data.managers.length,
      cards: data.cards.length,
    };
    const renumber = (text: string) =>
      text.replace(/\b(players|managers|cards)\[(\d+)\]/g, (_, list: string, i: string) => {
        const at = Number(i) - (sizes[list] ?? 0);
        return at >= 0 ? `${list}[${at}]` : `${list}[${i}] of the reference set`;
      });
    throw new RuleError(e.code, renumber(e.message), e.field === undefined ? undefined : renumber(e.field));
  }
  const ids = (list: { id: string }[] | undefined) => new Set((list ?? []).map((x) => x.id));
  const [p, m, c] = [ids(add.players), ids(add.managers), ids(add.cards)];
  return {
    data: merged,
    added: {
      players: merged.players.filter((x) => p.has(x.id)),
      managers: merged.managers.filter((x) => m.has(x.id)),
      cards: merged.cards.filter((x) => c.has(x.id)),
    },
  };
}

/** Paste players, managers or action cards: they join the reference set and are validated with it. */
export const YourCards: Story = {
  name: 'Your card JSON',
  render: cardEditor<ReturnType<typeof withAdditions>>({
    example: {
      players: [{ ...data.players[0], id: 'my-captain', name: 'My Captain' }],
      cards: [{ ...data.cards[0], id: 'my-team-talk', name: 'Team Talk' }],
    },
    help: 'Players, managers and action cards to add to the reference set, as { "players": […], "managers": […], "cards": […] } (the same records as mof.defaultData).',
    validate: withAdditions,
    summary: ({ added }) =>
      `${added.players.length} player(s), ${added.managers.length} manager(s), ${added.cards.length} action card(s)`,
    show: ({ data: merged, added }) =>
      html`${added.players.map((p) => html`<mof-player-card .data=${merged} player=${p.id}></mof-player-card>`)}
      ${added.managers.map((m) => html`<mof-manager-card .data=${merged} manager=${m.id}></mof-manager-card>`)}
      ${added.cards.map((c) => html`<mof-action-card .data=${merged} card=${c.id}></mof-action-card>`)}`,
  }),
};
