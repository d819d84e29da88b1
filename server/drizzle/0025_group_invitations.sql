DROP INDEX "invitations_inviter_email_key";--> statement-breakpoint
ALTER TABLE "chat_members" ALTER COLUMN "read_seq" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "chats" ALTER COLUMN "last_seq" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_category_id_discussion_groups_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."discussion_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_email_group_key" UNIQUE NULLS NOT DISTINCT("inviter_id","email","category_id");