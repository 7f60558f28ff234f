-- Two rollups of insight_hours for a team's Insights (decision 043). Their keys carry
-- the counters (INCLUDE), as the hours' do (0010); drizzle's schema names them as plain keys.
CREATE TABLE "insight_days" (
	"card_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_days_card_id_day_pk" PRIMARY KEY("card_id","day") INCLUDE ("views", "visitors", "saves", "clicks", "messages")
);
--> statement-breakpoint
CREATE TABLE "team_insight_hours" (
	"team_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_insight_hours_team_id_hour_pk" PRIMARY KEY("team_id","hour") INCLUDE ("views", "visitors", "saves", "clicks", "messages")
);
--> statement-breakpoint
ALTER TABLE "insight_days" ADD CONSTRAINT "insight_days_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_insight_hours" ADD CONSTRAINT "team_insight_hours_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rollups are kept by triggers (decision 043), so no write path (the batch writer,
-- wiping a card, a hand-written UPDATE) can leave them behind insight_hours. A statement's
-- changes to insight_hours are applied as deltas (its transition tables): added per card and UTC
-- day, and per team and hour for the cards a team holds. The cards counted are locked FOR SHARE
-- first: a card that moves to another team at the same moment either waits for this change (and
-- then takes its hours along, this one included) or moves first (and this change is then added
-- to its new team), never half of each. A card deleted meanwhile has nothing left to keep.
CREATE FUNCTION "insight_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN
      'SELECT card_id, hour, views, visitors, saves, clicks, messages FROM new_rows'
    WHEN 'DELETE' THEN
      'SELECT card_id, hour, -views, -visitors, -saves, -clicks, -messages FROM old_rows'
    -- The old row taken away and the new one added: right even if an update moved a row.
    ELSE
      'SELECT card_id, hour, -views, -visitors, -saves, -clicks, -messages FROM old_rows
       UNION ALL
       SELECT card_id, hour, views, visitors, saves, clicks, messages FROM new_rows'
  END;
BEGIN
  EXECUTE format($sql$
    WITH "delta" AS MATERIALIZED (
      SELECT * FROM (%s) AS d(card_id, hour, views, visitors, saves, clicks, messages)
    ),
    "counted" AS MATERIALIZED (
      SELECT "id", "team_id" FROM "cards"
      WHERE "id" IN (SELECT DISTINCT card_id FROM "delta")
      ORDER BY "id" FOR SHARE
    ),
    "days" AS (
      INSERT INTO "insight_days" AS t
        ("card_id", "day", "views", "visitors", "saves", "clicks", "messages")
      SELECT d.card_id, (d.hour AT TIME ZONE 'UTC')::date, sum(d.views), sum(d.visitors),
             sum(d.saves), sum(d.clicks), sum(d.messages)
      FROM "delta" AS d WHERE d.card_id IN (SELECT "id" FROM "counted") GROUP BY 1, 2
      ON CONFLICT ("card_id", "day") DO UPDATE SET
        "views" = t."views" + excluded."views", "visitors" = t."visitors" + excluded."visitors",
        "saves" = t."saves" + excluded."saves", "clicks" = t."clicks" + excluded."clicks",
        "messages" = t."messages" + excluded."messages"
    )
    INSERT INTO "team_insight_hours" AS t
      ("team_id", "hour", "views", "visitors", "saves", "clicks", "messages")
    SELECT c."team_id", d.hour, sum(d.views), sum(d.visitors), sum(d.saves), sum(d.clicks),
           sum(d.messages)
    FROM "delta" AS d JOIN "counted" AS c ON c."id" = d.card_id
    WHERE c."team_id" IS NOT NULL GROUP BY 1, 2
    ON CONFLICT ("team_id", "hour") DO UPDATE SET
      "views" = t."views" + excluded."views", "visitors" = t."visitors" + excluded."visitors",
      "saves" = t."saves" + excluded."saves", "clicks" = t."clicks" + excluded."clicks",
      "messages" = t."messages" + excluded."messages"
  $sql$, delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insight_hours_rollups_insert" AFTER INSERT ON "insight_hours"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "insight_rollups"();
--> statement-breakpoint
CREATE TRIGGER "insight_hours_rollups_update" AFTER UPDATE ON "insight_hours"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "insight_rollups"();
--> statement-breakpoint
CREATE TRIGGER "insight_hours_rollups_delete" AFTER DELETE ON "insight_hours"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "insight_rollups"();
--> statement-breakpoint
-- A card entering or leaving a team takes its hours along (its row is locked by the update, so
-- no batch can add to it meanwhile); a deleted team card's hours leave its team before the
-- cascade removes them.
CREATE FUNCTION "team_insights_follow_card"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."team_id" IS NOT NULL THEN
    UPDATE "team_insight_hours" AS t SET
      "views" = t."views" - h."views", "visitors" = t."visitors" - h."visitors",
      "saves" = t."saves" - h."saves", "clicks" = t."clicks" - h."clicks",
      "messages" = t."messages" - h."messages"
    FROM "insight_hours" AS h
    WHERE h."card_id" = OLD."id" AND t."team_id" = OLD."team_id" AND t."hour" = h."hour";
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."team_id" IS NOT NULL THEN
    INSERT INTO "team_insight_hours" AS t ("team_id", "hour", "views", "visitors", "saves", "clicks", "messages")
    SELECT NEW."team_id", "hour", "views", "visitors", "saves", "clicks", "messages"
    FROM "insight_hours" WHERE "card_id" = NEW."id"
    ON CONFLICT ("team_id", "hour") DO UPDATE SET
      "views" = t."views" + excluded."views", "visitors" = t."visitors" + excluded."visitors",
      "saves" = t."saves" + excluded."saves", "clicks" = t."clicks" + excluded."clicks",
      "messages" = t."messages" + excluded."messages";
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cards_team_insights_move" AFTER UPDATE OF "team_id" ON "cards"
  FOR EACH ROW WHEN (OLD."team_id" IS DISTINCT FROM NEW."team_id")
  EXECUTE FUNCTION "team_insights_follow_card"();
--> statement-breakpoint
CREATE TRIGGER "cards_team_insights_delete" BEFORE DELETE ON "cards"
  FOR EACH ROW WHEN (OLD."team_id" IS NOT NULL)
  EXECUTE FUNCTION "team_insights_follow_card"();
--> statement-breakpoint
-- What already happened, summed once.
INSERT INTO "insight_days" ("card_id", "day", "views", "visitors", "saves", "clicks", "messages")
SELECT "card_id", ("hour" AT TIME ZONE 'UTC')::date,
       sum("views"), sum("visitors"), sum("saves"), sum("clicks"), sum("messages")
FROM "insight_hours" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "team_insight_hours" ("team_id", "hour", "views", "visitors", "saves", "clicks", "messages")
SELECT c."team_id", h."hour",
       sum(h."views"), sum(h."visitors"), sum(h."saves"), sum(h."clicks"), sum(h."messages")
FROM "insight_hours" AS h JOIN "cards" AS c ON c."id" = h."card_id"
WHERE c."team_id" IS NOT NULL GROUP BY 1, 2;
