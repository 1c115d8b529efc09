/** Finds a player, manager or action card of a data set by its id (presentation helpers). */
import type { ActionCardDef, ManagerDef, MofData, PlayerDef } from '@pitchside/engine/mof';

export function findPlayer(data: MofData, id: string): PlayerDef {
  const found =
    data.players.find((p) => p.id === id) ?? data.nonPerson.flatMap((t) => t.players).find((p) => p.id === id);
  if (!found) throw new Error(`there is no player “${id}” (ids look like ${data.players[0]?.id ?? 'g01'})`);
  return found;
}

export function findManager(data: MofData, id: string): ManagerDef {
  const found = data.managers.find((m) => m.id === id);
  if (!found) throw new Error(`there is no manager “${id}” (ids look like ${data.managers[0]?.id ?? 'godfather'})`);
  return found;
}

export function findCard(data: MofData, id: string): ActionCardDef {
  const found = data.cards.find((c) => c.id === id);
  if (!found) throw new Error(`there is no action card “${id}” (ids look like ${data.cards[0]?.id ?? 'win-bonus'})`);
  return found;
}
