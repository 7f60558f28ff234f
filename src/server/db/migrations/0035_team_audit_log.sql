CREATE TABLE "team_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "team_audit_log_actor_kind_check" CHECK ("team_audit_log"."actor_kind" in ('person', 'api-key', 'scim', 'system')),
	CONSTRAINT "team_audit_log_target_kind_check" CHECK ("team_audit_log"."target_kind" in ('team', 'member', 'card', 'template', 'webhook', 'api-key', 'integration', 'leads', 'subscription'))
);
--> statement-breakpoint
CREATE INDEX "team_audit_log_team_idx" ON "team_audit_log" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "team_audit_log_action_idx" ON "team_audit_log" USING btree ("team_id","action","id");--> statement-breakpoint
CREATE INDEX "team_audit_log_actor_idx" ON "team_audit_log" USING btree ("team_id","actor_id","id");--> statement-breakpoint
CREATE INDEX "team_audit_log_at_idx" ON "team_audit_log" USING btree ("at");--> statement-breakpoint
-- hand-written below
-- Decision 057. The team's audit log is append-only as the operator's is (0012, 0013): a
-- trigger refuses every UPDATE, and every DELETE but one, the schema owner's (the role that runs
-- migrations) of a row older than a year. The application's role, whatever it was granted,
-- removes old rows only through prune_team_audit_log(), which runs as the schema owner.
CREATE FUNCTION "team_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND pg_has_role(current_user, (SELECT "relowner" FROM pg_class WHERE oid = TG_RELID), 'MEMBER')
     AND OLD."at" < now() - interval '1 year' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'team_audit_log rows are never changed, nor deleted before they are a year old';
END $$;--> statement-breakpoint
CREATE TRIGGER "team_audit_log_append_only" BEFORE UPDATE OR DELETE ON "team_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "team_audit_log_append_only"();--> statement-breakpoint
CREATE FUNCTION "team_audit_log_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'team_audit_log is never truncated';
END $$;--> statement-breakpoint
CREATE TRIGGER "team_audit_log_no_truncate" BEFORE TRUNCATE ON "team_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "team_audit_log_no_truncate"();--> statement-breakpoint
-- The retention job's one way in: at most `batch` rows written before `before`, and never one
-- younger than a year whatever `before` says. Runs as its owner (the schema's), so the trigger
-- above lets it delete.
CREATE FUNCTION "prune_team_audit_log"("before" timestamptz, "batch" integer) RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  pruned integer;
BEGIN
  DELETE FROM "team_audit_log" WHERE "id" IN (
    SELECT "id" FROM "team_audit_log"
    WHERE "at" < least("before", now() - interval '1 year')
    LIMIT "batch" FOR UPDATE SKIP LOCKED);
  GET DIAGNOSTICS pruned = ROW_COUNT;
  RETURN pruned;
END $$;
