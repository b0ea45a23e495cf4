-- pg_trgm powers typo-tolerant title/author search (ARCHITECTURE §2); PGlite ships it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
