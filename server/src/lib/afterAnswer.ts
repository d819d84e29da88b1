import type { Response } from 'express';
import { log } from './log';

/**
 * Work that must neither delay the answer nor show in its timing (a look-up that would tell an
 * account exists, hashing, mail): it starts once the answer has gone. Each piece is one named
 * function in its owning service (e.g. auth.sendPasswordResetIfKnown), so it can move onto the
 * durable job queue as it is. A failure is logged, never seen by the caller.
 */
const pending = new Set<Promise<void>>();

export function afterAnswer(res: Response, name: string, work: () => Promise<void>): void {
  // Registered now, before the answer is sent: settleAfterAnswers() cannot miss it.
  const done: Promise<void> = new Promise<void>((resolve) => res.once('close', () => resolve()))
    .then(work)
    .catch((err: unknown) => log.error({ err, work: name }, 'work after the answer failed'))
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** Resolves once every piece of work started so far has ended (tests, shutdown). */
export async function settleAfterAnswers(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
