-- Pricing and settings (apps/server/src/db/schema/pricing.ts). `price_settings` and
-- `commission_override` already exist (0006_bookings.sql, moved to schema/pricing.ts unchanged):
-- the rules get their admin notes and the indexes of the admin's list. New: each provider role's
-- price bounds and the service types with their default prices, seeded with the catalogue's values.
ALTER TABLE "commission_override" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "price_bound" (
	"role" text PRIMARY KEY NOT NULL,
	"min_kurus" integer NOT NULL,
	"max_kurus" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_bound_range_check" CHECK ("price_bound"."min_kurus" >= 0 and "price_bound"."max_kurus" >= "price_bound"."min_kurus")
);
--> statement-breakpoint
CREATE TABLE "service_type" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text,
	"folded_name" text NOT NULL,
	"role" text NOT NULL,
	"default_price_kurus" integer NOT NULL,
	"position" integer GENERATED ALWAYS AS IDENTITY (sequence name "service_type_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_type_price_check" CHECK ("service_type"."default_price_kurus" >= 0)
);
--> statement-breakpoint
ALTER TABLE "service_type" ADD CONSTRAINT "service_type_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_override_created_idx" ON "commission_override" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "commission_override_starts_idx" ON "commission_override" USING btree ("starts_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "service_type_folded_name_idx" ON "service_type" USING btree ("folded_name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_type_position_idx" ON "service_type" USING btree ("position");--> statement-breakpoint
-- hand-written
-- The bounds and default prices in force until an admin changes them, in kuruş; the
-- service types in the catalogue's order (packages/domain/src/catalog/catalog.ts), folded names
-- from their Turkish labels (foldForSearch).
INSERT INTO "price_bound" ("role", "min_kurus", "max_kurus") VALUES
  ('sitter', 5000, 100000), ('veterinarian', 20000, 200000), ('pet_walker', 8000, 50000), ('trainer', 10000, 150000)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "service_type" ("key", "folded_name", "role", "default_price_kurus") VALUES
  ('cat_care', 'kedi bakimi', 'sitter', 15000),
  ('dog_care', 'kopek bakimi', 'sitter', 25000),
  ('bird_care', 'kus bakimi', 'sitter', 20000),
  ('rodent_care', 'kemirgen bakimi', 'sitter', 25000),
  ('reptile_care', 'surungen bakimi', 'sitter', 30000),
  ('exotic_care', 'egzotik hayvan bakimi', 'sitter', 40000),
  ('dog_walking', 'kopek gezdirme', 'pet_walker', 10000),
  ('vet_exam', 'veteriner randevusu', 'veterinarian', 50000),
  ('vaccination', 'asilama', 'veterinarian', 30000),
  ('training_session', 'egitim seansi', 'trainer', 40000)
ON CONFLICT DO NOTHING;
