CREATE TABLE "card_template_exceptions" (
	"card_id" integer NOT NULL,
	"field" text NOT NULL,
	"change_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_template_exceptions_card_id_field_pk" PRIMARY KEY("card_id","field")
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"card_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value" text,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_requests_status_check" CHECK ("change_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"template_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"template_locked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_audit_log" DROP CONSTRAINT "team_audit_log_target_kind_check";--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "admin_of_department_id" uuid;--> statement-breakpoint
ALTER TABLE "card_template_exceptions" ADD CONSTRAINT "card_template_exceptions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_template_exceptions" ADD CONSTRAINT "card_template_exceptions_change_request_id_change_requests_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."change_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_pending_idx" ON "change_requests" USING btree ("card_id","field") WHERE "change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "change_requests_team_idx" ON "change_requests" USING btree ("team_id","status","created_at");--> statement-breakpoint
CREATE INDEX "change_requests_member_idx" ON "change_requests" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_team_name_idx" ON "departments" USING btree ("team_id",lower("name"));--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_admin_of_department_id_departments_id_fk" FOREIGN KEY ("admin_of_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_department_idx" ON "team_members" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "team_members_admin_of_department_idx" ON "team_members" USING btree ("admin_of_department_id");--> statement-breakpoint
ALTER TABLE "team_audit_log" ADD CONSTRAINT "team_audit_log_target_kind_check" CHECK ("team_audit_log"."target_kind" in ('team', 'member', 'card', 'template', 'department', 'change-request', 'webhook', 'api-key', 'integration', 'leads', 'subscription'));