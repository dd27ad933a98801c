CREATE TABLE "ip_block" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ip_address" text NOT NULL,
	"reason" text NOT NULL,
	"alert_id" uuid,
	"created_by" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_alert" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"description" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedup_key" text NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"ai_analysis" text,
	"analysis_source" text,
	"analysed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_alert_status_check" CHECK ("security_alert"."status" in ('new', 'acknowledged', 'investigating', 'resolved', 'false_positive')),
	CONSTRAINT "security_alert_severity_check" CHECK ("security_alert"."severity" in ('info', 'low', 'medium', 'high', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "assistant_consent" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" boolean DEFAULT false NOT NULL,
	"role" boolean DEFAULT false NOT NULL,
	"recent_activity" boolean DEFAULT false NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_interaction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"answerer" text,
	"outcome" text,
	"text" text,
	"latency_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_message_sender_check" CHECK ("assistant_message"."sender" in ('user', 'bot')),
	CONSTRAINT "assistant_message_text_check" CHECK (char_length("assistant_message"."text") between 1 and 8000)
);
--> statement-breakpoint
ALTER TABLE "ip_block" ADD CONSTRAINT "ip_block_alert_id_security_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."security_alert"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_block" ADD CONSTRAINT "ip_block_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_consent" ADD CONSTRAINT "assistant_consent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_interaction" ADD CONSTRAINT "assistant_interaction_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_message" ADD CONSTRAINT "assistant_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ip_block_ip_idx" ON "ip_block" USING btree ("ip_address");--> statement-breakpoint
CREATE INDEX "ip_block_expires_idx" ON "ip_block" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ip_block_created_idx" ON "ip_block" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "security_alert_open_dedup_idx" ON "security_alert" USING btree ("dedup_key") WHERE "security_alert"."status" in ('new', 'acknowledged', 'investigating');--> statement-breakpoint
CREATE INDEX "security_alert_created_idx" ON "security_alert" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "security_alert_status_idx" ON "security_alert" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "assistant_interaction_created_idx" ON "assistant_interaction" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "assistant_message_user_day_idx" ON "assistant_message" USING btree ("user_id","day","created_at","id");--> statement-breakpoint
CREATE INDEX "assistant_message_day_idx" ON "assistant_message" USING btree ("day");--> statement-breakpoint
CREATE INDEX "security_event_kind_ip_idx" ON "security_event" USING btree ("kind","ip_address","created_at");--> statement-breakpoint
CREATE INDEX "security_event_kind_user_idx" ON "security_event" USING btree ("kind","user_id","created_at");