CREATE TABLE "data_export" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"storage_key" text,
	"size_bytes" integer,
	"last_error" text,
	CONSTRAINT "data_export_status_check" CHECK ("data_export"."status" in ('queued', 'preparing', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "vaccine_reminder_emails_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "announcement_emails_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "announcement_emails_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_export" ADD CONSTRAINT "data_export_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_export_user_idx" ON "data_export" USING btree ("user_id","requested_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "data_export_pending_idx" ON "data_export" USING btree ("requested_at") WHERE status in ('queued', 'preparing');--> statement-breakpoint
CREATE INDEX "data_export_ready_expiry_idx" ON "data_export" USING btree ("expires_at") WHERE status = 'ready';--> statement-breakpoint
CREATE INDEX "assistant_interaction_user_idx" ON "assistant_interaction" USING btree ("user_id","created_at");