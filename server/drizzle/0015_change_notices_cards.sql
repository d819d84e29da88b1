-- The rest of what a feed card shows: comment counts and shared sessions. With these, no notice
-- at all means the feed's public cards are unchanged, and a process need not rebuild them
-- (server/src/modules/feed/feed.window.ts).
CREATE TRIGGER comments_notify_change AFTER INSERT OR UPDATE OR DELETE ON comments FOR EACH ROW EXECUTE FUNCTION delv_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER INSERT OR UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION delv_notify_change('owner_id');
--> statement-breakpoint
CREATE TRIGGER comments_notify_truncate AFTER TRUNCATE ON comments FOR EACH STATEMENT EXECUTE FUNCTION delv_notify_everything();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION delv_notify_everything();
