ALTER TABLE "users" ADD COLUMN "school_hub_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_hub_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "division" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "floor" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "building" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_hub_id_hubs_id_fk" FOREIGN KEY ("school_hub_id") REFERENCES "public"."hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_hub_id_hubs_id_fk" FOREIGN KEY ("company_hub_id") REFERENCES "public"."hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_text_length" CHECK (coalesce(length("users"."grade"), 0) <= 50 AND coalesce(length("users"."division"), 0) <= 50 AND coalesce(length("users"."floor"), 0) <= 50 AND coalesce(length("users"."building"), 0) <= 50);