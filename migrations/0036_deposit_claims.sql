CREATE TYPE "public"."deposit_claim_status" AS ENUM('open', 'accepted', 'disputed', 'decided');--> statement-breakpoint
CREATE TYPE "public"."rental_photo_stage" AS ENUM('pickup', 'return');--> statement-breakpoint
CREATE TABLE "deposit_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"remaining_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "deposit_claim_status" DEFAULT 'open' NOT NULL,
	"borrower_reply" text,
	"decided_paise" integer,
	"decided_by" integer,
	"decision_note" text,
	"settled_paise" integer,
	"respond_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "deposit_claims_rental_unique" UNIQUE("rental_id"),
	CONSTRAINT "deposit_claims_amounts" CHECK ("deposit_claims"."amount_paise" > 0 AND "deposit_claims"."amount_paise" <= "deposit_claims"."remaining_paise" AND ("deposit_claims"."decided_paise" IS NULL OR "deposit_claims"."decided_paise" BETWEEN 0 AND "deposit_claims"."amount_paise")),
	CONSTRAINT "deposit_claims_settled" CHECK (("deposit_claims"."status" IN ('accepted', 'decided')) = ("deposit_claims"."settled_paise" IS NOT NULL AND "deposit_claims"."settled_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "rental_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"stage" "rental_photo_stage" NOT NULL,
	"uploader_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_photos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_photos" ADD CONSTRAINT "rental_photos_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_photos" ADD CONSTRAINT "rental_photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_claims_status_idx" ON "deposit_claims" USING btree ("status","respond_by");--> statement-breakpoint
CREATE INDEX "rental_photos_rental_idx" ON "rental_photos" USING btree ("rental_id","stage","uploader_id");