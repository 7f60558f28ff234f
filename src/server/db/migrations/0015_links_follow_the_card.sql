ALTER TABLE "card_profiles" ADD COLUMN "tiktok_url" text;--> statement-breakpoint
ALTER TABLE "card_profiles" ADD COLUMN "github_url" text;--> statement-breakpoint
ALTER TABLE "card_profiles" ADD COLUMN "booking_url" text;--> statement-breakpoint
ALTER TABLE "card_profiles" ADD COLUMN "whatsapp_phone" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "tiktok_url" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "github_url" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "booking_url" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "whatsapp_phone" text;--> statement-breakpoint
-- A profile's links now follow the card's unless the owner sets one of its own
-- (docs/product.md#links). A profile used to take copies of the card's links when it was made: a
-- copy still equal to the card's link becomes "follow the card" (null), so a later edit on the card
-- reaches the page.
UPDATE "card_profiles" AS p SET
  "website_url" = CASE WHEN p."website_url" = c."website_url" THEN NULL ELSE p."website_url" END,
  "linked_in_url" = CASE WHEN p."linked_in_url" = c."linked_in_url" THEN NULL ELSE p."linked_in_url" END,
  "facebook_url" = CASE WHEN p."facebook_url" = c."facebook_url" THEN NULL ELSE p."facebook_url" END,
  "instagram_url" = CASE WHEN p."instagram_url" = c."instagram_url" THEN NULL ELSE p."instagram_url" END,
  "twitter_url" = CASE WHEN p."twitter_url" = c."twitter_url" THEN NULL ELSE p."twitter_url" END,
  "youtube_url" = CASE WHEN p."youtube_url" = c."youtube_url" THEN NULL ELSE p."youtube_url" END,
  "alternate_url_1" = CASE WHEN p."alternate_url_1" = c."alternate_url_1" THEN NULL ELSE p."alternate_url_1" END,
  "alternate_url_2" = CASE WHEN p."alternate_url_2" = c."alternate_url_2" THEN NULL ELSE p."alternate_url_2" END,
  "alternate_url_3" = CASE WHEN p."alternate_url_3" = c."alternate_url_3" THEN NULL ELSE p."alternate_url_3" END
FROM "cards" AS c WHERE c."id" = p."card_id";
