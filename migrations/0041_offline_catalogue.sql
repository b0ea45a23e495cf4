CREATE TABLE "offline_catalogue" (
	"isbn13" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"year" integer,
	"genre" text NOT NULL,
	"image_url" text
);
--> statement-breakpoint
CREATE INDEX "offline_catalogue_title_trgm_idx" ON "offline_catalogue" USING gin (lower("title") gin_trgm_ops);