ALTER TABLE "cards" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "team_contributor_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "team_id" uuid;--> statement-breakpoint
-- Every message so far was received by its card's holder.
UPDATE "messages" SET "owner_id" = "cards"."owner_id" FROM "cards" WHERE "cards"."id" = "messages"."card_id";--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_team_contributor_id_users_id_fk" FOREIGN KEY ("team_contributor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_team_idx" ON "cards" USING btree ("team_id","id") WHERE "cards"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_owner_created_idx" ON "messages" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_team_created_idx" ON "messages" USING btree ("team_id","created_at") WHERE "messages"."team_id" is not null;