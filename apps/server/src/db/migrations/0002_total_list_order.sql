DROP INDEX "outbox_message_created_at_idx";--> statement-breakpoint
DROP INDEX "pet_owner_id_idx";--> statement-breakpoint
DROP INDEX "vaccination_record_pet_id_idx";--> statement-breakpoint
CREATE INDEX "outbox_message_recipient_idx" ON "outbox_message" USING btree ("recipient","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_message_created_at_idx" ON "outbox_message" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pet_owner_id_idx" ON "pet" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vaccination_record_pet_id_idx" ON "vaccination_record" USING btree ("pet_id","vaccination_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);