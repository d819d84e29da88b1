/**
 * Demo reviews of the demo mentors: a mentor's rating is the average of the stars in these reviews,
 * stored the way a real review stores it (ratings service), so no mentor shows a rating with no
 * review behind it. Wanjiru Kamau has none on purpose: she is the new mentor of the demo ('No
 * Rating', no booking link yet) and the browser tests review her from scratch.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { comments, users } from '../db/schema';
import { applyRating, restoreAverage } from '../modules/ratings/ratings.service';

/** Reviewer, mentor, text, stars. */
export const DEMO_MENTOR_REVIEWS: [string, string, string, number][] = [
  [
    'learner@delv.africa',
    'mentor@delv.africa',
    'David went through my portfolio line by line; I landed my first data internship a month later.',
    5,
  ],
  ['zawadi.said@delv.africa', 'mentor@delv.africa', 'Practical advice on which statistics to learn first for analyst roles.', 5],
  ['brian.okello@delv.africa', 'mentor@delv.africa', 'Helpful mock interview, although the session ran short on time.', 4],
  ['juma.mrisho@delv.africa', 'jean.habimana@delv.africa', 'Jean helped me price my first product and find two early customers.', 5],
  ['moses.ssali@delv.africa', 'jean.habimana@delv.africa', 'Straight talk about fundraising in Kigali; worth every minute.', 4.5],
  ['aline.uwase@delv.africa', 'neema.mushi@delv.africa', 'Kind and honest portfolio review with clear next steps.', 4.5],
  ['diane.ingabire@delv.africa', 'eric.ndayishimiye@delv.africa', 'Good study plan for ACCA, I wish we had more time on tax.', 4],
];

/** Every demo mentor whose stored average is recomputed from the ratings (reviewed or not). */
const DEMO_MENTORS = [
  'mentor@delv.africa',
  'wanjiru.kamau@delv.africa',
  'jean.habimana@delv.africa',
  'neema.mushi@delv.africa',
  'eric.ndayishimiye@delv.africa',
];

export async function seedMentorReviews(db: Db): Promise<void> {
  const emails = [...new Set([...DEMO_MENTORS, ...DEMO_MENTOR_REVIEWS.map((r) => r[0])])];
  const ids = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => [u.email, u.id]),
  );
  for (const [reviewer, mentor, text, stars] of DEMO_MENTOR_REVIEWS) {
    const userId = ids.get(reviewer);
    const itemId = ids.get(mentor);
    if (!userId || !itemId) continue;
    const [seen] = await db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.kind, 'user'), eq(comments.itemId, itemId), eq(comments.userId, userId), eq(comments.text, text)))
      .limit(1);
    if (seen) continue;
    await db.insert(comments).values({ kind: 'user', itemId, userId, text, rating: stars });
    await applyRating(db, 'user', itemId, userId, stars, { ownerIds: [itemId], subject: null });
  }
  // Databases seeded before reviews existed hold made-up averages (4.9 with no review): replace them.
  for (const email of DEMO_MENTORS) {
    const id = ids.get(email);
    if (id) await restoreAverage(db, 'user', id);
  }
}
