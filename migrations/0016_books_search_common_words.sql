-- Custom SQL migration file, put your code below! --
-- books_search (0009) refined: a query of only common words ("the", "and of") finds nothing instead of
-- falling back to trigram matching against every title, and the trigram fallback needs at least 4
-- letters or digits (shorter queries match far too many titles to be useful). ROWS 100 as in 0014.
CREATE OR REPLACE FUNCTION books_search(q text) RETURNS TABLE(book_id integer, score real)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 100
SET pg_trgm.similarity_threshold = 0.3
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
DECLARE
  w text;
  alternatives text;
  typed text[] := '{}';
  fuzzy text[] := '{}';
  typed_q tsquery;
  fuzzy_q tsquery;
BEGIN
  FOR w IN SELECT m[1] FROM regexp_matches(lower(q), '([[:alnum:]]+)', 'g') AS m LIMIT 8 LOOP
    typed := typed || (w || ':*');
    alternatives := NULL;
    IF length(w) >= 3 AND NOT EXISTS (SELECT 1 FROM book_words bw WHERE bw.word = w) THEN
      SELECT string_agg(v.word, ' | ') INTO alternatives
      FROM (SELECT bw.word FROM book_words bw WHERE bw.word % w ORDER BY similarity(bw.word, w) DESC, bw.word LIMIT 4) v;
    END IF;
    fuzzy := fuzzy || CASE WHEN alternatives IS NULL THEN w || ':*' ELSE '(' || w || ':* | ' || alternatives || ')' END;
  END LOOP;
  IF cardinality(typed) = 0 THEN
    RETURN;
  END IF;
  typed_q := to_tsquery('english', array_to_string(typed, ' & '));
  IF numnode(typed_q) = 0 THEN
    RETURN; -- only common words
  END IF;
  fuzzy_q := to_tsquery('english', array_to_string(fuzzy, ' & '));
  RETURN QUERY
    SELECT b.id, (ts_rank(b.search_vector, fuzzy_q) + CASE WHEN b.search_vector @@ typed_q THEN 1 ELSE 0 END)::real
    FROM books b
    WHERE b.search_vector @@ fuzzy_q;
  IF NOT FOUND AND length(regexp_replace(q, '[^[:alnum:]]', '', 'g')) >= 4 THEN
    RETURN QUERY
      SELECT b.id, greatest(word_similarity(lower(q), lower(b.title)), word_similarity(lower(q), lower(b.author)))::real
      FROM books b
      WHERE lower(b.title) %> lower(q) OR lower(b.author) %> lower(q);
  END IF;
END $$;
