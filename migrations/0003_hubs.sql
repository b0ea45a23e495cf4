CREATE TYPE "public"."hub_merge_request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."hub_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."hub_type" AS ENUM('society', 'school', 'office');--> statement-breakpoint
CREATE TABLE "hub_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hub_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"hub_id" integer NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_memberships_user_hub_unique" UNIQUE("user_id","hub_id")
);
--> statement-breakpoint
CREATE TABLE "hub_merge_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hub_merge_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requested_by" integer NOT NULL,
	"target_hub_id" integer NOT NULL,
	"new_hub_name" text NOT NULL,
	"new_hub_description" text,
	"unit_count" integer NOT NULL,
	"city" text NOT NULL,
	"address" text,
	"longitude" double precision,
	"latitude" double precision,
	"status" "hub_merge_request_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"hub_type" "hub_type" DEFAULT 'society' NOT NULL,
	"city" text NOT NULL,
	"description" text,
	"address" text,
	"longitude" double precision,
	"latitude" double precision,
	"unit_count" integer NOT NULL,
	"code" text NOT NULL,
	"status" "hub_status" DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hubs_code_unique" UNIQUE("code"),
	CONSTRAINT "hubs_unit_count_positive" CHECK ("hubs"."unit_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hub_memberships" ADD CONSTRAINT "hub_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_memberships" ADD CONSTRAINT "hub_memberships_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_merge_requests" ADD CONSTRAINT "hub_merge_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_merge_requests" ADD CONSTRAINT "hub_merge_requests_target_hub_id_hubs_id_fk" FOREIGN KEY ("target_hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_memberships_hub_idx" ON "hub_memberships" USING btree ("hub_id");--> statement-breakpoint
CREATE INDEX "hub_merge_requests_target_idx" ON "hub_merge_requests" USING btree ("target_hub_id");--> statement-breakpoint
CREATE INDEX "hubs_status_type_idx" ON "hubs" USING btree ("status","hub_type");--> statement-breakpoint
CREATE INDEX "hubs_city_idx" ON "hubs" USING btree ("city");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","is_read","created_at");