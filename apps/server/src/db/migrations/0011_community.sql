-- The community areas (adoption, lost and found, mating, forum, articles), written by five
-- features at once (one header each below).
--
-- Adoption listings: an owner's animal looking for a home, 1 to 5 photos, the age as
-- given and in months (generated, for the filters), the city's plate code, name and folded name
-- (the city filter is a trigram-indexed substring match). Every list reads a partial index of the
-- active listings, newest first; an owner's own listings read their own index. Conversations about
-- a listing outlive it (decision 012 step 3 not taken: each side keeps what was written).
--
-- Lost and found: reports (any signed-in role reports; only the reporter edits or
-- marks them reunited or closed), their similar pairs of the opposite type with their match score
-- (animal type, breed, colours, place, features and last-seen date), and
-- the district alert's opt-ins. The list reads one btree per filter mix, newest first, and the
-- free text through a trigram index on the folded search text (pg_trgm, migration 0004). A
-- lost-and-found conversation (decision 012) names its report, so deleting the report deletes its
-- conversations.
--
-- Pet mating listings: an owner's listing about one of their pets, with the pet's
-- species copied in for the filter; partial indexes over active listings, newest first, for each
-- mix of the list's filters (species, city), and the owner's own list. A mating conversation
-- (decision 012) names its listing, so deleting the listing deletes its conversations.
--
-- Forum: posts (reply count and last activity kept in the row, so /forum reads one
-- index, newest activity first), replies (a thread oldest first; deleted with their post) and
-- reports of posts and replies for the admin's moderation (once per reporter and target). The
-- authors' indexes serve the posting rate limits.
--
-- Expert articles: articles with their sanitized HTML, slug, author name and role at
-- publish, and like and comment counts kept in the row; one like and one bookmark per user and
-- article; comments oldest first. Every list reads straight from an index: published (with and
-- without a category: featured first, newest first), an author's own, the drafts, a user's
-- bookmarks and an article's comments.
CREATE TABLE "adoption_listing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"animal_type" text NOT NULL,
	"breed" text NOT NULL,
	"gender" text NOT NULL,
	"age" integer NOT NULL,
	"age_unit" text NOT NULL,
	"age_months" integer GENERATED ALWAYS AS (case when age_unit = 'months' then age else age * 12 end) STORED NOT NULL,
	"is_vaccinated" boolean DEFAULT false NOT NULL,
	"is_neutered" boolean DEFAULT false NOT NULL,
	"health_notes" text,
	"character_notes" text,
	"photo_ids" uuid[] NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"city_folded" text NOT NULL,
	"district" text,
	"additional_info" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adoption_listing_animal_type_check" CHECK ("adoption_listing"."animal_type" in ('cat', 'dog', 'bird', 'rodent', 'other')),
	CONSTRAINT "adoption_listing_gender_check" CHECK ("adoption_listing"."gender" in ('female', 'male')),
	CONSTRAINT "adoption_listing_age_check" CHECK ("adoption_listing"."age" > 0),
	CONSTRAINT "adoption_listing_age_unit_check" CHECK ("adoption_listing"."age_unit" in ('years', 'months')),
	CONSTRAINT "adoption_listing_status_check" CHECK ("adoption_listing"."status" in ('active', 'adopted', 'removed')),
	CONSTRAINT "adoption_listing_photos_check" CHECK (cardinality("adoption_listing"."photo_ids") between 1 and 5),
	CONSTRAINT "adoption_listing_breed_check" CHECK (char_length("adoption_listing"."breed") between 1 and 60),
	CONSTRAINT "adoption_listing_text_check" CHECK (char_length("adoption_listing"."health_notes") <= 1000 and char_length("adoption_listing"."character_notes") <= 1000 and char_length("adoption_listing"."additional_info") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "mating_listing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"pet_id" uuid NOT NULL,
	"species" text NOT NULL,
	"listing_title" text NOT NULL,
	"health_info" text,
	"pedigree_info" text,
	"temperament" text,
	"mating_terms" text,
	"desired_partner_traits" text,
	"city_code" text NOT NULL,
	"district" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lostfound_alert_subscription" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lostfound_match" (
	"lost_report_id" uuid NOT NULL,
	"found_report_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lostfound_match_lost_report_id_found_report_id_pk" PRIMARY KEY("lost_report_id","found_report_id")
);
--> statement-breakpoint
CREATE TABLE "lostfound_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"report_type" text DEFAULT 'lost' NOT NULL,
	"pet_name" text,
	"animal_type" text NOT NULL,
	"breed" text,
	"gender" text DEFAULT 'unknown' NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"size" text DEFAULT 'unknown' NOT NULL,
	"distinguishing_features" text,
	"last_seen_location" text NOT NULL,
	"city_code" text NOT NULL,
	"district" text NOT NULL,
	"last_seen_date" date NOT NULL,
	"last_seen_time" text,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"additional_info" text,
	"contact_info" text,
	"status" text DEFAULT 'active' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_post" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_post_title_check" CHECK (char_length("forum_post"."title") between 1 and 150),
	CONSTRAINT "forum_post_content_check" CHECK (char_length("forum_post"."content") between 1 and 10000),
	CONSTRAINT "forum_post_reply_count_check" CHECK ("forum_post"."reply_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_reply" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reply_content_check" CHECK (char_length("forum_reply"."content") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "forum_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"reply_id" uuid,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_report_reporter_target_key" UNIQUE("reporter_id","target_kind","target_id"),
	CONSTRAINT "forum_report_target_check" CHECK (("forum_report"."target_kind" = 'post' and "forum_report"."target_id" = "forum_report"."post_id" and "forum_report"."reply_id" is null) or ("forum_report"."target_kind" = 'reply' and "forum_report"."target_id" = "forum_report"."reply_id")),
	CONSTRAINT "forum_report_note_check" CHECK (char_length("forum_report"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "article" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'general_care' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"cover_file_id" uuid,
	"author_id" text NOT NULL,
	"author_name" text,
	"author_role_at_publish" text,
	"published_at" timestamp with time zone,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_slug_key" UNIQUE("slug"),
	CONSTRAINT "article_status_check" CHECK ("article"."status" in ('draft', 'published')),
	CONSTRAINT "article_published_at_check" CHECK ("article"."status" <> 'published' or "article"."published_at" is not null),
	CONSTRAINT "article_counts_check" CHECK ("article"."likes_count" >= 0 and "article"."comments_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "article_bookmark" (
	"article_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_bookmark_pkey" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "article_comment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_like" (
	"article_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_like_pkey" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "mating_listing_id" uuid;--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "lostfound_report_id" uuid;--> statement-breakpoint
ALTER TABLE "adoption_listing" ADD CONSTRAINT "adoption_listing_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mating_listing" ADD CONSTRAINT "mating_listing_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mating_listing" ADD CONSTRAINT "mating_listing_pet_id_pet_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lostfound_alert_subscription" ADD CONSTRAINT "lostfound_alert_subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lostfound_match" ADD CONSTRAINT "lostfound_match_lost_report_id_lostfound_report_id_fk" FOREIGN KEY ("lost_report_id") REFERENCES "public"."lostfound_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lostfound_match" ADD CONSTRAINT "lostfound_match_found_report_id_lostfound_report_id_fk" FOREIGN KEY ("found_report_id") REFERENCES "public"."lostfound_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lostfound_report" ADD CONSTRAINT "lostfound_report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post" ADD CONSTRAINT "forum_post_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reply" ADD CONSTRAINT "forum_reply_post_id_forum_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reply" ADD CONSTRAINT "forum_reply_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_report" ADD CONSTRAINT "forum_report_post_id_forum_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_report" ADD CONSTRAINT "forum_report_reply_id_forum_reply_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_reply"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_report" ADD CONSTRAINT "forum_report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_cover_file_id_file_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_bookmark" ADD CONSTRAINT "article_bookmark_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_bookmark" ADD CONSTRAINT "article_bookmark_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comment" ADD CONSTRAINT "article_comment_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comment" ADD CONSTRAINT "article_comment_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_like" ADD CONSTRAINT "article_like_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_like" ADD CONSTRAINT "article_like_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adoption_listing_active_idx" ON "adoption_listing" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "adoption_listing_active_type_idx" ON "adoption_listing" USING btree ("animal_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "adoption_listing_active_city_idx" ON "adoption_listing" USING gin ("city_folded" gin_trgm_ops) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "adoption_listing_active_age_idx" ON "adoption_listing" USING btree ("age_months") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "adoption_listing_owner_idx" ON "adoption_listing" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mating_listing_active_idx" ON "mating_listing" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mating_listing"."is_active";--> statement-breakpoint
CREATE INDEX "mating_listing_active_species_idx" ON "mating_listing" USING btree ("species","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mating_listing"."is_active";--> statement-breakpoint
CREATE INDEX "mating_listing_active_city_idx" ON "mating_listing" USING btree ("city_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mating_listing"."is_active";--> statement-breakpoint
CREATE INDEX "mating_listing_active_city_species_idx" ON "mating_listing" USING btree ("city_code","species","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mating_listing"."is_active";--> statement-breakpoint
CREATE INDEX "mating_listing_owner_idx" ON "mating_listing" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mating_listing_pet_idx" ON "mating_listing" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "lostfound_match_lost_idx" ON "lostfound_match" USING btree ("lost_report_id","score" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lostfound_match_found_idx" ON "lostfound_match" USING btree ("found_report_id","score" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lostfound_match_score_idx" ON "lostfound_match" USING btree ("score" DESC NULLS FIRST,"computed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lostfound_report_list_idx" ON "lostfound_report" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lostfound_report_type_idx" ON "lostfound_report" USING btree ("status","report_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lostfound_report_animal_idx" ON "lostfound_report" USING btree ("status","animal_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lostfound_report_type_animal_idx" ON "lostfound_report" USING btree ("status","report_type","animal_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lostfound_report_candidates_idx" ON "lostfound_report" USING btree ("report_type","animal_type","last_seen_date") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "lostfound_report_search_idx" ON "lostfound_report" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lostfound_report_reporter_idx" ON "lostfound_report" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "forum_post_activity_idx" ON "forum_post" USING btree ("last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_post_author_created_idx" ON "forum_post" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_reply_post_created_idx" ON "forum_reply" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_reply_author_created_idx" ON "forum_reply" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_report_status_idx" ON "forum_report" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_report_post_idx" ON "forum_report" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "forum_report_reply_idx" ON "forum_report" USING btree ("reply_id") WHERE reply_id is not null;--> statement-breakpoint
CREATE INDEX "article_published_idx" ON "article" USING btree ("is_featured" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "article"."status" = 'published';--> statement-breakpoint
CREATE INDEX "article_published_category_idx" ON "article" USING btree ("category","is_featured" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "article"."status" = 'published';--> statement-breakpoint
CREATE INDEX "article_author_idx" ON "article" USING btree ("author_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "article_draft_idx" ON "article" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "article"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "article_cover_file_idx" ON "article" USING btree ("cover_file_id");--> statement-breakpoint
CREATE INDEX "article_bookmark_user_idx" ON "article_bookmark" USING btree ("user_id","created_at" DESC NULLS FIRST,"article_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "article_comment_article_idx" ON "article_comment" USING btree ("article_id","created_at","id");--> statement-breakpoint
CREATE INDEX "article_comment_author_idx" ON "article_comment" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "article_like_user_idx" ON "article_like" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_mating_listing_id_mating_listing_id_fk" FOREIGN KEY ("mating_listing_id") REFERENCES "public"."mating_listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_lostfound_report_id_lostfound_report_id_fk" FOREIGN KEY ("lostfound_report_id") REFERENCES "public"."lostfound_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_lostfound_report_idx" ON "conversation" USING btree ("lostfound_report_id");--> statement-breakpoint
CREATE INDEX "conversation_mating_listing_idx" ON "conversation" USING btree ("mating_listing_id");--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_lostfound_report_check" CHECK ("conversation"."kind" <> 'lostfound' or "conversation"."lostfound_report_id" = "conversation"."context_id");--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_mating_listing_check" CHECK ("conversation"."kind" <> 'mating' or "conversation"."mating_listing_id" = "conversation"."context_id");