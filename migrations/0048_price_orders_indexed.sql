DROP INDEX "books_status_fee_idx";--> statement-breakpoint
CREATE INDEX "books_status_fee_newest_idx" ON "books" USING btree ("status","daily_fee_paise","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "books_status_fee_oldest_idx" ON "books" USING btree ("status","daily_fee_paise","created_at","id");