-- Decision 033. Audit rows about data subjects keep account ids, not e-mail addresses: the
-- card moves written before stored the addresses the card moved between, and a retried mail's
-- last error can quote its recipient. Rewritten once here, with the append-only trigger held off
-- for this one transaction (only the schema's owner, which runs migrations, may do that).
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log"
  SET "before" = "before" - 'ownerEmail', "after" = "after" - 'ownerEmail'
  WHERE "action" = 'card.move';--> statement-breakpoint
UPDATE "audit_log"
  SET "before" = jsonb_set(
    "before",
    '{lastError}',
    to_jsonb(regexp_replace("before" ->> 'lastError', '[^[:space:]<>"''@]+@[^[:space:]<>"''@]+', '[address]', 'g'))
  )
  WHERE "action" = 'mail.retry' AND "before" ->> 'lastError' LIKE '%@%';--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
-- TRUNCATE fires no row trigger: without this, one statement would empty the history that
-- UPDATE and DELETE cannot touch.
CREATE FUNCTION "audit_log_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is never truncated';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_no_truncate"();
