import { eq } from 'drizzle-orm';
import { signInSessions } from '../../db/schema';
import { beforeCommit } from '../../events/publish';

/**
 * A suspension ends every sign-in of the person in its own transaction: their tokens stop at once,
 * and the live channel closes their open streams as it does on 'Sign out everywhere' (the sanction
 * publishes user.changed, and the hub finds the sign-in gone).
 */
export function registerAuthEvents(): void {
  beforeCommit('moderation.sanctioned', 'auth', async (tx, event) => {
    if (event.data.kind === 'suspend') await tx.delete(signInSessions).where(eq(signInSessions.userId, event.data.userId));
  });
}
