-- Reports: the indexes of the back office's figures (features/reports). No tables of
-- its own; the indexes sit on the payments' and the users' tables (declared in db/schema/payments.ts and auth.ts).
-- A period's money: payments by the date their money moved.
CREATE INDEX "payment_confirmed_at_idx" ON "payment" USING btree ("confirmed_at") WHERE confirmed_at is not null;--> statement-breakpoint
CREATE INDEX "payment_paid_out_at_idx" ON "payment" USING btree ("paid_out_at") WHERE paid_out_at is not null;--> statement-breakpoint
CREATE INDEX "payment_refund_due_at_idx" ON "payment" USING btree ("refund_due_at") WHERE refund_due_at is not null;--> statement-breakpoint
CREATE INDEX "payment_refunded_at_idx" ON "payment" USING btree ("refunded_at") WHERE refunded_at is not null;
--> statement-breakpoint
-- The performance pages: a kind's providers in Turkish-folded name order (`patili_fold`, migration 0014).
CREATE INDEX "user_role_folded_name_idx" ON "user" USING btree ("role",patili_fold("name"),"id");
--> statement-breakpoint
-- hand-written
-- The performance pages sorted by a figure: every column the per-provider aggregate of a kind's
-- bookings reads, in provider order, so it is an index-only scan that needs no sort (drizzle
-- cannot declare INCLUDE columns, hence here).
CREATE INDEX "booking_kind_provider_idx" ON "booking" USING btree ("provider_kind","provider_id") INCLUDE ("status","created_at","answered_at","cancellation_reason","net_payable_kurus");
