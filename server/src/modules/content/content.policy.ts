import { isAdmin, type Actor } from '../../policies/actor';

interface Item {
  ownerId: string;
  visible: boolean;
}

/** Who may do what with a library item (a private one is its owner's alone). */
export const contentPolicy = {
  read: (actor: Pick<Actor, 'id'> | null, item: Item) => item.visible || actor?.id === item.ownerId,
  /** Replace the file, edit the details, publish or unpublish: the owner. */
  change: (actor: Pick<Actor, 'id'> | null, item: Item) => actor?.id === item.ownerId,
  /** The owner; an admin may remove anything. */
  delete: (actor: Actor | null, item: Item) => actor?.id === item.ownerId || isAdmin(actor),
};
