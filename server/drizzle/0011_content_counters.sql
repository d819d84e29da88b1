-- contents.review_count and contents.likes_count follow the comments and likes ABOUT CONTENT
-- (kind 'content'; other kinds are ignored). Triggers, so every path keeps them exact: the API,
-- deleted accounts (their comments and likes go by cascade) and bulk loads. The lists then read two
-- columns instead of running two counting subqueries per row. The app never moves a comment or a
-- like to another item, so only INSERT and DELETE are followed.
CREATE OR REPLACE FUNCTION delv_content_review_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE contents SET review_count = review_count + 1 WHERE id = NEW.item_id::uuid;
  ELSE
    UPDATE contents SET review_count = review_count - 1 WHERE id = OLD.item_id::uuid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delv_content_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE contents SET likes_count = likes_count + 1 WHERE id = NEW.item_id::uuid;
  ELSE
    UPDATE contents SET likes_count = likes_count - 1 WHERE id = OLD.item_id::uuid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_content_count_insert AFTER INSERT ON comments
  FOR EACH ROW WHEN (NEW.kind = 'content') EXECUTE FUNCTION delv_content_review_count();
--> statement-breakpoint
CREATE TRIGGER comments_content_count_delete AFTER DELETE ON comments
  FOR EACH ROW WHEN (OLD.kind = 'content') EXECUTE FUNCTION delv_content_review_count();
--> statement-breakpoint
CREATE TRIGGER likes_content_count_insert AFTER INSERT ON likes
  FOR EACH ROW WHEN (NEW.kind = 'content') EXECUTE FUNCTION delv_content_likes_count();
--> statement-breakpoint
CREATE TRIGGER likes_content_count_delete AFTER DELETE ON likes
  FOR EACH ROW WHEN (OLD.kind = 'content') EXECUTE FUNCTION delv_content_likes_count();
--> statement-breakpoint
UPDATE contents c SET review_count = s.n FROM (
  SELECT item_id::uuid AS id, count(*) AS n FROM comments
  WHERE kind = 'content' AND item_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' GROUP BY 1
) s WHERE c.id = s.id;
--> statement-breakpoint
UPDATE contents c SET likes_count = s.n FROM (
  SELECT item_id::uuid AS id, count(*) AS n FROM likes
  WHERE kind = 'content' AND item_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' GROUP BY 1
) s WHERE c.id = s.id;
