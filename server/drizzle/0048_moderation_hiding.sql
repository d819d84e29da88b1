-- Hiding applied to every kind (issue 31): a moderator's hide or remove of a group, discussion,
-- session, profile or institution sets hidden_at (shown to its owner and staff only); a library
-- item is made private instead, its own visibility kept to be restored when the hide is reversed.
ALTER TABLE "discussion_groups" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "visible_before_hide" boolean;
