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

CREATE OR REPLACE TRIGGER book_hubs_active_on_insert BEFORE INSERT ON book_hubs
  FOR EACH ROW EXECUTE FUNCTION book_hubs_set_active();

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

CREATE OR REPLACE TRIGGER hub_memberships_listings AFTER INSERT OR DELETE OR UPDATE OF is_active ON hub_memberships
  FOR EACH ROW EXECUTE FUNCTION book_hubs_follow_membership();

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

CREATE OR REPLACE TRIGGER book_hubs_books_on_insert AFTER INSERT ON book_hubs REFERENCING NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION books_follow_listings();

CREATE OR REPLACE TRIGGER book_hubs_books_on_update AFTER UPDATE ON book_hubs REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION books_follow_listings();

CREATE OR REPLACE TRIGGER book_hubs_books_on_delete AFTER DELETE ON book_hubs REFERENCING OLD TABLE AS old_listings
  FOR EACH STATEMENT EXECUTE FUNCTION books_follow_listings();
