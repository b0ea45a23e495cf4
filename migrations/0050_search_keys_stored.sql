-- The stored search keys (docs/decisions/0073-search-keys-stored.md): one ALTER, so the table is rewritten once
ALTER TABLE "books"
  ADD COLUMN "title_key" text GENERATED ALWAYS AS (btrim(regexp_replace(lower("title"), '[^[:alnum:]]+', ' ', 'g'))) STORED NOT NULL,
  ADD COLUMN "author_key" text GENERATED ALWAYS AS (btrim(regexp_replace(lower("author"), '[^[:alnum:]]+', ' ', 'g'))) STORED NOT NULL;
--> statement-breakpoint
-- the matches carry the keys and the score reads them: the results and the arguments change, so both go first
DROP FUNCTION books_search_matches(text, tsquery, tsquery, tsquery, tsquery, boolean, book_status[], integer[]);
--> statement-breakpoint
DROP FUNCTION books_search_score(text, text, boolean, boolean, boolean, real, text);
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
CREATE OR REPLACE FUNCTION books_search_matches(q text, fuzzy_q tsquery, typed_q tsquery, title_q tsquery, title_author_q tsquery, ranked boolean, statuses book_status[], in_hubs integer[]) RETURNS TABLE(id integer, owner_id integer, title text, author text, genre text, condition book_condition, daily_fee_paise integer, is_available boolean, status book_status, review_count integer, rating_total integer, created_at timestamp with time zone, title_key text, author_key text, in_title boolean, in_title_author boolean, as_typed boolean, rank real, fallback_score real, hub_ids integer[])
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 100
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
BEGIN
  RETURN QUERY
    SELECT b.id, b.owner_id, b.title, b.author, b.genre, b.condition, b.daily_fee_paise, b.is_available, b.status,
      b.review_count, b.rating_total, b.created_at, b.title_key, b.author_key,
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
        b.review_count, b.rating_total, b.created_at, b.title_key, b.author_key,
        NULL::boolean, NULL::boolean, NULL::boolean, NULL::real,
        greatest(word_similarity(lower(q), lower(b.title)), word_similarity(lower(q), lower(b.author)))::real,
        b.hub_ids
      FROM books b
      WHERE (lower(b.title) %> lower(q) OR lower(b.author) %> lower(q))
        AND b.status = ANY(statuses) AND (in_hubs IS NULL OR b.hub_ids && in_hubs);
  END IF;
END $$;
--> statement-breakpoint
-- books_search_score(title_key, author_key, in_title, in_title_author, as_typed, rank, norm_q): the
-- relevance of a row of books_search_matches, in tiers that never overlap (each tier adds more than any
-- tie-break can):
--   12  the title is the query (lower case, punctuation ignored: `books.title_key` is `norm_q`)
--   10  the author's name, or their surname, is the query (`books.author_key` is `norm_q` or ends with it
--       after a space)
--    8  every word is in the title (title prefix included)
--    4  every word is in the title or the author
--    0  otherwise (description)
-- plus tie-breaks below 2: trigram similarity of the title to the query (0-1), 0.5 when every word
-- matched as typed (no correction), and ts_rank / 10. The keys are stored with the book, so a search that
-- matches many books does not normalise each title and author again
-- (docs/decisions/0073-search-keys-stored.md). A plain SQL expression: the planner inlines it.
CREATE OR REPLACE FUNCTION books_search_score(title_key text, author_key text, in_title boolean, in_title_author boolean, as_typed boolean, rank real, norm_q text) RETURNS real
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT (
    CASE
      WHEN title_key = norm_q THEN 12
      WHEN author_key = norm_q
        OR (position(' ' IN norm_q) = 0 AND right(author_key, length(norm_q) + 1) = ' ' || norm_q) THEN 10
      WHEN in_title THEN 8
      WHEN in_title_author THEN 4
      ELSE 0
    END
    + similarity(title_key, norm_q)
    + CASE WHEN as_typed THEN 0.5 ELSE 0 END
    + rank / 10)::real
$$;
