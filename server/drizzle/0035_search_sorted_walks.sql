-- Search (issue 18): sessions and mentors sorted by Popular or Trending are walked in that order too.
--
-- A common word sorted by rating or registrations (sessions) or by rating or views (mentors) had no
-- index in that order: every match was collected through GIN and sorted (3,900 sessions and 3,000
-- mentors for 'kampala', the costliest part of such a search: bench/results/search.md). Content has
-- had these orders since 0006. Their predicates are the groups' filters as search.sql.ts writes them,
-- and plain DESC (nulls first) is the order those groups ask for (search.service.ts `desc`).

CREATE INDEX IF NOT EXISTS "sessions_search_popular_idx" ON "sessions" ("avg_rating" DESC, "created_at" DESC, "id" DESC)
  WHERE "cancelled" = false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_search_trending_idx" ON "sessions" ("attendee_count" DESC, "created_at" DESC, "id" DESC)
  WHERE "cancelled" = false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_mentor_search_popular_idx" ON "users" ("avg_rating" DESC, "created_at" DESC, "id" DESC)
  WHERE "confirmed" AND ("usercategory"[1]) = 'mentor';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_mentor_search_trending_idx" ON "users" ("views" DESC, "created_at" DESC, "id" DESC)
  WHERE "confirmed" AND ("usercategory"[1]) = 'mentor';
