import type { ContactInput } from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { queueMail } from '../../jobs/queue';
import { mailTexts } from '../../mail/texts';
import { authorize, type Actor } from '../../policies/actor';
import { contactPolicy } from './contact.policy';

/**
 * POST /contact: the message is kept, and mailed to the support address through the job queue
 * (retried if the mail server is down), in the same transaction: kept and mailed, or neither.
 * The old client sent it from the browser through a third-party mail service.
 */
export async function sendContactMessage(deps: { db: Db; config: Config }, input: ContactInput, actor: Actor | null): Promise<void> {
  authorize(contactPolicy.send(actor));
  const userId = actor?.id ?? null;
  await deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, subject: input.subject, message: input.message, userId })
      .returning({ id: contactMessages.id });
    // Support reads English; the sender's words go as they wrote them.
    await queueMail(tx, {
      to: deps.config.supportEmail,
      ...mailTexts('en').contactMessage({ ...input, id: row.id }),
      link: `mailto:${input.email}`,
      language: 'en',
    });
  });
}
