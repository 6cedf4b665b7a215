-- Issue 27 point 13: every phone stored in E.164 (+6591234567), as the API has stored them since
-- phone.ts; the demo seed wrote them spaced ("+65 9123 4567", "+60 12-345 6789"), so a guest typed in
-- E.164 was not the seeded guest to customers_brand_phone_unique.
--
-- SQL cannot run libphonenumber, so only a number written with its country code is rewritten: a +,
-- then digits with spaces, dashes, dots or brackets between them, which become the + and the digits.
-- A number holding a trunk zero in brackets ("+44 (0)20 ...") or written without a country code is
-- left as written: stripping would make a wrong number, and the country is not this SQL's to guess.
--
-- A collision: two guests of one brand whose numbers become the same (one typed "+6591234567"
-- through the API, one seeded "+65 9123 4567"). The unique index allows one; a guest already stored
-- with the E.164 number keeps it, else the oldest guest (created_at, then id) takes it. The others
-- keep their number as written, untouched and reported below by id: merging guests (their bookings,
-- tags, history) is a host's decision in the guest book (modules/customers/merge.ts), not a
-- migration's, and nulling or moving a number would lose how to reach the guest. A booking with that
-- number goes to the guest holding it in E.164 (findOrCreateCustomer looks up the exact number first).
--
-- The outbox is a record of what was sent, kept as it was sent. No version is bumped: the number a
-- host reads is the same one, and a form still open writes its phone through the normaliser anyway.
CREATE FUNCTION pg_temp.phone_e164(written text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN written ~ '^\+[0-9][0-9 ().-]*$' AND written !~ '\(0\)'
      AND regexp_replace(written, '[ ().-]', '', 'g') ~ '^\+[1-9][0-9]{6,14}$'
    THEN regexp_replace(written, '[ ().-]', '', 'g')
    ELSE written
  END
$$;
--> statement-breakpoint
WITH candidates AS (
  SELECT c.id, c.brand_id, pg_temp.phone_e164(c.phone) AS e164,
         row_number() OVER (PARTITION BY c.brand_id, pg_temp.phone_e164(c.phone) ORDER BY c.created_at, c.id) AS turn
  FROM customers c
  WHERE c.phone IS NOT NULL
    AND pg_temp.phone_e164(c.phone) <> c.phone
    AND NOT EXISTS (SELECT 1 FROM customers held WHERE held.brand_id = c.brand_id AND held.phone = pg_temp.phone_e164(c.phone))
)
UPDATE customers SET phone = candidates.e164 FROM candidates WHERE customers.id = candidates.id AND candidates.turn = 1;
--> statement-breakpoint
DO $$
DECLARE
  left_as_written text;
BEGIN
  SELECT string_agg(c.id::text, ', ' ORDER BY c.id) INTO left_as_written
  FROM customers c
  WHERE c.phone IS NOT NULL AND pg_temp.phone_e164(c.phone) <> c.phone
    AND EXISTS (SELECT 1 FROM customers held WHERE held.brand_id = c.brand_id AND held.phone = pg_temp.phone_e164(c.phone));
  IF left_as_written IS NOT NULL THEN
    RAISE NOTICE '0017_phones_e164: guests left with their phone as written, another guest of the brand holds it in E.164 (merge them in the guest book): %', left_as_written;
  END IF;
END
$$;
--> statement-breakpoint
UPDATE customers SET additional_phone = pg_temp.phone_e164(additional_phone) WHERE additional_phone IS NOT NULL AND pg_temp.phone_e164(additional_phone) <> additional_phone;
--> statement-breakpoint
UPDATE reservations SET customer_phone = pg_temp.phone_e164(customer_phone) WHERE customer_phone IS NOT NULL AND pg_temp.phone_e164(customer_phone) <> customer_phone;
--> statement-breakpoint
UPDATE outlets SET phone = pg_temp.phone_e164(phone) WHERE phone IS NOT NULL AND pg_temp.phone_e164(phone) <> phone;
--> statement-breakpoint
UPDATE message_deliveries SET recipient = pg_temp.phone_e164(recipient) WHERE pg_temp.phone_e164(recipient) <> recipient;
--> statement-breakpoint
DROP FUNCTION pg_temp.phone_e164(text);
