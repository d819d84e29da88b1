ALTER TABLE "claims" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payout_status" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payout_provider" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payout_key" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payout_provider_ref" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payout_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payout_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payout_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_payout_key_idx" ON "claims" USING btree ("payout_key");--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_payout_status_check" CHECK ("claims"."payout_status" in ('sending', 'paid', 'failed'));