-- The Insights read (read-insights.ts) sums a card's hours, sources and links over up to 90
-- days: ~2 000 rows per table, each on its own heap page, since every card's rows are written
-- hour after hour among everyone else's. The primary keys carry the counters (INCLUDE), so the
-- read is an index-only scan of a few contiguous leaf pages (bench/results/insights.md).
-- drizzle's schema cannot say INCLUDE: schema.ts names these keys as plain primary keys.
ALTER TABLE "insight_hours" DROP CONSTRAINT "insight_hours_card_id_hour_pk", ADD CONSTRAINT "insight_hours_card_id_hour_pk" PRIMARY KEY ("card_id", "hour") INCLUDE ("views", "visitors", "saves", "clicks", "messages");
--> statement-breakpoint
ALTER TABLE "insight_sources" DROP CONSTRAINT "insight_sources_card_id_hour_source_pk", ADD CONSTRAINT "insight_sources_card_id_hour_source_pk" PRIMARY KEY ("card_id", "hour", "source") INCLUDE ("views");
--> statement-breakpoint
ALTER TABLE "insight_links" DROP CONSTRAINT "insight_links_card_id_hour_url_pk", ADD CONSTRAINT "insight_links_card_id_hour_url_pk" PRIMARY KEY ("card_id", "hour", "url") INCLUDE ("label", "clicks");
