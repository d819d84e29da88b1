import { sql } from 'drizzle-orm';
import type { MailingListInput } from '@delv/shared';
import type { Db } from '../../db/client';
import { mailingList } from '../../db/schema';
import { authorize, type Actor } from '../../policies/actor';
import { mailingListPolicy } from './mailingList.policy';

/** Adds the address, or updates the name of a repeat sign-up (the caller cannot tell which). */
export async function subscribe(db: Db, actor: Actor | null, input: MailingListInput): Promise<void> {
  authorize(mailingListPolicy.subscribe(actor));
  await db
    .insert(mailingList)
    .values({ email: input.email, name: input.name })
    .onConflictDoUpdate({ target: mailingList.email, set: { name: input.name, modifiedAt: sql`now()` } });
}
