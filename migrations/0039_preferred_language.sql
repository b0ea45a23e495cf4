ALTER TABLE "users" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_language" CHECK ("users"."preferred_language" IN ('en', 'hi'));