CREATE TYPE "public"."book_condition" AS ENUM('Excellent', 'Very Good', 'Good', 'Fair', 'Poor');--> statement-breakpoint
CREATE TYPE "public"."book_status" AS ENUM('listed', 'sold', 'deleted');--> statement-breakpoint
CREATE TABLE "book_hubs" (
	"book_id" integer NOT NULL,
	"hub_id" integer NOT NULL,
	CONSTRAINT "book_hubs_book_id_hub_id_pk" PRIMARY KEY("book_id","hub_id")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "books_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"isbn" text NOT NULL,
	"isbn13" text NOT NULL,
	"genre" text NOT NULL,
	"description" text,
	"image_url" text,
	"cover_image_url" text,
	"condition" "book_condition" NOT NULL,
	"daily_fee_paise" integer NOT NULL,
	"selling_price_paise" integer,
	"is_available" boolean DEFAULT true NOT NULL,
	"status" "book_status" DEFAULT 'listed' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("author", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_daily_fee_positive" CHECK ("books"."daily_fee_paise" > 0),
	CONSTRAINT "books_selling_price_non_negative" CHECK ("books"."selling_price_paise" IS NULL OR "books"."selling_price_paise" >= 0),
	CONSTRAINT "books_review_cache_non_negative" CHECK ("books"."review_count" >= 0 AND "books"."rating_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_cache" (
	"isbn13" text PRIMARY KEY NOT NULL,
	"result" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"review_text" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"helpful_votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_user_book_unique" UNIQUE("user_id","book_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_helpful_votes_non_negative" CHECK ("reviews"."helpful_votes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "book_hubs" ADD CONSTRAINT "book_hubs_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_hubs" ADD CONSTRAINT "book_hubs_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_hubs_hub_idx" ON "book_hubs" USING btree ("hub_id","book_id");--> statement-breakpoint
CREATE INDEX "books_owner_idx" ON "books" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "books_isbn13_idx" ON "books" USING btree ("isbn13");--> statement-breakpoint
CREATE INDEX "books_status_created_idx" ON "books" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "books_search_idx" ON "books" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_author_trgm_idx" ON "books" USING gin (lower("author") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_book_idx" ON "reviews" USING btree ("book_id","created_at");