ALTER TABLE "card_profiles" ADD COLUMN "design" jsonb DEFAULT '{"preset":"dark","accent":null,"font":null,"buttonStyle":null,"layout":null}'::jsonb NOT NULL;--> statement-breakpoint
-- A light profile keeps its look: the preset of the original light theme.
UPDATE "card_profiles" SET "design" = jsonb_set("design", '{preset}', to_jsonb("theme")) WHERE "theme" = 'light';
