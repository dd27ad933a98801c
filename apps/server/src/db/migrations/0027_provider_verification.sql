CREATE TABLE "provider_document" (
	"user_id" text NOT NULL,
	"document_kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_document_user_id_document_kind_pk" PRIMARY KEY("user_id","document_kind")
);
--> statement-breakpoint
CREATE TABLE "provider_verification" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"rejection_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_profile" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_document" ADD CONSTRAINT "provider_document_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_document" ADD CONSTRAINT "provider_document_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_verification" ADD CONSTRAINT "provider_verification_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_verification" ADD CONSTRAINT "provider_verification_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_verification_pending_idx" ON "provider_verification" USING btree ("submitted_at","user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "provider_verification_decided_idx" ON "provider_verification" USING btree ("status","decided_at" DESC NULLS LAST,"user_id");