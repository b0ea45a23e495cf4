CREATE TYPE "public"."rental_return_method" AS ENUM('code', 'without_code');--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "return_method" "rental_return_method";