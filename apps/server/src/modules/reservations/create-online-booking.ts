import type { DinerBooking } from '@host/domain/booking-page';
import { FEATURE } from '@host/domain/entitlements';
import { guaranteeReason, guaranteeRuleOrOff, type GuaranteeReason } from '@host/domain/guarantee-rule';
import { isPayingTicket } from '@host/domain/payments/money-rules';
import { TICKET_TYPE_PAYMENT } from '@host/domain/statuses';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { hasFeature } from '../../lib/feature-gate';
import type { Limit } from '../../lib/throttle';
import { enforceAvailability } from '../availability/service';
import { guestForRule } from '../customers/service';
import { chosenTime, startingStatusOf, timingFound } from './booking-ahead';
import { createReservation } from './create-reservation';
import * as repo from './repository';

/** A diner paying for a ticket does so while booking: the held time lapses (EXPIRED) after this. */
const ONLINE_PAY_MINUTES = 15;
/** A diner's booking that lost a race it could not see is made again from a new read, up to this many times in all. */
const ONLINE_ATTEMPTS = 3;

export interface OnlineOrder {
  booking: DinerBooking;
  /** the outlet's page ('customer') or Reserve with Google ('google') */
  source: 'customer' | 'google';
  /** the nonce the guest's manage link is signed with (lib/guest-link.ts) */
  guestToken: string;
  /** what the booking counts against once made (the diner's phone: a few a day) */
  limits?: Limit[];
  /** a guest of the waiting list accepting the time held for them (issue 30) */
  offer?: OfferTaken;
}

/**
 * An offer of the waiting list accepted: its hold does not count against the booking, which keeps the
 * offer's tables when they still seat it. `claim` runs first in the booking's transaction (the list's
 * lock before the slot's), `close` once the booking is written: both stand or fall with it.
 */
export interface OfferTaken {
  id: string;
  tableIds: string[];
  claim: (tx: Executor) => Promise<void>;
  close: (tx: Executor, reservationId: string) => Promise<void>;
}

/**
 * A diner's booking (issue 18): at the time chosen, checked on the online channel with no override,
 * not made by the restaurant. It is held the best free table (in the area chosen) after the slot's
 * lock, that hold being the guarantee; it carries the ticket its service sells, and a paying one is
 * paid on the pay page while the booking waits PENDING. A guest the outlet's guarantee rule names (a
 * no-show risk, say) carries the rule's paying ticket instead of a free one, and is told why
 * (`guaranteeReason`). The diner's email is the booking's from the start, so its first message may be
 * planned at once.
 */
export async function createOnlineBooking(ctx: AppContext, auth: AuthContext, outletId: string, order: OnlineOrder) {
  const { booking, source, guestToken, limits, offer } = order;
  // Decided under the booking's locks, on its last attempt.
  const decided: { reason: GuaranteeReason | null } = { reason: null };
  const created = await createReservation(ctx, {
    auth,
    outletId,
    // The diner's fields carry the booking's own names; their special request is the diner's note.
    fields: { ...booking, notesDiner: booking.specialRequest ?? null },
    origin: { source, isWalkIn: false, createdByRestaurant: false, guestToken, guestEmail: booking.customerEmail },
    action: 'created',
    timeOf: chosenTime(booking.reservationDate, booking.reservationTime),
    statusOf: startingStatusOf,
    sameDay: { byGuest: true },
    limits,
    attempts: ONLINE_ATTEMPTS,
    alongside: offer?.close,
    place: async ({ outlet, brand, tx, at, pax, phone, today }) => {
      await offer?.claim(tx);
      const availability = await enforceAvailability(
        ctx,
        tx,
        { outlet, brand },
        {
          date: at.date,
          time: at.time,
          pax,
          hasTables: false,
          channel: 'online',
          areaId: booking.areaId,
          offerId: offer?.id,
          keepTableIds: offer?.tableIds,
        },
      );
      const found = availability.ticketId ? await repo.ticketOfBrand(tx, brand.id, availability.ticketId) : undefined;
      const sold = found?.isActive ? found : undefined;
      // Only a diner on the outlet's own page can be told why and sent to the pay page: Reserve with Google shows
      // neither, and a booking waiting there for a payment would lapse unseen.
      // A brand that stopped asking guests to pay asks nothing by the rule either.
      const guarantee =
        source === 'customer' && brand.isEnablePaymentRequest
          ? await guaranteeAsked(tx, { outletId, brandId: brand.id, rule: outlet.guaranteeRule, phone, today, pax, sold })
          : null;
      decided.reason = guarantee?.reason ?? null;
      const ticket = guarantee?.ticket ?? sold;
      return {
        tableIds: availability.onlineTableIds ?? [],
        timing: timingFound(availability),
        ticketId: ticket?.id ?? null,
        payment:
          ticket && isPayingTicket(ticket)
            ? {
                // A card guarantee holds the diner's card (charged only on a no-show); the rest are paid by the link.
                input: {
                  type: ticket.typePayment === TICKET_TYPE_PAYMENT.CARD_GUARANTEE ? 'CARD' : 'ONLINE_PAYMENT_LINK',
                  expireTime: ONLINE_PAY_MINUTES,
                },
                bySystem: true,
              }
            : undefined,
      };
    },
  });
  return { ...created, guaranteeReason: decided.reason };
}

type SoldTicket = Awaited<ReturnType<typeof repo.ticketOfBrand>>;

/** The outlet's guarantee rule for this guest (docs/rules.md section 3): the rule's paying ticket and why, or null. */
async function guaranteeAsked(
  tx: Executor,
  booking: { outletId: string; brandId: string; rule: unknown; phone: string | null; today: string; pax: number; sold: SoldTicket },
): Promise<{ reason: GuaranteeReason; ticket: NonNullable<SoldTicket> } | null> {
  const rule = guaranteeRuleOrOff(booking.rule);
  if (!rule.ticketId || !booking.phone || isPayingTicket(booking.sold)) return null;
  const guest = await guestForRule(tx, booking.brandId, booking.phone, booking.today);
  const reason = guaranteeReason(rule, { guest, pax: booking.pax, ticketAsksForMoney: false });
  // Nor does an outlet whose plan has lost payment requests since the rule was set.
  if (!reason || !(await hasFeature(tx, booking.outletId, FEATURE.PAYMENT_REQUEST))) return null;
  // A ticket retired or made free since the rule was set asks for nothing.
  const ticket = await repo.ticketOfBrand(tx, booking.brandId, rule.ticketId);
  return ticket?.isActive && isPayingTicket(ticket) ? { reason, ticket } : null;
}
