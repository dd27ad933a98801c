-- Bookings: bookings with their stored quote, reviews, commission settings and overrides,
-- referral bonuses, providers' unavailable days and notifications.
CREATE TABLE "booking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"provider_kind" text NOT NULL,
	"pet_id" uuid,
	"service_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text,
	"hours" integer,
	"notes" text,
	"address_for_walker" text,
	"price_unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_kurus" integer NOT NULL,
	"base_kurus" integer NOT NULL,
	"owner_commission_kurus" integer NOT NULL,
	"total_kurus" integer NOT NULL,
	"provider_commission_kurus" integer NOT NULL,
	"net_payable_kurus" integer NOT NULL,
	"owner_commission_rate" numeric(7, 6) NOT NULL,
	"owner_rate_source" text NOT NULL,
	"provider_commission_rate" numeric(7, 6) NOT NULL,
	"provider_rate_source" text NOT NULL,
	"commission_override_id" uuid,
	"cancelled_by" text,
	"cancellation_reason" text,
	"cancellation_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "booking_span_check" CHECK ("booking"."ends_at" > "booking"."starts_at"),
	CONSTRAINT "booking_total_check" CHECK ("booking"."total_kurus" = "booking"."base_kurus" + "booking"."owner_commission_kurus")
);
--> statement-breakpoint
CREATE TABLE "commission_override" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text,
	"service_type" text,
	"rate" numeric(7, 6) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_settings" (
	"role" text PRIMARY KEY NOT NULL,
	"commission_rate" numeric(7, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_unavailable_day" (
	"provider_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_unavailable_day_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "referral_bonus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_id" text NOT NULL,
	"invitee_id" text NOT NULL,
	"bonus_number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_bonus_invitee_key" UNIQUE("invitee_id"),
	CONSTRAINT "referral_bonus_inviter_number_key" UNIQUE("inviter_id","bonus_number")
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"reviewee_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"review_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_booking_reviewer_key" UNIQUE("booking_id","reviewer_id"),
	CONSTRAINT "review_rating_check" CHECK ("review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"booking_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_provider_id_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_pet_id_pet_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_unavailable_day" ADD CONSTRAINT "provider_unavailable_day_provider_id_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bonus" ADD CONSTRAINT "referral_bonus_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bonus" ADD CONSTRAINT "referral_bonus_invitee_id_user_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_reviewee_id_user_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_owner_idx" ON "booking" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_owner_status_idx" ON "booking" USING btree ("owner_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_provider_idx" ON "booking" USING btree ("provider_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_provider_status_idx" ON "booking" USING btree ("provider_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_provider_confirmed_idx" ON "booking" USING btree ("provider_id","starts_at","ends_at") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "booking_awaiting_answer_idx" ON "booking" USING btree ("created_at","starts_at") WHERE status in ('pending', 'requested');--> statement-breakpoint
CREATE INDEX "commission_override_active_idx" ON "commission_override" USING btree ("starts_at") WHERE is_active;--> statement-breakpoint
CREATE INDEX "referral_bonus_inviter_idx" ON "referral_bonus" USING btree ("inviter_id","ends_at");--> statement-breakpoint
CREATE INDEX "review_reviewee_idx" ON "review" USING btree ("reviewee_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_user_unread_idx" ON "notification" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
-- The commission rates in force until the admin changes them (DESIGN.md): 10% owner, 8% each provider role.
INSERT INTO "price_settings" ("role", "commission_rate") VALUES
  ('owner', 0.10), ('sitter', 0.08), ('veterinarian', 0.08), ('pet_walker', 0.08), ('trainer', 0.08)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A provider's rating is the average (2 decimals) and number of the reviews they received as a
-- provider (every review type but owner_review), kept on their profile in the review's own
-- transaction so browse's rating filter and sort read it from the profile. The profile row is
-- locked before the average is read: a concurrent review of the same provider waits, then reads
-- a snapshot that holds the first one (read committed takes one per statement).
CREATE FUNCTION "refresh_provider_rating"(provider text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "provider_profile" WHERE user_id = provider FOR UPDATE;
  UPDATE "provider_profile" p SET rating_average = r.average, rating_count = r.total
  FROM (
    SELECT round(avg(rating)::numeric, 2) AS average, count(*)::int AS total
    FROM "review" WHERE reviewee_id = provider AND review_type <> 'owner_review'
  ) r
  WHERE p.user_id = provider;
END
$$;--> statement-breakpoint
CREATE FUNCTION "review_to_provider_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "refresh_provider_rating"(OLD.reviewee_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "refresh_provider_rating"(NEW.reviewee_id); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "review_to_provider_rating" AFTER INSERT OR UPDATE OR DELETE ON "review"
  FOR EACH ROW EXECUTE FUNCTION "review_to_provider_rating"();
