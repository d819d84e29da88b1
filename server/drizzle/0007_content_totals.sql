-- content_totals keeps the number of PUBLIC content items per (category, is_unit) exactly, so the
-- public lists' totals are one primary-key read instead of counting ~100,000 index entries.
-- Triggers (not application code) keep it right for every path: the API, FK cascades when an
-- account is deleted, bulk loads and TRUNCATE. Units are course units (parent_course <> '').
CREATE OR REPLACE FUNCTION delv_content_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_totals AS t (category, is_unit, visible_count)
    SELECT category, parent_course <> '', count(*) FROM delv_new_rows WHERE visible GROUP BY 1, 2
  ON CONFLICT (category, is_unit) DO UPDATE SET visible_count = t.visible_count + EXCLUDED.visible_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delv_content_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_totals AS t SET visible_count = t.visible_count - d.n
    FROM (SELECT category, parent_course <> '' AS is_unit, count(*) AS n FROM delv_old_rows WHERE visible GROUP BY 1, 2) AS d
    WHERE t.category = d.category AND t.is_unit = d.is_unit;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only fires when visibility, category or unit-ness changes (never for view counts or ratings).
CREATE OR REPLACE FUNCTION delv_content_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.visible THEN
    UPDATE content_totals SET visible_count = visible_count - 1
      WHERE category = OLD.category AND is_unit = (OLD.parent_course <> '');
  END IF;
  IF NEW.visible THEN
    INSERT INTO content_totals AS t (category, is_unit, visible_count) VALUES (NEW.category, NEW.parent_course <> '', 1)
    ON CONFLICT (category, is_unit) DO UPDATE SET visible_count = t.visible_count + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delv_content_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM content_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contents_totals_insert AFTER INSERT ON contents
  REFERENCING NEW TABLE AS delv_new_rows FOR EACH STATEMENT EXECUTE FUNCTION delv_content_totals_insert();
--> statement-breakpoint
CREATE TRIGGER contents_totals_delete AFTER DELETE ON contents
  REFERENCING OLD TABLE AS delv_old_rows FOR EACH STATEMENT EXECUTE FUNCTION delv_content_totals_delete();
--> statement-breakpoint
CREATE TRIGGER contents_totals_update AFTER UPDATE OF visible, category, parent_course ON contents
  FOR EACH ROW WHEN (OLD.visible IS DISTINCT FROM NEW.visible OR OLD.category IS DISTINCT FROM NEW.category
    OR (OLD.parent_course <> '') IS DISTINCT FROM (NEW.parent_course <> ''))
  EXECUTE FUNCTION delv_content_totals_update();
--> statement-breakpoint
CREATE TRIGGER contents_totals_truncate AFTER TRUNCATE ON contents
  FOR EACH STATEMENT EXECUTE FUNCTION delv_content_totals_truncate();
--> statement-breakpoint
INSERT INTO content_totals (category, is_unit, visible_count)
  SELECT category, parent_course <> '', count(*) FROM contents WHERE visible GROUP BY 1, 2
ON CONFLICT (category, is_unit) DO UPDATE SET visible_count = EXCLUDED.visible_count;
