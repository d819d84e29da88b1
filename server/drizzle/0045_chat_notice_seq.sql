-- Chat notices at a quarter of their cost (issue 35): where each member's chat notice starts (their
-- read mark as of their last reading; their own messages move read_seq only), and an author's latest
-- message in a discussion.
ALTER TABLE "chat_members" ADD COLUMN "notice_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "chat_members" SET "notice_seq" = "read_seq";--> statement-breakpoint
CREATE INDEX "chat_messages_chat_author_seq_idx" ON "chat_messages" USING btree ("chat_id","user_id","seq");
