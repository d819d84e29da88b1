-- The rest of what a feed card shows: comments, shared sessions, and the like and comment counts
-- on someone's own posts, content and sessions (their owner is told). With these, no notice at
-- all means the feed's public cards are unchanged, and a process need not rebuild them
-- (server/src/modules/feed/feed.window.ts).
CREATE OR REPLACE FUNCTION delv_notify_target_owner() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target_kind text;
  target_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    target_kind := OLD.kind;
    target_id := OLD.item_id;
  ELSE
    target_kind := NEW.kind;
    target_id := NEW.item_id;
  END IF;
  IF target_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN NULL;
  END IF;
  IF target_kind = 'post' THEN
    PERFORM pg_notify('delv_changes', p.user_id::text) FROM posts p WHERE p.id = target_id::uuid;
  ELSIF target_kind = 'content' THEN
    PERFORM pg_notify('delv_changes', c.owner_id::text) FROM contents c WHERE c.id = target_id::uuid;
  ELSIF target_kind = 'session' THEN
    PERFORM pg_notify('delv_changes', s.owner_id::text) FROM sessions s WHERE s.id = target_id::uuid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_notify_change AFTER INSERT OR UPDATE OR DELETE ON comments FOR EACH ROW EXECUTE FUNCTION delv_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER comments_notify_target_owner AFTER INSERT OR UPDATE OR DELETE ON comments FOR EACH ROW EXECUTE FUNCTION delv_notify_target_owner();
--> statement-breakpoint
CREATE TRIGGER likes_notify_target_owner AFTER INSERT OR UPDATE OR DELETE ON likes FOR EACH ROW EXECUTE FUNCTION delv_notify_target_owner();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER INSERT OR UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION delv_notify_change('owner_id');
--> statement-breakpoint
CREATE TRIGGER comments_notify_truncate AFTER TRUNCATE ON comments FOR EACH STATEMENT EXECUTE FUNCTION delv_notify_everything();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION delv_notify_everything();
