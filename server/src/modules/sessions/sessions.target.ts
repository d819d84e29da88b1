import { eq } from 'drizzle-orm';
import { UUID_RE } from '@delv/shared';
import { sessions } from '../../db/schema';
import type { Target } from '../../platform/targets';

/** Sessions as a target of comments, ratings and likes (platform/targets.ts).
 * Every session is public (spec 001 §6), so there are no hidden comments. The organiser and the
 * presenter own it: they may comment but not rate their own session. */
export const sessionTarget: Target = {
  async find(db, id) {
    if (!UUID_RE.test(id)) return null;
    const [row] = await db
      .select({ ownerId: sessions.ownerId, presenterId: sessions.presenterId, title: sessions.sessionTitle })
      .from(sessions)
      .where(eq(sessions.id, id))
      .limit(1);
    return row
      ? {
          ownerIds: [...new Set([row.ownerId, row.presenterId])],
          subject: { kind: 'session', id, title: row.title, link: `/session/${id}` },
        }
      : null;
  },
  async storeRating(tx, id, { avgRating, ratingCount }) {
    await tx.update(sessions).set({ avgRating, ratingCount }).where(eq(sessions.id, id));
  },
};
