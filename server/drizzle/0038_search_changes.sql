-- The search index kept in each API process (src/modules/search/search.index.ts) follows every
-- change to what search reads through this log, written by triggers in the same transaction as the
-- change: every write path (services, counters such as views, cascades, seeds, psql) is seen, and a
-- process that reads the log before a search sees every change committed before it. A row says only
-- which row changed (null: the whole table was emptied); the process reads the row itself. Any change
-- of a row a search shows is logged, so that the process may also keep the rows it shows (a person's
-- card is shown on their items; an institution's name on its admins' cards).
-- `tx` orders the log by transaction: a reader re-reads from the oldest transaction still running at
-- its last read, so a change committed late is never skipped (a sequence alone would skip it).
CREATE TABLE IF NOT EXISTS "search_changes" (
  "seq" bigserial PRIMARY KEY,
  "tx" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "source" text NOT NULL,
  "row_id" uuid,
  "at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_changes_tx_idx" ON "search_changes" ("tx");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_changes_at_idx" ON "search_changes" ("at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delv_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO search_changes (source) VALUES (TG_TABLE_NAME);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (source, row_id) VALUES (TG_TABLE_NAME, OLD.id);
  ELSE
    INSERT INTO search_changes (source, row_id) VALUES (TG_TABLE_NAME, NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Items: every row (private ones are found by their owner).
CREATE TRIGGER contents_search_added AFTER INSERT OR DELETE ON contents
  FOR EACH ROW EXECUTE FUNCTION delv_search_changed();
--> statement-breakpoint
CREATE TRIGGER contents_search_changed AFTER UPDATE ON contents FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION delv_search_changed();
--> statement-breakpoint
CREATE TRIGGER contents_search_emptied AFTER TRUNCATE ON contents FOR EACH STATEMENT EXECUTE FUNCTION delv_search_changed();
--> statement-breakpoint
-- Sessions: the live ones are searched; a cancelled one leaves the index.
CREATE TRIGGER sessions_search_added AFTER INSERT OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION delv_search_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_search_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION delv_search_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_search_emptied AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION delv_search_changed();
--> statement-breakpoint
-- People: only confirmed mentors are searched, but anyone's card (name, category, picture) shows on
-- their items; other writes of other people (sign-ins, settings) log nothing.
CREATE TRIGGER users_search_added AFTER INSERT ON users FOR EACH ROW
  WHEN (NEW.confirmed AND (NEW.usercategory[1]) = 'mentor') EXECUTE FUNCTION delv_search_changed();
--> statement-breakpoint
CREATE TRIGGER users_search_removed AFTER DELETE ON users FOR EACH ROW
  WHEN (OLD.confirmed AND (OLD.usercategory[1]) = 'mentor') EXECUTE FUNCTION delv_search_changed();
--> statement-breakpoint
CREATE TRIGGER users_search_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (((OLD.confirmed AND (OLD.usercategory[1]) = 'mentor') OR (NEW.confirmed AND (NEW.usercategory[1]) = 'mentor')) AND OLD.* IS DISTINCT FROM NEW.*
    OR (OLD.firstname, OLD.lastname, OLD.usercategory, OLD.profile_picture) IS DISTINCT FROM (NEW.firstname, NEW.lastname, NEW.usercategory, NEW.profile_picture))
  EXECUTE FUNCTION delv_search_changed();
--> statement-breakpoint
CREATE TRIGGER users_search_emptied AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION delv_search_changed();
--> statement-breakpoint
-- Institutions: their names show on their admins' cards.
CREATE TRIGGER institutions_search_changed AFTER INSERT OR UPDATE OR DELETE ON institutions
  FOR EACH ROW EXECUTE FUNCTION delv_search_changed();
--> statement-breakpoint
CREATE TRIGGER institutions_search_emptied AFTER TRUNCATE ON institutions FOR EACH STATEMENT EXECUTE FUNCTION delv_search_changed();
