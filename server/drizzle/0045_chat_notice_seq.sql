-- Chat notices at a quarter of their cost (issue 35): where each member's chat notice starts (their
-- read mark as of their last reading; their own messages move read_seq only).
ALTER TABLE "chat_members" ADD COLUMN "notice_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "chat_members" SET "notice_seq" = "read_seq";
