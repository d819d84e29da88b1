import type { Actor } from '../../policies/actor';

/**
 * Who may search what (spec 000 §6): anyone searches; a private library item is found only by its
 * owner (the search statement keeps `visible or owner_id = viewer`, search.service.ts).
 */
export const searchPolicy = {
  search: (_actor: Actor | null) => true,
  findItem: (actor: Actor | null, item: { visible: boolean; ownerId: string }) => item.visible || actor?.id === item.ownerId,
};
