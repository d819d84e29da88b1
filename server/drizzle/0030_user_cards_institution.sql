-- Institution accounts show as their institution (issue 13): the card of an account whose role is
-- 'institution' names the institution it administers, so feed cards, search and sessions can say
-- "Makerere Institute of Technology" and link to /institution/more/{institution id}, not the
-- admin's personal name and user id. The subqueries use institutions_admins_idx (GIN), and
-- PostgreSQL drops them from queries that do not read these columns.
CREATE OR REPLACE VIEW "user_cards" AS
  SELECT u."id", u."firstname", u."lastname", u."usercategory", u."profile_picture", u."confirmed", u."calendly",
    CASE WHEN u."usercategory"[1] = 'institution' THEN
      (SELECT i."id" FROM "institutions" i WHERE i."admins" @> ARRAY[u."id"] ORDER BY i."created_at" LIMIT 1)
    END AS "institution_id",
    CASE WHEN u."usercategory"[1] = 'institution' THEN
      (SELECT i."institution_name" FROM "institutions" i WHERE i."admins" @> ARRAY[u."id"] ORDER BY i."created_at" LIMIT 1)
    END AS "institution_name"
  FROM "users" u;
