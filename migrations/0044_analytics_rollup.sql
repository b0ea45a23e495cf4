CREATE TABLE "analytics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sign_ups" integer NOT NULL,
	"books_listed" integer NOT NULL,
	"rentals_started" integer NOT NULL,
	"purchases" integer NOT NULL,
	"gross_paise" bigint NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_hub_days" (
	"day" date NOT NULL,
	"hub_id" integer NOT NULL,
	"rentals" integer NOT NULL,
	CONSTRAINT "analytics_hub_days_day_hub_id_pk" PRIMARY KEY("day","hub_id")
);
