-- Search (POST /api/search) reads stored documents instead of computing them (issue 18).
--
-- 1. Each searchable row keeps its weighted document (search_vec: title A, description B, tags and
--    names C) and its title's words (title_vec) in columns. The expression indexes of 0004 and 0009
--    gave the same matches, but every recheck, filter and ranking step rebuilt the text's vector
--    (~5-30 µs a row); a stored vector is read. The columns are derived data, kept by BEFORE
--    triggers in the same statement as every write (any path: API, cascades, bulk loads), and only
--    when a field they are made of changes, so counters (views, ratings) cost nothing more. They
--    are not in the drizzle schema: nothing but search reads them, and the app's row types and
--    full-row selects stay as they were.
-- 2. The GIN indexes keep their names and move to the columns; public content and courses get
--    their own (a total reads the index alone; a course search needs no category index beside it).
-- 3. Review counts of sessions and mentors on their rows, kept by triggers on comments like
--    contents.review_count (0011): a result no longer counts its reviews.
-- 4. search_words: every word of every document, for correcting typos word by word (a short table
--    with a trigram index) before falling back to comparing whole titles. Words are added by the
--    same triggers and never removed: a word left over from an edited item can only turn a typo into
--    a word that then finds nothing. It only steers the query: no word from it is ever shown.

CREATE TABLE IF NOT EXISTS "search_words" ("word" text NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "search_words_word_key" ON "search_words" ("word" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- Words worth correcting hold a letter (numbers and codes are typed as they are).
CREATE OR REPLACE FUNCTION delv_remember_words(doc tsvector) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT w FROM unnest(tsvector_to_array(doc)) w WHERE w ~ '[[:alpha:]]' AND length(w) <= 50
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN IF NOT EXISTS "search_vec" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN IF NOT EXISTS "title_vec" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "search_vec" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "title_vec" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "review_count" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "search_vec" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "title_vec" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "review_count" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- The documents, written as in 0004 (the same words and weights find the same rows).
CREATE OR REPLACE FUNCTION delv_contents_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.title_vec := to_tsvector('simple'::regconfig, NEW.title);
  NEW.search_vec := setweight(NEW.title_vec, 'A')
    || setweight(to_tsvector('simple'::regconfig, NEW.description), 'B')
    || setweight(to_tsvector('simple'::regconfig, delv_words(NEW.tags) || ' ' || NEW.author || ' ' || NEW.posted_by || ' '
       || NEW.parent_course || ' ' || NEW.course_category), 'C');
  PERFORM delv_remember_words(NEW.search_vec);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delv_sessions_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.title_vec := to_tsvector('simple'::regconfig, NEW.session_title);
  NEW.search_vec := setweight(NEW.title_vec, 'A')
    || setweight(to_tsvector('simple'::regconfig, NEW.description), 'B')
    || setweight(to_tsvector('simple'::regconfig, delv_words(NEW.tags) || ' ' || NEW.presenter_name || ' ' || NEW.organiser), 'C');
  PERFORM delv_remember_words(NEW.search_vec);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delv_users_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only mentors are searched: other people's vectors stay empty, so the planner's statistics of
  -- the column describe the mentors alone (see delv_search_estimate).
  IF NEW.confirmed AND (NEW.usercategory[1]) = 'mentor' THEN
    NEW.title_vec := to_tsvector('simple'::regconfig, NEW.firstname || ' ' || NEW.lastname);
    NEW.search_vec := setweight(NEW.title_vec, 'A')
      || setweight(to_tsvector('simple'::regconfig, NEW.bio || ' ' || NEW.about), 'B')
      || setweight(to_tsvector('simple'::regconfig, delv_words(NEW.interests) || ' ' || delv_words(NEW.usercategory) || ' ' || NEW.qualification), 'C');
    PERFORM delv_remember_words(NEW.search_vec);
  ELSE
    NEW.title_vec := ''::tsvector;
    NEW.search_vec := ''::tsvector;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER contents_search_doc BEFORE INSERT OR UPDATE OF title, description, tags, author, posted_by, parent_course, course_category
  ON contents FOR EACH ROW EXECUTE FUNCTION delv_contents_search_doc();
--> statement-breakpoint
CREATE TRIGGER sessions_search_doc BEFORE INSERT OR UPDATE OF session_title, description, tags, presenter_name, organiser
  ON sessions FOR EACH ROW EXECUTE FUNCTION delv_sessions_search_doc();
--> statement-breakpoint
CREATE TRIGGER users_search_doc BEFORE INSERT OR UPDATE OF firstname, lastname, bio, about, interests, usercategory, qualification, confirmed
  ON users FOR EACH ROW EXECUTE FUNCTION delv_users_search_doc();
--> statement-breakpoint
-- Fill the columns of the rows already there (the triggers compute them).
UPDATE contents SET title = title;
--> statement-breakpoint
UPDATE sessions SET session_title = session_title;
--> statement-breakpoint
UPDATE users SET firstname = firstname;
--> statement-breakpoint
DROP INDEX IF EXISTS "contents_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "sessions_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_mentor_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "contents_title_fts_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "sessions_title_fts_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_mentor_name_fts_idx";
--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("search_vec");
--> statement-breakpoint
-- The public groups have their own: a total then reads the index alone (pages whose rows are all
-- visible are not fetched), and a course search needs no category index beside it.
CREATE INDEX "contents_public_search_idx" ON "contents" USING gin ("search_vec") WHERE "visible" AND "category" <> 'Course';
--> statement-breakpoint
CREATE INDEX "contents_course_search_idx" ON "contents" USING gin ("search_vec") WHERE "visible" AND "category" = 'Course';
--> statement-breakpoint
CREATE INDEX "contents_title_fts_idx" ON "contents" USING gin ("title_vec");
--> statement-breakpoint
CREATE INDEX "contents_course_title_fts_idx" ON "contents" USING gin ("title_vec") WHERE "visible" AND "category" = 'Course';
--> statement-breakpoint
CREATE INDEX "sessions_search_idx" ON "sessions" USING gin ("search_vec") WHERE "cancelled" = false;
--> statement-breakpoint
CREATE INDEX "sessions_title_fts_idx" ON "sessions" USING gin ("title_vec") WHERE "cancelled" = false;
--> statement-breakpoint
-- Sessions newest first (best match reads title matches newest first, and 'Latest').
CREATE INDEX "sessions_latest_idx" ON "sessions" ("created_at" DESC, "id" DESC) WHERE "cancelled" = false;
--> statement-breakpoint
CREATE INDEX "users_mentor_search_idx" ON "users" USING gin ("search_vec") WHERE "confirmed" AND ("usercategory"[1]) = 'mentor';
--> statement-breakpoint
CREATE INDEX "users_mentor_name_fts_idx" ON "users" USING gin ("title_vec") WHERE "confirmed" AND ("usercategory"[1]) = 'mentor';
--> statement-breakpoint
-- Reviews (comments) of sessions and mentors, counted on their rows.
CREATE OR REPLACE FUNCTION delv_review_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_kind text := CASE WHEN TG_OP = 'INSERT' THEN NEW.kind ELSE OLD.kind END;
  item uuid := (CASE WHEN TG_OP = 'INSERT' THEN NEW.item_id ELSE OLD.item_id END)::uuid;
  step integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF row_kind = 'session' THEN
    UPDATE sessions SET review_count = review_count + step WHERE id = item;
  ELSE
    UPDATE users SET review_count = review_count + step WHERE id = item;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_review_count_insert AFTER INSERT ON comments
  FOR EACH ROW WHEN (NEW.kind IN ('session', 'user')) EXECUTE FUNCTION delv_review_count();
--> statement-breakpoint
CREATE TRIGGER comments_review_count_delete AFTER DELETE ON comments
  FOR EACH ROW WHEN (OLD.kind IN ('session', 'user')) EXECUTE FUNCTION delv_review_count();
--> statement-breakpoint
UPDATE sessions s SET review_count = c.n FROM (
  SELECT item_id::uuid AS id, count(*) AS n FROM comments
  WHERE kind = 'session' AND item_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' GROUP BY 1
) c WHERE s.id = c.id;
--> statement-breakpoint
UPDATE users u SET review_count = c.n FROM (
  SELECT item_id::uuid AS id, count(*) AS n FROM comments
  WHERE kind = 'user' AND item_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' GROUP BY 1
) c WHERE u.id = c.id;
--> statement-breakpoint
-- How many rows of a search group there are, how many match a query and how many hold every word in
-- their title, by the planner's statistics (the tsvector columns' most common words): {group, doc,
-- title}. Search reports 'at least 1,000' for a group estimated far above that instead of counting
-- thousands of matches, and walks the newest-first index for title matches only when they are
-- common enough to fill a page soon. The groups are fixed here; only the tsquery comes from
-- outside, as a quoted literal. VOLATILE: PL/pgSQL refuses EXPLAIN in a stable function.
CREATE OR REPLACE FUNCTION delv_search_estimate(search_group text, q tsquery) RETURNS integer[] LANGUAGE plpgsql AS $$
DECLARE
  -- Mentors' vectors are the only non-empty ones in users: matching rows are counted without the
  -- mentor filter, which the planner would take as independent of the words (a fifth of users are
  -- mentors, but every user holding the word is one).
  match_source text := CASE WHEN search_group = 'mentors' THEN 'EXPLAIN (FORMAT JSON) SELECT 1 FROM users WHERE true' END;
  source text := 'EXPLAIN (FORMAT JSON) SELECT 1 FROM ' || CASE search_group
    WHEN 'content' THEN 'contents WHERE visible AND category <> ''Course'''
    WHEN 'video' THEN 'contents WHERE visible AND category = ''Video'''
    WHEN 'article' THEN 'contents WHERE visible AND category = ''Article'''
    WHEN 'courses' THEN 'contents WHERE visible AND category = ''Course'''
    WHEN 'sessions' THEN 'sessions WHERE cancelled = false'
    WHEN 'mentors' THEN 'users WHERE confirmed AND (usercategory[1]) = ''mentor'''
  END;
  all_rows json;
  doc_rows json;
  title_rows json;
BEGIN
  IF source IS NULL THEN RAISE EXCEPTION 'unknown search group %', search_group; END IF;
  EXECUTE source INTO all_rows;
  source := coalesce(match_source, source);
  IF q IS NULL THEN
    doc_rows := all_rows;
    title_rows := all_rows;
  ELSE
    -- The service sends known words exactly ('sci' -> science | scientist), which the statistics
    -- price well; a prefix left as such ('python':*) is priced loosely (2% of the rows when few
    -- words are common), so an estimate is a guide, never a total shown as exact.
    EXECUTE source || ' AND search_vec @@ ' || quote_literal(q::text) || '::tsquery' INTO doc_rows;
    EXECUTE source || ' AND title_vec @@ ' || quote_literal(q::text) || '::tsquery' INTO title_rows;
  END IF;
  RETURN ARRAY[(all_rows -> 0 -> 'Plan' ->> 'Plan Rows')::integer, (doc_rows -> 0 -> 'Plan' ->> 'Plan Rows')::integer,
    (title_rows -> 0 -> 'Plan' ->> 'Plan Rows')::integer];
END $$;
--> statement-breakpoint
-- The planner's statistics of the new columns (their most common words) serve the estimates above.
ANALYZE contents, sessions, users;
--> statement-breakpoint
-- Runs one search statement (built by the search service, its values inlined as quoted literals)
-- under planner settings of its own, in one round trip: `settings` holds name, value, name, value...
-- They hold for this statement's transaction only (set_config local), so pooled connections keep
-- their defaults; without it each search would need BEGIN, SET, the statement and COMMIT.
CREATE OR REPLACE FUNCTION delv_search_run(query text, settings text[]) RETURNS text LANGUAGE plpgsql AS $$
DECLARE answer text;
BEGIN
  FOR i IN 1 .. coalesce(array_length(settings, 1), 0) BY 2 LOOP
    PERFORM set_config(settings[i], settings[i + 1], true);
  END LOOP;
  EXECUTE query INTO answer;
  RETURN answer;
END $$;
