import type { AffectedReason, AffectedReservation } from '@host/domain/floor/affected';
import {
  datesClaimedBy,
  endsNextDay,
  overCapacity,
  specialDayBlockOutConflicts,
  timingChangeReasons,
  type BlockOutInput,
  type CustomPolicy,
  type ServiceTimingInput,
} from '@host/domain/availability/schedules';
import { blockOutCovers, type TimeUnit, type TimingRule } from '@host/domain/availability/slots';
import { DomainError } from '@host/domain/errors';
import type { Executor } from '../../db/client';
import { assertOutletAccess } from '../../lib/authenticate';
import { assertVersion } from '../../lib/write-params';
import type { AppContext } from '../../lib/context';
import type { AuthContext } from '../auth/service';
import { timingsOf } from '../availability/repository';
import { confirmAffected, inTransaction, loadOutlet, publishChange } from '../reservations/shared';
import { activeTickets } from '../tickets/repository';
import * as repo from './repository';

type Timing = repo.TimingRow & { areaIds: string[] };
const toRule = (t: Timing): TimingRule => ({ ...t, minBookingTimeUnit: t.minBookingTimeUnit as TimeUnit | null, maxBookingTimeUnit: t.maxBookingTimeUnit as TimeUnit | null });
const toTimingView = (t: Timing) => ({
  id: t.id,
  name: t.name,
  ticketId: t.ticketId,
  isRecurring: t.isRecurring,
  days: t.days,
  dailyStartTime: t.dailyStartTime,
  dailyEndTime: t.dailyEndTime,
  recurringStartDate: t.recurringStartDate,
  recurringEndDate: t.recurringEndDate,
  specificDates: t.specificDates,
  isClosed: t.isClosed,
  leadTime: t.leadTime,
  gracePeriod: t.gracePeriod,
  diningInterval: t.diningInterval,
  intervalTime: t.intervalTime,
  maxPaxPerReservation: t.maxPaxPerReservation,
  bookingOnline: t.bookingOnline,
  maxGuest: t.maxGuest,
  maxReservation: t.maxReservation,
  minPartySize: t.minPartySize,
  maxPartySize: t.maxPartySize,
  minBookingTime: t.minBookingTime,
  minBookingTimeUnit: t.minBookingTimeUnit,
  maxBookingTime: t.maxBookingTime,
  maxBookingTimeUnit: t.maxBookingTimeUnit,
  showArea: t.showArea,
  isAllArea: t.isAllArea,
  areaIds: t.areaIds,
  customPolicies: t.customPolicies as CustomPolicy[],
  endsNextDay: !t.isClosed && endsNextDay(t),
  version: t.version,
});
const toBlockOutView = (b: repo.BlockOutRow) => ({
  id: b.id,
  date: b.date,
  entireDay: b.entireDay,
  startTime: b.startTime,
  endTime: b.endTime,
  name: b.name,
  reason: b.reason,
  showReason: b.showReason,
  reasonStaffNotes: b.reasonStaffNotes,
  version: b.version,
});

/** The upcoming bookings a schedule change strands, each with why (none: not affected). */
type UpcomingBooking = Awaited<ReturnType<typeof repo.upcomingBookings>>[number];
export function strandedBookings(bookings: UpcomingBooking[], reasonsOf: (b: UpcomingBooking) => AffectedReason[]): AffectedReservation[] {
  return bookings
    .map((b) => ({
      id: b.id,
      code: b.code,
      name: [b.firstName, b.lastName].filter(Boolean).join(' '),
      reservationDate: b.date,
      reservationTime: b.time,
      pax: b.pax,
      tableNames: [],
      reasons: reasonsOf(b),
    }))
    .filter((a) => a.reasons.length > 0);
}

export async function listTimings(ctx: AppContext, auth: AuthContext, outletId: string) {
  assertOutletAccess(auth, outletId);
  return (await timingsOf(ctx.db, outletId)).map(toTimingView);
}

/**
 * SPEC.md section 8's conflicts between a special day's own hours and the block-outs on its dates:
 * one date gives 'blocked timing service on block day'; several list the dates they conflict on.
 */
async function assertNoBlockedSpecialDay(tx: Executor, outletId: string, input: ServiceTimingInput) {
  const dates = specialDayBlockOutConflicts(input, await repo.blockOutsOn(tx, outletId, datesClaimedBy(input)));
  if (!dates.length) return;
  const message = input.specificDates.length === 1 ? 'blocked timing service on block day' : `Service days conflict with block-out days: ${dates.join(', ')}`;
  throw new DomainError('BUSINESS_RULE', message, { dates });
}

/** The areas a service is limited to belong to its outlet; a ticket newly chosen is an active one of the outlet's brand. */
async function assertOwnAreasAndTicket(tx: Executor, auth: AuthContext, outletId: string, input: ServiceTimingInput, currentTicketId: string | null = null) {
  const wanted = input.isAllArea ? [] : input.areaIds;
  const known = await repo.areaIdsOf(tx, outletId, wanted);
  if (wanted.some((id) => !known.has(id))) throw new DomainError('BUSINESS_RULE', "Area isn't in outlet");
  if (input.ticketId && input.ticketId !== currentTicketId && !(await activeTickets(tx, (await loadOutlet(tx, auth, outletId)).brand.id)).some((t) => t.id === input.ticketId)) {
    throw new DomainError('BUSINESS_RULE', 'Data is not valid', { field: 'ticketId' });
  }
}

/** What is stored: the hours as given (an end at or before the start is the next day), areas only when chosen. */
function storedTiming(input: ServiceTimingInput) {
  const { areaIds, endsNextDay: _derived, ...values } = input;
  return { values, areaIds: input.isAllArea ? [] : areaIds };
}

export async function createTiming(ctx: AppContext, auth: AuthContext, outletId: string, input: ServiceTimingInput) {
  assertOutletAccess(auth, outletId);
  const row = await inTransaction(ctx, async (tx) => {
    await repo.lockSchedules(tx, outletId);
    await assertOwnAreasAndTicket(tx, auth, outletId, input);
    await assertNoBlockedSpecialDay(tx, outletId, input);
    const { values, areaIds } = storedTiming(input);
    return repo.saveTiming(tx, { ...values, outletId }, areaIds);
  });
  await publishChange(ctx, outletId, 'schedule.changed', [row.id]);
  return toTimingView(row);
}

async function timingOf(tx: Executor, auth: AuthContext, id: string) {
  const row = await repo.lockTiming(tx, id);
  if (!row || !auth.accessibleOutletIds.has(row.outletId)) throw new DomainError('BUSINESS_RULE', 'Service timing not null !');
  return row;
}

export async function updateTiming(ctx: AppContext, auth: AuthContext, id: string, version: number, input: ServiceTimingInput, confirm: boolean) {
  const result = await inTransaction(ctx, async (tx) => {
    const current = await timingOf(tx, auth, id);
    assertVersion(current, version, toTimingView(current));
    await repo.lockSchedules(tx, current.outletId);
    await assertOwnAreasAndTicket(tx, auth, current.outletId, input, current.ticketId);
    await assertNoBlockedSpecialDay(tx, current.outletId, input);
    const { values, areaIds } = storedTiming(input);
    const after = { ...toRule({ ...current, ...values, areaIds, version: current.version }), ticketId: values.ticketId };
    const bookings = await repo.upcomingBookings(tx, { outletId: current.outletId, after: ctx.clock.now(), serviceTimingId: id });
    // Only what this change strands: a booking already off the rules (booked past them, or kept
    // through an earlier confirmed change) is not listed again for the same reason.
    const before = { ...toRule(current), ticketId: current.ticketId };
    const newlyOver = overCapacity(bookings, after);
    for (const id of overCapacity(bookings, before)) newlyOver.delete(id);
    const reasonsOf = (b: UpcomingBooking): AffectedReason[] => {
      const already = timingChangeReasons(b, before);
      const reasons = timingChangeReasons(b, after).filter((r) => !already.includes(r));
      return newlyOver.has(b.id) && !reasons.includes('PARTY_SIZE_LIMITS') ? [...reasons, 'PARTY_SIZE_LIMITS'] : reasons;
    };
    const affected = await confirmAffected(tx, auth, strandedBookings(bookings, reasonsOf), confirm, 'schedule-affected');
    const row = await repo.saveTiming(tx, { ...values, id, outletId: current.outletId, version: current.version + 1, updatedAt: ctx.clock.now() }, areaIds);
    return { row, affected };
  });
  await publishChange(ctx, result.row.outletId, 'schedule.changed', [id, ...result.affected]);
  return toTimingView(result.row);
}

export async function deleteTiming(ctx: AppContext, auth: AuthContext, id: string, version: number, confirm: boolean) {
  const result = await inTransaction(ctx, async (tx) => {
    const current = await timingOf(tx, auth, id);
    assertVersion(current, version, toTimingView(current));
    await repo.lockSchedules(tx, current.outletId);
    const bookings = await repo.upcomingBookings(tx, { outletId: current.outletId, after: ctx.clock.now(), serviceTimingId: id });
    const affected = await confirmAffected(
      tx,
      auth,
      strandedBookings(bookings, (b) => timingChangeReasons(b, null)),
      confirm,
      'schedule-affected',
    );
    await repo.deleteTiming(tx, id);
    return { outletId: current.outletId, affected };
  });
  await publishChange(ctx, result.outletId, 'schedule.changed', [id, ...result.affected]);
}

export async function listBlockOuts(ctx: AppContext, auth: AuthContext, outletId: string) {
  assertOutletAccess(auth, outletId);
  return (await repo.blockOutsOf(ctx.db, outletId)).map(toBlockOutView);
}

/** One block-out a date ('block-out date existing on {date}'); bookings it covers are listed first. */
export async function saveBlockOut(ctx: AppContext, auth: AuthContext, target: { outletId: string } | { id: string; version: number }, input: BlockOutInput, confirm: boolean) {
  const result = await inTransaction(ctx, async (tx) => {
    let outletId: string;
    let existing: repo.BlockOutRow | undefined;
    if ('id' in target) {
      existing = await repo.lockBlockOut(tx, target.id);
      if (!existing || !auth.accessibleOutletIds.has(existing.outletId)) throw new DomainError('NOT_FOUND', 'Block-out day not found');
      assertVersion(existing, target.version, toBlockOutView(existing));
      outletId = existing.outletId;
    } else {
      assertOutletAccess(auth, target.outletId);
      outletId = target.outletId;
    }
    await repo.lockSchedules(tx, outletId);
    if (await repo.blockOutOn(tx, outletId, input.date, existing?.id)) throw new DomainError('BUSINESS_RULE', `block-out date existing on ${input.date}`, { dates: [input.date] });
    const specialDays = (await repo.openSpecialDaysNear(tx, outletId, input.date)).filter((t) => specialDayBlockOutConflicts(t, [input]).length > 0);
    if (specialDays.length) throw new DomainError('BUSINESS_RULE', 'Block-out day conflicts with service days', { dates: [input.date], serviceTimings: specialDays.map((t) => t.name) });
    const bookings = await repo.upcomingBookings(tx, { outletId, after: ctx.clock.now(), date: input.date });
    const affected = await confirmAffected(
      tx,
      auth,
      strandedBookings(bookings, (b) => (blockOutCovers(input, b) ? ['BLOCK_OUT'] : [])),
      confirm,
      'schedule-affected',
    );
    const row = await repo.saveBlockOut(tx, { ...input, outletId, ...(existing ? { id: existing.id, version: existing.version + 1 } : {}) });
    return { row, affected };
  });
  await publishChange(ctx, result.row.outletId, 'schedule.changed', [result.row.id, ...result.affected]);
  return toBlockOutView(result.row);
}

export async function deleteBlockOut(ctx: AppContext, auth: AuthContext, id: string, version: number) {
  const row = await inTransaction(ctx, async (tx) => {
    const found = await repo.lockBlockOut(tx, id);
    if (!found || !auth.accessibleOutletIds.has(found.outletId)) throw new DomainError('NOT_FOUND', 'Block-out day not found');
    assertVersion(found, version, toBlockOutView(found));
    await repo.deleteBlockOut(tx, id);
    return found;
  });
  await publishChange(ctx, row.outletId, 'schedule.changed', [id]);
}
