-- Users: the back office's people, bookings and referrals lists.
-- Text is searched Turkish-folded, the same way as @patili/domain/shared `foldForSearch` for
-- Turkish and common Latin letters (İ/I/ı → i, ç → c, ğ → g, ö → o, ş → s, ü → u, accents
-- dropped, lower case). Written by hand and first, because the user search index below uses it.
CREATE FUNCTION "patili_fold"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(value,
    'İIıÇçĞğÖöŞşÜüÂâÎîÛûÊêÉéÈèÁáÀàÄäËëÏïÔôÓóÒòÚúÙùÑñ',
    'iiiccggoossuuaaiiuueeeeeeaaaaaaeeiioooooouuuunn'))
$$;--> statement-breakpoint
CREATE INDEX "user_created_id_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_role_created_idx" ON "user" USING btree ("role","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_name_id_idx" ON "user" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "user_role_name_idx" ON "user" USING btree ("role","name","id");--> statement-breakpoint
CREATE INDEX "user_banned_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE banned_at is not null;--> statement-breakpoint
CREATE INDEX "user_inactive_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not is_active;--> statement-breakpoint
CREATE INDEX "user_search_folded_idx" ON "user" USING gin (patili_fold("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_invited_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE used_referral_code is not null;--> statement-breakpoint
CREATE INDEX "booking_created_id_idx" ON "booking" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "booking_status_created_idx" ON "booking" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "booking_kind_created_idx" ON "booking" USING btree ("provider_kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "booking_starts_at_idx" ON "booking" USING btree ("starts_at");--> statement-breakpoint
-- hand-written
-- A banned account is not listed either (migration 0005 kept role, verification, active,
-- deactivated and deleted): browse never shows a banned provider, and a ban or its lifting
-- reaches the profile at once through the user trigger, which now also fires on `banned_at`.
CREATE OR REPLACE FUNCTION "provider_listing"(u "user", profile_kind text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN u.role = profile_kind AND u.email_verified AND u.is_active AND u.deactivated_at IS NULL AND u.deleted_at IS NULL
      AND u.banned_at IS NULL
    THEN u.profile_visibility
    ELSE 'hidden'
  END
$$;--> statement-breakpoint
DROP TRIGGER "user_to_provider_profile" ON "user";--> statement-breakpoint
CREATE TRIGGER "user_to_provider_profile"
  AFTER UPDATE OF role, email_verified, is_active, deactivated_at, deleted_at, banned_at, profile_visibility, shared_latitude, shared_longitude ON "user"
  FOR EACH ROW EXECUTE FUNCTION "user_to_provider_profile"();
