ALTER TABLE "insight_events" DROP CONSTRAINT "insight_events_card_id_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "insight_visitors" DROP CONSTRAINT "insight_visitors_card_id_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "insight_visitors" ADD COLUMN "first_hour" timestamp with time zone;