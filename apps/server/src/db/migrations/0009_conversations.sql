-- Conversations (decision 012): a conversation per chat id (and asker, for listings and
-- reports), written with its first message; each member's unread count, read mark and last
-- activity (the list's index); messages ordered by an identity cursor, unique per sender and
-- client id (idempotent sends); reports of messages for the admin. A booking's conversation goes
-- with the booking.
CREATE TABLE "conversation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_key" text NOT NULL,
	"kind" text NOT NULL,
	"context_id" uuid NOT NULL,
	"holder_id" text,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_chat_key_key" UNIQUE("chat_key"),
	CONSTRAINT "conversation_booking_check" CHECK ("conversation"."kind" <> 'booking' or "conversation"."booking_id" = "conversation"."context_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_member" (
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"other_user_id" text NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_member_pkey" PRIMARY KEY("conversation_id","user_id"),
	CONSTRAINT "conversation_member_unread_check" CHECK ("conversation_member"."unread_count" >= 0),
	CONSTRAINT "conversation_member_other_check" CHECK ("conversation_member"."user_id" <> "conversation_member"."other_user_id")
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"attachment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"cursor" bigint GENERATED ALWAYS AS IDENTITY (sequence name "message_cursor_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_sender_client_key" UNIQUE("sender_id","client_id"),
	CONSTRAINT "message_text_length_check" CHECK (char_length("message"."text") <= 2000),
	CONSTRAINT "message_content_check" CHECK ("message"."text" <> '' or cardinality("message"."attachment_ids") > 0)
);
--> statement-breakpoint
CREATE TABLE "message_flag" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_flag_message_reporter_key" UNIQUE("message_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_holder_id_user_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_member" ADD CONSTRAINT "conversation_member_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_member" ADD CONSTRAINT "conversation_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_member" ADD CONSTRAINT "conversation_member_other_user_id_user_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_flag" ADD CONSTRAINT "message_flag_message_id_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_flag" ADD CONSTRAINT "message_flag_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_booking_idx" ON "conversation" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "conversation_member_user_idx" ON "conversation_member" USING btree ("user_id","last_activity_at" DESC NULLS FIRST,"conversation_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversation_member_unread_idx" ON "conversation_member" USING btree ("user_id","unread_count") WHERE unread_count > 0;--> statement-breakpoint
CREATE INDEX "message_conversation_cursor_idx" ON "message" USING btree ("conversation_id","cursor" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_sender_created_idx" ON "message" USING btree ("sender_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_attachment_ids_idx" ON "message" USING gin ("attachment_ids");--> statement-breakpoint
CREATE INDEX "message_flag_status_idx" ON "message_flag" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);