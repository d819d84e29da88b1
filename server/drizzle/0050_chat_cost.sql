-- Chat at a quarter of its cost (issue 35).
-- Where each member's chat notice starts: their read mark as of their last reading (their own
-- messages move read_seq only).
ALTER TABLE "chat_members" ADD COLUMN "notice_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "chat_members" SET "notice_seq" = "read_seq";--> statement-breakpoint
-- An author's latest message in a discussion (whose notices a new message changes).
CREATE INDEX "chat_messages_chat_author_seq_idx" ON "chat_messages" USING btree ("chat_id","user_id","seq");--> statement-breakpoint
-- An outbox row stays whole in its page up to 8 KB (a chat message's audience of 200 ids is 3.2 KB):
-- moved out to TOAST it cost five times as much to write, and every process read it back from there.
ALTER TABLE "domain_events" SET (toast_tuple_target = 8160);
