-- The users area's read model for other areas (schema/users.ts userCards): what anyone may join
-- to show a person (names, categories, picture, confirmed, scheduling link), never the e-mail, hash or settings.
CREATE VIEW "user_cards" AS
  SELECT "id", "firstname", "lastname", "usercategory", "profile_picture", "confirmed", "calendly" FROM "users";
