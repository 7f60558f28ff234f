ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "card_profiles" ADD COLUMN "page_language" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invite_locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'ja', 'ar'));--> statement-breakpoint
ALTER TABLE "card_profiles" ADD CONSTRAINT "card_profiles_page_language_check" CHECK ("card_profiles"."page_language" in ('en', 'de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'ja', 'ar'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_language_check" CHECK ("messages"."language" in ('en', 'de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'ja', 'ar'));--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invite_locale_check" CHECK ("team_members"."invite_locale" in ('en', 'de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'ja', 'ar'));