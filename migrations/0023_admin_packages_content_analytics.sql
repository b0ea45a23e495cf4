CREATE TABLE "brocks_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brocks_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"brocks" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"price_paise" integer NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brocks_packages_name_not_blank" CHECK (length(btrim("brocks_packages"."name")) > 0),
	CONSTRAINT "brocks_packages_brocks_min" CHECK ("brocks_packages"."brocks" >= 1),
	CONSTRAINT "brocks_packages_bonus_min" CHECK ("brocks_packages"."bonus" >= 0),
	CONSTRAINT "brocks_packages_price_min" CHECK ("brocks_packages"."price_paise" >= 100)
);
--> statement-breakpoint
CREATE TABLE "page_content" (
	"page_key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"cta_text" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_content_title_not_blank" CHECK (length(btrim("page_content"."title")) > 0)
);
--> statement-breakpoint
ALTER TABLE "page_content" ADD CONSTRAINT "page_content_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brocks_packages_on_sale_idx" ON "brocks_packages" USING btree ("price_paise") WHERE "brocks_packages"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "books_created_idx" ON "books" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rentals_created_idx" ON "rentals" USING btree ("created_at");