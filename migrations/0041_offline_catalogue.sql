-- fold_title: a title lower case with its accents folded ('Física' → 'fisica'), as the shelf reader's
-- spine words are (normaliseWords, src/domain/title-match.ts); IMMUTABLE so trigram indexes can hold it
-- (docs/decisions/0049-offline-shelf-reader.md).
CREATE OR REPLACE FUNCTION fold_title(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(lower(t), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿ', 'aaaaaaaeeeeeiiiiiooooooouuuuuncyy') $$;--> statement-breakpoint
CREATE TABLE "offline_catalogue" (
	"isbn13" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"year" integer,
	"genre" text NOT NULL,
	"image_url" text
);
--> statement-breakpoint
CREATE INDEX "offline_catalogue_title_folded_trgm_idx" ON "offline_catalogue" USING gin (fold_title("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_title_folded_trgm_idx" ON "books" USING gin (fold_title("title") gin_trgm_ops);