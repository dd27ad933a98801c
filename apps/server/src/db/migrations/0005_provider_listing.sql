-- Browse reads only provider profiles (decision 009): who is listed, and the shared point, are kept
-- on the profile by the database, so a page and its count never look up a user per row.
DROP INDEX "user_shared_point_sitter_idx";--> statement-breakpoint
DROP INDEX "user_shared_point_veterinarian_idx";--> statement-breakpoint
DROP INDEX "user_shared_point_pet_walker_idx";--> statement-breakpoint
DROP INDEX "user_shared_point_trainer_idx";--> statement-breakpoint
DROP INDEX "provider_profile_kind_rating_idx";--> statement-breakpoint
DROP INDEX "provider_profile_kind_price_idx";--> statement-breakpoint
ALTER TABLE "provider_profile" ADD COLUMN "listing" text DEFAULT 'hidden' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profile" ADD COLUMN "shared_point" "cube";--> statement-breakpoint
-- A profile's listing: the user's visibility (public, matches_only) while the account is listed
-- (its role is the profile's kind, its e-mail verified, active, neither deactivated nor deleted),
-- else hidden.
CREATE FUNCTION "provider_listing"(u "user", profile_kind text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN u.role = profile_kind AND u.email_verified AND u.is_active AND u.deactivated_at IS NULL AND u.deleted_at IS NULL
    THEN u.profile_visibility
    ELSE 'hidden'
  END
$$;--> statement-breakpoint
-- Every saved profile takes its listing and point from its user.
CREATE FUNCTION "provider_profile_from_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "provider_listing"(u, NEW.kind), u.shared_point INTO NEW.listing, NEW.shared_point
  FROM "user" u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "provider_profile_from_user" BEFORE INSERT OR UPDATE ON "provider_profile"
  FOR EACH ROW EXECUTE FUNCTION "provider_profile_from_user"();--> statement-breakpoint
-- A change to a user's listing conditions or point reaches their profile at once.
CREATE FUNCTION "user_to_provider_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "provider_profile" p SET listing = "provider_listing"(NEW, p.kind), shared_point = NEW.shared_point
  WHERE p.user_id = NEW.id
    AND (p.listing IS DISTINCT FROM "provider_listing"(NEW, p.kind) OR p.shared_point IS DISTINCT FROM NEW.shared_point);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_to_provider_profile"
  AFTER UPDATE OF role, email_verified, is_active, deactivated_at, deleted_at, profile_visibility, shared_latitude, shared_longitude ON "user"
  FOR EACH ROW EXECUTE FUNCTION "user_to_provider_profile"();--> statement-breakpoint
-- The profiles saved before: the trigger above sets their listing and point from their users.
UPDATE "provider_profile" SET "listing" = 'hidden';--> statement-breakpoint
CREATE INDEX "provider_profile_public_rating_idx" ON "provider_profile" USING btree ("kind","rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST) WHERE listing = 'public';--> statement-breakpoint
CREATE INDEX "provider_profile_public_price_idx" ON "provider_profile" USING btree ("kind","price_kurus","rating_average" DESC NULLS LAST) WHERE listing = 'public';--> statement-breakpoint
CREATE INDEX "provider_profile_public_point_idx" ON "provider_profile" USING gist ("shared_point") WHERE listing = 'public';
