import { festiveServiceTiming, type FestiveEvening } from '@host/domain/availability/festive';
import { timingChangeReasons } from '@host/domain/availability/schedules';
import type { TimeUnit } from '@host/domain/availability/slots';
import { DomainError } from '@host/domain/errors';
import type { AffectedReservation } from '@host/domain/floor/affected';
import { TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { TICKET_COLOURS, ticketInputSchema } from '@host/domain/tickets';
import type { Executor } from '../../db/client';
import { confirmAffected, strandedBookings, upcomingBookings } from '../../lib/affected';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { lockSchedules } from '../../lib/locks';
import { inTransaction } from '../../lib/transaction';
import { loadOutlet } from '../outlets/service';
import { activeTickets, insertTicketIn } from '../tickets/service';
import * as repo from './repository';
import { assertNoBlockedSpecialDay, storedTiming } from './timing-checks';

/*
 * Festive evenings in one step (issue 32, point 4; docs/rules.md "Festive evenings"): a template applied to chosen outlets
 * and dates makes a special day of fixed sittings at each, selling one ticket. All or nothing, in one transaction: the
 * outlets' schedules locked in one order, the bookings it strands listed first (409 AFFECTED_RESERVATIONS until
 * confirmed, as any schedule change), a set menu or a deposit made as a new ticket of the brand.
 */

export interface FestivePlan {
  outlets: Array<{ outletId: string; outletName: string; affected: AffectedReservation[] }>;
}

/** The outlets named, each the session's and of the brand (else 403 before anything is read), in one lock order. */
async function outletsOf(tx: Executor, auth: AuthContext, brandId: string, outletIds: readonly string[]) {
  const found = [];
  for (const outletId of [...new Set(outletIds)].sort()) {
    if (!auth.accessibleOutletIds.has(outletId)) throw new DomainError('FORBIDDEN', 'forbiddenOutlet');
    const { outlet, brand } = await loadOutlet(tx, auth, outletId);
    if (brand.id !== brandId) throw new DomainError('FORBIDDEN', 'forbiddenOutlet');
    found.push(outlet);
  }
  return found;
}

/** What the evening would do at each outlet: the upcoming bookings on its dates it strands (a time not a sitting, another ticket). */
async function planOf(
  ctx: AppContext,
  tx: Executor,
  auth: AuthContext,
  { brandId, evening, ticketId }: { brandId: string; evening: FestiveEvening; ticketId: string | null },
) {
  const timing = festiveServiceTiming(evening, ticketId);
  const rule = {
    ...timing,
    id: 'festive',
    areaIds: [],
    minBookingTimeUnit: timing.minBookingTimeUnit as TimeUnit | null,
    maxBookingTimeUnit: timing.maxBookingTimeUnit as TimeUnit | null,
  };
  const outlets = await outletsOf(tx, auth, brandId, evening.outletIds);
  const plan: FestivePlan = { outlets: [] };
  for (const outlet of outlets) {
    await lockSchedules(tx, outlet.id);
    // A day that is already special (its own hours, or closed) stays the merchant's to change: the evening never merges into
    // another special day, nor reopens a day the merchant closed.
    for (const date of evening.dates) {
      if (await repo.hasSpecialDayOn(tx, outlet.id, date))
        throw new DomainError('BUSINESS_RULE', 'specialDayExists', { params: { outlet: outlet.outletName, date } });
    }
    await assertNoBlockedSpecialDay(tx, outlet.id, timing);
    // One date after another: one transaction is one connection, which takes one query at a time.
    const bookings = [];
    for (const date of evening.dates) bookings.push(...(await upcomingBookings(tx, { outletId: outlet.id, after: ctx.clock.now(), date })));
    plan.outlets.push({
      outletId: outlet.id,
      outletName: outlet.outletName,
      affected: strandedBookings(bookings, (b) => timingChangeReasons(b, rule)),
    });
  }
  return { plan, timing };
}

/** The ticket the evening sells: one of the brand's on sale, or none yet (a set menu or deposit is made when the evening is). */
async function chosenTicketId(tx: Executor, brandId: string, evening: FestiveEvening): Promise<string | null> {
  if (evening.ticket.kind !== 'existing') return null;
  const ticketId = evening.ticket.ticketId;
  if (!(await activeTickets(tx, brandId)).some((t) => t.id === ticketId)) throw new DomainError('BUSINESS_RULE', 'ticketNotOnSale');
  return ticketId;
}

/** POST /api/v1/brands/{brandId}/festive-evenings/preview: what applying it would strand, outlet by outlet; nothing written. */
export async function previewFestiveEvening(ctx: AppContext, auth: AuthContext, brandId: string, evening: FestiveEvening) {
  return inTransaction(
    ctx,
    async (tx) => (await planOf(ctx, tx, auth, { brandId, evening, ticketId: await chosenTicketId(tx, brandId, evening) })).plan,
  );
}

/** POST /api/v1/brands/{brandId}/festive-evenings?confirm=: the special days made, the set menu or deposit with them. */
export async function createFestiveEvening(
  ctx: AppContext,
  auth: AuthContext,
  brandId: string,
  { evening, confirm }: { evening: FestiveEvening; confirm: boolean },
) {
  const made = await inTransaction(ctx, async (tx) => {
    let ticketId = await chosenTicketId(tx, brandId, evening);
    const { plan } = await planOf(ctx, tx, auth, { brandId, evening, ticketId });
    // A new ticket first (a set menu, a deposit): a brand that takes no payments is refused before the merchant is asked
    // about any booking (a refused or unconfirmed evening rolls back with it).
    if (evening.ticket.kind === 'setMenu' || evening.ticket.kind === 'deposit') {
      const made = ticketInputSchema.parse({
        name: evening.ticket.name,
        // A festive crimson among the tickets' colours.
        color: TICKET_COLOURS[8],
        typePayment: evening.ticket.kind === 'setMenu' ? TICKET_TYPE_PAYMENT.PREPAID : TICKET_TYPE_PAYMENT.DEPOSIT,
        typePrice: TICKET_TYPE_PRICE.PER_PAX,
        price: evening.ticket.price,
        description: evening.policy,
      });
      ticketId = (await insertTicketIn(tx, brandId, made)).id;
    }
    // Confirmed when asked to, or when every booking it strands is one the merchant saw in the preview.
    const stranded = plan.outlets.flatMap((o) => o.affected);
    const seen = new Set(evening.previewedReservationIds);
    const affected = await confirmAffected(tx, auth, stranded, {
      confirm: confirm || (stranded.length > 0 && stranded.every((r) => seen.has(r.id))),
      action: 'schedule-affected',
    });
    const { values } = storedTiming(festiveServiceTiming(evening, ticketId));
    const timings = [];
    for (const { outletId } of plan.outlets) timings.push(await repo.saveTiming(tx, { ...values, outletId }, []));
    return { ticketId, timings: timings.map((t) => ({ outletId: t.outletId, serviceTimingId: t.id })), affected };
  });
  for (const { outletId, serviceTimingId } of made.timings)
    await publishChange(ctx, outletId, 'schedule.changed', [serviceTimingId, ...made.affected]);
  return { ticketId: made.ticketId, timings: made.timings };
}
