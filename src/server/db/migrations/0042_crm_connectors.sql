ALTER TABLE "crm_connections" ADD COLUMN "api_base" text;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "batch_leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_crm_syncs" ADD COLUMN "remote_ids" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "code_verifier" text;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "environment_url" text;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_provider_check" CHECK ("crm_connections"."provider" in ('hubspot', 'salesforce', 'dynamics', 'pipedrive'));