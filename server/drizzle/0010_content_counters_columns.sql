ALTER TABLE "contents" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;