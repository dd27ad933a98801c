ALTER TABLE "provider_profile" ADD COLUMN "response_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profile" ADD COLUMN "response_on_time" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profile" ADD COLUMN "response_rate" smallint;--> statement-breakpoint
ALTER TABLE "provider_profile" ADD COLUMN "response_median_minutes" integer;--> statement-breakpoint
ALTER TABLE "provider_profile" ADD COLUMN "provider_cancellations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "provider_profile_public_response_idx" ON "provider_profile" USING btree ("kind","response_rate" DESC NULLS LAST,"response_median_minutes","user_id") WHERE listing = 'public';--> statement-breakpoint
-- The figures of the bookings already made (the server keeps them from here on).
WITH measured AS (
  SELECT p.user_id, p.kind,
    count(b.id) FILTER (WHERE b.counted) AS requests,
    count(b.id) FILTER (WHERE b.counted AND b.answered_at <= b.created_at + interval '24 hours') AS on_time,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM b.answered_at - b.created_at) / 60)
      FILTER (WHERE b.counted AND b.answered_at IS NOT NULL) AS median_minutes,
    count(b.id) FILTER (WHERE b.cancellation_reason = 'cancelled_by_provider') AS cancellations
  FROM provider_profile p
  JOIN LATERAL (
    SELECT b.id, b.created_at, b.answered_at, b.cancellation_reason,
      (b.answered_at IS NOT NULL OR b.created_at <= now() - interval '24 hours' OR b.cancellation_reason = 'expired')
        AND NOT (b.answered_at IS NULL AND b.cancelled_by = 'owner' AND b.cancelled_at <= b.created_at + interval '24 hours') AS counted
    FROM booking b
    WHERE b.provider_id = p.user_id AND b.created_at > now() - interval '90 days'
  ) b ON true
  GROUP BY p.user_id, p.kind
)
UPDATE provider_profile p SET
  response_requests = m.requests,
  response_on_time = m.on_time,
  response_rate = CASE WHEN m.requests >= 3 THEN round(100.0 * m.on_time / m.requests)::smallint END,
  response_median_minutes = CASE WHEN m.requests >= 3 THEN round(m.median_minutes)::int END,
  provider_cancellations = m.cancellations
FROM measured m
WHERE p.user_id = m.user_id AND p.kind = m.kind;
