ALTER TABLE "outlets" ADD COLUMN "booking_slug" text;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_bookingSlug_unique" UNIQUE("booking_slug");--> statement-breakpoint
-- Outlets made before issue 18 get their page's address from their name (packages/domain
-- online-booking.ts bookingSlugOf, for Latin names), numbered when two share one.
UPDATE "outlets" o SET "booking_slug" = s.slug
FROM (
  SELECT id, CASE WHEN n = 1 THEN base ELSE base || '-' || n END AS slug
  FROM (
    SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n
    FROM (
      SELECT id, created_at,
        coalesce(nullif(left(trim(both '-' from regexp_replace(lower(outlet_name), '[^a-z0-9]+', '-', 'g')), 60), ''), 'outlet') AS base
      FROM "outlets"
    ) named
  ) numbered
) s
WHERE s.id = o.id AND o."booking_slug" IS NULL;
