ALTER TABLE "payment_orders" ADD COLUMN "duration_days" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "offer_type" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "offer_brocks" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_offer_consistent" CHECK (("payment_orders"."offer_type" IS NULL) = ("payment_orders"."offer_brocks" IS NULL) AND ("payment_orders"."offer_type" IS NULL OR "payment_orders"."offer_type" IN ('rupees', 'commission_free')));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_duration_positive" CHECK ("payment_orders"."duration_days" IS NULL OR "payment_orders"."duration_days" > 0);