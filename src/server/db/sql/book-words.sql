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

CREATE OR REPLACE TRIGGER books_words_insert AFTER INSERT ON books REFERENCING NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION book_words_collect();

CREATE OR REPLACE TRIGGER books_words_update AFTER UPDATE ON books REFERENCING OLD TABLE AS old_books NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION book_words_collect();
