import { isPayingTicket } from '@host/domain/payments/money-rules';
import { DomainError, refusal } from '@host/domain/errors';
import { changeRefusal } from '@host/domain/reservations/change-refusals';
import { displayStatusOf } from '@host/domain/reservations/display-status';
import { editableFields, type EditableField } from '@host/domain/reservations/editable';
import type { Reservation, Warning } from '@host/domain/reservations/reservation';
import type { UpdateReservationInput } from '@host/domain/reservations/schemas';
import { assertWithinBookingHorizon, timeStateOf } from '@host/domain/reservations/time-state';
import { TICKET_TYPE_PRICE, isActiveStatus } from '@host/domain/statuses';
import { instantOf } from '@host/domain/time';
import type { AppContext } from '../../lib/context';
import type { AuthContext } from '../../lib/auth-context';
import { enforceAvailability } from '../availability/service';
import { loadRelations } from './relations';
import * as repo from './repository';
import { recordActivity } from '../../lib/activity';
import { inTransaction } from '../../lib/transaction';
import { loadOutlet } from '../outlets/service';
import { outletToday } from '../../lib/clock';
import { publishChange } from '../../lib/live-updates';
import { assertReferences, assertTablesOfOutlet, reservationOf, sameDayBookings, storedPhone, viewOf } from './reservation-access';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Edits a reservation the caller read at `expectedVersion` (If-Match). A stale version is refused
 * with 409 and the current reservation, so the client can show what changed; nothing is overwritten.
 */
export async function updateReservation(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  change: {
    /** the version the editor read (If-Match) */
    expectedVersion: number;
    body: UpdateReservationInput;
    /** a guest changing their own booking from their link (issue 18): the online channel's rules, no override */
    byGuest?: boolean;
  },
): Promise<Reservation & { warnings: Warning[] }> {
  const { expectedVersion, body, byGuest = false } = change;
  const { availabilityOverride, ...written } = body;
  const result = await inTransaction(ctx, async (tx) => {
    const row = await reservationOf(tx, auth, id, true);
    const { outlet, brand } = await loadOutlet(tx, auth, row.outletId);
    // The phone is compared and stored as E.164, as a new booking's is.
    const input = written.customerPhone ? { ...written, customerPhone: storedPhone(written.customerPhone, outlet.countryCode) } : written;
    const today = outletToday(ctx, brand.timezone);
    if (row.version !== expectedVersion) {
      // A guest is told to try again, never shown the staff's view of the booking (its staff notes).
      if (byGuest) throw new DomainError('CONFLICT', 'tryAgain');
      throw new DomainError('CONFLICT', 'staleVersion', { details: { current: await viewOf(tx, row, today) } });
    }
    const heldTables = await repo.heldTableIds(tx, row.id);
    const related = await loadRelations(tx, [row], today);
    const display = displayStatusOf(
      row.status,
      (related.tables.get(row.id) ?? []).map((t) => t.status),
    );
    const allowed = editableFields(display, timeStateOf(row.reservationDate, today));
    const currentTags = (related.tags.get(row.id) ?? []).map((t) => t.id);

    // Only fields that really change are checked against the rules (a form may send everything).
    const current: Record<EditableField, unknown> = {
      reservationDate: row.reservationDate,
      reservationTime: row.reservationTime,
      numberOfAdults: row.numberOfAdults,
      numberOfChildren: row.numberOfChildren,
      extraAdult: row.extraAdult,
      extraChildren: row.extraChildren,
      diningInterval: row.diningInterval,
      tableIds: heldTables,
      occasions: row.occasions,
      otherOccasions: row.otherOccasions,
      notes: row.notes,
      notesDiner: row.notesDiner,
      staffNotes: row.staffNotes,
      tagIds: currentTags,
      customerPhone: row.customerPhone,
      customerFirstName: row.customerFirstName,
      customerLastName: row.customerLastName,
      allowSmsNotify: row.allowSmsNotify,
      allowEmailNotify: row.allowEmailNotify,
      allowAutomatedCallNotify: row.allowAutomatedCallNotify,
      allowConfirmationNotify: row.allowConfirmationNotify,
      allowReminderNotify: row.allowReminderNotify,
    };
    const changed = (Object.keys(input) as EditableField[]).filter((field) => {
      const next = input[field];
      if (next === undefined) return false;
      const now = current[field];
      return Array.isArray(next) ? !sameList(next as string[], (now as string[]) ?? []) : (next ?? null) !== (now ?? null);
    });
    // A locked field is refused with its status group's message (docs/rules.md section 8).
    const locked = changed.find((field) => !allowed.has(field));
    if (locked) throw refusal('BUSINESS_RULE', changeRefusal(display, locked));
    if (changed.length === 0) return { row, today, warnings: [] as Warning[], outletId: row.outletId };

    const has = (field: EditableField) => changed.includes(field);
    if (has('tagIds')) await assertReferences(tx, { brandId: brand.id, outletId: row.outletId }, { tagIds: input.tagIds ?? [] });
    const ticket = row.ticketId ? related.tickets.get(row.ticketId) : undefined;
    // What is owed follows the party only for a ticket that takes money; a free ticket lets the party change.
    if ((has('numberOfAdults') || has('numberOfChildren')) && ticket?.typePrice === TICKET_TYPE_PRICE.PER_PAX && isPayingTicket(ticket)) {
      throw new DomainError('BUSINESS_RULE', 'paxPerPaxTicket');
    }
    const date = input.reservationDate ?? row.reservationDate;
    const time = input.reservationTime ?? row.reservationTime;
    const startsAt = has('reservationDate') || has('reservationTime') ? instantOf(date, time, brand.timezone) : row.startsAt;
    if ((has('reservationDate') || has('reservationTime')) && startsAt.getTime() <= ctx.clock.now().getTime()) {
      throw new DomainError('BUSINESS_RULE', 'futureTime');
    }
    if (has('reservationDate')) assertWithinBookingHorizon(date, today, 'body.reservationDate');
    const movesOrResizes = has('reservationDate') || has('reservationTime') || has('numberOfAdults') || has('numberOfChildren');
    // A guest moving their booking keeps their table if it is free then, else the best free one in
    // the same area (when diners may book it), chosen under the slot's lock.
    const guestMoves = byGuest && movesOrResizes;
    const guestArea = guestMoves ? await repo.onlineAreaOfTables(tx, heldTables) : undefined;
    const asked = has('tableIds') ? await assertTablesOfOutlet(tx, row.outletId, input.tableIds ?? []) : heldTables;
    // A new time or party size obeys the availability rules, as a new booking does.
    const availability = movesOrResizes
      ? await enforceAvailability(
          ctx,
          tx,
          { outlet, brand },
          {
            date,
            time,
            pax: (input.numberOfAdults ?? row.numberOfAdults) + (input.numberOfChildren ?? row.numberOfChildren),
            reservationId: row.id,
            hasTables: asked.length > 0,
            channel: byGuest ? 'online' : 'staff',
            areaId: guestArea,
            keepTableIds: guestMoves ? heldTables : undefined,
            diningInterval: guestMoves ? (input.diningInterval ?? row.diningInterval) : undefined,
            override: byGuest ? undefined : availabilityOverride,
            // The booking keeps its ticket through a move: that ticket's day's limit counts, without the booking itself.
            ticketId: row.ticketId ?? null,
          },
        )
      : null;
    const tableIds = availability?.onlineTableIds ?? asked;
    // A guest moves within what they booked: a time whose service sells another ticket (a deposit
    // dinner from a free lunch) is a new booking, not a change. A retired ticket counts as none, as
    // at booking.
    if (byGuest && availability) {
      const sold = availability.ticketId ? await repo.ticketOfBrand(tx, brand.id, availability.ticketId) : undefined;
      if ((sold?.isActive ? sold.id : null) !== (row.ticketId ?? null)) throw new DomainError('BUSINESS_RULE', 'guestCantUpdate');
    }
    // A guest's move takes the service of its new time (a host's keeps the service the host chose).
    const serviceChanged = byGuest && !!availability?.serviceTimingId && availability.serviceTimingId !== row.serviceTimingId;

    let customerId = row.customerId;
    if (has('customerPhone') && input.customerPhone) {
      const { customer } = await repo.findOrCreateCustomer(tx, {
        brandId: brand.id,
        phone: input.customerPhone,
        firstName: input.customerFirstName ?? row.customerFirstName ?? '',
        lastName: input.customerLastName ?? row.customerLastName ?? '',
        countryCode: brand.countryCode,
      });
      customerId = customer.id;
    }
    // A new day, time or guest: the guest's other bookings that day at the brand's outlets (a warning, or refused by the brand's flag).
    const warnings =
      isActiveStatus(row.status) && (has('reservationDate') || has('reservationTime') || customerId !== row.customerId)
        ? await sameDayBookings(tx, { brand, customerId, date, excludeId: row.id, byGuest })
        : [];
    // The booking keeps its length on a guest's move: its tables were checked for that long.
    const diningInterval = input.diningInterval ?? row.diningInterval;
    const now = ctx.clock.now();
    const updated = await repo.updateReservation(tx, row.id, {
      reservationDate: date,
      reservationTime: time,
      startsAt,
      // A booking moved to another time starts its grace period afresh: a hold a host gave the old time ends with it.
      graceExtendedUntil: startsAt.getTime() === row.startsAt.getTime() ? row.graceExtendedUntil : null,
      serviceTimingId: serviceChanged ? availability!.serviceTimingId : row.serviceTimingId,
      numberOfAdults: input.numberOfAdults ?? row.numberOfAdults,
      numberOfChildren: input.numberOfChildren ?? row.numberOfChildren,
      extraAdult: input.extraAdult ?? row.extraAdult,
      extraChildren: input.extraChildren ?? row.extraChildren,
      diningInterval,
      occasions: input.occasions ?? row.occasions,
      otherOccasions: input.otherOccasions !== undefined ? input.otherOccasions : row.otherOccasions,
      notes: input.notes !== undefined ? input.notes : row.notes,
      notesDiner: input.notesDiner !== undefined ? input.notesDiner : row.notesDiner,
      staffNotes: input.staffNotes !== undefined ? input.staffNotes : row.staffNotes,
      customerId,
      customerPhone: input.customerPhone ?? row.customerPhone,
      customerFirstName: input.customerFirstName ?? row.customerFirstName,
      customerLastName: input.customerLastName ?? row.customerLastName,
      allowSmsNotify: input.allowSmsNotify ?? row.allowSmsNotify,
      allowEmailNotify: input.allowEmailNotify ?? row.allowEmailNotify,
      allowAutomatedCallNotify: input.allowAutomatedCallNotify ?? row.allowAutomatedCallNotify,
      allowConfirmationNotify: input.allowConfirmationNotify ?? row.allowConfirmationNotify,
      allowReminderNotify: input.allowReminderNotify ?? row.allowReminderNotify,
      modifiedByRestaurant: !byGuest,
      modifiedTimestamp: now,
      version: row.version + 1,
    });
    if (has('tableIds') || has('reservationDate') || has('reservationTime') || has('diningInterval') || guestMoves) {
      await repo.holdTables(tx, row.id, {
        tableIds,
        startsAt,
        endsAt: new Date(startsAt.getTime() + diningInterval * 1000),
        isActive: isActiveStatus(row.status),
      });
    }
    if (has('tagIds')) await repo.replaceTags(tx, row.id, input.tagIds ?? []);
    // A tag newly on the booking becomes its guest's too (one the booking already had was kept then, or taken off since).
    const tagsAdded = (input.tagIds ?? []).filter((id) => !currentTags.includes(id));
    if (customerId && tagsAdded.length) await repo.keepOnGuest(tx, customerId, { tagIds: tagsAdded });
    await recordActivity(tx, auth, {
      reservationId: row.id,
      action: 'edited',
      changes: {
        ...Object.fromEntries(changed.map((f) => [f, { from: current[f], to: f === 'tableIds' ? tableIds : input[f] }])),
        ...(guestMoves && !sameList(tableIds, heldTables) ? { tableIds: { from: heldTables, to: tableIds } } : {}),
        ...(availability?.overridden ? { availabilityOverride: availability.overridden } : {}),
      },
    });

    return { row: updated, today, warnings, outletId: row.outletId };
  });
  // Published before the answer is read: the change stands once committed, and the screens (and what a server keeps of
  // the outlet's floor) hear of it even if reading the answer then fails.
  await publishChange(ctx, result.outletId, 'reservation.updated', [id]);
  const view = await viewOf(ctx.db, result.row, result.today);
  return { ...view, warnings: result.warnings };
}
