-- Custom SQL migration file, put your code below! --
-- Book search candidates (issue 4 §2, ARCHITECTURE §2): ids of books whose full text matches the prefix
-- tsquery `tsq` (title A, author B, description C) or whose lower(title) / lower(author) contains a
-- continuous extent with a trigram word similarity of at least 0.5 to the query `q`.
-- pg_trgm's default threshold (0.6) misses one-letter typos such as "tolkein" (0.5) or "rowlng" (0.57);
-- the function's own SET clause keeps the lower threshold local to this search. All three conditions
-- are answered by the GIN indexes books_search_idx, books_title_trgm_idx and books_author_trgm_idx.
CREATE FUNCTION books_search_ids(q text, tsq text) RETURNS SETOF integer
LANGUAGE sql STABLE PARALLEL SAFE
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
  SELECT id FROM books
  WHERE (tsq <> '' AND search_vector @@ to_tsquery('english', tsq))
     OR lower(title) %> q
     OR lower(author) %> q
$$;
