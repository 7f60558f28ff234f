CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"shopify_product_title" text NOT NULL,
	"shopify_variant_title" text,
	"shopify_order_id" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text,
	"last_name" text,
	"work_organization" text,
	"work_title" text,
	"work_role" text,
	"work_url" text,
	"email" text,
	"work_email" text,
	"alternate_email" text,
	"cell_phone" text,
	"work_phone" text,
	"work_fax" text,
	"alternate_phone" text,
	"work_address_street" text,
	"work_address_city" text,
	"work_address_state" text,
	"work_address_postal_code" text,
	"website_url" text,
	"linked_in_url" text,
	"facebook_url" text,
	"instagram_url" text,
	"twitter_url" text,
	"youtube_url" text,
	"alternate_url_1" text,
	"alternate_url_2" text,
	"alternate_url_3" text,
	"note" text,
	"company_slogan" text,
	"profile_image_url" text,
	"company_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopify_webhooks" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"shop_domain" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_idx" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "cards_owner_idx" ON "cards" USING btree ("owner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_uuid_idx" ON "cards" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_queue_created_idx" ON "mail_queue" USING btree ("created_at");