ALTER TABLE "booking" ADD COLUMN "cancellation_policy" text DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_kurus" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_percent" integer;--> statement-breakpoint
-- Vet appointments follow the vets' rule; the others were all made under the default policy.
UPDATE "booking" SET "cancellation_policy" = 'vet' WHERE "provider_kind" = 'veterinarian';--> statement-breakpoint
-- Before policies every settled refund was the whole amount, and nothing was kept.
UPDATE "payment" SET "refund_kurus" = "amount_kurus", "refund_percent" = 100, "payout_kurus" = 0, "commission_kurus" = 0 WHERE "refund_due_at" IS NOT NULL;
