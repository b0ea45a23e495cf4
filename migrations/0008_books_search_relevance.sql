-- Custom SQL migration file, put your code below! --
-- Book search with relevance (issue 4 §2), replacing books_search_ids (0005).
-- books_search(q, tsq) answers (book_id, score) for books whose full text matches the prefix tsquery
-- `tsq`, or whose lower(title) / lower(author) has a trigram word similarity of at least 0.5 to `q`
-- (pg_trgm's default 0.6 misses one-letter typos such as "tolkein"; the function's own SET clause keeps
-- the lower threshold local to it). Fuzzy-only matches far below the best fuzzy match are dropped
-- (similarity < best - 0.25), so "harry pottr" finds Harry Potter without every other "Harry".
-- score = ts_rank of a full-text match (title A > author B > description C) + the best word similarity.
-- The candidates come from the GIN indexes books_search_idx, books_title_trgm_idx, books_author_trgm_idx.
DROP FUNCTION IF EXISTS books_search_ids(text, text);--> statement-breakpoint
CREATE FUNCTION books_search(q text, tsq text) RETURNS TABLE(book_id integer, score real)
LANGUAGE sql STABLE PARALLEL SAFE
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
  WITH candidates AS (
    SELECT id,
      CASE WHEN search_vector @@ to_tsquery('english', tsq) THEN ts_rank(search_vector, to_tsquery('english', tsq)) END AS rank,
      greatest(word_similarity(q, lower(title)), word_similarity(q, lower(author))) AS sim
    FROM books
    WHERE search_vector @@ to_tsquery('english', tsq) OR lower(title) %> q OR lower(author) %> q
  )
  SELECT id, (coalesce(rank, 0) + sim)::real
  FROM (SELECT candidates.*, max(sim) OVER () AS best FROM candidates) c
  WHERE rank IS NOT NULL OR sim >= best - 0.25
$$;
