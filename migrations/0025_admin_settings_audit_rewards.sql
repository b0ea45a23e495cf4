CREATE TABLE "reward_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"description" text NOT NULL,
	"reward_type" text NOT NULL,
	"value" integer NOT NULL,
	"required_referrals" integer NOT NULL,
	"required_books_per_referral" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_definitions_type_known" CHECK ("reward_definitions"."reward_type" in ('commission_free', 'bonus_earning', 'badge')),
	CONSTRAINT "reward_definitions_description_length" CHECK (char_length("reward_definitions"."description") between 1 and 200),
	CONSTRAINT "reward_definitions_value_positive" CHECK ("reward_definitions"."value" >= 1),
	CONSTRAINT "reward_definitions_referrals_positive" CHECK ("reward_definitions"."required_referrals" >= 1),
	CONSTRAINT "reward_definitions_books_nonnegative" CHECK ("reward_definitions"."required_books_per_referral" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settings_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settings_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer,
	"key" text NOT NULL,
	"old_value" text,
	"new_value" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_definitions" ADD CONSTRAINT "reward_definitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_audit" ADD CONSTRAINT "settings_audit_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settings_audit_key_idx" ON "settings_audit" USING btree ("key","id");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by");