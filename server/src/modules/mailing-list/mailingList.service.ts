import { sql } from 'drizzle-orm';
import type { MailingListInput } from '@delv/shared';
import type { Db } from '../../db/client';
import { mailingList } from '../../db/schema';

/** Adds the address, or updates the name of a repeat sign-up. True when the address is new. */
export async function subscribe(db: Db, input: MailingListInput): Promise<boolean> {
  const [row] = await db
    .insert(mailingList)
    .values({ email: input.email, name: input.name })
    .onConflictDoUpdate({ target: mailingList.email, set: { name: input.name, modifiedAt: sql`now()` } })
    // xmax = 0 only on a freshly inserted row: tells a new address from a repeat in one statement.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return Boolean(row?.inserted);
}
