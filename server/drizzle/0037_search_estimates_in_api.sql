-- Search estimates each group's matches in the API from pg_stats (search.estimates.ts), the way the
-- planner does, instead of one EXPLAIN per group and column through this function (a round trip
-- and 12 plannings per search).
DROP FUNCTION IF EXISTS delv_search_estimate(text, tsquery);
