/**
 * Demo points to redeem (issue 15): Brian Okello, an active inviter, has 2,150 points (joined, and
 * 70 friends invited who joined) and a verified phone number (issue 33: claims pay only to one),
 * so Redeem can be tried at once; the demo admin reviews claims.
 */
import { eq } from 'drizzle-orm';
import { POINT_RULES } from '@delv/shared';
import { recordVerifiedPhone } from '../modules/phones/phones.service';
import type { Db } from '../db/client';
import { points, users } from '../db/schema';

const DAY = 24 * 3_600_000;
export const DEMO_REDEEMER = 'brian.okello@delv.africa';
export const DEMO_REDEEMER_PHONE = '+256772123456';

export async function seedClaims(db: Db, now = Date.now()): Promise<void> {
  const [brian] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_REDEEMER)).limit(1);
  if (!brian) return;
  const rows = [
    {
      userId: brian.id,
      activity: POINT_RULES.SIGN_UP.activity,
      points: POINT_RULES.SIGN_UP.points,
      refId: brian.id,
      createdAt: new Date(now - 90 * DAY),
    },
    ...Array.from({ length: 70 }, (_, i) => ({
      userId: brian.id,
      activity: POINT_RULES.INVITE_FRIEND.activity,
      points: POINT_RULES.INVITE_FRIEND.points,
      refId: `demo-invite-${i + 1}`,
      createdAt: new Date(now - (80 - i) * DAY),
    })),
  ];
  await db.insert(points).values(rows).onConflictDoNothing();
  await recordVerifiedPhone(db, brian.id, DEMO_REDEEMER_PHONE, new Date(now - 60 * DAY));
}
