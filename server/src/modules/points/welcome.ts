import { POINT_RULES } from '@delv/shared';
import type { Db } from '../../db/client';
import { acceptInvitation } from '../invitations/invitations.service';
import { award } from './points.service';

/** An account's e-mail was just confirmed (link, Google sign-up, or a password reset that proves
 * the mailbox): sign-up points, and the invite points of whoever invited this address. Call it in
 * the same transaction as the confirmation; awarding twice is a no-op. */
export async function onAccountConfirmed(tx: Db, user: { id: string; email: string }): Promise<void> {
  await award(tx, user.id, POINT_RULES.SIGN_UP, user.id);
  await acceptInvitation(tx, user);
}
