CREATE TYPE "public"."extension_request_status" AS ENUM('pending', 'approved', 'declined', 'paid');--> statement-breakpoint
CREATE TYPE "public"."rental_notice_kind" AS ENUM('due_soon', 'overdue', 'reminder');--> statement-breakpoint
CREATE TABLE "rental_extension_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_extension_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"extension_days" integer NOT NULL,
	"reason" text,
	"status" "extension_request_status" DEFAULT 'pending' NOT NULL,
	"daily_fee_paise" integer NOT NULL,
	"total_extension_fee_paise" integer NOT NULL,
	"platform_commission_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"proposed_end_date" timestamp with time zone NOT NULL,
	"new_end_date" timestamp with time zone,
	"decline_reason" text,
	"payment_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "rental_extension_requests_payment_order_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "rental_extension_requests_days" CHECK ("rental_extension_requests"."extension_days" BETWEEN 1 AND 30),
	CONSTRAINT "rental_extension_requests_amounts" CHECK ("rental_extension_requests"."daily_fee_paise" > 0 AND "rental_extension_requests"."platform_commission_paise" >= 0 AND "rental_extension_requests"."total_extension_fee_paise" = "rental_extension_requests"."extension_days" * "rental_extension_requests"."daily_fee_paise" AND "rental_extension_requests"."total_paise" = "rental_extension_requests"."total_extension_fee_paise" + "rental_extension_requests"."platform_commission_paise"),
	CONSTRAINT "rental_extension_requests_paid" CHECK (("rental_extension_requests"."status" = 'paid') = ("rental_extension_requests"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "rental_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"kind" "rental_notice_kind" NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rental_notices_once_per_day" UNIQUE("rental_id","kind","day")
);
--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "return_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "return_notes" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "return_confirm_notes" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "late_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "late_fee_paid_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_extension_requests" ADD CONSTRAINT "rental_extension_requests_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_extension_requests" ADD CONSTRAINT "rental_extension_requests_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_notices" ADD CONSTRAINT "rental_notices_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_extension_requests_one_pending" ON "rental_extension_requests" USING btree ("rental_id") WHERE "rental_extension_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "rental_extension_requests_rental_idx" ON "rental_extension_requests" USING btree ("rental_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_notices_rental_sent_idx" ON "rental_notices" USING btree ("rental_id","kind","sent_at");--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_late_fees_non_negative" CHECK ("rentals"."late_fee_paise" >= 0 AND "rentals"."late_fee_paid_paise" >= 0);