-- Custom SQL migration file, put your code below! --
-- The search design of docs/decisions/0011-search-design.md. Titles and authors are now indexed with
-- the `simple` dictionary (migration 0018 rebuilt books.search_vector; its GIN index is rebuilt here).
-- The vocabulary gains every title and author word (short ones too) and their one-letter deletions.
-- The live definitions below are copies of src/server/db/sql/*.sql (book-listings, book-words,
-- books-search); db-sql.api.test.ts proves the migrated database holds exactly those files.
CREATE INDEX IF NOT EXISTS "books_search_idx" ON "books" USING gin ("search_vector");
--> statement-breakpoint
CREATE TABLE book_word_variants (variant text NOT NULL, word text NOT NULL, PRIMARY KEY (variant, word));
--> statement-breakpoint
INSERT INTO book_words (word)
SELECT DISTINCT w FROM books b, regexp_split_to_table(lower(b.title || ' ' || b.author), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 1 AND 30
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO book_word_variants (variant, word)
SELECT DISTINCT left(bw.word, i - 1) || substr(bw.word, i + 1), bw.word
FROM book_words bw, generate_series(1, length(bw.word)) AS i
WHERE length(bw.word) >= 3
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A listing (book_hubs row) is active exactly while the book's owner is an active member of that hub
-- (spec 000 §6 "Hub visibility": a member who leaves a hub takes their listings with them, and
-- rejoining brings them back). The database keeps `book_hubs.active` true to that rule, whatever code
-- changes memberships, so browse queries filter on one indexed column.

-- New listing: active when the owner is an active member of the hub.
CREATE OR REPLACE FUNCTION book_hubs_set_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.active := EXISTS (
    SELECT 1 FROM books b JOIN hub_memberships m ON m.user_id = b.owner_id
    WHERE b.id = NEW.book_id AND m.hub_id = NEW.hub_id AND m.is_active);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER book_hubs_active_on_insert BEFORE INSERT ON book_hubs
  FOR EACH ROW EXECUTE FUNCTION book_hubs_set_active();
--> statement-breakpoint
-- Membership joined, left, rejoined or removed: the member's listings in that hub follow.
CREATE OR REPLACE FUNCTION book_hubs_follow_membership() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  hub integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.hub_id ELSE NEW.hub_id END;
  listed boolean := CASE WHEN TG_OP = 'DELETE' THEN false ELSE NEW.is_active END;
BEGIN
  UPDATE book_hubs bh SET active = listed
  FROM books b
  WHERE b.id = bh.book_id AND b.owner_id = member AND bh.hub_id = hub AND bh.active <> listed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hub_memberships_listings AFTER INSERT OR DELETE OR UPDATE OF is_active ON hub_memberships
  FOR EACH ROW EXECUTE FUNCTION book_hubs_follow_membership();
--> statement-breakpoint
-- The search vocabulary (docs/decisions/0011-search-design.md): every word of a book's title and author
-- (1-30 letters or digits) and of its description (3-30), lower case, in `book_words`; and for each word
-- of 3+ characters its one-letter deletions in `book_word_variants` (symmetric-delete spelling
-- correction: a query word one edit away from a known word shares a deletion with it, or is one).
-- Words are only ever added: a word no book uses any more costs a row, never a wrong answer.

-- Adds the words of the rows in `new_books` (the statement's new or changed books) and their
-- deletions, in word order so concurrent inserts of the same new words cannot deadlock.
CREATE OR REPLACE FUNCTION book_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  heads text[];
  descriptions text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.title || ' ' || n.author), array_agg(coalesce(n.description, ''))
    INTO heads, descriptions FROM new_books n;
  ELSE
    SELECT array_agg(n.title || ' ' || n.author), array_agg(coalesce(n.description, ''))
    INTO heads, descriptions FROM new_books n
      JOIN old_books o ON o.id = n.id
        AND (o.title IS DISTINCT FROM n.title OR o.author IS DISTINCT FROM n.author OR o.description IS DISTINCT FROM n.description);
  END IF;
  WITH words AS (
    SELECT w FROM unnest(heads) AS h, regexp_split_to_table(lower(h), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 1 AND 30
    UNION
    SELECT w FROM unnest(descriptions) AS d, regexp_split_to_table(lower(d), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 3 AND 30
  ),
  added AS (
    INSERT INTO book_words (word) SELECT w FROM words ORDER BY w ON CONFLICT DO NOTHING RETURNING word
  )
  INSERT INTO book_word_variants (variant, word)
  SELECT DISTINCT left(a.word, i - 1) || substr(a.word, i + 1), a.word
  FROM added a, generate_series(1, length(a.word)) AS i
  WHERE length(a.word) >= 3
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER books_words_insert AFTER INSERT ON books REFERENCING NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION book_words_collect();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER books_words_update AFTER UPDATE ON books REFERENCING OLD TABLE AS old_books NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION book_words_collect();
--> statement-breakpoint
-- books_search(q): (book_id, score) of the books matching every word of `q` (at most 8 words), the
-- search design of docs/decisions/0011-search-design.md.
--
-- Matching: each word matches as typed, as a prefix, in the title or author (`simple` dictionary: every
-- word kept, so 'It', 'The Road' or 'Me Before You' stay findable) or, stemmed by `english`, in the
-- description. A word of 2+ characters that no book uses also matches its nearest known words: those one
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
CREATE OR REPLACE FUNCTION books_search(q text) RETURNS TABLE(book_id integer, score real)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 100
SET pg_trgm.similarity_threshold = 0.3
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
DECLARE
  w text;
  stem text;
  typed_terms text[];
  terms text[];
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
  FOR w IN SELECT m[1] FROM regexp_matches(lower(q), '([[:alnum:]]+)', 'g') AS m LIMIT 8 LOOP
    stem := (ts_lexize('english_stem', w))[1];
    typed_terms := ARRAY[w || ':*'] || CASE WHEN stem IS NOT NULL AND stem <> w THEN ARRAY[stem || ':*'] ELSE '{}' END;
    terms := typed_terms;
    IF length(w) >= 2 AND NOT EXISTS (SELECT 1 FROM book_words bw WHERE bw.word = w) THEN
      terms := terms || ARRAY(
        SELECT c.word FROM (
          SELECT v.word FROM book_word_variants v WHERE v.variant = w
          UNION
          SELECT v.word FROM book_word_variants v, generate_series(1, length(w)) AS i
          WHERE length(w) >= 3 AND v.variant = left(w, i - 1) || substr(w, i + 1)
          UNION
          SELECT bw.word FROM book_words bw, generate_series(1, length(w)) AS i
          WHERE length(w) >= 3 AND bw.word = left(w, i - 1) || substr(w, i + 1)
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
  IF NOT FOUND AND length(regexp_replace(q, '[^[:alnum:]]', '', 'g')) >= 4 THEN
    RETURN QUERY
      SELECT b.id, greatest(word_similarity(lower(q), lower(b.title)), word_similarity(lower(q), lower(b.author)))::real
      FROM books b
      WHERE lower(b.title) %> lower(q) OR lower(b.author) %> lower(q);
  END IF;
END $$;
