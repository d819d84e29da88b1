-- Trigram indexes back the name searches (LIKE '%q%'). pg_trgm is a trusted extension
-- (PostgreSQL 13+), so a database owner may create it; PGlite loads it from `extensions`.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
