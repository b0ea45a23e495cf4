CREATE TYPE "public"."rental_cancelled_by" AS ENUM('borrower', 'owner', 'system');--> statement-breakpoint
ALTER TYPE "public"."money_entry_kind" ADD VALUE 'platform_fee_reversed';--> statement-breakpoint
ALTER TYPE "public"."money_entry_kind" ADD VALUE 'lender_earning_reversed';--> statement-breakpoint
ALTER TYPE "public"."rental_status" ADD VALUE 'cancelled';--> statement-breakpoint
DROP INDEX "rentals_one_open_per_book";--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "pickup_code_hash" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "return_code_hash" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "code_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "code_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "cancelled_by" "rental_cancelled_by";--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "rentals_awaiting_pickup_idx" ON "rentals" USING btree ("start_date") WHERE "rentals"."status" = 'active' AND "rentals"."picked_up_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_one_open_per_book" ON "rentals" USING btree ("book_id") WHERE "rentals"."status" IN ('active', 'return_requested');--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_code_attempts" CHECK ("rentals"."code_failed_attempts" >= 0);--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_cancelled_consistent" CHECK (("rentals"."cancelled_at" IS NULL) = ("rentals"."cancelled_by" IS NULL) AND ("rentals"."cancelled_at" IS NULL) = ("rentals"."status" IN ('active', 'return_requested', 'completed')));--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_cancelled_before_pickup" CHECK ("rentals"."cancelled_at" IS NULL OR "rentals"."picked_up_at" IS NULL);--> statement-breakpoint
-- hand-written (ADR 0032): rentals made before hand-over codes count as picked up at their start
UPDATE "rentals" SET "picked_up_at" = "start_date";
