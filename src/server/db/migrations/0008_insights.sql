CREATE TABLE "insight_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"source" text,
	"link_url" text,
	"link_label" text,
	CONSTRAINT "insight_events_kind_check" CHECK ("insight_events"."kind" in ('view', 'save', 'click', 'message'))
);
--> statement-breakpoint
CREATE TABLE "insight_hours" (
	"card_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_hours_card_id_hour_pk" PRIMARY KEY("card_id","hour")
);
--> statement-breakpoint
CREATE TABLE "insight_links" (
	"card_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"url" text NOT NULL,
	"label" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_links_card_id_hour_url_pk" PRIMARY KEY("card_id","hour","url")
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_sources" (
	"card_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_sources_card_id_hour_source_pk" PRIMARY KEY("card_id","hour","source")
);
--> statement-breakpoint
CREATE TABLE "insight_visitors" (
	"card_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" "bytea" NOT NULL,
	CONSTRAINT "insight_visitors_card_id_day_visitor_hash_pk" PRIMARY KEY("card_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "insight_events" ADD CONSTRAINT "insight_events_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_hours" ADD CONSTRAINT "insight_hours_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_links" ADD CONSTRAINT "insight_links_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_sources" ADD CONSTRAINT "insight_sources_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_visitors" ADD CONSTRAINT "insight_visitors_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_events_time_brin" ON "insight_events" USING brin ("occurred_at");