DROP INDEX "provider_profile_public_rating_idx";--> statement-breakpoint
DROP INDEX "provider_profile_public_price_idx";--> statement-breakpoint
CREATE INDEX "provider_profile_public_rating_idx" ON "provider_profile" USING btree ("kind","rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"user_id") WHERE listing = 'public';--> statement-breakpoint
CREATE INDEX "provider_profile_public_price_idx" ON "provider_profile" USING btree ("kind","price_kurus","rating_average" DESC NULLS LAST,"user_id") WHERE listing = 'public';