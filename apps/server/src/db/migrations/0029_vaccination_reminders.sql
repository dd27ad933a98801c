CREATE TABLE "vaccination_reminder" (
	"record_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccination_reminder_record_id_stage_pk" PRIMARY KEY("record_id","stage")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "vaccine_reminder_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccination_record" ADD COLUMN "next_due_date" date;--> statement-breakpoint
ALTER TABLE "vaccination_reminder" ADD CONSTRAINT "vaccination_reminder_record_id_vaccination_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."vaccination_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vaccination_record_due_idx" ON "vaccination_record" USING btree ("next_due_date") WHERE next_due_date is not null;--> statement-breakpoint
CREATE INDEX "vaccination_record_vet_due_idx" ON "vaccination_record" USING btree ("vet_id","next_due_date") WHERE next_due_date is not null;