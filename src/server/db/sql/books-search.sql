-- books_search(q, ranked): (book_id, score) of the books matching every word of `q` (at most 8 words),
-- the search design of docs/decisions/0011-search-design.md. `ranked` false (a browse sorted by something
-- else than relevance) skips the scoring: every score is 0.
--
-- Matching: each word matches as typed in the title or author (`simple` dictionary: every word kept, so
-- 'It', 'The Road' or 'Me Before You' stay findable) or, stemmed by `english`, in the description. The
-- last word, still being typed, matches as a prefix too; so does an earlier word no book uses, while a
-- known earlier word matches whole ('pride and' does not look at every word starting with 'and':
-- docs/decisions/0060-a-million-books.md). A word of 2+ characters that no book uses also matches its nearest known words: those one
-- edit away (symmetric deletes through book_word_variants: 'betwen' → between, 'yu' → you), else the 4
-- most similar by trigrams (pg_trgm similarity ≥ 0.3: 'tolkein' → tolkien).
--
-- Score, in tiers that never overlap (each tier adds more than any tie-break can):
--   12  the title is the query (lower case, punctuation ignored)
--   10  the author's name, or their surname, is the query
--    8  every word is in the title (title prefix included)
--    4  every word is in the title or the author
--    0  otherwise (description)
-- plus tie-breaks below 2: trigram similarity of the title to the query (0-1), 0.5 when every word
-- matched as typed (no correction), and ts_rank / 10.
-- When that finds nothing (e.g. 'harrypotter'), titles and authors with a trigram word similarity of
-- at least 0.5 to the whole query (4+ letters or digits) match instead, scored by that similarity.
CREATE OR REPLACE FUNCTION books_search(q text, ranked boolean DEFAULT true) RETURNS TABLE(book_id integer, score real)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 100
SET pg_trgm.similarity_threshold = 0.3
SET pg_trgm.word_similarity_threshold = 0.5
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
  norm_q text := btrim(regexp_replace(lower(q), '[^[:alnum:]]+', ' ', 'g'));
  typed_q tsquery;
  fuzzy_q tsquery;
  title_q tsquery;
  title_author_q tsquery;
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
  typed_q := to_tsquery('simple', array_to_string(typed, ' & '));
  fuzzy_q := to_tsquery('simple', array_to_string(fuzzy, ' & '));
  title_q := to_tsquery('simple', array_to_string(in_title, ' & '));
  title_author_q := to_tsquery('simple', array_to_string(in_title_author, ' & '));
  IF NOT ranked THEN
    RETURN QUERY SELECT b.id, 0::real FROM books b WHERE b.search_vector @@ fuzzy_q;
  ELSE
    RETURN QUERY
      SELECT b.id, (
        CASE
          WHEN btrim(regexp_replace(lower(b.title), '[^[:alnum:]]+', ' ', 'g')) = norm_q THEN 12
          WHEN btrim(regexp_replace(lower(b.author), '[^[:alnum:]]+', ' ', 'g')) = norm_q
            OR (position(' ' IN norm_q) = 0 AND lower(b.author) ~ ('(^|[^[:alnum:]])' || norm_q || '$')) THEN 10
          WHEN b.search_vector @@ title_q THEN 8
          WHEN b.search_vector @@ title_author_q THEN 4
          ELSE 0
        END
        + similarity(lower(b.title), norm_q)
        + CASE WHEN b.search_vector @@ typed_q THEN 0.5 ELSE 0 END
        + ts_rank(b.search_vector, fuzzy_q) / 10)::real
      FROM books b
      WHERE b.search_vector @@ fuzzy_q;
  END IF;
  IF NOT FOUND AND length(regexp_replace(q, '[^[:alnum:]]', '', 'g')) >= 4 THEN
    RETURN QUERY
      SELECT b.id, greatest(word_similarity(lower(q), lower(b.title)), word_similarity(lower(q), lower(b.author)))::real
      FROM books b
      WHERE lower(b.title) %> lower(q) OR lower(b.author) %> lower(q);
  END IF;
END $$;
