CREATE TYPE "public"."book_alert_status" AS ENUM('waiting', 'held', 'fulfilled', 'expired', 'cancelled');--> statement-breakpoint
CREATE TABLE "book_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "book_alert_status" DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "book_alerts_held_has_expiry" CHECK ("book_alerts"."status" <> 'held' or "book_alerts"."hold_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "book_alerts" ADD CONSTRAINT "book_alerts_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_alerts" ADD CONSTRAINT "book_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_alerts_one_open_per_member" ON "book_alerts" USING btree ("user_id","book_id") WHERE "book_alerts"."status" in ('waiting', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "book_alerts_one_hold_per_book" ON "book_alerts" USING btree ("book_id") WHERE "book_alerts"."status" = 'held';--> statement-breakpoint
CREATE INDEX "book_alerts_queue_idx" ON "book_alerts" USING btree ("book_id","created_at","id") WHERE "book_alerts"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "book_alerts_hold_expiry_idx" ON "book_alerts" USING btree ("hold_expires_at") WHERE "book_alerts"."status" = 'held';