CREATE TABLE "sign_in_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Tickets live 60 s and name the old token version: drop any left so the new column can be required.
DELETE FROM "live_tickets";--> statement-breakpoint
ALTER TABLE "live_tickets" ADD COLUMN "sign_in_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_sessions" ADD CONSTRAINT "sign_in_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_sessions_user_idx" ON "sign_in_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_sign_in_id_sign_in_sessions_id_fk" FOREIGN KEY ("sign_in_id") REFERENCES "public"."sign_in_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "token_version";--> statement-breakpoint
ALTER TABLE "live_tickets" DROP COLUMN "token_version";