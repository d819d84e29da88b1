-- Search "best match" reads the items whose TITLE holds every word first, newest first, without
-- ranking every match (a common word matches thousands of rows). These title-only full-text
-- indexes serve that step; the expressions must stay the same as contentTitleVec, sessionTitleVec
-- and mentorTitleVec in server/src/modules/search/search.sql.ts.
CREATE INDEX IF NOT EXISTS "contents_title_fts_idx" ON "contents" USING gin (to_tsvector('simple'::regconfig, "title"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_title_fts_idx" ON "sessions" USING gin (to_tsvector('simple'::regconfig, "session_title"))
  WHERE "cancelled" = false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_mentor_name_fts_idx" ON "users" USING gin (to_tsvector('simple'::regconfig, "firstname" || ' ' || "lastname"))
  WHERE "confirmed" AND ("usercategory"[1]) = 'mentor';
