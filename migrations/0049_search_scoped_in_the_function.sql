-- The search reads only the books of the asked statuses in the viewer's hubs (docs/decisions/0072-search-scoped-in-the-function.md):
-- two more arguments, so the old function goes (PostgreSQL would keep both as overloads)
DROP FUNCTION books_search_matches(text, tsquery, tsquery, tsquery, tsquery, boolean);
--> statement-breakpoint
-- books_search_matches(q, fuzzy_q, typed_q, title_q, title_author_q, ranked, statuses, in_hubs): every book
-- of one of `statuses` and, when `in_hubs` is not null, actively listed in one of those hubs (its `hub_ids`
-- overlap them), matching `fuzzy_q` (books_search_terms of `q`), read once through the GIN index: the
-- columns a browse filters and sorts on and, when `ranked`, what its score needs from the search_vector
-- (`in_title`: every word in the title, `in_title_author`: in the title or author, `as_typed`: every word as
-- typed, `rank`: ts_rank), null otherwise. The status and hubs are checked here, before the search_vector
-- is read again for the score, so a common word costs that work only for the books the viewer can see
-- (docs/decisions/0072-search-scoped-in-the-function.md). When no such book matches (e.g. 'harrypotter'):
-- those books whose title or author has a trigram word similarity of at least 0.5 to the whole query (4+
-- letters or digits), that similarity as `fallback_score`. With each book its `hub_ids`. The search_vector
-- itself stays behind: copying it costs more than the rest of a row.
CREATE OR REPLACE FUNCTION books_search_matches(q text, fuzzy_q tsquery, typed_q tsquery, title_q tsquery, title_author_q tsquery, ranked boolean, statuses book_status[], in_hubs integer[]) RETURNS TABLE(id integer, owner_id integer, title text, author text, genre text, condition book_condition, daily_fee_paise integer, is_available boolean, status book_status, review_count integer, rating_total integer, created_at timestamp with time zone, in_title boolean, in_title_author boolean, as_typed boolean, rank real, fallback_score real, hub_ids integer[])
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 100
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
BEGIN
  RETURN QUERY
    SELECT b.id, b.owner_id, b.title, b.author, b.genre, b.condition, b.daily_fee_paise, b.is_available, b.status,
      b.review_count, b.rating_total, b.created_at,
      CASE WHEN ranked THEN b.search_vector @@ title_q END,
      CASE WHEN ranked THEN b.search_vector @@ title_author_q END,
      CASE WHEN ranked THEN b.search_vector @@ typed_q END,
      CASE WHEN ranked THEN ts_rank(b.search_vector, fuzzy_q) END,
      NULL::real, b.hub_ids
    FROM books b
    WHERE b.search_vector @@ fuzzy_q AND b.status = ANY(statuses) AND (in_hubs IS NULL OR b.hub_ids && in_hubs);
  IF NOT FOUND AND length(regexp_replace(q, '[^[:alnum:]]', '', 'g')) >= 4 THEN
    RETURN QUERY
      SELECT b.id, b.owner_id, b.title, b.author, b.genre, b.condition, b.daily_fee_paise, b.is_available, b.status,
        b.review_count, b.rating_total, b.created_at, NULL::boolean, NULL::boolean, NULL::boolean, NULL::real,
        greatest(word_similarity(lower(q), lower(b.title)), word_similarity(lower(q), lower(b.author)))::real,
        b.hub_ids
      FROM books b
      WHERE (lower(b.title) %> lower(q) OR lower(b.author) %> lower(q))
        AND b.status = ANY(statuses) AND (in_hubs IS NULL OR b.hub_ids && in_hubs);
  END IF;
END $$;
