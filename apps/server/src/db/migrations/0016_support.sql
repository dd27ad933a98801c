-- Support tickets and the action log's search (features/support, features/audit).
-- Generated from db/schema/support.ts by drizzle-kit, plus the action log's trigram search index,
-- declared with its table in db/schema/admin.ts (admin_action_log_search_idx; pg_trgm is created by 0004).
CREATE TABLE "support_ticket" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"assigned_admin_id" text,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message_by_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_status_check" CHECK ("support_ticket"."status" in ('open', 'in_progress', 'resolved', 'closed', 'new_reply_user', 'new_reply_admin')),
	CONSTRAINT "support_ticket_priority_check" CHECK ("support_ticket"."priority" in ('medium', 'high')),
	CONSTRAINT "support_ticket_subject_check" CHECK (char_length("support_ticket"."subject") between 1 and 150),
	CONSTRAINT "support_ticket_description_check" CHECK (char_length("support_ticket"."description") between 1 and 5000),
	CONSTRAINT "support_ticket_message_count_check" CHECK ("support_ticket"."message_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "support_ticket_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"sender_id" text,
	"sender_name" text NOT NULL,
	"text" text NOT NULL,
	"is_admin_message" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_message_text_check" CHECK (char_length("support_ticket_message"."text") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "support_ticket" ADD CONSTRAINT "support_ticket_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD CONSTRAINT "support_ticket_assigned_admin_id_user_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_message" ADD CONSTRAINT "support_ticket_message_ticket_id_support_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_message" ADD CONSTRAINT "support_ticket_message_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_ticket_last_message_idx" ON "support_ticket" USING btree ("last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_ticket_status_idx" ON "support_ticket" USING btree ("status","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_ticket_user_idx" ON "support_ticket" USING btree ("user_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_ticket_user_created_idx" ON "support_ticket" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_ticket_message_ticket_idx" ON "support_ticket_message" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "admin_action_log_search_idx" ON "admin_action_log" USING gin (lower(translate("description" || ' ' || coalesce("admin_id", '') || ' ' || "admin_name" || ' ' || "action_type" || ' ' || coalesce("target_id", ''), 'İIıÇçŞşĞğÜüÖöÂâÎîÛû', 'iiiccssgguuooaaiiuu')) gin_trgm_ops);