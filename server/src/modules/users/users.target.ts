import { and, eq } from 'drizzle-orm';
import { UUID_RE } from '@delv/shared';
import { users } from '../../db/schema';
import type { Target } from '../../platform/targets';

/** A person (a mentor's profile) as a target of comments, ratings and likes (platform/targets.ts). */
export const userTarget: Target = {
  async find(db, id) {
    if (!UUID_RE.test(id)) return null;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.confirmed, true)))
      .limit(1);
    return row ? { ownerIds: [row.id], subject: { kind: 'profile', id, title: '', link: `/users/profile/${id}` } } : null;
  },
  async storeRating(tx, id, { avgRating }) {
    await tx.update(users).set({ avgRating }).where(eq(users.id, id));
  },
};
