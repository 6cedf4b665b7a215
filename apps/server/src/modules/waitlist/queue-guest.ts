import { DomainError } from '@host/domain/errors';
import { IN_QUEUE, type GuestQueueView, type QueueStatus } from '@host/domain/waitlist/queue';
import type { AppContext } from '../../lib/context';
import { guestLinkSigned, reservationIdOfToken } from '../../lib/guest-link';
import { publishChange } from '../../lib/live-updates';
import { lockOutletQueue } from '../../lib/locks';
import { inTransaction } from '../../lib/transaction';
import { findOutletWithBrand } from '../outlets/service';
import * as store from './queue-store';
import { partyOf, waitsOf } from './service';

/*
 * A queued party's own page (issue 30 point 3), from the link in its messages: its place and wait,
 * "I'm on my way" once told its table is ready, and leaving the queue. Open to whoever holds the
 * link; the link is checked before anything of the party is read.
 */

async function entryOfToken(ctx: AppContext, token: string) {
  const id = reservationIdOfToken(token);
  const row = id ? await store.findEntry(ctx.db, id) : undefined;
  if (!row || !guestLinkSigned(ctx.config.ENCRYPTION_SECRET, token, row.id, row.linkNonce))
    throw new DomainError('NOT_FOUND', 'queueEntryMissing');
  return row;
}

const isQueued = (row: store.QueueRow) => (IN_QUEUE as readonly string[]).includes(row.status);

async function viewOf(ctx: AppContext, row: store.QueueRow): Promise<GuestQueueView> {
  const found = await findOutletWithBrand(ctx.db, row.outletId);
  const queue = isQueued(row) ? await store.partiesInQueue(ctx.db, row.outletId) : [];
  const index = queue.findIndex((r) => r.id === row.id);
  const waits = index < 0 ? new Map<string, number>() : await waitsOf(ctx.db, row.outletId, queue.map(partyOf), ctx.clock.now());
  return {
    outletName: found?.outlet.outletName ?? '',
    customerFirstName: row.customerFirstName,
    pax: row.numberOfAdults + row.numberOfChildren,
    status: row.status as QueueStatus,
    position: index < 0 ? null : index + 1,
    estimatedMinutes: waits.get(row.id) ?? null,
    joinedAt: row.joinedAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    onMyWayAt: row.onMyWayAt?.toISOString() ?? null,
    language: row.language,
  };
}

/** GET /api/queue/{token} */
export async function guestQueueView(ctx: AppContext, token: string) {
  return viewOf(ctx, await entryOfToken(ctx, token));
}

/**
 * POST /api/queue/{token}/on-my-way (the host sees the party is coming) and /leave (the party leaves
 * the queue, as a host's "left"): only while the party is still in the queue.
 */
export async function answerFromQueue(ctx: AppContext, token: string, answer: 'onMyWay' | 'leave'): Promise<GuestQueueView> {
  const seen = await entryOfToken(ctx, token);
  const row = await inTransaction(ctx, async (tx) => {
    await lockOutletQueue(tx, seen.outletId);
    const locked = (await store.lockEntry(tx, seen.id))!;
    if (!isQueued(locked)) throw new DomainError('CONFLICT', 'queueEntryClosed');
    const now = ctx.clock.now();
    if (answer === 'onMyWay') return store.updateEntry(tx, locked, { onMyWayAt: now, updatedAt: now });
    const left = await store.updateEntry(tx, locked, { status: 'left', removedAt: now, updatedAt: now });
    await store.renumber(tx, await store.partiesInQueue(tx, seen.outletId), now);
    return left;
  });
  await publishChange(ctx, seen.outletId, 'queue.changed', [seen.id]);
  return viewOf(ctx, row);
}
