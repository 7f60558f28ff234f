CREATE TABLE "saml_assertion_ids" (
	"team_id" uuid NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_assertion_ids_team_id_assertion_id_pk" PRIMARY KEY("team_id","assertion_id")
);
--> statement-breakpoint
CREATE TABLE "scim_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"protocol" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text,
	"code_verifier" text,
	"request_id" text,
	"test" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_requests_protocol_check" CHECK ("sso_requests"."protocol" in ('oidc', 'saml'))
);
--> statement-breakpoint
CREATE TABLE "team_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"txt_value" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"missing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_domains_status_check" CHECK ("team_domains"."status" in ('pending', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "team_sso" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"issuer" text,
	"client_id" text,
	"client_secret" text,
	"metadata_xml" text,
	"idp_entity_id" text,
	"idp_sso_url" text,
	"idp_certificates" text,
	"required" boolean DEFAULT false NOT NULL,
	"jit_provisioning" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_sso_protocol_check" CHECK ("team_sso"."protocol" in ('oidc', 'saml'))
);
--> statement-breakpoint
ALTER TABLE "team_audit_log" DROP CONSTRAINT "team_audit_log_target_kind_check";--> statement-breakpoint
ALTER TABLE "crm_connections" ALTER COLUMN "field_map" SET DEFAULT '{"firstName":"firstname","lastName":"lastname","phone":"phone","company":"company","title":"jobtitle","message":"message","source":"","consent":"","department":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "scim_provisioned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "scim_external_id" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "scim_provisioned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "scim_external_id" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "scim_attributes" jsonb;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "scim_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saml_assertion_ids" ADD CONSTRAINT "saml_assertion_ids_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_codes" ADD CONSTRAINT "sso_codes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_codes" ADD CONSTRAINT "sso_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_requests" ADD CONSTRAINT "sso_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_domains" ADD CONSTRAINT "team_domains_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_sso" ADD CONSTRAINT "team_sso_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_assertion_ids_expires_idx" ON "saml_assertion_ids" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_hash_idx" ON "scim_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "scim_tokens_team_idx" ON "scim_tokens" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sso_codes_expires_idx" ON "sso_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_requests_state_idx" ON "sso_requests" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_requests_request_id_idx" ON "sso_requests" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "sso_requests_expires_idx" ON "sso_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_domains_team_domain_idx" ON "team_domains" USING btree ("team_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "team_domains_verified_idx" ON "team_domains" USING btree ("domain") WHERE "team_domains"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "team_members_scim_external_idx" ON "team_members" USING btree ("team_id","scim_external_id") WHERE "team_members"."scim_external_id" is not null;--> statement-breakpoint
ALTER TABLE "team_audit_log" ADD CONSTRAINT "team_audit_log_target_kind_check" CHECK ("team_audit_log"."target_kind" in ('team', 'member', 'card', 'template', 'department', 'change-request', 'webhook', 'api-key', 'integration', 'leads', 'subscription', 'domain', 'sso', 'scim-token'));