ALTER TYPE "public"."money_entry_kind" ADD VALUE 'credit_granted';--> statement-breakpoint
ALTER TYPE "public"."money_funding" ADD VALUE 'credit';--> statement-breakpoint
CREATE TABLE "commission_free_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_free_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_free_grants_source_unique" UNIQUE("user_id","source"),
	CONSTRAINT "commission_free_grants_days_positive" CHECK ("commission_free_grants"."days" > 0 AND "commission_free_grants"."ends_at" > "commission_free_grants"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "credit_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_paise" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_non_negative" CHECK ("credit_balances"."balance_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "commission_free_grants" ADD CONSTRAINT "commission_free_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_free_grants_user_end_idx" ON "commission_free_grants" USING btree ("user_id","ends_at");