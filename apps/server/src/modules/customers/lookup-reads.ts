import type { customerMatchSchema } from '@host/domain/customers';
import { ACTIVE_STATUSES, RESERVATION_STATUS } from '@host/domain/statuses';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { customers, customerTags } from '../../db/tables/customers';
import { brands, outlets, tags } from '../../db/tables/outlets';
import { reservations, reservationTags } from '../../db/tables/reservations';
import { autoTagsOf } from './guest-record';

/**
 * A read model (docs/architecture.md, the modules and their tables): what the booking dialog's guest
 * lookup shows of each guest found, from their bookings, their tags and the brand's rule.
 */

type Guest = typeof customers.$inferSelect;

/** The guests as the dialog shows them: figures, tags (and those computed by today), last visits and that day's bookings at the brand. */
export async function describeGuests(
  db: Executor,
  { brandId, found, date, today }: { brandId: string; found: Guest[]; date: string | null; today: string },
): Promise<z.infer<typeof customerMatchSchema>[]> {
  const ids = found.map((c) => c.id);
  if (ids.length === 0) return [];
  const [[brand], figures, lastVisits, bookingTags, profileTags, sameDay, autoTags] = await Promise.all([
    db.select({ oneBookingPerDay: brands.preventMultipleSameDayBookingsEnabled }).from(brands).where(eq(brands.id, brandId)),
    db
      .select({
        customerId: reservations.customerId,
        visits: sql<number>`(count(*) filter (where
          ${inArray(reservations.status, [RESERVATION_STATUS.COMPLETED, RESERVATION_STATUS.SEATED])}))::int`,
        noShows: sql<number>`(count(*) filter (where ${eq(reservations.status, RESERVATION_STATUS.NO_SHOW)}))::int`,
      })
      .from(reservations)
      .where(inArray(reservations.customerId, ids))
      .groupBy(reservations.customerId),
    db.execute<{ customer_id: string; reservation_date: string; status: number; pax: number }>(sql`
      select customer_id, reservation_date::text, status, pax from (
        select ${reservations.customerId} as customer_id, ${reservations.reservationDate} as reservation_date,
               ${reservations.status} as status,
               ${reservations.numberOfAdults} + ${reservations.numberOfChildren} as pax,
               row_number() over (partition by ${reservations.customerId}
                 order by ${reservations.reservationDate} desc, ${reservations.reservationTime} desc) as n
        from ${reservations} where ${inArray(reservations.customerId, ids)}
      ) last where n <= 3 order by customer_id, n`),
    db
      .selectDistinct({ customerId: reservations.customerId, id: tags.id, title: tags.title, colour: tags.colour })
      .from(reservationTags)
      .innerJoin(reservations, eq(reservations.id, reservationTags.reservationId))
      .innerJoin(tags, and(eq(tags.id, reservationTags.tagId), eq(tags.brandId, brandId)))
      .where(inArray(reservations.customerId, ids))
      .orderBy(asc(tags.title)),
    db
      .select({ customerId: customerTags.customerId, id: tags.id, title: tags.title, colour: tags.colour })
      .from(customerTags)
      .innerJoin(tags, and(eq(tags.id, customerTags.tagId), eq(tags.brandId, brandId)))
      .where(inArray(customerTags.customerId, ids))
      .orderBy(asc(tags.title)),
    date
      ? db
          .select({
            id: reservations.id,
            customerId: reservations.customerId,
            code: reservations.code,
            outletName: outlets.outletName,
            reservationDate: reservations.reservationDate,
            reservationTime: reservations.reservationTime,
            pax: sql<number>`${reservations.numberOfAdults} + ${reservations.numberOfChildren}`,
          })
          .from(reservations)
          .innerJoin(outlets, and(eq(outlets.id, reservations.outletId), eq(outlets.brandId, brandId)))
          .where(
            and(
              inArray(reservations.customerId, ids),
              eq(reservations.reservationDate, date),
              inArray(reservations.status, [...ACTIVE_STATUSES]),
            ),
          )
          .orderBy(asc(reservations.reservationTime), asc(outlets.outletName))
      : Promise.resolve([]),
    autoTagsOf(db, ids, today),
  ]);
  // The guest's own tags (the guest book's) first, then those of their bookings, each once.
  const tagsOf = (customerId: string) => [
    ...new Map(
      [...profileTags, ...bookingTags].filter((t) => t.customerId === customerId).map(({ customerId: _, ...tag }) => [tag.id, tag]),
    ).values(),
  ];
  return found.map((c) => {
    const figure = figures.find((f) => f.customerId === c.id);
    return {
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      email: c.email,
      notesDiner: c.notesDiner,
      dietary: c.dietary,
      dietaryNotes: c.dietaryNotes,
      seatingPreference: c.seatingPreference,
      language: c.language,
      visits: figure?.visits ?? 0,
      noShows: figure?.noShows ?? 0,
      tags: tagsOf(c.id),
      autoTags: autoTags.get(c.id) ?? [],
      profileTagIds: profileTags.filter((tag) => tag.customerId === c.id).map((tag) => tag.id),
      lastVisits: lastVisits.rows
        .filter((v) => v.customer_id === c.id)
        .map((v) => ({ reservationDate: v.reservation_date, status: Number(v.status), pax: Number(v.pax) })),
      bookingsThatDay: sameDay.filter((b) => b.customerId === c.id).map(({ customerId: _, ...b }) => b),
      oneBookingPerDay: brand?.oneBookingPerDay ?? false,
    };
  });
}
