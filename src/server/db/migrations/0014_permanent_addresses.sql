CREATE TABLE "retired_handles" (
	"handle" text PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"card_id" integer,
	"retired_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_profiles" ADD COLUMN "handle_since" timestamp with time zone;--> statement-breakpoint
-- Handles set before this migration count as live since their profile was made: printed
-- cards may carry them, so a rename holds them (decision 031).
UPDATE "card_profiles" SET "handle_since" = "created_at" WHERE "alias_slug" IS NOT NULL;--> statement-breakpoint
-- A card's permanent address /c/{code}: 8 characters of a-z0-9 (41 bits), drawn from the
-- strong random bytes of gen_random_uuid() (the version and variant bytes skipped, a byte of
-- 252 or more redrawn so each character is equally likely), and drawn again while any card
-- holds it. Cards are never deleted, so a code is never given out twice. The database draws
-- it, like the uuid, so every path that makes a card (shop orders, the demo, admin commands,
-- a hand-written INSERT) gets one.
CREATE FUNCTION "new_card_code"() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '0123456789abcdefghijklmnopqrstuvwxyz';
  candidate text;
  bytes bytea;
  b integer;
BEGIN
  LOOP
    candidate := '';
    WHILE length(candidate) < 8 LOOP
      bytes := uuid_send(gen_random_uuid());
      FOR i IN 0..15 LOOP
        CONTINUE WHEN i IN (6, 8);
        b := get_byte(bytes, i);
        CONTINUE WHEN b >= 252;
        candidate := candidate || substr(alphabet, 1 + b % 36, 1);
        EXIT WHEN length(candidate) = 8;
      END LOOP;
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "cards" WHERE "code" = candidate);
  END LOOP;
  RETURN candidate;
END $$;
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "code" text;--> statement-breakpoint
-- One statement per card, so each draw sees the codes drawn before it.
DO $$
DECLARE
  card record;
BEGIN
  FOR card IN SELECT "id" FROM "cards" WHERE "code" IS NULL ORDER BY "id" LOOP
    UPDATE "cards" SET "code" = new_card_code() WHERE "id" = card."id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "code" SET DEFAULT new_card_code();--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "retired_handles" ADD CONSTRAINT "retired_handles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retired_handles" ADD CONSTRAINT "retired_handles_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_handles_owner_idx" ON "retired_handles" USING btree ("owner_id","retired_at");--> statement-breakpoint
CREATE INDEX "retired_handles_card_idx" ON "retired_handles" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_code_idx" ON "cards" USING btree ("code");--> statement-breakpoint
-- A retired handle that leads to a card answers 308 from the read cache, tagged with that
-- card: when the handle is released, taken back or stops leading there, the card's cached
-- answers go (decision 019). Its insertion comes with a change of the card's profile, which
-- announces the card already.
CREATE FUNCTION "public_changes_retired_handle"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_changes', 'card:' || OLD."card_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "retired_handles_public_changes" AFTER UPDATE OR DELETE ON "retired_handles"
  FOR EACH ROW WHEN (OLD."card_id" IS NOT NULL)
  EXECUTE FUNCTION "public_changes_retired_handle"();
