import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { formatMoney, LOCALES } from '@host/domain/locales';
import { messageDay, messageLanguageOf, renderMessage } from '@host/domain/notifications/templates';
import { CURRENCY_OF } from '@host/domain/payments/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { CODE_ALPHABET } from '../lib/reservation-code';
import { type Country } from './demo-brands';
import { type DemoHistory, type HistoryBooking, type HistoryGuest, type HistoryMessage, HOUR } from './demo-history-shape';

/** The demo's past (demo-history.ts) as rows: an outlet's guests, bookings, payments and messages. */

export type Row = Record<string, unknown>;
export interface Place {
  id: string;
  code: string;
  name: string;
  brandId: string;
  brandName: string;
  country: Country;
  timezone: string;
  takesGoogle: boolean;
  takesPayments: boolean;
  tables: Map<string, string>;
  services: { lunch: string; dinner: string };
  tickets: { standard: string; tasting: string; tastingPrice: number; guarantee: string | null };
}

export function addOutletRows(rows: Record<string, Row[]>, place: Place, history: DemoHistory, taken: Set<string>) {
  // A guest is in the book from their first booking on.
  const firstSeen = new Map<number, Date>();
  for (const { guest, createdAt } of history.bookings) {
    const seen = guest === null ? undefined : firstSeen.get(guest);
    if (guest !== null && (!seen || createdAt < seen)) firstSeen.set(guest, createdAt);
  }
  const customerIds = history.guests.map(() => randomUUID());
  history.guests.forEach((g, i) => {
    if (!firstSeen.has(i)) return;
    rows.customers!.push({
      id: customerIds[i],
      brand_id: place.brandId,
      first_name: g.firstName,
      last_name: g.lastName,
      language: g.language,
      phone: g.phone,
      email: g.email,
      country_code: place.country,
      can_send_sms_marketing: i % 2,
      can_send_email_marketing: g.email ? 1 : 0,
      created_at: firstSeen.get(i),
      updated_at: firstSeen.get(i),
    });
  });

  for (const b of history.bookings) {
    const id = randomUUID();
    const guest = b.guest === null ? null : history.guests[b.guest]!;
    const customerId = b.guest === null ? null : customerIds[b.guest]!;
    const tableId = place.tables.get(b.table)!;
    const changes = b.events.filter((e) => e.action === 'status');
    const last = changes.at(-1);
    rows.reservations!.push({
      id,
      code: codeOf(b.key, taken),
      outlet_id: place.id,
      service_timing_id: place.services[b.service],
      customer_id: customerId,
      ticket_id: b.ticket === null ? null : b.ticket === 'guarantee' ? place.tickets.guarantee : place.tickets[b.ticket],
      language: guest?.language ?? null,
      source: b.source,
      dining_interval: b.diningInterval,
      customer_phone: guest?.phone ?? null,
      customer_first_name: guest?.firstName ?? null,
      customer_last_name: guest?.lastName ?? '',
      reservation_date: b.reservationDate,
      reservation_time: b.reservationTime,
      starts_at: b.startsAt,
      number_of_adults: b.adults,
      number_of_children: b.children,
      status: b.status,
      is_walk_in: b.isWalkIn,
      notes: b.notes,
      occasions: b.occasions,
      created_by_restaurant: b.source === 'restaurant' || b.isWalkIn,
      created_by_customer: b.source === 'customer' || b.source === 'google',
      modified_by_restaurant: last?.actor === 'outlet',
      cancelled_by_restaurant: b.cancelledByRestaurant,
      allow_sms_notify: b.allowMessages,
      allow_email_notify: b.allowMessages,
      confirmed_at: b.confirmedAt,
      cancelled_at: b.cancelledAt,
      seated_at: b.seatedAt,
      departed_at: b.departedAt,
      created_timestamp: b.createdAt,
      modified_timestamp: last?.at ?? b.createdAt,
      version: 1 + changes.length,
      // Planned already, and acknowledged: the clock sweep has nothing to send for the past.
      notifications_version: 1 + changes.length,
      guest_acknowledged: true,
      guest_email: b.source === 'customer' || b.source === 'google' ? (guest?.email ?? null) : null,
      guest_token: b.messages.length ? randomBytes(32).toString('hex') : null,
    });
    rows.reservation_tables!.push({
      reservation_id: id,
      table_id: tableId,
      starts_at: b.holdStartsAt,
      ends_at: b.holdEndsAt,
      is_active: false,
    });
    for (const e of b.events) {
      const actor =
        e.actor === 'outlet'
          ? { actor_kind: 'outlet', actor_id: place.id, actor_name: place.code }
          : e.actor === 'guest'
            ? { actor_kind: 'guest', actor_id: customerId, actor_name: `${guest!.firstName} ${guest!.lastName}` }
            : { actor_kind: 'system', actor_id: null, actor_name: 'Host' };
      const withTables = e.action === 'created' || e.action === 'walk-in' ? { ...e.changes, tableIds: [tableId] } : e.changes;
      rows.reservation_activities!.push({ reservation_id: id, ...actor, action: e.action, changes: withTables, created_at: e.at });
    }
    if (b.payment) addPaymentRows(rows, place, b, id);
    for (const m of b.messages) addMessageRows(rows, place, { booking: b, id, guest: guest! }, m);
  }
}

function addPaymentRows(rows: Record<string, Row[]>, place: Place, b: HistoryBooking, reservationId: string) {
  const p = b.payment!;
  const currency = CURRENCY_OF[place.country];
  const requestId = randomUUID();
  const chargeId = randomUUID();
  const token = randomBytes(32).toString('hex');
  const isHold = p.kind === 'hold';
  rows.payment_requests!.push({
    id: requestId,
    reservation_id: reservationId,
    type: 'CARD',
    kind: p.kind,
    status: isHold ? 'guaranteed' : 'paid',
    amount: p.amount,
    currency,
    expire_date_time: new Date(p.openedAt.getTime() + HOUR),
    expire_time: 60,
    provider: 'local',
    provider_ref: `lc_${randomUUID()}`,
    token,
    link: `/pay/${token}`,
    // The tasting menu's terms (demo-floor.ts): refunded in full up to 24 hours ahead; a held card is not a payment.
    refund_window: isHold ? null : 24,
    refund_window_unit: isHold ? null : 'hour',
    paid_at: p.paidAt,
    version: 2,
    created_at: p.openedAt,
    updated_at: p.paidAt,
  });
  rows.transactions!.push(
    transactionRow(place, {
      id: chargeId,
      reservation_id: reservationId,
      payment_request_id: requestId,
      parent_id: null,
      // A held card is let go when the party comes (or cancels), and charged when it does not.
      status: isHold ? (p.charged ? 'charge' : 'no_charge') : 'paid',
      status_refund: null,
      amount: p.amount,
      refunded_amount: p.refundedAt ? p.amount : 0,
      type: 'create',
      refund_reason: null,
      provider_ref: `lch_${randomBytes(12).toString('hex')}`,
      actor_name: p.charged ? place.code : null,
      created_at: p.paidAt,
      updated_at: p.refundedAt ?? p.settledAt ?? p.paidAt,
    }),
  );
  if (p.refundedAt)
    rows.transactions!.push(
      transactionRow(place, {
        id: randomUUID(),
        reservation_id: reservationId,
        payment_request_id: requestId,
        parent_id: chargeId,
        status: 'succeeded',
        status_refund: 'succeeded',
        amount: p.amount,
        refunded_amount: 0,
        type: 'refund',
        refund_reason: 'Cancelled inside the refund window',
        provider_ref: `lre_${randomUUID()}`,
        actor_name: null,
        created_at: p.refundedAt,
        updated_at: p.refundedAt,
      }),
    );
  return requestId;
}

const transactionRow = (place: Place, row: Row): Row => ({
  ...row,
  outlet_id: place.id,
  currency: CURRENCY_OF[place.country],
  metadata_type: 'Deposit',
  source: 'System',
});

/** A message in the ledger as the sender left it, and the plan's row that queued it (modules/notifications). */
function addMessageRows(
  rows: Record<string, Row[]>,
  place: Place,
  { booking, id, guest }: { booking: HistoryBooking; id: string; guest: HistoryGuest },
  m: HistoryMessage,
) {
  const deliveryId = randomUUID();
  const language = messageLanguageOf(guest.language, LOCALES[place.country].languageTags[0]);
  const template = m.type === 'payLink' ? 'payLink' : m.timing === 'now' ? 'booked' : 'confirm';
  // The link is the guest's page, signed with the server's secret the seed does not hold: left out, as for a booking with no link.
  const text = renderMessage(template, language, {
    name: guest.firstName,
    outlet: place.name,
    date: messageDay(booking.reservationDate, language),
    time: booking.reservationTime.slice(0, 5),
    pax: String(booking.adults + booking.children),
    link: '',
    amount: booking.payment ? formatMoney(booking.payment.amount, place.country) : '',
  });
  const delivered = m.state === 'delivered';
  const provider = m.channel === 'sms' ? 'local-sms' : 'smtp-catcher';
  // A failure is the provider not answering four times (sender.ts: MAX_ATTEMPTS, waits of 30 s doubling).
  const settledAt = new Date(m.sendAt.getTime() + (delivered ? 5_000 : 210_000));
  rows.message_deliveries!.push({
    id: deliveryId,
    outlet_id: place.id,
    reservation_id: id,
    channel: m.channel,
    template,
    language,
    recipient: m.channel === 'sms' ? guest.phone : guest.email,
    subject: m.channel === 'email' ? text.subject : null,
    body: text.body,
    state: m.state,
    attempts: delivered ? 1 : 4,
    last_error: delivered ? null : 'TimeoutError: The operation was aborted due to timeout',
    provider,
    provider_ref: delivered ? (m.channel === 'sms' ? `${provider}-${deliveryId}` : `<${deliveryId}@host.local>`) : null,
    sent_at: delivered ? settledAt : null,
    created_at: m.sendAt,
    updated_at: settledAt,
  });
  rows.confirmation_notifications!.push({
    reservation_id: id,
    key: `${m.type}:${m.channel}:${m.timing}`,
    channel: m.channel,
    type: m.type,
    timing: m.timing,
    status: 'queued',
    is_sent: delivered,
    send_at: m.sendAt,
    result: m.result,
    delivery_id: deliveryId,
    created_at: booking.createdAt,
    updated_at: settledAt,
  });
}

/** A code from the booking's key, the next salt when a code is taken (today's books' random ones, or another of the past). */
function codeOf(key: string, taken: Set<string>): string {
  for (let salt = 0; ; salt++) {
    const bytes = createHash('sha256').update(`${key}#${salt}`).digest();
    const code = `R${[...bytes.subarray(0, 7)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

/** Many rows in one statement: the rows as one JSON parameter, read by the table's own row type (keys are column names). */
export async function insertRows(tx: Executor, table: string, rows: Row[]) {
  if (!rows.length) return;
  const columns = sql.raw(
    Object.keys(rows[0]!)
      .map((c) => `"${c}"`)
      .join(', '),
  );
  const target = sql.identifier(table);
  const json = JSON.stringify(rows);
  await tx.execute(sql`insert into ${target} (${columns}) select ${columns} from json_populate_recordset(null::${target}, ${json}::json)`);
}
