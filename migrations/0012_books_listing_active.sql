DROP INDEX "book_hubs_hub_idx";--> statement-breakpoint
ALTER TABLE "book_hubs" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "book_hubs_hub_idx" ON "book_hubs" USING btree ("hub_id","book_id") WHERE "book_hubs"."active";