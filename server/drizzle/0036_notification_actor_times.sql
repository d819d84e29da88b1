-- IF [NOT] EXISTS: an earlier draft of this migration may have run on a test database.
DROP INDEX IF EXISTS "notifications_mine_idx";--> statement-breakpoint
ALTER TABLE "notification_actors" ADD COLUMN IF NOT EXISTS "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD COLUMN IF NOT EXISTS "acted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notification_actors_latest_idx" ON "notification_actors" USING btree ("notification_id","acted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notification_actors_actor_idx" ON "notification_actors" USING btree ("actor_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_mine_idx" ON "notifications" USING btree ("recipient_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);
