CREATE TABLE "crm_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"team_id" uuid,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"account_id" text,
	"fixed_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_connections_one_scope_check" CHECK (("crm_connections"."owner_id" is null) <> ("crm_connections"."team_id" is null)),
	CONSTRAINT "crm_connections_status_check" CHECK ("crm_connections"."status" in ('connected', 'reconnect_needed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "lead_crm_syncs" (
	"message_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_crm_syncs_message_id_connection_id_pk" PRIMARY KEY("message_id","connection_id"),
	CONSTRAINT "lead_crm_syncs_status_check" CHECK ("lead_crm_syncs"."status" in ('pending', 'synced', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid,
	"provider" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_crm_syncs" ADD CONSTRAINT "lead_crm_syncs_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_crm_syncs" ADD CONSTRAINT "lead_crm_syncs_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_owner_idx" ON "crm_connections" USING btree ("owner_id","provider") WHERE "crm_connections"."owner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_team_idx" ON "crm_connections" USING btree ("team_id","provider") WHERE "crm_connections"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "lead_crm_syncs_due_idx" ON "lead_crm_syncs" USING btree ("connection_id","next_attempt_at") WHERE "lead_crm_syncs"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_lead_id_messages_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_lead_idx" ON "webhook_deliveries" USING btree ("lead_id") WHERE "webhook_deliveries"."lead_id" is not null;