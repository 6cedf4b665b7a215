import { randomBytes } from 'node:crypto';
import { DomainError } from '@host/domain/errors';
import { estimateWaits, median, medianTurns, quotedMinutes, type QueuedParty } from '@host/domain/waitlist/estimate';
import {
  QUEUE_LIMIT,
  canQueueAct,
  queueChannelOf,
  type QueueAction,
  type QueueEntry,
  type QueueEntryFields,
  type QueueEntryPatch,
  type QueueMove,
  type QueueRemove,
  type QueueSeat,
  type QueueStatus,
  type QueueView,
} from '@host/domain/waitlist/queue';
import type { Reservation } from '@host/domain/reservations/reservation';
import { serviceRunningAt } from '@host/domain/availability/service-slots';
import { localDateOf, localTimeOf } from '@host/domain/time';
import type { Executor } from '../../db/client';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { lockOutletQueue } from '../../lib/locks';
import { inTransaction } from '../../lib/transaction';
import type { VersionedEdit } from '../../lib/write-params';
import { deliverDueMessages, enqueueQueueMessage } from '../notifications/service';
import { findOutletWithBrand } from '../outlets/service';
import { createWalkInWith, storedPhone } from '../reservations/service';
import { liveAreaIdsAmong } from '../tables/service';
import { serviceTimingsOf } from '../schedules/service';
import { floorForWaits } from './floor-reads';
import * as store from './queue-store';
import { queueLinkOf } from './queue-link';
import { settingsOf } from './settings';

const MINUTE = 60_000;

/**
 * Each queued party's wait from now, by the floor as it stands (docs/rules.md section 10), looked for
 * as far ahead as the outlet's longest quote: past it the host is told there is no table in sight.
 */
export async function waitsOf(db: Executor, outletId: string, queue: readonly QueuedParty[], now: Date) {
  const { longestQuoteMinutes } = await settingsOf(db, outletId);
  // Bookings are read past the horizon by a long stay: a party placed near its end must not be quoted into one.
  const floor = await floorForWaits(db, outletId, { now, horizonMinutes: longestQuoteMinutes + 12 * 60 });
  if (!floor.outlet) throw new DomainError('NOT_FOUND', 'outletNotFound');
  const { cleaningMinutes, isEnableTableCombination, timezone } = floor.outlet;
  const measured = medianTurns(floor.turns);
  // A party from the queue sits down as a walk-in: it is held as long as the service running now holds a table.
  const running = serviceRunningAt(await serviceTimingsOf(db, outletId), localDateOf(now, timezone), localTimeOf(now, timezone));
  const diningInterval = running?.diningInterval ?? floor.outlet.diningInterval;
  return estimateWaits({
    now: now.getTime(),
    tables: floor.tables,
    combinations: isEnableTableCombination ? floor.combinations : [],
    holds: floor.holds,
    // A party seated stays as long as its size has stayed here, else as long as its booking was made for.
    seated: floor.seated.map((party) => ({ ...party, stayMinutes: measured.get(party.pax) ?? party.diningMinutes })),
    stayMinutes: (pax) => measured.get(pax) ?? Math.round(diningInterval / 60),
    // An outlet whose tables never free themselves still takes a few minutes to reset one.
    cleaningMinutes: cleaningMinutes || 5,
    queue,
    horizonMinutes: longestQuoteMinutes,
  });
}

export const partyOf = (row: store.QueueRow): QueuedParty => ({
  id: row.id,
  pax: row.numberOfAdults + row.numberOfChildren,
  areaId: row.areaId,
});

/** The outlet's queue, front first, each party with its wait estimated now, and how right the quotes have been. */
export async function queueOf(ctx: AppContext, auth: AuthContext, outletId: string): Promise<QueueView> {
  assertOutletAccess(auth, outletId);
  const now = ctx.clock.now();
  const rows = await store.partiesInQueue(ctx.db, outletId);
  // An empty queue has no wait to estimate: the floor's read (with 60 days of turns, which grows with the outlet's
  // history) is skipped, and every book's first load asks for the queue (issue 34).
  const waits = rows.length ? await waitsOf(ctx.db, outletId, rows.map(partyOf), now) : new Map<string, number>();
  const errors = await store.quoteErrorsSince(ctx.db, outletId, new Date(now.getTime() - 30 * 24 * 60 * MINUTE));
  return {
    entries: rows.map((row, index) => ({ ...store.entryView(row), position: index + 1, estimatedMinutes: waits.get(row.id) ?? null })),
    medianQuoteErrorMinutes: errors.length ? median(errors) : null,
    answerMinutes: (await settingsOf(ctx.db, outletId)).answerMinutes,
  };
}

/** The fields as stored: the phone in E.164 for the outlet's country, the area one of the outlet's. */
async function storedFields<Fields extends QueueEntryPatch>(db: Executor, outletId: string, input: Fields) {
  const outlet = await findOutletWithBrand(db, outletId);
  if (!outlet) throw new DomainError('NOT_FOUND', 'outletNotFound');
  if (input.areaId && !(await liveAreaIdsAmong(db, outletId, [input.areaId])).has(input.areaId))
    throw new DomainError('BUSINESS_RULE', 'areaNotInOutlet');
  const phone = input.customerPhone?.trim();
  return {
    ...input,
    ...(input.customerFirstName === undefined ? {} : { customerFirstName: input.customerFirstName.trim() }),
    ...(input.customerLastName === undefined ? {} : { customerLastName: input.customerLastName.trim() }),
    ...(input.customerPhone === undefined ? {} : { customerPhone: phone ? storedPhone(phone, outlet.outlet.countryCode) : null }),
  };
}

/** A party joins the back of the queue, quoted the wait it has now. */
export async function addToQueue(ctx: AppContext, auth: AuthContext, outletId: string, input: QueueEntryFields): Promise<QueueEntry> {
  assertOutletAccess(auth, outletId);
  const entry = await inTransaction(ctx, async (tx) => {
    await lockOutletQueue(tx, outletId);
    const fields = await storedFields(tx, outletId, input);
    const queue = await store.partiesInQueue(tx, outletId);
    if (queue.length >= QUEUE_LIMIT) throw new DomainError('BUSINESS_RULE', 'queueFull');
    const now = ctx.clock.now();
    const newcomer = { id: 'newcomer', pax: input.numberOfAdults + input.numberOfChildren, areaId: input.areaId ?? null };
    const wait = (await waitsOf(tx, outletId, [...queue.map(partyOf), newcomer], now)).get(newcomer.id) ?? null;
    const row = await store.insertEntry(tx, {
      ...fields,
      outletId,
      status: 'waiting',
      position: queue.length + 1,
      joinedAt: now,
      quotedMinutes: wait === null ? null : quotedMinutes(wait),
      linkNonce: randomBytes(16).toString('hex'),
      createdAt: now,
      updatedAt: now,
    });
    // A party with a phone or an email is sent the link to its place, where the outlet writes on that channel.
    const told = await textParty(ctx, tx, row, 'queueJoined');
    return { row, told };
  });
  await publishChange(ctx, outletId, 'queue.changed', [entry.row.id]);
  if (entry.told) await deliverDueMessages(ctx);
  return store.entryView(entry.row);
}

/**
 * A change to a party still in the queue, under the queue's lock: the entry read at `version`
 * (409 with it as it is now otherwise), and refused once it has left the queue.
 */
async function changeEntry<T>(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  change: { version: number; action: QueueAction; apply: (tx: Executor, row: store.QueueRow, now: Date) => Promise<T> },
): Promise<T> {
  const { result, outletId } = await inTransaction(ctx, async (tx) => {
    // The queue's lock before any entry's row: a change renumbers the parties behind it, so a change that held its
    // own row while waiting for the queue would deadlock with one renumbering that row.
    const seen = await store.findEntry(tx, id);
    if (!seen) throw new DomainError('NOT_FOUND', 'queueEntryMissing');
    assertOutletAccess(auth, seen.outletId);
    await lockOutletQueue(tx, seen.outletId);
    const row = (await store.lockEntry(tx, id))!;
    assertOpen(row, change.action);
    if (row.version !== change.version) throw new DomainError('CONFLICT', 'staleVersion', { details: { current: store.entryView(row) } });
    return { result: await change.apply(tx, row, ctx.clock.now()), outletId: row.outletId };
  });
  await publishChange(ctx, outletId, 'queue.changed', [id]);
  return result;
}

function assertOpen(row: store.QueueRow, action: QueueAction) {
  if (!canQueueAct(row.status as QueueStatus, action))
    throw new DomainError('CONFLICT', 'queueEntryClosed', { details: { current: store.entryView(row) } });
}

export async function editQueueEntry(ctx: AppContext, auth: AuthContext, id: string, { version, input }: VersionedEdit<QueueEntryPatch>) {
  return changeEntry(ctx, auth, id, {
    version,
    action: 'edit',
    apply: async (tx, row, now) =>
      store.entryView(await store.updateEntry(tx, row, { ...(await storedFields(tx, row.outletId, input)), updatedAt: now })),
  });
}

/** The party moves right after another party of the queue, or to its front. */
export async function moveQueueEntry(ctx: AppContext, auth: AuthContext, id: string, { version, input }: VersionedEdit<QueueMove>) {
  return changeEntry(ctx, auth, id, {
    version,
    action: 'move',
    apply: async (tx, row, now) => {
      // After itself: it stays where it is.
      if (input.afterId === row.id) return store.entryView(row);
      const others = (await store.partiesInQueue(tx, row.outletId)).filter((r) => r.id !== row.id);
      const after = input.afterId === null ? 0 : others.findIndex((r) => r.id === input.afterId) + 1;
      if (after === 0 && input.afterId !== null) throw new DomainError('NOT_FOUND', 'queueEntryMissing');
      const moved = await store.updateEntry(tx, row, { updatedAt: now });
      await store.renumber(tx, [...others.slice(0, after), moved, ...others.slice(after)], now);
      return store.entryView((await store.lockEntry(tx, id))!);
    },
  });
}

/**
 * "Your table is ready" to the party by SMS, or by email when it gave no phone or the outlet sends no
 * SMS, through the ledger (tried at once once this commits); the party is marked told, and told again if
 * the host sends it again. A party that left neither is told at the door.
 */
export async function notifyQueueEntry(ctx: AppContext, auth: AuthContext, id: string, { version }: VersionedEdit<unknown>) {
  const entry = await changeEntry(ctx, auth, id, {
    version,
    action: 'notify',
    apply: async (tx, row, now) => {
      if (!row.customerPhone && !row.customerEmail) throw new DomainError('BUSINESS_RULE', 'queueNoPhone');
      if (!(await textParty(ctx, tx, row, 'tableReady'))) throw new DomainError('BUSINESS_RULE', 'channelDisabled');
      return store.entryView(await store.updateEntry(tx, row, { status: 'notified', notifiedAt: now, updatedAt: now }));
    },
  });
  await deliverDueMessages(ctx);
  return entry;
}

/**
 * A message to a queued party with the link to its place (a party added before links had none: it is
 * given one now): by SMS to its phone where the outlet sends SMS, else by email where it gave one and the
 * outlet sends email. False when neither can carry it.
 */
async function textParty(ctx: AppContext, tx: Executor, row: store.QueueRow, template: 'queueJoined' | 'tableReady') {
  const outlet = (await findOutletWithBrand(tx, row.outletId))?.outlet;
  const channel = queueChannelOf(row, { sms: Boolean(outlet?.enableSms), email: Boolean(outlet?.enableEmail) });
  if (!channel) return false;
  const linked = row.linkNonce
    ? row
    : await store.updateEntry(tx, row, { linkNonce: randomBytes(16).toString('hex'), updatedAt: row.updatedAt });
  await enqueueQueueMessage(ctx, tx, {
    template,
    outletId: row.outletId,
    channel,
    recipient: channel === 'sms' ? row.customerPhone! : row.customerEmail!,
    language: row.language,
    values: { name: row.customerFirstName, pax: row.numberOfAdults + row.numberOfChildren, link: queueLinkOf(ctx, linked) },
  });
  return true;
}

/** The party leaves the queue unseated: gone before its table (left), or not there when called (noShow). */
export async function removeQueueEntry(ctx: AppContext, auth: AuthContext, id: string, { version, input }: VersionedEdit<QueueRemove>) {
  return changeEntry(ctx, auth, id, {
    version,
    action: input.reason,
    apply: async (tx, row, now) => {
      const removed = await store.updateEntry(tx, row, { status: input.reason, removedAt: now, updatedAt: now });
      await store.renumber(tx, await store.partiesInQueue(tx, row.outletId), now);
      return store.entryView(removed);
    },
  });
}

/**
 * The party sits down: a walk-in booking at the tables chosen, linked to its entry, and its actual
 * wait kept beside the one quoted. The booking and the entry's close stand together or not at all:
 * two hosts seating one party give one booking; the second is told the party has left the queue.
 */
export async function seatQueueEntry(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  { version, input }: VersionedEdit<QueueSeat>,
): Promise<{ entry: QueueEntry; reservation: Reservation }> {
  const seen = await store.findEntry(ctx.db, id);
  if (!seen) throw new DomainError('NOT_FOUND', 'queueEntryMissing');
  assertOutletAccess(auth, seen.outletId);
  assertOpen(seen, 'seat');
  let entry: QueueEntry | undefined;
  const reservation = await createWalkInWith(ctx, auth, {
    outletId: seen.outletId,
    walkIn: {
      numberOfAdults: seen.numberOfAdults,
      numberOfChildren: seen.numberOfChildren,
      tableIds: input.tableIds,
      allowOverCapacity: input.allowOverCapacity,
      customerPhone: seen.customerPhone ?? undefined,
      customerFirstName: seen.customerFirstName,
      customerLastName: seen.customerLastName,
      notes: seen.notes,
    },
    alongside: async (tx, reservationId) => {
      await lockOutletQueue(tx, seen.outletId);
      const row = (await store.lockEntry(tx, id))!;
      assertOpen(row, 'seat');
      if (row.version !== version) throw new DomainError('CONFLICT', 'staleVersion', { details: { current: store.entryView(row) } });
      const now = ctx.clock.now();
      const actualMinutes = Math.max(0, Math.round((now.getTime() - row.joinedAt.getTime()) / MINUTE));
      const seated = await store.updateEntry(tx, row, { status: 'seated', seatedAt: now, actualMinutes, reservationId, updatedAt: now });
      await store.renumber(tx, await store.partiesInQueue(tx, row.outletId), now);
      entry = store.entryView(seated);
    },
  });
  await publishChange(ctx, seen.outletId, 'queue.changed', [id]);
  return { entry: entry!, reservation };
}
