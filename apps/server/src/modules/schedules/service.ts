import {
  endsNextDay,
  overCapacity,
  specialDayBlockOutConflicts,
  timingChangeReasons,
  type BlockOutInput,
  type CustomPolicy,
  type ServiceTimingInput,
} from '@host/domain/availability/schedules';
import { blockOutCovers, type TimeUnit, type TimingRule } from '@host/domain/availability/slots';
import { DomainError, fieldIssue } from '@host/domain/errors';
import type { Executor } from '../../db/client';
import { confirmAffected, strandedBookings, upcomingBookings } from '../../lib/affected';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { lockSchedules } from '../../lib/locks';
import { inTransaction } from '../../lib/transaction';
import { changeVersioned } from '../../lib/versioned-change';
import { loadOutlet } from '../outlets/service';
import { liveAreaIdsAmong } from '../tables/service';
import { activeTickets } from '../tickets/service';
import * as repo from './repository';
import { assertNoBlockedSpecialDay, storedTiming } from './timing-checks';
import type { VersionedDelete, VersionedSave } from '../../lib/write-params';

/** A service timing as stored, for modules that read the schedule (availability) without reaching into its tables. */

type Timing = repo.TimingRow & { areaIds: string[] };
const toRule = (t: Timing): TimingRule => ({
  ...t,
  minBookingTimeUnit: t.minBookingTimeUnit as TimeUnit | null,
  maxBookingTimeUnit: t.maxBookingTimeUnit as TimeUnit | null,
});
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
  timeSlots: t.timeSlots,
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

/** An outlet's service timings with their areas: what the availability engine reads. */
export async function serviceTimingsOf(db: Executor, outletId: string) {
  return repo.timingsOf(db, outletId);
}

export async function listTimings(ctx: AppContext, auth: AuthContext, outletId: string) {
  assertOutletAccess(auth, outletId);
  return (await repo.timingsOf(ctx.db, outletId)).map(toTimingView);
}

/**
 * The areas a service is limited to belong to its outlet; a ticket newly chosen is an active one of the
 * outlet's brand (`currentTicketId`: the one it sells now, kept even if retired since).
 */
async function assertOwnAreasAndTicket(
  tx: Executor,
  auth: AuthContext,
  outletId: string,
  { input, currentTicketId = null }: { input: ServiceTimingInput; currentTicketId?: string | null },
) {
  const wanted = input.isAllArea ? [] : input.areaIds;
  const known = await liveAreaIdsAmong(tx, outletId, wanted);
  if (wanted.some((id) => !known.has(id))) throw new DomainError('BUSINESS_RULE', 'areaNotInOutlet');
  if (
    input.ticketId &&
    input.ticketId !== currentTicketId &&
    !(await activeTickets(tx, (await loadOutlet(tx, auth, outletId)).brand.id)).some((t) => t.id === input.ticketId)
  ) {
    throw new DomainError('BUSINESS_RULE', 'dataNotValid', { details: [fieldIssue('body.ticketId', 'ticketNotOnSale')] });
  }
}

export async function createTiming(ctx: AppContext, auth: AuthContext, outletId: string, input: ServiceTimingInput) {
  assertOutletAccess(auth, outletId);
  const row = await inTransaction(ctx, async (tx) => {
    await lockSchedules(tx, outletId);
    await assertOwnAreasAndTicket(tx, auth, outletId, { input });
    await assertNoBlockedSpecialDay(tx, outletId, input);
    const { values, areaIds } = storedTiming(input);
    return repo.saveTiming(tx, { ...values, outletId }, areaIds);
  });
  await publishChange(ctx, outletId, 'schedule.changed', [row.id]);
  return toTimingView(row);
}

/** The timing under its lock and its outlet's schedule lock, if the session may act on it; else docs/rules.md's message. */
async function lockedTiming(tx: Executor, auth: AuthContext, id: string) {
  const row = await repo.lockTiming(tx, id);
  if (!row || !auth.accessibleOutletIds.has(row.outletId)) throw new DomainError('BUSINESS_RULE', 'serviceTimingMissing');
  await lockSchedules(tx, row.outletId);
  return row;
}

export async function updateTiming(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  { version, input, confirm }: VersionedSave<ServiceTimingInput>,
) {
  const { values, areaIds } = storedTiming(input);
  const row = await changeVersioned(ctx, auth, {
    lock: (tx) => lockedTiming(tx, auth, id),
    version,
    current: toTimingView,
    check: async (tx, current) => {
      await assertOwnAreasAndTicket(tx, auth, current.outletId, { input, currentTicketId: current.ticketId });
      await assertNoBlockedSpecialDay(tx, current.outletId, input);
    },
    affected: {
      of: async (tx, current) => {
        const after = { ...toRule({ ...current, ...values, areaIds, version: current.version }), ticketId: values.ticketId };
        const bookings = await upcomingBookings(tx, { outletId: current.outletId, after: ctx.clock.now(), serviceTimingId: id });
        // Only what this change strands: a booking already off the rules (booked past them, or kept
        // through an earlier confirmed change) is not listed again for the same reason.
        const before = { ...toRule(current), ticketId: current.ticketId };
        const newlyOver = overCapacity(bookings, after);
        for (const id of overCapacity(bookings, before)) newlyOver.delete(id);
        return strandedBookings(bookings, (b) => {
          const already = timingChangeReasons(b, before);
          const reasons = timingChangeReasons(b, after).filter((r) => !already.includes(r));
          return newlyOver.has(b.id) && !reasons.includes('PARTY_SIZE_LIMITS') ? [...reasons, 'PARTY_SIZE_LIMITS'] : reasons;
        });
      },
      confirm,
      action: 'schedule-affected',
    },
    write: (tx, current) =>
      repo.saveTiming(tx, { ...values, id, outletId: current.outletId, version: current.version + 1, updatedAt: ctx.clock.now() }, areaIds),
    publish: { kind: 'schedule.changed', ids: () => [id] },
  });
  return toTimingView(row);
}

export async function deleteTiming(ctx: AppContext, auth: AuthContext, id: string, { version, confirm }: VersionedDelete) {
  await changeVersioned(ctx, auth, {
    lock: (tx) => lockedTiming(tx, auth, id),
    version,
    current: toTimingView,
    affected: {
      of: async (tx, current) =>
        strandedBookings(await upcomingBookings(tx, { outletId: current.outletId, after: ctx.clock.now(), serviceTimingId: id }), (b) =>
          timingChangeReasons(b, null),
        ),
      confirm,
      action: 'schedule-affected',
    },
    write: (tx) => repo.deleteTiming(tx, id),
    publish: { kind: 'schedule.changed', ids: () => [id] },
  });
}

export async function listBlockOuts(ctx: AppContext, auth: AuthContext, outletId: string) {
  assertOutletAccess(auth, outletId);
  return (await repo.blockOutsOf(ctx.db, outletId)).map(toBlockOutView);
}

/** A block-out as it would be; `existingId`: the one being edited, not counted against itself. */
interface BlockOutCheck {
  input: BlockOutInput;
  existingId?: string;
}

/**
 * One block-out a date ('block-out date existing on {date}'), never on a special day's own hours;
 * the upcoming bookings it covers, each with why.
 */
async function blockOutImpact(ctx: AppContext, tx: Executor, outletId: string, { input, existingId }: BlockOutCheck) {
  if (await repo.blockOutOn(tx, outletId, input.date, existingId))
    throw new DomainError('BUSINESS_RULE', 'blockOutExisting', { params: { date: input.date }, details: { dates: [input.date] } });
  const specialDays = (await repo.openSpecialDaysNear(tx, outletId, input.date)).filter(
    (t) => specialDayBlockOutConflicts(t, [input]).length > 0,
  );
  if (specialDays.length)
    throw new DomainError('BUSINESS_RULE', 'blockOutConflictsService', {
      details: { dates: [input.date], serviceTimings: specialDays.map((t) => t.name) },
    });
  const bookings = await upcomingBookings(tx, { outletId, after: ctx.clock.now(), date: input.date });
  return strandedBookings(bookings, (b) => (blockOutCovers(input, b) ? ['BLOCK_OUT'] : []));
}

async function lockedBlockOut(tx: Executor, auth: AuthContext, id: string) {
  const row = await repo.lockBlockOut(tx, id);
  if (!row || !auth.accessibleOutletIds.has(row.outletId)) throw new DomainError('NOT_FOUND', 'blockOutNotFound');
  await lockSchedules(tx, row.outletId);
  return row;
}

export async function createBlockOut(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  { input, confirm }: Omit<VersionedSave<BlockOutInput>, 'version'>,
) {
  assertOutletAccess(auth, outletId);
  const result = await inTransaction(ctx, async (tx) => {
    await lockSchedules(tx, outletId);
    const affected = await confirmAffected(tx, auth, await blockOutImpact(ctx, tx, outletId, { input }), {
      confirm,
      action: 'schedule-affected',
    });
    return { row: await repo.saveBlockOut(tx, { ...input, outletId }), affected };
  });
  await publishChange(ctx, outletId, 'schedule.changed', [result.row.id, ...result.affected]);
  return toBlockOutView(result.row);
}

export async function updateBlockOut(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  { version, input, confirm }: VersionedSave<BlockOutInput>,
) {
  const row = await changeVersioned(ctx, auth, {
    lock: (tx) => lockedBlockOut(tx, auth, id),
    version,
    current: toBlockOutView,
    affected: {
      of: (tx, existing) => blockOutImpact(ctx, tx, existing.outletId, { input, existingId: existing.id }),
      confirm,
      action: 'schedule-affected',
    },
    write: (tx, existing) =>
      repo.saveBlockOut(tx, { ...input, outletId: existing.outletId, id: existing.id, version: existing.version + 1 }),
    publish: { kind: 'schedule.changed', ids: () => [id] },
  });
  return toBlockOutView(row);
}

export async function deleteBlockOut(ctx: AppContext, auth: AuthContext, id: string, version: number) {
  await changeVersioned(ctx, auth, {
    lock: (tx) => lockedBlockOut(tx, auth, id),
    version,
    current: toBlockOutView,
    write: (tx) => repo.deleteBlockOut(tx, id),
    publish: { kind: 'schedule.changed', ids: () => [id] },
  });
}
