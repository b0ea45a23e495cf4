-- Book search, the design of docs/decisions/0011-search-design.md, matched once in the browse statement
-- (docs/decisions/0068-search-matched-once.md): `books_search_terms(q)` turns the query into tsqueries, the
-- browse statement (src/server/modules/books/sql.ts) reads the books of the right status in the viewer's hubs
-- matching them once with `books_search_matches` (docs/decisions/0072-search-scoped-in-the-function.md),
-- filters them, and scores only those it keeps with `books_search_score`.
--
-- Matching: each word matches as typed in the title or author (`simple` dictionary: every word kept, so
-- 'It', 'The Road' or 'Me Before You' stay findable) or, stemmed by `english`, in the description. The
-- last word, still being typed, matches as a prefix too; so does an earlier word no book uses, while a
-- known earlier word matches whole ('pride and' does not look at every word starting with 'and':
-- docs/decisions/0060-a-million-books.md). A word of 2+ characters that no book uses also matches its nearest known words: those one
-- edit away (symmetric deletes through book_word_variants: 'betwen' → between, 'yu' → you), else the 4
-- most similar by trigrams (pg_trgm similarity ≥ 0.3: 'tolkein' → tolkien).

-- books_search_terms(q): one row of the query's tsqueries (every word of `q`, at most 8), no row when `q`
-- has no letter or digit. `fuzzy_q`: every word as typed or corrected (what a book must match);
-- `typed_q`: every word as typed; `title_q` / `title_author_q`: every word in the title / the title or
-- author; `norm_q`: the query in lower case with punctuation as single spaces.
CREATE OR REPLACE FUNCTION books_search_terms(q text) RETURNS TABLE(fuzzy_q tsquery, typed_q tsquery, title_q tsquery, title_author_q tsquery, norm_q text)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 1
SET pg_trgm.similarity_threshold = 0.3
AS $$
DECLARE
  w text;
  words text[];
  n integer;
  known boolean;
  suffix text;
  stem text;
  typed_terms text[];
  terms text[];
  deletions text[];
  typed text[] := '{}';
  fuzzy text[] := '{}';
  in_title text[] := '{}';
  in_title_author text[] := '{}';
BEGIN
  words := ARRAY(SELECT m[1] FROM regexp_matches(lower(q), '([[:alnum:]]+)', 'g') AS m LIMIT 8);
  FOR n IN 1 .. coalesce(cardinality(words), 0) LOOP
    w := words[n];
    known := EXISTS (SELECT 1 FROM book_words bw WHERE bw.word = w);
    suffix := CASE WHEN n = cardinality(words) OR NOT known THEN ':*' ELSE '' END;
    stem := (ts_lexize('english_stem', w))[1];
    typed_terms := ARRAY[w || suffix] || CASE WHEN stem IS NOT NULL AND stem <> w THEN ARRAY[stem || suffix] ELSE '{}' END;
    terms := typed_terms;
    IF length(w) >= 2 AND NOT known THEN
      -- the word's one-letter deletions, as an array so each lookup below is one index probe per item
      deletions := CASE WHEN length(w) >= 3 THEN ARRAY(
        SELECT left(w, i - 1) || substr(w, i + 1) FROM generate_series(1, length(w)) AS i) ELSE '{}' END;
      terms := terms || ARRAY(
        SELECT c.word FROM (
          SELECT v.word FROM book_word_variants v WHERE v.variant = w
          UNION
          SELECT v.word FROM book_word_variants v WHERE v.variant = ANY(deletions)
          UNION
          SELECT bw.word FROM book_words bw WHERE bw.word = ANY(deletions)
        ) c
        ORDER BY similarity(c.word, w) DESC, c.word LIMIT 4);
      IF cardinality(terms) = cardinality(typed_terms) AND length(w) >= 3 THEN
        terms := terms || ARRAY(
          SELECT bw.word FROM book_words bw WHERE bw.word % w ORDER BY similarity(bw.word, w) DESC, bw.word LIMIT 4);
      END IF;
      -- a description word is stemmed: a correction matches it through its stem too
      terms := terms || ARRAY(
        SELECT x.s FROM (SELECT t, (ts_lexize('english_stem', t))[1] AS s FROM unnest(terms) AS t) x
        WHERE x.t NOT LIKE '%:*' AND x.s IS NOT NULL AND x.s <> x.t);
    END IF;
    typed := typed || ('(' || array_to_string(typed_terms, ' | ') || ')');
    fuzzy := fuzzy || ('(' || array_to_string(terms, ' | ') || ')');
    in_title := in_title || ('(' || array_to_string(ARRAY(
      SELECT t || CASE WHEN t LIKE '%:*' THEN 'A' ELSE ':A' END FROM unnest(terms) AS t), ' | ') || ')');
    in_title_author := in_title_author || ('(' || array_to_string(ARRAY(
      SELECT t || CASE WHEN t LIKE '%:*' THEN 'AB' ELSE ':AB' END FROM unnest(terms) AS t), ' | ') || ')');
  END LOOP;
  IF cardinality(typed) = 0 THEN
    RETURN;
  END IF;
  RETURN QUERY SELECT
    to_tsquery('simple', array_to_string(fuzzy, ' & ')),
    to_tsquery('simple', array_to_string(typed, ' & ')),
    to_tsquery('simple', array_to_string(in_title, ' & ')),
    to_tsquery('simple', array_to_string(in_title_author, ' & ')),
    btrim(regexp_replace(lower(q), '[^[:alnum:]]+', ' ', 'g'));
END $$;

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
