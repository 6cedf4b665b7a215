import { DomainError } from '@host/domain/errors';
import type { Reservation, Warning } from '@host/domain/reservations/reservation';
import type { CreateReservation } from '@host/domain/reservations/schemas';
import { RESERVATION_STATUS, TABLE_STATUS } from '@host/domain/statuses';
import type { Executor } from '../../db/client';
import { activityRow } from '../../lib/activity';
import { outletSlotKey } from '../../lib/locks';
import type { AuthContext } from '../../lib/auth-context';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { newReservationCode } from '../../lib/reservation-code';
import { countUseIn, type Limit } from '../../lib/throttle';
import { inTransaction } from '../../lib/transaction';
import type { enforceAvailability } from '../availability/service';
import { loadOutlet, type OutletWithBrand } from '../outlets/service';
import { openCheckouts, openRequestIn } from '../payments/service';
import * as repo from './repository';
import { markTablesStatus } from '../tables/service';
import { relationsOfJustMade } from './new-booking-relations';
import { sameDayBookings, storedPhone, viewOf } from './reservation-access';
import { toReservation } from './view';

/*
 * What every new booking goes through, whichever channel made it (create-staff-booking.ts,
 * create-walk-in.ts, create-online-booking.ts): the outlet read, the limits counted first, the time,
 * the phone stored E.164, the channel's placement under the locks, the guest found or made, the
 * same-day rule, the row with its tables, tags and history line, the payment asked, and after the
 * commit the checkout opened and the change published. A channel says what is its own as data and
 * as the three functions below (when, which status, where it sits).
 */

/** When a booking starts: its local date and time as the outlet sees them, and the instant. */
export interface BookingTime {
  date: string;
  time: string;
  startsAt: Date;
}

/** The clock as a booking reads it: now, and the outlet's today and time zone. */
export interface BookingClock {
  now: Date;
  today: string;
  timezone: string;
}

/** What a channel places its booking with, inside the booking's transaction. */
export interface Scene extends OutletWithBrand {
  tx: Executor;
  at: BookingTime;
  pax: number;
  /** the guest's phone as stored (E.164), when one was given */
  phone: string | null;
  /** the slot's lock (lib/locks.ts, lockOutletSlot) was taken with the outlet's read: the order's `slot` is the booking's */
  slotLocked: boolean;
  /** the outlet's today */
  today: string;
}

/** Where a booking sits and what it sells, as its channel decides under the booking's locks. */
export interface Placement {
  /** the tables it holds from its start for its dining interval */
  tableIds: string[];
  /** the service it falls in, with that service's dining interval where known, and its name where the placement read it */
  timing: { id: string; diningInterval: number | null; name?: string | null } | null;
  ticketId: string | null;
  /** a payment asked with the booking (issue 13): it starts PENDING with its request, or is not made at all */
  payment?: { input: NonNullable<CreateReservation['paymentRequest']>; bySystem: boolean };
  /** the availability rules a host overrode, and why: kept in the history */
  overridden?: Awaited<ReturnType<typeof enforceAvailability>>['overridden'];
}

/** What the guest and the host wrote, in a staff booking's names: a walk-in's and a diner's are a part of them. */
export type BookingFields = Pick<CreateReservation, 'numberOfAdults' | 'numberOfChildren'> &
  Partial<Pick<CreateReservation, 'extraAdult' | 'extraChildren'>> &
  Partial<
    Pick<
      CreateReservation,
      | 'customerPhone'
      | 'customerFirstName'
      | 'customerLastName'
      | 'customerId'
      | 'language'
      | 'diningInterval'
      | 'notes'
      | 'notesDiner'
      | 'staffNotes'
      | 'occasions'
      | 'otherOccasions'
      | 'tagIds'
      | 'allowSmsNotify'
      | 'allowEmailNotify'
      | 'allowAutomatedCallNotify'
      | 'allowConfirmationNotify'
      | 'allowReminderNotify'
    >
  > & {
    /** a diner's allergies and diet from the booking page: kept on their guest (customers/kept-from-booking.ts) */
    dietary?: readonly string[];
    dietaryNotes?: string | null;
  };

/** A booking as its channel orders it. */
export interface NewBooking {
  auth: AuthContext;
  outletId: string;
  fields: BookingFields;
  /** the row's columns that say where it came from (and, for a diner, the manage link's nonce and their email) */
  origin: Required<Pick<repo.NewReservation, 'source' | 'isWalkIn' | 'createdByRestaurant'>> &
    Pick<repo.NewReservation, 'guestToken' | 'guestEmail'>;
  /** the history line's action */
  action: 'created' | 'walk-in';
  /** the time it is for, checked as its channel checks it */
  timeOf: (clock: BookingClock) => BookingTime;
  /** the status it starts in */
  statusOf: (found: OutletWithBrand) => number;
  /** its tables, service, ticket and payment */
  place: (scene: Scene) => Promise<Placement>;
  /**
   * docs/rules.md section 8: the guest's other bookings that day warn, or refuse (the brand's flag);
   * `byGuest`: booked from outside the restaurant, so the refusal names no booking. Absent: not asked.
   */
  sameDay?: { byGuest: boolean };
  /**
   * What the booking counts against once made, checked and counted in its own transaction before any
   * other lock: bookings racing on one subject are counted one at a time, and a refused booking counts
   * nothing (docs/decisions/006-locking.md).
   */
  limits?: Limit[];
  /**
   * The slot it is booked in, when known before anything is read (a host names the date and time): its lock is taken
   * with the outlet's read, one round trip fewer (decision 039). Only for an order that takes no lock before the slot's.
   */
  slot?: { date: string; time: string };
  /** how many times it is made, from a new read, when it lost a race it could not see (once unless said) */
  attempts?: number;
  /** another module's change made in the booking's transaction once it is written (createWalkInWith) */
  alongside?: (tx: Executor, reservationId: string) => Promise<void>;
}

/** A booking made: its view with the same-day warnings. */
export type Created = Reservation & { warnings: Warning[] };

/**
 * Makes the booking a channel ordered. A replayed Idempotency-Key is answered before this runs
 * (lib/idempotency.ts), as for every creating POST.
 */
export async function createReservation(ctx: AppContext, order: NewBooking): Promise<Created> {
  const created = await insertOnce(ctx, order);
  // Told at once, before any call to a provider: what the screens show and the servers keep of the day follow the commit.
  await publishChange(ctx, order.outletId, 'reservation.created', [created.id]);
  // A booking asked to pay at once: its checkout is opened now the booking stands, outside its lock; its link, once kept.
  const link = created.reservationPaymentRequest ? (await openCheckouts(ctx, [created.id])).get(created.id) : undefined;
  if (link) await publishChange(ctx, order.outletId, 'reservation.updated', [created.id]);
  return link && created.reservationPaymentRequest
    ? { ...created, reservationPaymentRequest: { ...created.reservationPaymentRequest, link } }
    : created;
}

/** A lost race: a table taken meanwhile, or the lock order of two bookings choosing tables (a deadlock PostgreSQL broke). */
const isLostRace = (error: unknown) =>
  error instanceof DomainError && error.code === 'CONFLICT' && (error.reason === 'tableTaken' || error.reason === 'tryAgain');

async function insertOnce(ctx: AppContext, order: NewBooking) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(ctx, (tx) => insert(ctx, tx, order));
    } catch (error) {
      if (!(isLostRace(error) && attempt < (order.attempts ?? 1))) throw error;
    }
  }
}

async function insert(ctx: AppContext, tx: Executor, order: NewBooking): Promise<Created> {
  const { auth, outletId, fields } = order;
  // The limits' counts come before any other lock: a slot known ahead is locked with the outlet only without them.
  const slotKey = order.slot && !order.limits?.length ? outletSlotKey(outletId, order.slot.date, order.slot.time) : undefined;
  const { outlet, brand } = await loadOutlet(tx, auth, outletId, slotKey);
  const now = ctx.clock.now();
  if (order.limits?.length) await countUseIn(tx, now, order.limits);
  const today = outletToday(ctx, brand.timezone);
  const at = order.timeOf({ now, today, timezone: brand.timezone });
  // Any phone given is a real one, stored E.164 (refused before any table is claimed).
  const written = fields.customerPhone?.trim();
  const phone = written ? storedPhone(written, outlet.countryCode) : null;
  const pax = fields.numberOfAdults + fields.numberOfChildren;
  const slotLocked = slotKey !== undefined && slotKey === outletSlotKey(outletId, at.date, at.time);
  const placement = await order.place({ outlet, brand, tx, at, pax, phone, today, slotLocked });
  const diningInterval = fields.diningInterval ?? placement.timing?.diningInterval ?? outlet.reservationDiningInterval;

  // A walk-in may stay nameless: the screens say "Walk-in" in the host's language.
  const firstName = fields.customerFirstName?.trim() || null;
  const lastName = fields.customerLastName?.trim() ?? '';
  const guest = phone
    ? await repo.findOrCreateCustomer(
        tx,
        {
          brandId: brand.id,
          phone,
          firstName: firstName ?? '',
          lastName,
          countryCode: brand.countryCode,
          language: fields.language ?? null,
        },
        fields.customerId,
      )
    : null;
  const customerId = guest?.customer.id ?? null;
  // A guest made just now has no other booking that day.
  const warnings =
    order.sameDay && !guest?.created ? await sameDayBookings(tx, { brand, customerId, date: at.date, byGuest: order.sameDay.byGuest }) : [];

  const status = order.statusOf({ outlet, brand });
  const tableIds = placement.tableIds;
  const history = activityRow(auth, {
    action: order.action,
    changes: {
      status,
      date: at.date,
      time: at.time,
      pax,
      tableIds,
      ...(placement.overridden ? { availabilityOverride: placement.overridden } : {}),
    },
  });
  const row = await repo.insertReservation(
    tx,
    {
      code: newReservationCode(),
      outletId,
      serviceTimingId: placement.timing?.id ?? null,
      customerId,
      ticketId: placement.ticketId,
      language: fields.language ?? null,
      ...order.origin,
      diningInterval,
      customerPhone: phone,
      customerFirstName: firstName,
      customerLastName: lastName,
      reservationDate: at.date,
      reservationTime: at.time,
      startsAt: at.startsAt,
      numberOfAdults: fields.numberOfAdults,
      numberOfChildren: fields.numberOfChildren,
      extraAdult: fields.extraAdult ?? 0,
      extraChildren: fields.extraChildren ?? 0,
      status,
      notes: fields.notes ?? null,
      notesDiner: fields.notesDiner ?? null,
      staffNotes: fields.staffNotes ?? null,
      occasions: fields.occasions ?? [],
      otherOccasions: fields.otherOccasions ?? null,
      allowSmsNotify: fields.allowSmsNotify ?? outlet.defaultAllowSmsNotify,
      allowEmailNotify: fields.allowEmailNotify ?? outlet.defaultAllowEmailNotify,
      allowAutomatedCallNotify: fields.allowAutomatedCallNotify ?? outlet.defaultAllowAutomatedCallNotify,
      allowConfirmationNotify: fields.allowConfirmationNotify ?? outlet.defaultAllowConfirmationNotify,
      allowReminderNotify: fields.allowReminderNotify ?? outlet.defaultAllowReminderNotify,
      confirmedAt: status === RESERVATION_STATUS.CONFIRMED ? now : null,
      seatedAt: status === RESERVATION_STATUS.SEATED ? now : null,
      createdTimestamp: now,
      modifiedTimestamp: now,
    },
    history,
  );
  if (tableIds.length)
    await repo.holdTablesOfNewBooking(tx, row.id, {
      tableIds,
      startsAt: at.startsAt,
      endsAt: new Date(at.startsAt.getTime() + diningInterval * 1000),
      isActive: true,
    });
  // A party seated at once has its tables in use.
  if (status === RESERVATION_STATUS.SEATED) await markTablesStatus(tx, tableIds, TABLE_STATUS.IN_USE, now);
  if (fields.tagIds?.length) await repo.replaceTags(tx, row.id, fields.tagIds);
  if (customerId)
    await repo.keepOnGuest(tx, customerId, { tagIds: fields.tagIds, dietary: fields.dietary, dietaryNotes: fields.dietaryNotes });
  if (order.alongside) await order.alongside(tx, row.id);
  if (placement.payment) {
    await openRequestIn(ctx, tx, auth, { reservationId: row.id, ...placement.payment });
    return { ...(await viewOf(tx, (await repo.lockReservation(tx, row.id))!, today)), warnings };
  }
  const known = relationsOfJustMade({
    row,
    found: { outlet, brand },
    serviceTimingName: placement.timing?.name,
    tableIds,
    tagIds: fields.tagIds,
    madeGuest: guest?.created && phone ? { firstName: firstName ?? '', lastName, phone } : null,
    foundGuest: !!guest && !guest.created,
    keepsNeeds: !!fields.dietary?.length || !!fields.dietaryNotes?.trim(),
    more: !!order.alongside,
  });
  return { ...(known ? toReservation(row, known, today) : await viewOf(tx, row, today)), warnings };
}
