CREATE TABLE "patient_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vet_id" text NOT NULL,
	"pet_id" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"reason" text NOT NULL,
	"diagnosis" text,
	"treatment" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emergency_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vet_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"pet_id" uuid,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"vet_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "walk_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "walk_finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "emergency_request_id" uuid;--> statement-breakpoint
ALTER TABLE "patient_record" ADD CONSTRAINT "patient_record_vet_id_user_id_fk" FOREIGN KEY ("vet_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_record" ADD CONSTRAINT "patient_record_pet_id_pet_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_request" ADD CONSTRAINT "emergency_request_vet_id_user_id_fk" FOREIGN KEY ("vet_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_request" ADD CONSTRAINT "emergency_request_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_request" ADD CONSTRAINT "emergency_request_pet_id_pet_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_record_vet_pet_idx" ON "patient_record" USING btree ("vet_id","pet_id","visit_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patient_record_pet_idx" ON "patient_record" USING btree ("pet_id","visit_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "emergency_request_vet_idx" ON "emergency_request" USING btree ("vet_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "emergency_request_owner_idx" ON "emergency_request" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_emergency_request_id_emergency_request_id_fk" FOREIGN KEY ("emergency_request_id") REFERENCES "public"."emergency_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_provider_starts_idx" ON "booking" USING btree ("provider_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "booking_provider_pet_idx" ON "booking" USING btree ("provider_id","pet_id");