import { DomainError } from '@host/domain/errors';
import type { Reservation, Warning } from '@host/domain/reservations/reservation';
import type { CreateReservation, createWalkInInputSchema } from '@host/domain/reservations/schemas';
import type { z } from 'zod';
import { RESERVATION_STATUS, TABLE_STATUS } from '@host/domain/statuses';
import { instantOf, localTimeOf } from '@host/domain/time';
import { assertWithinBookingHorizon } from '@host/domain/reservations/time-state';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { newReservationCode } from '../../lib/reservation-code';
import type { AuthContext } from '../../lib/auth-context';
import * as repo from './repository';
import { enforceAvailability } from '../availability/service';
import { claimTablesForSeating } from './seating';
import { recordActivity } from '../../lib/activity';
import { inTransaction } from '../../lib/transaction';
import { countUseIn, type Limit } from '../../lib/throttle';
import { loadOutlet } from '../outlets/service';
import { outletToday } from '../../lib/clock';
import { publishChange } from '../../lib/live-updates';
import { openCheckouts, openRequestIn } from '../payments/service';
import { startingStatus } from '@host/domain/reservations/system-transitions';
import { isPayingTicket } from '@host/domain/payments/money-rules';
import { assertReferences, assertTablesOfOutlet, sameDayBookings, storedPhone, viewOf } from './reservation-access';

/** A walk-in: seated now at the chosen tables; the guest's details are optional. */
type WalkIn = z.output<typeof createWalkInInputSchema>;

/**
 * `online`: a diner booked on the outlet's page ('customer') or through Reserve with Google ('google') (issue 18):
 * that source, checked on the online channel, with no override, and not made by the restaurant; the
 * ticket is the one the service sells (a paying one opens `onlinePayment` with the booking), and a
 * chosen `areaId` holds the best table there.
 */
type Online = {
  source: 'customer' | 'google';
  areaId?: string;
  onlinePayment: NonNullable<CreateReservation['paymentRequest']>;
  /** the nonce the guest's manage link is signed with (lib/guest-link.ts), and the email this booking's messages go to */
  guestToken: string;
  guestEmail?: string;
  /**
   * What a booking made counts against (the diner's phone: a few a day), checked and counted in the
   * booking's own transaction before any other lock, so bookings racing on one phone are counted one
   * at a time and a refused booking counts nothing (docs/decisions/006-locking.md).
   */
  limits?: Limit[];
};
type Input = { kind: 'booking'; booking: CreateReservation; online?: Online } | { kind: 'walkIn'; walkIn: WalkIn };

/**
 * Creates a staff booking (source 'restaurant') or a walk-in. A replayed Idempotency-Key is answered
 * before this runs (lib/idempotency.ts), as for every creating POST.
 */
export async function createReservation(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  input: Input,
): Promise<Reservation & { warnings: Warning[] }> {
  const created = await insertOnce(ctx, auth, outletId, input);
  // A booking asked to pay at once: its checkout is opened now the booking stands, outside its lock.
  const link = created.reservationPaymentRequest ? (await openCheckouts(ctx, [created.id])).get(created.id) : undefined;
  await publishChange(ctx, outletId, 'reservation.created', [created.id]);
  return link && created.reservationPaymentRequest
    ? { ...created, reservationPaymentRequest: { ...created.reservationPaymentRequest, link } }
    : created;
}

/**
 * A diner's booking is tried again, from a new read, when it lost a race it could not see: a table
 * taken meanwhile, or the lock order of two bookings choosing tables (a deadlock PostgreSQL broke).
 */
const ONLINE_ATTEMPTS = 3;

async function insertOnce(ctx: AppContext, auth: AuthContext, outletId: string, input: Input) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(ctx, (tx) => insert(ctx, tx, auth, outletId, input));
    } catch (error) {
      const raced =
        error instanceof DomainError && error.code === 'CONFLICT' && (error.reason === 'tableTaken' || error.reason === 'tryAgain');
      if (!(raced && input.kind === 'booking' && input.online && attempt < ONLINE_ATTEMPTS)) throw error;
    }
  }
}

async function insert(ctx: AppContext, tx: Executor, auth: AuthContext, outletId: string, input: Input) {
  const { outlet, brand } = await loadOutlet(tx, auth, outletId);
  const now = ctx.clock.now();
  if (input.kind === 'booking' && input.online?.limits?.length) await countUseIn(tx, now, input.online.limits);
  const today = outletToday(ctx, brand.timezone);
  const isWalkIn = input.kind === 'walkIn';
  const date = isWalkIn ? today : input.booking.reservationDate;
  const time = isWalkIn ? localTimeOf(now, brand.timezone) : input.booking.reservationTime;
  const startsAt = isWalkIn ? now : instantOf(date, time, brand.timezone);
  if (!isWalkIn && startsAt.getTime() <= now.getTime()) throw new DomainError('BUSINESS_RULE', 'futureTime');
  assertWithinBookingHorizon(date, today, 'body.reservationDate');

  const fields = isWalkIn ? input.walkIn : input.booking;
  // A walk-in's phone is optional; any phone given is a real one, stored E.164 (refused before any table is claimed).
  const written = fields.customerPhone?.trim();
  const phone = written ? storedPhone(written, outlet.countryCode) : null;
  if (!isWalkIn) await assertReferences(tx, { brandId: brand.id, outletId }, input.booking);
  // A walk-in sits down now: its tables must be free on the floor and seat it (or the host agreed).
  const tableIds = isWalkIn
    ? (
        await claimTablesForSeating(tx, {
          outletId,
          pax: fields.numberOfAdults + (fields.numberOfChildren ?? 0),
          tableIds: fields.tableIds,
          allowOverCapacity: input.walkIn.allowOverCapacity ?? false,
        })
      ).map((t) => t.id)
    : await assertTablesOfOutlet(tx, outletId, fields.tableIds);

  // A staff booking obeys the availability rules (pacing under the lock of its slot) or says why not.
  const online = isWalkIn ? undefined : input.online;
  const availability = isWalkIn
    ? null
    : await enforceAvailability(
        ctx,
        tx,
        { outlet, brand },
        {
          date,
          time,
          pax: fields.numberOfAdults + (fields.numberOfChildren ?? 0),
          hasTables: tableIds.length > 0,
          channel: online ? 'online' : 'staff',
          areaId: online?.areaId,
        },
        online ? undefined : input.booking.availabilityOverride,
      );
  // A diner is held the best free table (in their area), chosen after the slot's lock: its hold is the guarantee.
  const heldTableIds = availability?.onlineTableIds ?? tableIds;
  // A diner's booking carries the ticket its service sells, found by the same check; a paying one is paid when booking.
  const onlineTicket = online && availability?.ticketId ? await repo.ticketOfBrand(tx, brand.id, availability.ticketId) : undefined;
  const booking = isWalkIn
    ? null
    : online
      ? { ...input.booking, ticketId: onlineTicket?.isActive ? onlineTicket.id : null }
      : input.booking;
  const paymentRequest = isWalkIn
    ? undefined
    : online
      ? onlineTicket?.isActive && isPayingTicket(onlineTicket)
        ? online.onlinePayment
        : undefined
      : input.booking.paymentRequest;
  const dayOfWeek = new Date(`${date}T00:00:00Z`).getUTCDay();
  // The service a booking falls in is the one its availability check found; a walk-in's is looked up.
  const timing =
    !isWalkIn && input.booking.serviceTimingId
      ? { id: input.booking.serviceTimingId, diningInterval: null }
      : availability
        ? availability.serviceTimingId
          ? { id: availability.serviceTimingId, diningInterval: availability.diningInterval }
          : null
        : await repo.findServiceTimingAt(tx, outletId, time, dayOfWeek);
  const diningInterval =
    (!isWalkIn ? input.booking.diningInterval : undefined) ?? timing?.diningInterval ?? outlet.reservationDiningInterval;

  // A walk-in may stay nameless: the screens say "Walk-in" in the host's language.
  const firstName = fields.customerFirstName?.trim() || null;
  const lastName = fields.customerLastName?.trim() ?? '';
  const customer = phone
    ? await repo.findOrCreateCustomer(
        tx,
        {
          brandId: brand.id,
          phone,
          firstName: firstName ?? '',
          lastName,
          countryCode: brand.countryCode,
          language: isWalkIn ? null : input.booking.language,
        },
        isWalkIn ? undefined : input.booking.customerId,
      )
    : null;
  // The guest's other bookings that day at the brand's outlets: a warning, or refused (the brand's flag). A walk-in is here now.
  const warnings = isWalkIn
    ? []
    : await sameDayBookings(tx, { brand, customerId: customer?.id ?? null, date, byGuest: online !== undefined });

  const status = isWalkIn ? RESERVATION_STATUS.SEATED : RESERVATION_STATUS[startingStatus(outlet.optionAutoReservationStatus)];
  const row = await repo.insertReservation(tx, {
    code: newReservationCode(),
    outletId,
    serviceTimingId: timing?.id ?? null,
    customerId: customer?.id ?? null,
    ticketId: booking?.ticketId ?? null,
    language: booking?.language ?? null,
    source: isWalkIn ? 'walkIn' : online ? online.source : 'restaurant',
    diningInterval,
    customerPhone: phone,
    customerFirstName: firstName,
    customerLastName: lastName,
    reservationDate: date,
    reservationTime: time,
    startsAt,
    numberOfAdults: fields.numberOfAdults,
    numberOfChildren: fields.numberOfChildren,
    status,
    isWalkIn,
    notes: fields.notes ?? null,
    notesDiner: booking?.notesDiner ?? null,
    staffNotes: booking?.staffNotes ?? null,
    occasions: booking?.occasions ?? [],
    otherOccasions: booking?.otherOccasions ?? null,
    createdByRestaurant: !online,
    guestToken: online?.guestToken ?? null,
    guestEmail: online?.guestEmail ?? null,
    allowSmsNotify: booking?.allowSmsNotify ?? outlet.defaultAllowSmsNotify,
    allowEmailNotify: booking?.allowEmailNotify ?? outlet.defaultAllowEmailNotify,
    allowAutomatedCallNotify: booking?.allowAutomatedCallNotify ?? outlet.defaultAllowAutomatedCallNotify,
    allowConfirmationNotify: booking?.allowConfirmationNotify ?? outlet.defaultAllowConfirmationNotify,
    allowReminderNotify: booking?.allowReminderNotify ?? outlet.defaultAllowReminderNotify,
    confirmedAt: status === RESERVATION_STATUS.CONFIRMED ? now : null,
    seatedAt: isWalkIn ? now : null,
    createdTimestamp: now,
    modifiedTimestamp: now,
  });
  if (heldTableIds.length)
    await repo.holdTables(tx, row.id, {
      tableIds: heldTableIds,
      startsAt,
      endsAt: new Date(startsAt.getTime() + diningInterval * 1000),
      isActive: true,
    });
  if (isWalkIn) await repo.setTableStatus(tx, tableIds, TABLE_STATUS.IN_USE, now);
  if (booking?.tagIds.length) await repo.replaceTags(tx, row.id, booking.tagIds);
  await recordActivity(tx, auth, row.id, isWalkIn ? 'walk-in' : 'created', {
    status,
    date,
    time,
    pax: fields.numberOfAdults + fields.numberOfChildren,
    tableIds: heldTableIds,
    ...(availability?.overridden ? { availabilityOverride: availability.overridden } : {}),
  });

  // Asked to pay at once (issue 13): the booking starts PENDING with its request, or is not made at all.
  if (!isWalkIn && paymentRequest) {
    await openRequestIn(ctx, tx, auth, { reservationId: row.id, input: paymentRequest, bySystem: online !== undefined });
    return { ...(await viewOf(tx, (await repo.lockReservation(tx, row.id))!, today)), warnings };
  }
  return { ...(await viewOf(tx, row, today)), warnings };
}
