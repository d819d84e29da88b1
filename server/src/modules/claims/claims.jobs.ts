/**
 * The payout job of an approved claim (issues 15, 26). The attempt's idempotency key was stored with
 * the claim before this runs (claims.service startPayout); each step sends the payout (the first
 * time, or again with the SAME key when no answer came back — only within the provider's window
 * for keys: the provider then answers "duplicate" and pays nothing more) or asks the provider where
 * it is, and schedules the next step until the answer is final. A lost callback changes nothing:
 * nothing waits for callbacks. Where it ends: paid (the claim is paid, with the provider's
 * reference); failed (the provider said nothing was paid: back on the desk with the reason, and a
 * retry is a new attempt with a new key); unknown (the provider received it but cannot be asked
 * what became of it: never sent again, never a new key, until a reviewer gives the provider's
 * transaction id — claims.service checkPayout — and a new round of steps asks about that).
 */
import { and, eq } from 'drizzle-orm';
import type { RedeemableAs } from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { claims } from '../../db/schema';
import { inTransaction, publish } from '../../events/publish';
import { enqueue, type JobHandlers } from '../../jobs/queue';
import { log } from '../../lib/log';
import { queueClaimMail } from './claims.mail';
import { claimAudited, claimChanged } from './claims.events';
import { payoutProviders, type PayoutState } from './payouts';
import { PayoutConfigError, PayoutUnreachable } from './payouts/types';

declare module '../../jobs/queue' {
  interface JobPayloads {
    /**
     * One step of a claim's payout attempt (`key`): send, or ask for its status. `since`: when this
     * round of steps began (the attempt's first send, or a reviewer's transaction id).
     */
    'claim.payout': { claimId: string; key: string; step: number; since?: string };
  }
}

/** The longest wait between two questions to a provider. */
const MAX_WAIT_MS = 3_600_000;

/** Enqueues a step (the first one now; later ones after a growing wait); once per attempt and step. */
export async function schedulePayoutStep(
  db: Db,
  p: { claimId: string; key: string; step: number; since: string },
  opts: { pollMs?: number; now?: Date } = {},
): Promise<void> {
  const wait = p.step === 0 ? 0 : Math.min(MAX_WAIT_MS, (opts.pollMs ?? 15_000) * 2 ** (p.step - 1));
  await enqueue(db, 'claim.payout', p, {
    key: `claim.payout:${p.key}:${p.since}:${p.step}`,
    ...(wait ? { runAt: new Date((opts.now ?? new Date()).getTime() + wait) } : {}),
  });
}

export function claimJobs(deps: { config: Config }): JobHandlers {
  const providerFor = payoutProviders(deps.config.payouts);
  const { publicUrl } = deps.config;

  return {
    'claim.payout': async ({ claimId, key, step, since }, { db, now }) => {
      const [row] = await db
        .select()
        .from(claims)
        .where(and(eq(claims.id, claimId), eq(claims.payoutKey, key)))
        .limit(1);
      // A newer attempt, a manual payment or a deleted account: this step has nothing to do.
      if (!row || row.status !== 'approved' || row.payoutStatus !== 'sending') return;
      const provider = providerFor(row.redeemableAs as RedeemableAs);
      const sent = row.payoutProviderRef !== null;
      const req = { key, claimId, phone: row.phone, points: row.amount, redeemableAs: row.redeemableAs as RedeemableAs };

      const began = since ? new Date(since) : (row.payoutUpdatedAt ?? now);
      let outcome: PayoutState;
      try {
        if (!provider || provider.name !== row.payoutProvider) throw new PayoutConfigError('The payout provider is no longer configured');
        if (sent) outcome = await provider.status(req, row.payoutProviderRef!);
        // A resend after the provider forgot the key would be a second payment: the fate is unknown.
        else if (step > 0 && provider.resendWindowMs !== undefined && now.getTime() - began.getTime() > provider.resendWindowMs)
          outcome = {
            state: 'unknown',
            reason: `${row.payoutReason || 'No answer'}: it may have arrived; find it in the provider's dashboard`,
          };
        else outcome = await provider.send(req);
      } catch (err) {
        // Before anything was sent (the first step), a settings problem is final (nothing was paid);
        // after, or without an answer, the same key is tried again later.
        if (!(err instanceof PayoutUnreachable) && !(err instanceof PayoutConfigError)) throw err;
        const final = !sent && step === 0 && err instanceof PayoutConfigError;
        outcome = final ? { state: 'failed', reason: (err as Error).message } : { state: 'pending' };
        if (!final) await note(db, row.id, key, (err as Error).message);
      }
      log.info({ claim: claimId, provider: row.payoutProvider, step, state: outcome.state }, 'claim payout step');
      await settle(db, row.id, { key, step, since: began.toISOString() }, outcome, now);
    },
  };

  /** Why the last try got no answer (the desk shows it while the payout is still sending). */
  async function note(db: Db, id: string, key: string, reason: string) {
    await db
      .update(claims)
      .set({ payoutReason: reason.slice(0, 200), payoutUpdatedAt: new Date() })
      .where(and(eq(claims.id, id), eq(claims.payoutKey, key)));
  }

  async function settle(db: Db, id: string, at: { key: string; step: number; since: string }, outcome: PayoutState, now: Date) {
    const { key, step, since } = at;
    await inTransaction(db, async (tx) => {
      const [row] = await tx
        .select()
        .from(claims)
        .where(and(eq(claims.id, id), eq(claims.payoutKey, key)))
        .for('update')
        .limit(1);
      if (!row || row.status !== 'approved' || row.payoutStatus !== 'sending') return;
      if (outcome.state === 'pending') {
        if (outcome.providerRef && outcome.providerRef !== row.payoutProviderRef) {
          await tx
            .update(claims)
            .set({ payoutProviderRef: outcome.providerRef, payoutReason: '', payoutUpdatedAt: new Date() })
            .where(eq(claims.id, id));
        }
        await schedulePayoutStep(tx, { claimId: id, key, step: step + 1, since }, { pollMs: deps.config.payouts.pollMs, now });
        return;
      }
      const [done] = await tx
        .update(claims)
        .set(
          outcome.state === 'paid'
            ? {
                status: 'paid',
                reference: outcome.providerRef,
                paidAt: new Date(),
                payoutStatus: 'paid',
                payoutProviderRef: outcome.providerRef,
                payoutReason: '',
                payoutUpdatedAt: new Date(),
              }
            : { payoutStatus: outcome.state, payoutReason: outcome.reason.slice(0, 200), payoutUpdatedAt: new Date() },
        )
        .where(eq(claims.id, id))
        .returning();
      await publish(tx, claimChanged(done, null, outcome.state !== 'paid'), claimAudited(`claim.payout.${outcome.state}`, row, done, null));
      if (outcome.state === 'paid') await queueClaimMail(tx, publicUrl, done, 'paid');
    });
  }
}
