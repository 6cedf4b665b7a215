import { randomBytes } from 'node:crypto';
import { DomainError } from '@host/domain/errors';
import { isHoneypotFilled } from '@host/domain/booking-page';
import {
  ON_LIST,
  WAITING_LIST_LIMIT,
  type GuestWaitingView,
  type JoinWaitingList,
  type JoinWaitingListResult,
  type OfferStatus,
  type WaitingListEntry,
  type WaitingListEntryFields,
  type WaitingListView,
} from '@host/domain/waitlist/waiting-list';
import type { OnlineBookingResult } from '@host/domain/booking-page';
import type { Executor } from '../../db/client';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { guestLinkSigned, reservationIdOfToken } from '../../lib/guest-link';
import { publishChange } from '../../lib/live-updates';
import { lockWaitingList } from '../../lib/locks';
import { inTransaction } from '../../lib/transaction';
import { assertPartySize, onlineResultOf, pageOutlet, placeOnlineBooking } from '../booking-page/service';
import { findOutletWithBrand } from '../outlets/service';
import { storedPhone } from '../reservations/service';
import { offerFreedTimes, waitingLinkOf } from './offers';
import { waitlistOn } from './settings';
import * as store from './waiting-list-store';

/*
 * The day's waiting list (issue 30 point 4, docs/rules.md section 10): guests join it (online or by
 * staff), follow their place from their link, and accept or decline what they are offered.
 */

/** The day's list as the host screen shows it: who is on it, in order, with their offers; then who left it. */
export async function waitingListOf(ctx: AppContext, auth: AuthContext, outletId: string, date: string): Promise<WaitingListView> {
  assertOutletAccess(auth, outletId);
  const rows = await store.entriesOfDay(ctx.db, outletId, date);
  const offers = await store.latestOffers(
    ctx.db,
    rows.map((r) => r.id),
  );
  const clock = await offerClockOf(ctx, outletId);
  let position = 0;
  const entries = rows.map((row) => store.entryView(row, offers.get(row.id), { ...clock, position: isOnList(row) ? ++position : null }));
  return { date, entries: [...entries.filter((e) => e.position !== null), ...entries.filter((e) => e.position === null)] };
}

async function offerClockOf(ctx: AppContext, outletId: string): Promise<store.OfferClock> {
  const found = await findOutletWithBrand(ctx.db, outletId);
  return { now: ctx.clock.now(), timeZone: found?.brand.timezone ?? 'UTC' };
}

const isOnList = (row: store.EntryRow) => (ON_LIST as readonly string[]).includes(row.status);

/**
 * A guest joins the back of an outlet's list for a day, and is offered a time at once when one is
 * already free in their window (it may have freed since they looked).
 */
async function joinList(
  ctx: AppContext,
  outletId: string,
  input: WaitingListEntryFields & { source: 'online' | 'staff' },
): Promise<store.EntryRow> {
  const found = await findOutletWithBrand(ctx.db, outletId);
  if (!found) throw new DomainError('NOT_FOUND', 'outletNotFound');
  if (!(await waitlistOn(ctx.db, outletId))) throw new DomainError('BUSINESS_RULE', 'waitlistClosed');
  if (input.date < outletToday(ctx, found.brand.timezone)) throw new DomainError('BUSINESS_RULE', 'waitlistClosed');
  const phone = storedPhone(input.customerPhone, found.outlet.countryCode);
  const entry = await inTransaction(ctx, async (tx) => {
    await lockWaitingList(tx, outletId, input.date);
    if (await store.onListWithPhone(tx, outletId, input.date, phone)) throw new DomainError('CONFLICT', 'waitlistAlreadyOn');
    if ((await store.guestsOnList(tx, outletId, input.date)).length >= WAITING_LIST_LIMIT)
      throw new DomainError('BUSINESS_RULE', 'waitlistFull');
    const now = ctx.clock.now();
    return store.insertEntry(tx, {
      outletId,
      date: input.date,
      windowStart: input.windowStart,
      windowEnd: input.windowEnd,
      status: 'waiting',
      source: input.source,
      customerFirstName: input.customerFirstName.trim(),
      customerLastName: input.customerLastName.trim(),
      customerPhone: phone,
      customerEmail: input.customerEmail ?? null,
      numberOfAdults: input.numberOfAdults,
      numberOfChildren: input.numberOfChildren,
      notes: input.notes ?? null,
      language: input.language,
      linkNonce: randomBytes(16).toString('hex'),
      joinedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
  await publishChange(ctx, outletId, 'waitlist.changed', [entry.id]);
  await offerFreedTimes(ctx, outletId, input.date);
  return entry;
}

/** POST /api/v1/outlets/{outletId}/waiting-list: staff put a guest on the day's list (a call, a guest at the door for later). */
export async function addToWaitingList(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  input: WaitingListEntryFields,
): Promise<WaitingListEntry> {
  assertOutletAccess(auth, outletId);
  const entry = await joinList(ctx, outletId, { ...input, source: 'staff' });
  return (await waitingListOf(ctx, auth, outletId, entry.date)).entries.find((e) => e.id === entry.id)!;
}

/** POST /api/book/{outlet}/waiting-list: a diner who found no time joins the list, if the outlet takes names online. */
export async function joinWaitingListOnline(ctx: AppContext, ref: string, input: JoinWaitingList): Promise<JoinWaitingListResult> {
  const { outlet } = await pageOutlet(ctx, ref);
  if (isHoneypotFilled(input)) throw new DomainError('BUSINESS_RULE', 'bookingRefused');
  assertPartySize(outlet, input.numberOfAdults + input.numberOfChildren);
  const settings = await waitlistOn(ctx.db, outlet.id);
  if (!settings?.joinOnline) throw new DomainError('BUSINESS_RULE', 'waitlistClosed');
  const { website: _honeypot, ...fields } = input;
  const entry = await joinList(ctx, outlet.id, { ...fields, source: 'online' });
  const view = await guestViewOf(ctx, (await store.findEntry(ctx.db, entry.id))!);
  return { status: view.status, position: view.position ?? 0, link: waitingLinkOf(ctx, entry) };
}

/** The entry a guest's link names, checked against its signature before anything else is read of it. */
async function entryOfToken(ctx: AppContext, db: Executor, token: string) {
  const id = reservationIdOfToken(token);
  const row = id ? await store.findEntry(db, id) : undefined;
  if (!row || !guestLinkSigned(ctx.config.ENCRYPTION_SECRET, token, row.id, row.linkNonce))
    throw new DomainError('NOT_FOUND', 'waitlistEntryMissing');
  return row;
}

async function guestViewOf(ctx: AppContext, row: store.EntryRow): Promise<GuestWaitingView> {
  const found = await findOutletWithBrand(ctx.db, row.outletId);
  const onList = await store.guestsOnList(ctx.db, row.outletId, row.date);
  const index = onList.findIndex((r) => r.id === row.id);
  const offer = (await store.latestOffers(ctx.db, [row.id])).get(row.id);
  return {
    outletName: found?.outlet.outletName ?? '',
    date: row.date,
    windowStart: row.windowStart,
    windowEnd: row.windowEnd,
    pax: row.numberOfAdults + row.numberOfChildren,
    customerFirstName: row.customerFirstName,
    status: row.status as GuestWaitingView['status'],
    position: index < 0 ? null : index + 1,
    offer: offer ? store.offerView(offer, { now: ctx.clock.now(), timeZone: found?.brand.timezone ?? 'UTC' }) : null,
    manageUrl: null,
    language: row.language,
  };
}

/** GET /api/waiting-list/{token}: the guest's place and the time held for them, if any. */
export async function guestWaitingView(ctx: AppContext, token: string) {
  return guestViewOf(ctx, await entryOfToken(ctx, ctx.db, token));
}

/** Why an entry has no open offer to answer, in the guest's words. */
function noOpenOffer(latest: OfferStatus | undefined): never {
  if (latest === 'accepted') throw new DomainError('CONFLICT', 'waitlistEntryClosed');
  if (latest === 'taken') throw new DomainError('CONFLICT', 'waitlistOfferTaken');
  if (latest === 'expired' || latest === 'declined') throw new DomainError('CONFLICT', 'waitlistOfferExpired');
  throw new DomainError('CONFLICT', 'waitlistNoOffer');
}

/**
 * POST /api/waiting-list/{token}/accept: the time held becomes the guest's booking, made by the
 * booking page's own path (its rules, its deposit). The offer is claimed in the booking's transaction
 * under the list's lock, so two accepts of one held time give one booking. A time taken meanwhile
 * (a host seated a party at its table) is refused, and the guest keeps their place on the list.
 */
export async function acceptOffer(ctx: AppContext, token: string): Promise<OnlineBookingResult> {
  const entry = await entryOfToken(ctx, ctx.db, token);
  const offer = (await store.latestOffers(ctx.db, [entry.id])).get(entry.id);
  if (!offer || offer.status !== 'open') noOpenOffer(offer?.status as OfferStatus | undefined);
  const found = await pageOutlet(ctx, entry.outletId);
  try {
    const { created, manageUrl } = await placeOnlineBooking(ctx, found, {
      source: 'customer',
      booking: {
        reservationDate: offer.date,
        reservationTime: offer.time,
        numberOfAdults: entry.numberOfAdults,
        numberOfChildren: entry.numberOfChildren,
        customerPhone: entry.customerPhone,
        customerFirstName: entry.customerFirstName,
        customerLastName: entry.customerLastName,
        customerEmail: entry.customerEmail ?? undefined,
        occasions: [],
        specialRequest: entry.notes ?? undefined,
        language: entry.language as 'en',
        notes: null,
      },
      offer: {
        id: offer.id,
        tableIds: offer.tableIds,
        claim: async (tx) => {
          await lockWaitingList(tx, entry.outletId, entry.date);
          const open = await store.lockOpenOffer(tx, entry.id);
          if (!open || open.id !== offer.id || open.expiresAt <= ctx.clock.now()) {
            const latest = (await store.latestOffers(tx, [entry.id])).get(entry.id);
            noOpenOffer(latest?.status === 'open' ? 'expired' : (latest?.status as OfferStatus | undefined));
          }
        },
        close: async (tx, reservationId) => {
          const now = ctx.clock.now();
          await store.closeOffer(tx, offer.id, { status: 'accepted', at: now, reservationId });
          await store.setEntryStatus(tx, entry.id, { status: 'booked', at: now, reservationId });
        },
      },
    });
    await publishChange(ctx, entry.outletId, 'waitlist.changed', [entry.id]);
    return onlineResultOf(created, manageUrl, found.outlet.countryCode);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'SLOT_UNAVAILABLE') {
      await giveBackPlace(ctx, entry, offer.id);
      throw new DomainError('CONFLICT', 'waitlistOfferTaken');
    }
    throw error;
  }
}

/** The held time went to someone else: the offer is closed as taken, the guest waits again in their place. */
async function giveBackPlace(ctx: AppContext, entry: store.EntryRow, offerId: string) {
  await inTransaction(ctx, async (tx) => {
    await lockWaitingList(tx, entry.outletId, entry.date);
    const open = await store.lockOpenOffer(tx, entry.id);
    if (open?.id !== offerId) return;
    const now = ctx.clock.now();
    await store.closeOffer(tx, offerId, { status: 'taken', at: now });
    await store.setEntryStatus(tx, entry.id, { status: 'waiting', at: now });
  });
  await publishChange(ctx, entry.outletId, 'waitlist.changed', [entry.id]);
}

/**
 * POST /api/waiting-list/{token}/decline (the guest says no to the time held for them) and /cancel (the
 * guest leaves the list, declining any offer). Either way they are off the list (docs/rules.md section 10:
 * a guest who would take another time joins again), and the time held passes on to the next guest at once.
 */
export async function answerAsGuest(ctx: AppContext, token: string, answer: 'decline' | 'cancel'): Promise<GuestWaitingView> {
  const seen = await entryOfToken(ctx, ctx.db, token);
  await inTransaction(ctx, async (tx) => {
    await lockWaitingList(tx, seen.outletId, seen.date);
    const entry = (await store.lockEntry(tx, seen.id))!;
    if (!isOnList(entry)) throw new DomainError('CONFLICT', 'waitlistEntryClosed');
    const open = await store.lockOpenOffer(tx, entry.id);
    if (answer === 'decline' && !open) noOpenOffer(undefined);
    const now = ctx.clock.now();
    if (open) await store.closeOffer(tx, open.id, { status: 'declined', at: now });
    await store.setEntryStatus(tx, entry.id, { status: answer === 'cancel' ? 'cancelled' : 'declined', at: now });
  });
  await publishChange(ctx, seen.outletId, 'waitlist.changed', [seen.id]);
  await offerFreedTimes(ctx, seen.outletId, seen.date);
  return guestViewOf(ctx, (await store.findEntry(ctx.db, seen.id))!);
}

/** POST /api/v1/waiting-list-entries/{id}/remove: staff take a guest off the list (they booked by phone, they said no). */
export async function removeFromWaitingList(ctx: AppContext, auth: AuthContext, id: string): Promise<WaitingListEntry> {
  const seen = await store.findEntry(ctx.db, id);
  if (!seen) throw new DomainError('NOT_FOUND', 'waitlistEntryMissing');
  assertOutletAccess(auth, seen.outletId);
  await inTransaction(ctx, async (tx) => {
    await lockWaitingList(tx, seen.outletId, seen.date);
    const entry = (await store.lockEntry(tx, id))!;
    if (!isOnList(entry)) throw new DomainError('CONFLICT', 'waitlistEntryClosed');
    const now = ctx.clock.now();
    const open = await store.lockOpenOffer(tx, id);
    if (open) await store.closeOffer(tx, open.id, { status: 'declined', at: now });
    await store.setEntryStatus(tx, id, { status: 'cancelled', at: now });
  });
  await publishChange(ctx, seen.outletId, 'waitlist.changed', [id]);
  await offerFreedTimes(ctx, seen.outletId, seen.date);
  return (await waitingListOf(ctx, auth, seen.outletId, seen.date)).entries.find((e) => e.id === id)!;
}
