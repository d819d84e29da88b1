-- Search (issue 18): the newest-first walks of best match read the index alone.
--
-- A common word's title matches are found by walking each group newest first and testing every row's
-- title_vec (search.service.ts, `walkTitles`): about 300 rows for a page of 30, each a heap page of
-- its own (a content row is ~2 KB, so these pages are mostly outside shared_buffers), 4 groups a
-- search. These indexes carry title_vec (and the content's category, a filter of the content group),
-- so the walk is an index-only scan: ~10 index pages instead of ~300 heap pages (bench/results/search.md).
-- Their predicates are the groups' filters as search.sql.ts writes them, so the planner can use them.
-- title_vec holds a title's or a name's words: far below the 2.7 KB a btree row may hold (search_vec,
-- with a 5,000-character description, would not be; the rest of the matches stay a heap walk).

CREATE INDEX IF NOT EXISTS "contents_search_walk_idx" ON "contents" ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("category", "title_vec") WHERE "visible" AND "category" <> 'Course';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contents_course_search_walk_idx" ON "contents" ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("title_vec") WHERE "visible" AND "category" = 'Course';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_search_walk_idx" ON "sessions" ("created_at" DESC, "id" DESC)
  INCLUDE ("title_vec") WHERE "cancelled" = false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_mentor_search_walk_idx" ON "users" ("created_at" DESC, "id" DESC)
  INCLUDE ("title_vec") WHERE "confirmed" AND ("usercategory"[1]) = 'mentor';
