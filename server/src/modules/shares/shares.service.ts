import { and, eq, inArray } from 'drizzle-orm';
import { FEED_MSG, POINT_RULES, UUID_RE, type FeedShare, type ShareInput } from '@delv/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shareRecipients, shares, userCards } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { badRequest } from '../../lib/errors';
import { hydrate, type FeedViewer } from '../posts';
import { award, totalOf } from '../points';
import { requireTarget } from '../../platform/targets';
import type { UserRow } from '../users';
import { authorize } from '../../policies/actor';
import { sharePolicy } from './shares.policy';

/** The people a share goes to: known, confirmed accounts; the sharer is dropped (they see it anyway). */
async function recipientsOf(db: Db, sharerId: string, ids: string[]): Promise<string[]> {
  const wanted = [...new Set(ids.map((i) => i.toLowerCase()))].filter((i) => i !== sharerId);
  if (!wanted.length) throw badRequest(FEED_MSG.shareWithRequired, { to: FEED_MSG.shareWithRequired });
  if (wanted.some((i) => !UUID_RE.test(i))) throw badRequest(FEED_MSG.shareRecipientsUnknown, { to: FEED_MSG.shareRecipientsUnknown });
  const found = await db
    .select({ id: userCards.id })
    .from(userCards)
    .where(and(inArray(userCards.id, wanted), eq(userCards.confirmed, true)));
  if (found.length !== wanted.length) throw badRequest(FEED_MSG.shareRecipientsUnknown, { to: FEED_MSG.shareRecipientsUnknown });
  return wanted;
}

/** POST /share/content: a content item or a session, to everyone or to chosen people. The item must
 * exist and be visible to the sharer (the comments/likes target registry decides, as for a like). */
export async function createShare(
  db: Db,
  sharer: UserRow,
  viewer: FeedViewer,
  input: ShareInput,
): Promise<{ data: FeedShare; pointsEarned: number; pointsTotal: number }> {
  const kind = input.sharedModel === 'Session' ? 'session' : 'content';
  const { info } = await requireTarget(db, kind, input.shared, { id: sharer.id });
  authorize(sharePolicy.share(sharer, info));
  const to = input.shareWith === 'users' ? await recipientsOf(db, sharer.id, (input.to ?? []) as string[]) : [];
  const { id, pointsEarned } = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(shares)
      .values({
        userId: sharer.id,
        text: input.shareText,
        sharedModel: input.sharedModel,
        contentId: kind === 'content' ? input.shared : null,
        sessionId: kind === 'session' ? input.shared : null,
        audience: input.shareWith === 'users' ? 'users' : 'everyone',
        recipientCount: to.length,
      })
      .returning({ id: shares.id, createdAt: shares.createdAt });
    if (to.length) await tx.insert(shareRecipients).values(to.map((userId) => ({ shareId: row.id, userId, createdAt: row.createdAt })));
    // A share to everyone is a new card in every feed; one to people only reaches them (and the item's owners).
    await publish(tx, {
      type: 'share.created',
      actorId: sharer.id,
      audience: to.length ? [sharer.id, ...to, ...info.ownerIds] : 'public',
      data: {
        shareId: row.id,
        target: { kind, id: input.shared },
        sharerId: sharer.id,
        toEveryone: !to.length,
        recipientIds: to,
        subject: info.subject,
      },
    });
    return { id: row.id, pointsEarned: await award(tx, sharer.id, POINT_RULES.SHARE, row.id) };
  });
  const [[data], pointsTotal] = await Promise.all([
    hydrate(db, sql`select 'share'::text as type, s.id, s.created_at from shares s where s.id = ${id}`, viewer),
    totalOf(db, sharer.id),
  ]);
  return { data: data as FeedShare, pointsEarned, pointsTotal };
}
