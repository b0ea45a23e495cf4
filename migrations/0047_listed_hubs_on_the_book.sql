-- Custom SQL migration file, put your code below! --
-- A book's active hubs on its own row (docs/decisions/0069-listed-hubs-on-the-book.md): books.hub_ids, kept
-- by statement triggers on book_hubs, and books_search_matches answering them. The function definitions
-- are copies of src/server/db/sql/book-listings.sql and books-search.sql; db-sql.api.test.ts proves the
-- migrated database holds exactly them.
ALTER TABLE "books" ADD COLUMN "hub_ids" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
UPDATE books b SET hub_ids = x.hub_ids
FROM (SELECT bh.book_id, array_agg(bh.hub_id ORDER BY bh.hub_id) AS hub_ids FROM book_hubs bh WHERE bh.active GROUP BY bh.book_id) x
WHERE b.id = x.book_id;
--> statement-breakpoint
-- A book's `hub_ids` are the hubs it is actively listed in, ascending (docs/decisions/0069-listed-hubs-on-the-book.md):
-- the browse scope tests them on the book's own row instead of probing `book_hubs` for every candidate.
-- These statement triggers keep them true whatever code adds, removes or (through the membership trigger
-- above) activates listings; a book whose hubs did not change is not written.
CREATE OR REPLACE FUNCTION books_follow_listings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT n.book_id FROM new_listings n);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT DISTINCT o.book_id FROM old_listings o);
  ELSE
    changed := ARRAY(SELECT n.book_id FROM new_listings n UNION SELECT o.book_id FROM old_listings o);
  END IF;
  UPDATE books b SET hub_ids = x.hub_ids
  FROM (
    SELECT c.id, ARRAY(SELECT bh.hub_id FROM book_hubs bh WHERE bh.book_id = c.id AND bh.active ORDER BY bh.hub_id) AS hub_ids
    FROM unnest(changed) AS c(id)
  ) x
  WHERE b.id = x.id AND b.hub_ids IS DISTINCT FROM x.hub_ids;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER book_hubs_books_on_insert AFTER INSERT ON book_hubs REFERENCING NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION books_follow_listings();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER book_hubs_books_on_update AFTER UPDATE ON book_hubs REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION books_follow_listings();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER book_hubs_books_on_delete AFTER DELETE ON book_hubs REFERENCING OLD TABLE AS old_listings
  FOR EACH STATEMENT EXECUTE FUNCTION books_follow_listings();
--> statement-breakpoint
-- the result gains a column: a function's result type cannot be replaced
DROP FUNCTION books_search_matches(text, tsquery, tsquery, tsquery, tsquery, boolean);
--> statement-breakpoint
-- books_search_matches(q, fuzzy_q, typed_q, title_q, title_author_q, ranked): every book matching
-- `fuzzy_q` (books_search_terms of `q`), read once through the GIN index: the columns a browse filters and
-- sorts on and, when `ranked`, what its score needs from the search_vector (`in_title`: every word in the
-- title, `in_title_author`: in the title or author, `as_typed`: every word as typed, `rank`: ts_rank),
-- null otherwise. When no book matches (e.g. 'harrypotter'): the books whose title or author has a trigram
-- word similarity of at least 0.5 to the whole query (4+ letters or digits), that similarity as
-- `fallback_score`. With each book its `hub_ids`, for the scope. The search_vector itself stays behind:
-- copying it costs more than the rest of a row.
CREATE OR REPLACE FUNCTION books_search_matches(q text, fuzzy_q tsquery, typed_q tsquery, title_q tsquery, title_author_q tsquery, ranked boolean) RETURNS TABLE(id integer, owner_id integer, title text, author text, genre text, condition book_condition, daily_fee_paise integer, is_available boolean, status book_status, review_count integer, rating_total integer, created_at timestamp with time zone, in_title boolean, in_title_author boolean, as_typed boolean, rank real, fallback_score real, hub_ids integer[])
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
    FROM books b WHERE b.search_vector @@ fuzzy_q;
  IF NOT FOUND AND length(regexp_replace(q, '[^[:alnum:]]', '', 'g')) >= 4 THEN
    RETURN QUERY
      SELECT b.id, b.owner_id, b.title, b.author, b.genre, b.condition, b.daily_fee_paise, b.is_available, b.status,
        b.review_count, b.rating_total, b.created_at, NULL::boolean, NULL::boolean, NULL::boolean, NULL::real,
        greatest(word_similarity(lower(q), lower(b.title)), word_similarity(lower(q), lower(b.author)))::real,
        b.hub_ids
      FROM books b
      WHERE lower(b.title) %> lower(q) OR lower(b.author) %> lower(q);
  END IF;
END $$;
