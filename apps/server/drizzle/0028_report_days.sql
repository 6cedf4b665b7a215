CREATE TABLE "report_day_marks" (
	"outlet_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mark" integer NOT NULL,
	CONSTRAINT "report_day_marks_outlet_id_day_pk" PRIMARY KEY("outlet_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"outlet_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mark" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_days_outlet_id_day_pk" PRIMARY KEY("outlet_id","day")
);
--> statement-breakpoint
ALTER TABLE "report_days" ADD CONSTRAINT "report_days_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A past day of an outlet changed: its mark goes up, so a report's kept figures for it are read again
-- (docs/decisions/028-report-days.md). Only days a report may have kept are marked: those before the outlet's
-- today (a report keeps days two days before it, and before the database's UTC today), so a booking, a payment
-- or a message of tonight never touches a mark and the host stand's writes never wait on one another for it.
-- The triggers run once per statement over its changed rows (transition tables): a statement that writes
-- 50,000 rows of one past day raises that day's mark once.
CREATE FUNCTION report_zone_of(p_outlet uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT b.timezone FROM outlets o JOIN brands b ON b.id = o.brand_id WHERE o.id = p_outlet
$$;
--> statement-breakpoint
CREATE FUNCTION report_mark(p_outlets uuid[], p_days date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_day_marks AS m (outlet_id, day, mark)
  SELECT c.outlet_id, c.day, 1
  FROM (
    -- No outlet's today is past the UTC day after: a day from the UTC today on is no outlet's past (no look-up).
    SELECT DISTINCT u.outlet_id, u.day FROM unnest(p_outlets, p_days) AS u(outlet_id, day)
    WHERE u.outlet_id IS NOT NULL AND u.day IS NOT NULL AND u.day < (now() AT TIME ZONE 'UTC')::date
  ) c
  WHERE c.day < (now() AT TIME ZONE report_zone_of(c.outlet_id))::date
  -- In one order, so two statements marking the same days never wait on each other crosswise.
  ORDER BY c.outlet_id, c.day
  ON CONFLICT (outlet_id, day) DO UPDATE SET mark = m.mark + 1
$$;
--> statement-breakpoint
-- The outlet's local days of money or messages that moved (rows of transactions or message_deliveries).
CREATE FUNCTION report_mark_instants(p_outlets uuid[], p_at timestamptz[]) RETURNS void LANGUAGE sql AS $$
  WITH moved AS (SELECT * FROM unnest(p_outlets, p_at) AS u(outlet_id, at) WHERE u.outlet_id IS NOT NULL),
  zones AS (SELECT DISTINCT outlet_id, report_zone_of(outlet_id) AS zone FROM moved)
  SELECT report_mark(array_agg(m.outlet_id), array_agg((m.at AT TIME ZONE z.zone)::date))
  FROM moved m JOIN zones z USING (outlet_id)
$$;
--> statement-breakpoint
-- Every day of an outlet's bookings (a change that recasts them all: a table to another area, a ticket's refund window).
CREATE FUNCTION report_mark_outlet(p_outlet uuid) RETURNS void LANGUAGE sql AS $$
  SELECT report_mark(array_agg(p_outlet), array_agg(d::date))
  FROM generate_series(
    (SELECT coalesce(min(reservation_date), current_date) - 1 FROM reservations WHERE outlet_id = p_outlet),
    (now() AT TIME ZONE 'UTC')::date,
    interval '1 day') AS d
$$;
--> statement-breakpoint
-- Bookings: their own days; a seated one's guest's later seated days (whether the guest came before); and the days
-- their money and messages moved on, when their service changes or they go (those are counted under the service).
CREATE FUNCTION report_reservations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark(array_agg(n.outlet_id), array_agg(n.reservation_date)) FROM new_rows n;
    PERFORM report_mark(array_agg(e.outlet_id), array_agg(e.reservation_date))
    FROM new_rows n JOIN reservations e ON e.customer_id = n.customer_id AND e.starts_at > n.starts_at AND e.status IN (2, 3)
    WHERE n.status IN (2, 3);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark(array_agg(o.outlet_id), array_agg(o.reservation_date)) FROM old_rows o;
    PERFORM report_mark(array_agg(e.outlet_id), array_agg(e.reservation_date))
    FROM old_rows o JOIN reservations e ON e.customer_id = o.customer_id AND e.starts_at > o.starts_at AND e.status IN (2, 3)
    WHERE o.status IN (2, 3);
    PERFORM report_mark_instants(array_agg(t.outlet_id), array_agg(t.created_at)) FROM old_rows o JOIN transactions t ON t.reservation_id = o.id;
    PERFORM report_mark_instants(array_agg(m.outlet_id), array_agg(m.created_at)) FROM old_rows o JOIN message_deliveries m ON m.reservation_id = o.id;
  ELSE
    PERFORM report_mark(array_agg(x.outlet_id), array_agg(x.reservation_date))
    FROM (SELECT outlet_id, reservation_date FROM old_rows UNION ALL SELECT outlet_id, reservation_date FROM new_rows) x;
    PERFORM report_mark(array_agg(e.outlet_id), array_agg(e.reservation_date))
    FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.customer_id, o.starts_at), (n.customer_id, n.starts_at)) AS g(customer_id, starts_at)
      JOIN reservations e ON e.customer_id = g.customer_id AND e.starts_at > g.starts_at AND e.status IN (2, 3)
    WHERE (o.status IN (2, 3) OR n.status IN (2, 3))
      AND ((o.status IN (2, 3)) <> (n.status IN (2, 3)) OR o.customer_id IS DISTINCT FROM n.customer_id OR o.starts_at <> n.starts_at);
    PERFORM report_mark_instants(array_agg(t.outlet_id), array_agg(t.created_at))
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN transactions t ON t.reservation_id = o.id
    WHERE o.service_timing_id IS DISTINCT FROM n.service_timing_id;
    PERFORM report_mark_instants(array_agg(m.outlet_id), array_agg(m.created_at))
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN message_deliveries m ON m.reservation_id = o.id
    WHERE o.service_timing_id IS DISTINCT FROM n.service_timing_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows of a booking (its tables, its guest's confirmations, the waiting-list entry it came from): the booking's day.
CREATE FUNCTION report_booking_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_mark(array_agg(r.outlet_id), array_agg(r.reservation_date)) FROM new_rows n JOIN reservations r ON r.id = n.reservation_id;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_mark(array_agg(r.outlet_id), array_agg(r.reservation_date)) FROM old_rows o JOIN reservations r ON r.id = o.reservation_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Money and messages: the outlet's local day they happened on. An update marks only when what a report reads of the
-- row changed (a charge's refunded amount, a message's retry count do not move a figure).
CREATE FUNCTION report_moved_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark_instants(array_agg(n.outlet_id), array_agg(n.created_at)) FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark_instants(array_agg(o.outlet_id), array_agg(o.created_at)) FROM old_rows o;
  ELSIF TG_TABLE_NAME = 'transactions' THEN
    PERFORM report_mark_instants(array_agg(x.outlet_id), array_agg(x.created_at))
    FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.outlet_id, o.created_at), (n.outlet_id, n.created_at)) AS x(outlet_id, created_at)
    WHERE (o.outlet_id, o.created_at, o.type, o.status, o.amount, o.currency)
        IS DISTINCT FROM (n.outlet_id, n.created_at, n.type, n.status, n.amount, n.currency)
      OR o.reservation_id IS DISTINCT FROM n.reservation_id OR o.payment_request_id IS DISTINCT FROM n.payment_request_id;
  ELSE
    PERFORM report_mark_instants(array_agg(x.outlet_id), array_agg(x.created_at))
    FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.outlet_id, o.created_at), (n.outlet_id, n.created_at)) AS x(outlet_id, created_at)
    WHERE (o.outlet_id, o.created_at, o.channel, o.state) IS DISTINCT FROM (n.outlet_id, n.created_at, n.channel, n.state)
      OR o.reservation_id IS DISTINCT FROM n.reservation_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same three statement triggers (insert, update, delete) on bookings, the tables of a booking's rows, and what moved.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('reservations', 'report_reservations_changed'),
    ('reservation_tables', 'report_booking_rows_changed'),
    ('confirmation_notifications', 'report_booking_rows_changed'),
    ('waiting_list_entries', 'report_booking_rows_changed'),
    ('transactions', 'report_moved_changed'),
    ('message_deliveries', 'report_moved_changed')) AS x(tab, fn)
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_report_days_insert AFTER INSERT ON %1$I
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %2$I()', t.tab, t.fn);
    EXECUTE format('CREATE TRIGGER %1$s_report_days_update AFTER UPDATE ON %1$I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %2$I()', t.tab, t.fn);
    EXECUTE format('CREATE TRIGGER %1$s_report_days_delete AFTER DELETE ON %1$I
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %2$I()', t.tab, t.fn);
  END LOOP;
END $$;
--> statement-breakpoint
-- What recasts past days (rare, one row at a time): a table moved to another area (the days of its bookings), a
-- payment request's kind (the days its money moved), a ticket's refund window (the days of its bookings), the
-- brand's time zone (every day of its outlets).
CREATE FUNCTION report_recast() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'tables' THEN
    PERFORM report_mark(array_agg(r.outlet_id), array_agg(r.reservation_date))
    FROM reservation_tables rt JOIN reservations r ON r.id = rt.reservation_id WHERE rt.table_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'payment_requests' THEN
    PERFORM report_mark_instants(array_agg(t.outlet_id), array_agg(t.created_at)) FROM transactions t WHERE t.payment_request_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'tickets' THEN
    PERFORM report_mark(array_agg(r.outlet_id), array_agg(r.reservation_date)) FROM reservations r WHERE r.ticket_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'brands' THEN
    PERFORM report_mark_outlet(o.id) FROM outlets o WHERE o.brand_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tables_report_days AFTER UPDATE OF area_id ON tables
  FOR EACH ROW WHEN (NEW.area_id IS DISTINCT FROM OLD.area_id) EXECUTE FUNCTION report_recast();
--> statement-breakpoint
CREATE TRIGGER payment_requests_report_days AFTER UPDATE OF kind ON payment_requests
  FOR EACH ROW WHEN (NEW.kind IS DISTINCT FROM OLD.kind) EXECUTE FUNCTION report_recast();
--> statement-breakpoint
CREATE TRIGGER tickets_report_days AFTER UPDATE OF refund_window, refund_window_unit ON tickets
  FOR EACH ROW WHEN (NEW.refund_window IS DISTINCT FROM OLD.refund_window OR NEW.refund_window_unit IS DISTINCT FROM OLD.refund_window_unit)
  EXECUTE FUNCTION report_recast();
--> statement-breakpoint
CREATE TRIGGER brands_report_days AFTER UPDATE OF timezone ON brands
  FOR EACH ROW WHEN (NEW.timezone IS DISTINCT FROM OLD.timezone) EXECUTE FUNCTION report_recast();
