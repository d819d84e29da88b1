-- A provider payout whose fate is unknown (issue 26): the provider received it (Africa's Talking
-- answered "duplicate" to the same key after the first answer was lost) and cannot be asked what
-- became of it. Never sent again, never a new key, until a reviewer gives its transaction id.
ALTER TABLE "claims" DROP CONSTRAINT IF EXISTS "claims_payout_status_check";
--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_payout_status_check" CHECK ("claims"."payout_status" in ('sending', 'paid', 'failed', 'unknown'));
