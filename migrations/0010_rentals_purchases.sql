CREATE TYPE "public"."brocks_offer_type" AS ENUM('rupees', 'commission_free');--> statement-breakpoint
CREATE TYPE "public"."money_entry_kind" AS ENUM('payment', 'deposit_held', 'deposit_released', 'deposit_applied', 'lender_earning', 'seller_earning', 'platform_fee', 'refund');--> statement-breakpoint
CREATE TYPE "public"."money_funding" AS ENUM('provider', 'brocks', 'brocks_offer');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card', 'upi', 'netbanking', 'wallet', 'mock', 'razorpay', 'brocks');--> statement-breakpoint
CREATE TYPE "public"."rental_status" AS ENUM('active', 'return_requested', 'completed');--> statement-breakpoint
CREATE TABLE "money_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "money_entry_kind" NOT NULL,
	"amount_paise" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rental_id" integer,
	"purchase_id" integer,
	"payment_order_id" integer,
	"funding" "money_funding",
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_ledger_event_unique" UNIQUE("kind","reference"),
	CONSTRAINT "money_ledger_amount_positive" CHECK ("money_ledger"."amount_paise" > 0),
	CONSTRAINT "money_ledger_payment_funding" CHECK (("money_ledger"."kind" = 'payment') = ("money_ledger"."funding" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"purchase_price_paise" integer NOT NULL,
	"platform_fee_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"payment_order_id" integer,
	"payment_id" integer,
	"brocks_paid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_book_unique" UNIQUE("book_id"),
	CONSTRAINT "purchases_payment_order_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "purchases_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "purchases_not_own_book" CHECK ("purchases"."buyer_id" <> "purchases"."seller_id"),
	CONSTRAINT "purchases_amounts" CHECK ("purchases"."purchase_price_paise" > 0 AND "purchases"."platform_fee_paise" >= 0 AND "purchases"."brocks_paid" >= 0 AND "purchases"."total_paise" = "purchases"."purchase_price_paise" + "purchases"."platform_fee_paise")
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rentals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book_id" integer NOT NULL,
	"borrower_id" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"status" "rental_status" DEFAULT 'active' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"duration_days" integer NOT NULL,
	"daily_fee_paise" integer NOT NULL,
	"rental_fee_paise" integer NOT NULL,
	"platform_fee_paise" integer NOT NULL,
	"security_deposit_paise" integer NOT NULL,
	"brocks_discount_paise" integer DEFAULT 0 NOT NULL,
	"brocks_used" integer DEFAULT 0 NOT NULL,
	"offer_type" "brocks_offer_type",
	"total_paise" integer NOT NULL,
	"lender_amount_paise" integer NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"payment_order_id" integer,
	"payment_id" integer,
	"brocks_paid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_payment_order_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "rentals_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "rentals_not_own_book" CHECK ("rentals"."borrower_id" <> "rentals"."lender_id"),
	CONSTRAINT "rentals_duration_positive" CHECK ("rentals"."duration_days" >= 1),
	CONSTRAINT "rentals_dates_ordered" CHECK ("rentals"."end_date" > "rentals"."start_date"),
	CONSTRAINT "rentals_amounts_non_negative" CHECK ("rentals"."daily_fee_paise" > 0 AND "rentals"."rental_fee_paise" >= 0 AND "rentals"."platform_fee_paise" >= 0 AND "rentals"."security_deposit_paise" >= 0 AND "rentals"."brocks_discount_paise" >= 0 AND "rentals"."brocks_used" >= 0 AND "rentals"."brocks_paid" >= 0 AND "rentals"."lender_amount_paise" >= 0),
	CONSTRAINT "rentals_total_is_sum" CHECK ("rentals"."total_paise" = "rentals"."rental_fee_paise" + "rentals"."platform_fee_paise" + "rentals"."security_deposit_paise" - "rentals"."brocks_discount_paise"),
	CONSTRAINT "rentals_discount_within_cap" CHECK ("rentals"."brocks_discount_paise" <= "rentals"."rental_fee_paise" + "rentals"."platform_fee_paise"),
	CONSTRAINT "rentals_offer_consistent" CHECK (("rentals"."offer_type" IS NULL) = ("rentals"."brocks_used" = 0))
);
--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_borrower_id_users_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_lender_id_users_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_ledger_order_payment_unique" ON "money_ledger" USING btree ("payment_order_id") WHERE "money_ledger"."kind" = 'payment' AND "money_ledger"."payment_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "money_ledger_user_idx" ON "money_ledger" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "money_ledger_rental_idx" ON "money_ledger" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "money_ledger_purchase_idx" ON "money_ledger" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_buyer_idx" ON "purchases" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_seller_idx" ON "purchases" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_one_open_per_book" ON "rentals" USING btree ("book_id") WHERE "rentals"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "rentals_borrower_idx" ON "rentals" USING btree ("borrower_id","created_at");--> statement-breakpoint
CREATE INDEX "rentals_lender_idx" ON "rentals" USING btree ("lender_id","created_at");--> statement-breakpoint
CREATE INDEX "rentals_status_end_idx" ON "rentals" USING btree ("status","end_date");