import { COLLECTED_STATUSES, type RefundTerms } from '@host/domain/payments/money-rules';
import { FEATURE } from '@host/domain/entitlements';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { confirmationNotifications, notificationSettings } from '../../db/tables/notifications';
import { customers } from '../../db/tables/customers';
import { brands, outletEntitlements, outlets } from '../../db/tables/outlets';
import { paymentRequests, transactions } from '../../db/tables/payments';
import { tickets } from '../../db/tables/tickets';

/**
 * A read model (docs/architecture.md, the modules and their tables): what planning a batch of bookings'
 * messages needs to know of their outlets, guests, payments and tickets, in one query per kind.
 */

/** What of a booking the facts are looked up by. */
interface BookingFacts {
  id: string;
  outletId: string;
  customerId: string | null;
  ticketId: string | null;
}

export interface Facts {
  places: Map<
    string,
    { enableSms: boolean; enableEmail: boolean; enableAutomatedCall: boolean; smsPermissions: unknown; timeZone: string }
  >;
  settings: Map<string, { quietStart: string | null; quietEnd: string | null; confirmTimings: string[]; callTimings: string[] }>;
  emails: Set<string>;
  paid: Set<string>;
  requestTerms: Map<string, RefundTerms>;
  ticketTerms: Map<string, RefundTerms>;
  /** `${reservationId}|${key}` of acknowledgements still waiting (quiet hours) */
  waitingAcks: Set<string>;
  /** bookings whose payment request waits at a link the guest pays at (issue 28: it is their first message) */
  awaitingPayment: Set<string>;
}

/** What planning a batch needs to know, in one query per kind. */
export async function factsOf(tx: Executor, due: BookingFacts[]): Promise<Facts> {
  const ids = due.map((b) => b.id);
  const outletIds = [...new Set(due.map((b) => b.outletId))];
  const customerIds = [...new Set(due.flatMap((b) => (b.customerId ? [b.customerId] : [])))];
  const ticketIds = [...new Set(due.flatMap((b) => (b.ticketId ? [b.ticketId] : [])))];
  const places = await tx
    .select({
      id: outlets.id,
      enableSms: outlets.enableSms,
      enableEmail: outlets.enableEmail,
      enableAutomatedCall: outlets.enableAutomatedCall,
      smsPermissions: outlets.smsPermissions,
      timeZone: brands.timezone,
    })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(inArray(outlets.id, outletIds));
  // An outlet not entitled to automated calls (issue 15) plans none, whatever its own switch says.
  const callsOff = new Set(
    (
      await tx
        .select({ outletId: outletEntitlements.outletId })
        .from(outletEntitlements)
        .where(
          and(
            inArray(outletEntitlements.outletId, outletIds),
            eq(outletEntitlements.featureCode, FEATURE.AUTOMATED_CALL),
            eq(outletEntitlements.enabled, false),
          ),
        )
    ).map((r) => r.outletId),
  );
  const settings = await tx.select().from(notificationSettings).where(inArray(notificationSettings.outletId, outletIds));
  const withEmail = customerIds.length
    ? await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(inArray(customers.id, customerIds), sql`coalesce(${customers.email}, '') <> ''`))
    : [];
  const paid = await tx
    .selectDistinct({ id: transactions.reservationId })
    .from(transactions)
    // Money still held: a charge given back in full has no refund deadline to warn of.
    .where(
      and(
        inArray(transactions.reservationId, ids),
        eq(transactions.type, 'create'),
        inArray(transactions.status, [...COLLECTED_STATUSES]),
        sql`${transactions.refundedAmount} < ${transactions.amount}`,
      ),
    );
  const requests = await tx
    .select({
      id: paymentRequests.reservationId,
      refundWindow: paymentRequests.refundWindow,
      refundWindowUnit: paymentRequests.refundWindowUnit,
      status: paymentRequests.status,
      link: paymentRequests.link,
    })
    .from(paymentRequests)
    .where(inArray(paymentRequests.reservationId, ids));
  const ticketRows = ticketIds.length
    ? await tx
        .select({ id: tickets.id, refundWindow: tickets.refundWindow, refundWindowUnit: tickets.refundWindowUnit })
        .from(tickets)
        .where(inArray(tickets.id, ticketIds))
    : [];
  const waiting = await tx
    .select({ reservationId: confirmationNotifications.reservationId, key: confirmationNotifications.key })
    .from(confirmationNotifications)
    .where(
      and(
        inArray(confirmationNotifications.reservationId, ids),
        eq(confirmationNotifications.timing, 'now'),
        eq(confirmationNotifications.status, 'planned'),
      ),
    );
  return {
    places: new Map(places.map((p) => [p.id, { ...p, enableAutomatedCall: p.enableAutomatedCall && !callsOff.has(p.id) }])),
    settings: new Map(settings.map((s) => [s.outletId, s])),
    emails: new Set(withEmail.map((c) => c.id)),
    paid: new Set(paid.flatMap((p) => (p.id ? [p.id] : []))),
    requestTerms: new Map(requests.map((r) => [r.id, r])),
    awaitingPayment: new Set(requests.filter((r) => r.status === 'pending' && r.link).map((r) => r.id)),
    ticketTerms: new Map(ticketRows.map((t) => [t.id, t])),
    waitingAcks: new Set(waiting.map((w) => `${w.reservationId}|${w.key}`)),
  };
}
