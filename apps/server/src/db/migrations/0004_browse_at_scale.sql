-- Browse at scale (decision 009).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Provider profiles partitioned by kind: each kind keeps its own statistics. Drizzle cannot
-- declare partitions, so the table is rebuilt here by hand with the columns of 0001.
ALTER TABLE "provider_profile" RENAME TO "provider_profile_unpartitioned";--> statement-breakpoint
ALTER TABLE "provider_profile_unpartitioned" DROP CONSTRAINT "provider_profile_user_id_user_id_fk";--> statement-breakpoint
DROP INDEX "provider_profile_kind_rating_idx";--> statement-breakpoint
DROP INDEX "provider_profile_kind_price_idx";--> statement-breakpoint
CREATE TABLE "provider_profile" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_kurus" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"rating_average" numeric(3, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_profile_user_id_kind_pk" PRIMARY KEY("user_id","kind")
) PARTITION BY LIST ("kind");--> statement-breakpoint
CREATE TABLE "provider_profile_sitter" PARTITION OF "provider_profile" FOR VALUES IN ('sitter');--> statement-breakpoint
CREATE TABLE "provider_profile_veterinarian" PARTITION OF "provider_profile" FOR VALUES IN ('veterinarian');--> statement-breakpoint
CREATE TABLE "provider_profile_pet_walker" PARTITION OF "provider_profile" FOR VALUES IN ('pet_walker');--> statement-breakpoint
CREATE TABLE "provider_profile_trainer" PARTITION OF "provider_profile" FOR VALUES IN ('trainer');--> statement-breakpoint
-- A kind no provider has (never written by the app) still has a place.
CREATE TABLE "provider_profile_other" PARTITION OF "provider_profile" DEFAULT;--> statement-breakpoint
INSERT INTO "provider_profile" SELECT "user_id", "kind", "bio", "services", "details", "price_kurus", "search_text", "rating_average", "rating_count", "created_at", "updated_at" FROM "provider_profile_unpartitioned";--> statement-breakpoint
DROP TABLE "provider_profile_unpartitioned";--> statement-breakpoint
ALTER TABLE "provider_profile" ADD CONSTRAINT "provider_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_profile_search_text_idx" ON "provider_profile" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_profile_kind_rating_idx" ON "provider_profile" USING btree ("kind","rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "provider_profile_kind_price_idx" ON "provider_profile" USING btree ("kind","price_kurus","rating_average" DESC NULLS LAST);--> statement-breakpoint
-- Statistics of the filters' expressions, so the planner knows how many providers each keeps.
CREATE STATISTICS "provider_profile_first_aid_stats" ON (coalesce(details ->> 'knowsFirstAid' = 'true', false)) FROM "provider_profile_pet_walker";--> statement-breakpoint
CREATE STATISTICS "provider_profile_service_place_stats" ON (details ->> 'servicePlace') FROM "provider_profile_veterinarian";--> statement-breakpoint
-- The shared point on the unit sphere, and a GiST index of it per provider kind.
ALTER TABLE "user" ADD COLUMN "shared_point" "cube" GENERATED ALWAYS AS (case when shared_latitude is null or shared_longitude is null then null else cube(array[cos(radians(shared_latitude)) * cos(radians(shared_longitude)), cos(radians(shared_latitude)) * sin(radians(shared_longitude)), sin(radians(shared_latitude))]) end) STORED;--> statement-breakpoint
CREATE INDEX "user_shared_point_sitter_idx" ON "user" USING gist ("shared_point") WHERE role = 'sitter';--> statement-breakpoint
CREATE INDEX "user_shared_point_veterinarian_idx" ON "user" USING gist ("shared_point") WHERE role = 'veterinarian';--> statement-breakpoint
CREATE INDEX "user_shared_point_pet_walker_idx" ON "user" USING gist ("shared_point") WHERE role = 'pet_walker';--> statement-breakpoint
CREATE INDEX "user_shared_point_trainer_idx" ON "user" USING gist ("shared_point") WHERE role = 'trainer';
