import { DomainError } from '@host/domain/errors';
import { offerTimeIn } from '@host/domain/waitlist/waiting-list';
import { addLocalDays, instantOf, localDateOf } from '@host/domain/time';
import type { Executor } from '../../db/client';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { guestLinkToken } from '../../lib/guest-link';
import { publishChange } from '../../lib/live-updates';
import { lockWaitingList } from '../../lib/locks';
import { inTransaction } from '../../lib/transaction';
import { enforceAvailability, onlineSlotsOn } from '../availability/service';
import { enqueueWaitingListOffer } from '../notifications/service';
import { findOutletWithBrand } from '../outlets/service';
import { waitlistOn } from './settings';
import * as store from './waiting-list-store';

/*
 * Offers of freed times to the day's waiting list (docs/rules.md section 10). Each clock tick, lapsed
 * offers pass on, then each day with guests waiting is matched to what is free now, the first guest
 * in order first. An offer is a hold the availability engine counts (availability-reads.ts), made
 * under the list's lock and the slot's, so offers never exceed what freed and no one books it meanwhile.
 */

const MINUTE = 60_000;

/** The guest's link to their place on the list, signed as a booking's manage link is (lib/guest-link.ts). */
export const waitingLinkOf = (ctx: AppContext, entry: { id: string; linkNonce: string }) =>
  `${ctx.publicUrl}/w/${guestLinkToken(ctx.config.ENCRYPTION_SECRET, entry.id, entry.linkNonce)}`;

/** The clock's step: lapsed offers pass on, then every day with guests waiting is offered what is free. */
export async function matchWaitingLists(ctx: AppContext): Promise<{ offered: number; lapsed: number }> {
  const now = ctx.clock.now();
  const lapsed = await lapseOffers(ctx, now);
  // The earliest local date any zone may be at; each outlet's own today is checked with its zone.
  const days = await store.daysWithGuestsWaiting(ctx.db, addLocalDays(localDateOf(now, 'UTC'), -1));
  let offered = 0;
  for (const day of days) offered += (await offerFreedTimes(ctx, day.outletId, day.date)).length;
  return { offered, lapsed };
}

/** Open offers whose hold lapsed: closed as expired, their guests off the list; the time goes to the next guest this tick. */
async function lapseOffers(ctx: AppContext, now: Date) {
  const lapsed = await store.lapsedOffers(ctx.db, now);
  for (const seen of lapsed) {
    await inTransaction(ctx, async (tx) => {
      await lockWaitingList(tx, seen.outletId, seen.date);
      const offer = await store.lockOpenOffer(tx, seen.entryId);
      if (!offer || offer.expiresAt > now) return;
      await store.closeOffer(tx, offer.id, { status: 'expired', at: now });
      await store.setEntryStatus(tx, offer.entryId, { status: 'expired', at: now });
    });
  }
  if (lapsed.length)
    for (const outletId of new Set(lapsed.map((o) => o.outletId))) await publishChange(ctx, outletId, 'waitlist.changed', []);
  return lapsed.length;
}

/**
 * The guests waiting for one outlet's day, in order, each offered the first time in their window that
 * is free now for their party (online: the booking page's rules). Returns the offers made.
 */
export async function offerFreedTimes(ctx: AppContext, outletId: string, date: string) {
  const settings = await waitlistOn(ctx.db, outletId);
  if (!settings) return [];
  const made = await inTransaction(ctx, async (tx) => {
    await lockWaitingList(tx, outletId, date);
    const found = await findOutletWithBrand(tx, outletId);
    if (!found) return [];
    const now = ctx.clock.now();
    const waiting = (await store.guestsOnList(tx, outletId, date)).filter((e) => e.status === 'waiting');
    if (date < outletToday(ctx, found.brand.timezone)) {
      // The day is over: nobody is offered it any more.
      for (const entry of waiting) await store.setEntryStatus(tx, entry.id, { status: 'expired', at: now });
      return [];
    }
    const offers: store.OfferRow[] = [];
    // The times a party size finds free, kept until an offer changes what is free.
    const slotsByPax = new Map<number, Awaited<ReturnType<typeof onlineSlotsOn>>>();
    for (const entry of waiting) {
      const pax = entry.numberOfAdults + entry.numberOfChildren;
      const slots = slotsByPax.get(pax) ?? (await refusedAsNone(() => onlineSlotsOn(ctx, tx, outletId, { date, pax })));
      slotsByPax.set(pax, slots ?? []);
      const time = slots && offerTimeIn(slots, entry);
      if (!time) continue;
      // Checked again under the slot's lock, its tables chosen and locked as a diner's booking's are.
      const placed = await refusedAsNone(() =>
        enforceAvailability(ctx, tx, found, { date, time, pax, hasTables: false, channel: 'online', sellsNoTicket: true }),
      );
      if (!placed?.onlineTableIds?.length || !placed.diningInterval) continue;
      const startsAt = instantOf(date, time, found.brand.timezone);
      const offer = await store.insertOffer(tx, {
        entryId: entry.id,
        outletId,
        date,
        time,
        pax,
        tableIds: placed.onlineTableIds,
        startsAt,
        endsAt: new Date(startsAt.getTime() + placed.diningInterval * 1000),
        status: 'open',
        // Held for the outlet's hold time, and never past the time itself.
        expiresAt: new Date(Math.min(now.getTime() + settings.holdMinutes * MINUTE, startsAt.getTime())),
        createdAt: now,
      });
      await store.setEntryStatus(tx, entry.id, { status: 'offered', at: now });
      await tellGuest(ctx, tx, { entry, offer, sendsSms: Boolean(found.outlet.enableSms) });
      offers.push(offer);
      slotsByPax.clear();
    }
    return offers;
  });
  if (made.length)
    await publishChange(
      ctx,
      outletId,
      'waitlist.changed',
      made.map((o) => o.entryId),
    );
  return made;
}

/** What the engine refuses (a day past the horizon, a time gone under the lock) is no offer, not a failed tick. */
async function refusedAsNone<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

async function tellGuest(
  ctx: AppContext,
  tx: Executor,
  { entry, offer, sendsSms }: { entry: store.EntryRow; offer: store.OfferRow; sendsSms: boolean },
) {
  await enqueueWaitingListOffer(ctx, tx, {
    outletId: entry.outletId,
    email: entry.customerEmail,
    phone: entry.customerPhone,
    sendsSms,
    language: entry.language,
    values: {
      name: entry.customerFirstName,
      date: offer.date,
      time: offer.time,
      pax: offer.pax,
      link: waitingLinkOf(ctx, entry),
      heldUntil: offer.expiresAt,
    },
  });
}
