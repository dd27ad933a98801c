-- A walk followed live: the walker's positions while a walk is under way (thinned to one
-- per 3 s, the route in time order by its primary key), the metres walked on the booking, and the
-- walker's report of a finished walk (a note, photos, the distance). Both tables go with the booking.
CREATE TABLE "walk_point" (
	"booking_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "walk_point_pkey" PRIMARY KEY("booking_id","recorded_at"),
	CONSTRAINT "walk_point_coordinates_check" CHECK ("walk_point"."latitude" between -90 and 90 and "walk_point"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "walk_report" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"note" text,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"distance_m" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "walk_report_note_check" CHECK (char_length("walk_report"."note") <= 1000),
	CONSTRAINT "walk_report_photos_check" CHECK (cardinality("walk_report"."photo_ids") <= 5),
	CONSTRAINT "walk_report_distance_check" CHECK ("walk_report"."distance_m" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "walk_distance_m" integer;--> statement-breakpoint
ALTER TABLE "walk_point" ADD CONSTRAINT "walk_point_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_report" ADD CONSTRAINT "walk_report_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;