-- Newest-first lists read their page straight from their index (docs/performance.md, "Booking
-- lists"): `order by created_at desc` means NULLS FIRST, and an index built DESC NULLS LAST cannot
-- give that order, so every list sorted all of a person's rows. Rebuilt DESC NULLS FIRST. Also the
-- referral panel's index of the people who signed up with a code.
DROP INDEX "outbox_message_created_at_idx";--> statement-breakpoint
DROP INDEX "outbox_message_recipient_idx";--> statement-breakpoint
DROP INDEX "vaccination_record_pet_id_idx";--> statement-breakpoint
DROP INDEX "security_event_created_at_idx";--> statement-breakpoint
DROP INDEX "booking_owner_idx";--> statement-breakpoint
DROP INDEX "booking_owner_status_idx";--> statement-breakpoint
DROP INDEX "booking_provider_idx";--> statement-breakpoint
DROP INDEX "booking_provider_status_idx";--> statement-breakpoint
DROP INDEX "review_reviewee_idx";--> statement-breakpoint
DROP INDEX "notification_user_idx";--> statement-breakpoint
DROP INDEX "patient_record_vet_pet_idx";--> statement-breakpoint
DROP INDEX "patient_record_pet_idx";--> statement-breakpoint
DROP INDEX "emergency_request_vet_idx";--> statement-breakpoint
DROP INDEX "emergency_request_owner_idx";--> statement-breakpoint
CREATE INDEX "user_used_referral_code_idx" ON "user" USING btree ("used_referral_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE used_referral_code is not null;--> statement-breakpoint
CREATE INDEX "outbox_message_created_at_idx" ON "outbox_message" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_message_recipient_idx" ON "outbox_message" USING btree ("recipient","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vaccination_record_pet_id_idx" ON "vaccination_record" USING btree ("pet_id","vaccination_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "security_event_created_at_idx" ON "security_event" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "booking_owner_idx" ON "booking" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "booking_owner_status_idx" ON "booking" USING btree ("owner_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "booking_provider_idx" ON "booking" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "booking_provider_status_idx" ON "booking" USING btree ("provider_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "review_reviewee_idx" ON "review" USING btree ("reviewee_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patient_record_vet_pet_idx" ON "patient_record" USING btree ("vet_id","pet_id","visit_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patient_record_pet_idx" ON "patient_record" USING btree ("pet_id","visit_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "emergency_request_vet_idx" ON "emergency_request" USING btree ("vet_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "emergency_request_owner_idx" ON "emergency_request" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);