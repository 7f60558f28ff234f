-- Every write that changes what a visitor sees at /u/{key}, in /api/card-profiles/public/{key}
-- or in a card's vCard announces itself on the channel public_changes when its transaction
-- commits; each server process listens and drops its cached copies (decision 019). Triggers,
-- not calls in the services, so no write path (admin command, webhook, a later console, a
-- hand-written UPDATE) can forget it.
-- One function for both tables: its argument names the column holding the card's id.
CREATE FUNCTION "public_changes_card"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('public_changes', 'card:' || (changed ->> TG_ARGV[0]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cards_public_changes" AFTER UPDATE OR DELETE ON "cards"
  FOR EACH ROW EXECUTE FUNCTION "public_changes_card"('id');
--> statement-breakpoint
CREATE TRIGGER "card_profiles_public_changes" AFTER INSERT OR UPDATE OR DELETE ON "card_profiles"
  FOR EACH ROW EXECUTE FUNCTION "public_changes_card"('card_id');
--> statement-breakpoint
-- The subscription decides whether the paid profile shows (and whether the handle answers).
CREATE FUNCTION "public_changes_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_changes', 'owner:' || NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_public_changes" AFTER UPDATE ON "users"
  FOR EACH ROW
  WHEN (OLD."stripe_subscription_status" IS DISTINCT FROM NEW."stripe_subscription_status")
  EXECUTE FUNCTION "public_changes_owner"();
