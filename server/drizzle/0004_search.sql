-- Search (POST /api/search): weighted full-text documents as expression GIN indexes, and trigram
-- indexes for typo tolerance. The expressions here must stay token for token the same as
-- server/src/modules/search/search.sql.ts, or the planner cannot use the indexes.
-- 'simple' configuration: no stemming and no stop words, so prefixes ('data sci') and the
-- English, Swahili and French names of East African users are treated alike.

-- array_to_string is only STABLE (array output can depend on settings); for text[] it cannot,
-- and an index expression must be IMMUTABLE.
CREATE OR REPLACE FUNCTION delv_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(words, ' ') $$;
--> statement-breakpoint
-- Content: title (A) before description (B) before tags, author and course names (C).
CREATE INDEX IF NOT EXISTS "contents_search_idx" ON "contents" USING gin ((
  setweight(to_tsvector('simple'::regconfig, "title"), 'A')
  || setweight(to_tsvector('simple'::regconfig, "description"), 'B')
  || setweight(to_tsvector('simple'::regconfig, delv_words("tags") || ' ' || "author" || ' ' || "posted_by" || ' ' || "parent_course" || ' ' || "course_category"), 'C')
));
--> statement-breakpoint
-- Sessions: cancelled ones never show, so they are left out of the index.
CREATE INDEX IF NOT EXISTS "sessions_search_idx" ON "sessions" USING gin ((
  setweight(to_tsvector('simple'::regconfig, "session_title"), 'A')
  || setweight(to_tsvector('simple'::regconfig, "description"), 'B')
  || setweight(to_tsvector('simple'::regconfig, delv_words("tags") || ' ' || "presenter_name" || ' ' || "organiser"), 'C')
)) WHERE "cancelled" = false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_title_trgm_idx" ON "sessions" USING gin (lower("session_title") gin_trgm_ops)
  WHERE "cancelled" = false;
--> statement-breakpoint
-- Mentors (confirmed accounts whose first category is mentor): the name is their title (A), bio and
-- about describe them (B), interests, titles and qualification (C).
CREATE INDEX IF NOT EXISTS "users_mentor_search_idx" ON "users" USING gin ((
  setweight(to_tsvector('simple'::regconfig, "firstname" || ' ' || "lastname"), 'A')
  || setweight(to_tsvector('simple'::regconfig, "bio" || ' ' || "about"), 'B')
  || setweight(to_tsvector('simple'::regconfig, delv_words("interests") || ' ' || delv_words("usercategory") || ' ' || "qualification"), 'C')
)) WHERE "confirmed" AND ("usercategory"[1]) = 'mentor';
--> statement-breakpoint
-- Typo tolerance on mentor names; content titles already have contents_title_trgm_idx (lower(title)).
CREATE INDEX IF NOT EXISTS "users_mentor_name_trgm_idx" ON "users" USING gin (lower("firstname" || ' ' || "lastname") gin_trgm_ops)
  WHERE "confirmed" AND ("usercategory"[1]) = 'mentor';
