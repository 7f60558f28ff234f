ALTER TABLE "sandbox_customers" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_customers" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "pending_proration_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_team_idx" ON "subscriptions" USING btree ("team_id","status") WHERE "subscriptions"."team_id" is not null;--> statement-breakpoint
ALTER TABLE "sandbox_customers" ADD CONSTRAINT "sandbox_customers_team_id_unique" UNIQUE("team_id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_stripe_customer_id_unique" UNIQUE("stripe_customer_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payer_check" CHECK (("subscriptions"."user_id" is null) <> ("subscriptions"."team_id" is null));--> statement-breakpoint
-- Connect access through a team's seats (decision 042): whether a member's paid profile shows
-- depends on their membership and on the team's subscription, so a change to either announces
-- the member as 'owner:{id}', as a change of their own subscription does (0007).
CREATE FUNCTION "public_changes_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."user_id" IS NOT NULL THEN
    PERFORM pg_notify('public_changes', 'owner:' || OLD."user_id");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."user_id" IS NOT NULL THEN
    PERFORM pg_notify('public_changes', 'owner:' || NEW."user_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "team_members_public_changes" AFTER INSERT OR UPDATE OF "status", "user_id" OR DELETE
  ON "team_members" FOR EACH ROW EXECUTE FUNCTION "public_changes_member"();
--> statement-breakpoint
CREATE FUNCTION "public_changes_team_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_changes', 'owner:' || "user_id") FROM "team_members"
    WHERE "team_id" = NEW."team_id" AND "status" = 'active' AND "user_id" IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_team_public_changes" AFTER INSERT OR UPDATE OF "status"
  ON "subscriptions" FOR EACH ROW WHEN (NEW."team_id" IS NOT NULL)
  EXECUTE FUNCTION "public_changes_team_seats"();
