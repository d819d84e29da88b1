-- Search "best match" puts titles that START with the typed words first ('data sci' → 'Data
-- Science'). A prefix range over lower(title) in pattern order finds the first three without
-- reading every title that merely contains the words (the trigram index would return thousands
-- for a common word). The expressions match spec.trgm in server/src/modules/search/search.sql.ts.
CREATE INDEX IF NOT EXISTS "contents_title_prefix_idx" ON "contents" (lower("title") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_title_prefix_idx" ON "sessions" (lower("session_title") text_pattern_ops)
  WHERE "cancelled" = false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_mentor_name_prefix_idx" ON "users" (lower("firstname" || ' ' || "lastname") text_pattern_ops)
  WHERE "confirmed" AND ("usercategory"[1]) = 'mentor';
