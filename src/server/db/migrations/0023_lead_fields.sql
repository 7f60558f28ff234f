ALTER TABLE "messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('new', 'contacted', 'qualified', 'archived'));