-- Payments: the providers' payout accounts (db/schema/payments.ts `payoutAccount`).
-- The payment table itself came with 0012_back_office.sql.
CREATE TABLE "payout_account" (
	"user_id" text PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_account" ADD CONSTRAINT "payout_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
