-- Custom SQL migration file, put your code below! --
-- Typo-tolerant book search through a word list (issue 4 §2, ARCHITECTURE §2), replacing books_search (0008).
-- Trigram matching of a whole query against every title reads long GIN posting lists and rechecks
-- hundreds of rows per search; correcting each misspelt word against the (small) list of words used in
-- books and then asking the full-text index is both faster and more precise ("harry pottr" becomes
-- harry & (pottr* | potter | …), so it no longer finds every other "Harry").

-- Every word (3-30 letters or digits, lower case) of a book's title, author or description.
CREATE TABLE book_words (word text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX book_words_trgm_idx ON book_words USING gin (word gin_trgm_ops);--> statement-breakpoint

-- Adds the words of the rows in `new_books` (the statement's new or changed books), in word order so
-- concurrent inserts of the same new words cannot deadlock.
CREATE FUNCTION book_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO book_words (word)
    SELECT DISTINCT w FROM new_books n,
      regexp_split_to_table(lower(n.title || ' ' || n.author || ' ' || coalesce(n.description, '')), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 3 AND 30
    ORDER BY w
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO book_words (word)
    SELECT DISTINCT w FROM new_books n
      JOIN old_books o ON o.id = n.id
        AND (o.title IS DISTINCT FROM n.title OR o.author IS DISTINCT FROM n.author OR o.description IS DISTINCT FROM n.description),
      regexp_split_to_table(lower(n.title || ' ' || n.author || ' ' || coalesce(n.description, '')), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 3 AND 30
    ORDER BY w
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER books_words_insert AFTER INSERT ON books REFERENCING NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION book_words_collect();--> statement-breakpoint
CREATE TRIGGER books_words_update AFTER UPDATE ON books REFERENCING OLD TABLE AS old_books NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION book_words_collect();--> statement-breakpoint
INSERT INTO book_words (word)
SELECT DISTINCT w FROM books b,
  regexp_split_to_table(lower(b.title || ' ' || b.author || ' ' || coalesce(b.description, '')), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 3 AND 30
ON CONFLICT DO NOTHING;--> statement-breakpoint

DROP FUNCTION IF EXISTS books_search(text, text);--> statement-breakpoint

-- books_search(q): (book_id, score) of the books matching every word of `q` (at most 8 words).
-- Each word matches as a prefix (as typed); a word of 3+ characters that no book uses also matches its
-- 4 nearest known words (pg_trgm similarity ≥ 0.3, so "tolkein" finds Tolkien, "rowlng" Rowling).
-- score = ts_rank (title A > author B > description C) + 1 when the words match as typed.
-- When that finds nothing (e.g. "harrypotter"), titles and authors with a trigram word similarity of at
-- least 0.5 to the whole query match instead, scored by that similarity.
CREATE FUNCTION books_search(q text) RETURNS TABLE(book_id integer, score real)
LANGUAGE plpgsql STABLE PARALLEL SAFE
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
  fuzzy_q := to_tsquery('english', array_to_string(fuzzy, ' & '));
  RETURN QUERY
    SELECT b.id, (ts_rank(b.search_vector, fuzzy_q) + CASE WHEN b.search_vector @@ typed_q THEN 1 ELSE 0 END)::real
    FROM books b
    WHERE b.search_vector @@ fuzzy_q;
  IF NOT FOUND THEN
    RETURN QUERY
      SELECT b.id, greatest(word_similarity(lower(q), lower(b.title)), word_similarity(lower(q), lower(b.author)))::real
      FROM books b
      WHERE lower(b.title) %> lower(q) OR lower(b.author) %> lower(q);
  END IF;
END $$;
