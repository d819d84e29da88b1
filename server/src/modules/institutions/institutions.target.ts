import { eq } from 'drizzle-orm';
import { UUID_RE } from '@delv/shared';
import { institutions } from '../../db/schema';
import type { Target } from '../../platform/targets';

/** An institution as a target of comments, ratings and likes (platform/targets.ts). */
export const institutionTarget: Target = {
  async find(db, id) {
    if (!UUID_RE.test(id)) return null;
    const [row] = await db
      .select({ admins: institutions.admins, name: institutions.institutionName })
      .from(institutions)
      .where(eq(institutions.id, id))
      .limit(1);
    return row ? { ownerIds: row.admins, subject: { kind: 'institution', id, title: row.name, link: `/institution/more/${id}` } } : null;
  },
  async storeRating(tx, id, { avgRating, ratingCount }) {
    await tx.update(institutions).set({ avgRating, ratingCount }).where(eq(institutions.id, id));
  },
};
