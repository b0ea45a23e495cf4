CREATE TABLE "user_genre_preferences" (
	"user_id" integer NOT NULL,
	"genre" text NOT NULL,
	"preference_level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_genre_preferences_user_id_genre_pk" PRIMARY KEY("user_id","genre"),
	CONSTRAINT "user_genre_preferences_level" CHECK ("user_genre_preferences"."preference_level" in (1, 3, 5))
);
--> statement-breakpoint
ALTER TABLE "user_genre_preferences" ADD CONSTRAINT "user_genre_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_available_genre_idx" ON "books" USING btree ("genre","created_at") WHERE "books"."status" = 'listed' and "books"."is_available";