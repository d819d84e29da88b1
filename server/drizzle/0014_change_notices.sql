-- Each API process keeps a few answers per user in memory (the signed-in user's row, their feed
-- pages; server/src/lib/changes.ts). These triggers tell every process, at commit, whose data
-- changed, through NOTIFY delv_changes. The payload is a user id, 'moderators' (a post was pulled
-- down or put back: moderators see every pulled-down post) or '*' (a table was emptied).
CREATE OR REPLACE FUNCTION delv_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  column_name text := TG_ARGV[0];
  old_id text := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) ->> column_name END;
  new_id text := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) ->> column_name END;
BEGIN
  IF new_id IS NOT NULL THEN PERFORM pg_notify('delv_changes', new_id); END IF;
  IF old_id IS NOT NULL AND old_id IS DISTINCT FROM new_id THEN PERFORM pg_notify('delv_changes', old_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delv_notify_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('delv_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delv_notify_post_moderators() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.status = 'rejected') OR (TG_OP = 'DELETE' AND OLD.status = 'rejected')
     OR (TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status) THEN
    PERFORM pg_notify('delv_changes', 'moderators');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Others' shares to everyone of an unpublished item are shown to its owner only (feed.service.ts).
CREATE OR REPLACE FUNCTION delv_notify_share_content_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('delv_changes', c.owner_id::text) FROM contents c
    WHERE c.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.content_id ELSE NEW.content_id END) AND NOT c.visible;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION delv_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER posts_notify_change AFTER INSERT OR UPDATE OR DELETE ON posts FOR EACH ROW EXECUTE FUNCTION delv_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER posts_notify_moderators AFTER INSERT OR UPDATE OR DELETE ON posts FOR EACH ROW EXECUTE FUNCTION delv_notify_post_moderators();
--> statement-breakpoint
CREATE TRIGGER shares_notify_change AFTER INSERT OR UPDATE OR DELETE ON shares FOR EACH ROW EXECUTE FUNCTION delv_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER shares_notify_content_owner AFTER INSERT OR UPDATE OR DELETE ON shares FOR EACH ROW EXECUTE FUNCTION delv_notify_share_content_owner();
--> statement-breakpoint
CREATE TRIGGER share_recipients_notify_change AFTER INSERT OR UPDATE OR DELETE ON share_recipients FOR EACH ROW EXECUTE FUNCTION delv_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER contents_notify_change AFTER INSERT OR UPDATE OR DELETE ON contents FOR EACH ROW EXECUTE FUNCTION delv_notify_change('owner_id');
--> statement-breakpoint
CREATE TRIGGER likes_notify_change AFTER INSERT OR UPDATE OR DELETE ON likes FOR EACH ROW EXECUTE FUNCTION delv_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION delv_notify_everything();
--> statement-breakpoint
CREATE TRIGGER posts_notify_truncate AFTER TRUNCATE ON posts FOR EACH STATEMENT EXECUTE FUNCTION delv_notify_everything();
--> statement-breakpoint
CREATE TRIGGER shares_notify_truncate AFTER TRUNCATE ON shares FOR EACH STATEMENT EXECUTE FUNCTION delv_notify_everything();
--> statement-breakpoint
CREATE TRIGGER share_recipients_notify_truncate AFTER TRUNCATE ON share_recipients FOR EACH STATEMENT EXECUTE FUNCTION delv_notify_everything();
--> statement-breakpoint
CREATE TRIGGER contents_notify_truncate AFTER TRUNCATE ON contents FOR EACH STATEMENT EXECUTE FUNCTION delv_notify_everything();
--> statement-breakpoint
CREATE TRIGGER likes_notify_truncate AFTER TRUNCATE ON likes FOR EACH STATEMENT EXECUTE FUNCTION delv_notify_everything();
