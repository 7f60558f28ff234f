CREATE TABLE "card_profiles" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"slogan" text NOT NULL,
	"image_url" text,
	"theme" text DEFAULT 'dark' NOT NULL,
	"alias_slug" text,
	"website_url" text,
	"linked_in_url" text,
	"facebook_url" text,
	"instagram_url" text,
	"twitter_url" text,
	"youtube_url" text,
	"alternate_url_1" text,
	"alternate_url_2" text,
	"alternate_url_3" text,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_profiles" ADD CONSTRAINT "card_profiles_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_profiles_alias_slug_idx" ON "card_profiles" USING btree ("alias_slug");