-- Custom SQL migration file, put your code below! ---- The Brocks ledger is append-only (ARCHITECTURE §2): entries are never updated, and deleted only by the
-- cascade when their member is deleted (the foreign key's trigger runs this one one level deeper).
CREATE OR REPLACE FUNCTION brocks_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'brocks_ledger is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brocks_ledger_append_only BEFORE UPDATE OR DELETE ON brocks_ledger
  FOR EACH ROW EXECUTE FUNCTION brocks_ledger_append_only();
