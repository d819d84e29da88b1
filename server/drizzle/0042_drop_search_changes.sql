-- Search is PostgreSQL full text alone (issue 28): the index kept in each API process is gone, and
-- with it the change log that kept it current (0038). A search reads the tables themselves, so it
-- sees every committed write without a log.
DROP TRIGGER IF EXISTS contents_search_added ON contents;
--> statement-breakpoint
DROP TRIGGER IF EXISTS contents_search_changed ON contents;
--> statement-breakpoint
DROP TRIGGER IF EXISTS contents_search_emptied ON contents;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_search_added ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_search_changed ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_search_emptied ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_added ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_removed ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_changed ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_emptied ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS institutions_search_changed ON institutions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS institutions_search_emptied ON institutions;
--> statement-breakpoint
DROP FUNCTION IF EXISTS delv_search_changed();
--> statement-breakpoint
DROP TABLE IF EXISTS search_changes;
