-- Custom SQL migration file, put your code below! ---- The money ledger is append-only (ARCHITECTURE §2 "Ledgers, not counters"): a movement of money is
-- never updated or deleted; a correction is a new row.
CREATE OR REPLACE FUNCTION money_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'money_ledger is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER money_ledger_append_only BEFORE UPDATE OR DELETE ON money_ledger
  FOR EACH ROW EXECUTE FUNCTION money_ledger_append_only();
