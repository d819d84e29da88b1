-- Issue 26 #4, #8 and issue 27 #16.
-- A group may belong to an institution: that institution's admins are its admins (without being members).
ALTER TABLE "discussion_groups" ADD COLUMN IF NOT EXISTS "institution_id" uuid REFERENCES "institutions"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "discussion_groups_institution_idx" ON "discussion_groups" ("institution_id", "created_at") WHERE "institution_id" IS NOT NULL;
--> statement-breakpoint
-- A chat message's client id is unique per person and discussion (the same id in another discussion is another message).
DROP INDEX IF EXISTS "chat_messages_user_client_id_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "chat_messages_user_chat_client_id_key" ON "chat_messages" ("user_id", "chat_id", "client_id");
--> statement-breakpoint
-- Group invitations lapse 14 days after they were last sent, can be revoked, and admit once.
ALTER TABLE "invitations" ADD COLUMN IF NOT EXISTS "expires_at" timestamptz NOT NULL DEFAULT now() + interval '14 days';
--> statement-breakpoint
UPDATE "invitations" SET "expires_at" = "modified_at" + interval '14 days';
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN IF NOT EXISTS "revoked_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN IF NOT EXISTS "used_at" timestamptz;
