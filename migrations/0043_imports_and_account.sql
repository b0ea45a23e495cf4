CREATE TABLE "import_rows" (
	"import_id" text NOT NULL,
	"row_no" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"isbn13" text,
	"isbn_problem" text,
	"shelf" text DEFAULT '' NOT NULL,
	"owned" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"match" jsonb,
	"book_id" integer,
	"error" text,
	CONSTRAINT "import_rows_import_id_row_no_pk" PRIMARY KEY("import_id","row_no"),
	CONSTRAINT "import_rows_status" CHECK ("import_rows"."status" in ('pending', 'matched', 'check', 'not_found', 'already_listed')),
	CONSTRAINT "import_rows_isbn_problem" CHECK ("import_rows"."isbn_problem" in ('bad_check_digit', 'not_an_isbn'))
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"header" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "imports_format" CHECK ("imports"."format" in ('goodreads', 'storygraph', 'librarything', 'isbn_list'))
);
--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_deletions_cancel_token_hash_unique" UNIQUE("cancel_token_hash"),
	CONSTRAINT "account_deletions_cancelled_by" CHECK ("account_deletions"."cancelled_by" in ('link', 'sign_in', 'profile')),
	CONSTRAINT "account_deletions_one_end" CHECK ("account_deletions"."cancelled_at" is null or "account_deletions"."erased_at" is null)
);
--> statement-breakpoint
CREATE TABLE "account_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "imports_expires_idx" ON "imports" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_pending_idx" ON "account_deletions" USING btree ("user_id") WHERE "account_deletions"."cancelled_at" is null and "account_deletions"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("scheduled_for");--> statement-breakpoint
CREATE INDEX "account_exports_user_idx" ON "account_exports" USING btree ("user_id","created_at");