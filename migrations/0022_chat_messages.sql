CREATE TABLE "hub_chat_reads" (
	"user_id" integer NOT NULL,
	"hub_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_chat_reads_user_id_hub_id_pk" PRIMARY KEY("user_id","hub_id")
);
--> statement-breakpoint
CREATE TABLE "hub_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hub_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hub_id" integer NOT NULL,
	"sender_id" integer,
	"content" text NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_messages_content_length" CHECK (char_length("hub_messages"."content") between 1 and 2000),
	CONSTRAINT "hub_messages_type" CHECK ("hub_messages"."message_type" = 'text')
);
--> statement-breakpoint
ALTER TABLE "hub_chat_reads" ADD CONSTRAINT "hub_chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_chat_reads" ADD CONSTRAINT "hub_chat_reads_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_messages" ADD CONSTRAINT "hub_messages_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_messages" ADD CONSTRAINT "hub_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_messages_hub_id_idx" ON "hub_messages" USING btree ("hub_id","id");--> statement-breakpoint
CREATE INDEX "hub_messages_sender_created_idx" ON "hub_messages" USING btree ("sender_id","created_at");