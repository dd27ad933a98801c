-- A user's complaint about a forum post or reply is a flag, as it is in chat (message_flag) and on
-- the moderation queue: forum_report becomes forum_flag, with its key, constraints and indexes
-- named after it as drizzle-kit names them (db/schema/forum.ts). Rows and columns are unchanged.
-- Written by hand: drizzle-kit asks interactively whether a table is renamed or replaced.
ALTER TABLE "forum_report" RENAME TO "forum_flag";--> statement-breakpoint
ALTER TABLE "forum_flag" RENAME CONSTRAINT "forum_report_pkey" TO "forum_flag_pkey";--> statement-breakpoint
ALTER TABLE "forum_flag" RENAME CONSTRAINT "forum_report_reporter_target_key" TO "forum_flag_reporter_target_key";--> statement-breakpoint
ALTER TABLE "forum_flag" RENAME CONSTRAINT "forum_report_target_check" TO "forum_flag_target_check";--> statement-breakpoint
ALTER TABLE "forum_flag" RENAME CONSTRAINT "forum_report_note_check" TO "forum_flag_note_check";--> statement-breakpoint
ALTER TABLE "forum_flag" RENAME CONSTRAINT "forum_report_post_id_forum_post_id_fk" TO "forum_flag_post_id_forum_post_id_fk";--> statement-breakpoint
ALTER TABLE "forum_flag" RENAME CONSTRAINT "forum_report_reply_id_forum_reply_id_fk" TO "forum_flag_reply_id_forum_reply_id_fk";--> statement-breakpoint
ALTER TABLE "forum_flag" RENAME CONSTRAINT "forum_report_reporter_id_user_id_fk" TO "forum_flag_reporter_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "forum_flag" RENAME CONSTRAINT "forum_report_reviewed_by_user_id_fk" TO "forum_flag_reviewed_by_user_id_fk";--> statement-breakpoint
ALTER INDEX "forum_report_target_status_idx" RENAME TO "forum_flag_target_status_idx";--> statement-breakpoint
ALTER INDEX "forum_report_status_idx" RENAME TO "forum_flag_status_idx";--> statement-breakpoint
ALTER INDEX "forum_report_post_idx" RENAME TO "forum_flag_post_idx";--> statement-breakpoint
ALTER INDEX "forum_report_reply_idx" RENAME TO "forum_flag_reply_idx";
