ALTER TYPE "public"."money_entry_kind" ADD VALUE 'brocks_sale';--> statement-breakpoint
CREATE TABLE "brocks_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brocks_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"brocks" integer NOT NULL,
	"bonus" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"payment_order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brocks_sales_payment_order_id_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "brocks_sales_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "brocks_sales_amounts" CHECK ("brocks_sales"."brocks" >= 1 AND "brocks_sales"."bonus" >= 0 AND "brocks_sales"."price_paise" >= 100)
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "package_brocks" integer;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD COLUMN "brocks_sale_id" integer;--> statement-breakpoint
ALTER TABLE "brocks_sales" ADD CONSTRAINT "brocks_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brocks_sales" ADD CONSTRAINT "brocks_sales_package_id_brocks_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."brocks_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brocks_sales" ADD CONSTRAINT "brocks_sales_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brocks_sales" ADD CONSTRAINT "brocks_sales_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brocks_sales_user_idx" ON "brocks_sales" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_brocks_sale_id_brocks_sales_id_fk" FOREIGN KEY ("brocks_sale_id") REFERENCES "public"."brocks_sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_package_consistent" CHECK (("payment_orders"."package_id" IS NULL) = ("payment_orders"."package_brocks" IS NULL) AND ("payment_orders"."package_id" IS NULL OR "payment_orders"."purpose" = 'brocks'));