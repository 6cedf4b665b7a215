import { formatMoney, LOCALES, type TranslationLanguage } from '@host/domain/locales';
import { messageDay, messageLanguageOf, renderMessage } from '@host/domain/notifications/templates';
import { CURRENCY_OF } from '@host/domain/payments/contract';
import type { RowSink } from './copy-sink';
import type { Day, PlannedBooking } from './scale-bookings';
import { HOUR, MINUTE, type Life } from './scale-life';
import type { ScaleGuest } from './scale-people';
import type { PlannedBrand, PlannedTable } from './scale-plan';
import { KIND, uniqueToken, type Random } from './scale-random';

/**
 * A booking's rows as the app leaves them (seed/demo-history.ts writes the demo's the same way): the
 * reservation, its table link (inactive once finished), its history lines, its payment request and
 * transactions, its messages in the delivery ledger with the plan rows that queued them, and, for a
 * booking taken from the waiting list, the entry and the accepted offer.
 */
export interface GuestBook {
  rows: ScaleGuest[];
  firstSeen: number[];
  visits: number[];
  noShows: number[];
  lastVisit: Array<string | null>;
}

/** Running counts the generator keeps across brands. */
export interface Written {
  bookings: number;
  tokens: number;
}

export interface BookingToWrite {
  planned: PlannedBooking;
  life: Life;
  code: string;
  n: number;
  guest: number | null;
  guestRow: ScaleGuest | null;
  table: PlannedTable;
  holdStartsAt: number;
  holdEndsAt: number;
  isActive: boolean;
  diningInterval: number;
  serviceId: string;
  hearsFromUs: boolean;
}

const GUEST_NOTES = ['Window seat if possible', 'High chair needed', 'No pork, please', 'Celebrating an anniversary', 'Wheelchair access'];
/**
 * A guest's id, known before the brand's guest book is written (after its bookings, which point at it):
 * the brand's number in the fourth group keeps the brands' guests apart.
 */
const guestIdOf = (brand: PlannedBrand, guest: number) => {
  const kind = KIND.customer.toString(16).padStart(4, '0');
  return `${brand.id.slice(0, 8)}-${kind}-4000-8${brand.id.slice(-3)}-${(guest + 1).toString(16).padStart(12, '0')}`;
};

export function writeBookingRows(day: Day, rand: Random, b: BookingToWrite) {
  const { sink, plan, brand, outlet, date } = day;
  const { life, planned: p, guestRow } = b;
  const id = plan.ids.next(KIND.reservation);
  const customerId = b.guest === null ? null : guestIdOf(brand, b.guest);
  const statusLines = life.events.filter((e) => e.action === 'status');
  const last = statusLines.at(-1);
  const isOnline = p.source === 'customer' || p.source === 'google';
  const allowMessages = p.isWalkIn || rand() < 0.9;
  const messages = b.hearsFromUs && allowMessages ? messagesOf(life, p, guestRow!, day.now) : [];
  const ticketId = p.ticket === null ? null : p.ticket === 'guarantee' ? brand.tickets.guarantee : brand.tickets[p.ticket];
  const version = 1 + statusLines.length;
  sink.row('reservations', {
    id,
    code: b.code,
    outlet_id: outlet.id,
    service_timing_id: b.serviceId,
    customer_id: customerId,
    ticket_id: ticketId,
    language: guestRow?.language ?? null,
    source: p.source,
    dining_interval: b.diningInterval,
    customer_phone: guestRow?.phone ?? null,
    customer_first_name: guestRow?.firstName ?? null,
    customer_last_name: guestRow?.lastName ?? '',
    reservation_date: date,
    reservation_time: p.time,
    starts_at: new Date(p.start),
    number_of_adults: p.pax - p.children,
    number_of_children: p.children,
    status: life.status,
    is_walk_in: p.isWalkIn,
    notes: !p.isWalkIn && rand() < 0.1 ? GUEST_NOTES[Math.floor(rand() * GUEST_NOTES.length)]! : null,
    occasions: !p.isWalkIn && rand() < 0.06 ? ['birthday'] : [],
    created_by_restaurant: p.source === 'restaurant' || p.isWalkIn,
    created_by_customer: isOnline,
    modified_by_restaurant: last?.actor === 'outlet',
    cancelled_by_restaurant: life.cancelledByRestaurant,
    allow_sms_notify: allowMessages,
    allow_email_notify: allowMessages,
    confirmed_at: at(life.confirmedAt),
    cancelled_at: at(life.cancelledAt),
    seated_at: at(life.seatedAt),
    departed_at: at(life.departedAt),
    created_timestamp: new Date(life.createdAt),
    modified_timestamp: new Date(last?.at ?? life.createdAt),
    version,
    // Planned and acknowledged: a server started on the data set has no message to send of its own.
    notifications_version: version,
    guest_acknowledged: true,
    guest_email: isOnline ? (guestRow?.email ?? null) : null,
    guest_token: messages.length ? uniqueToken(rand, 'a', day.written.tokens++) : null,
  });
  sink.row('reservation_tables', {
    reservation_id: id,
    table_id: b.table.id,
    starts_at: new Date(b.holdStartsAt),
    ends_at: new Date(b.holdEndsAt),
    is_active: b.isActive,
  });
  for (const e of life.events) {
    const actor =
      e.actor === 'outlet'
        ? { actor_kind: 'outlet', actor_id: outlet.id, actor_name: outlet.code }
        : e.actor === 'guest' && guestRow
          ? { actor_kind: 'guest', actor_id: customerId, actor_name: `${guestRow.firstName} ${guestRow.lastName}` }
          : { actor_kind: 'system', actor_id: null, actor_name: 'Host' };
    sink.row('reservation_activities', {
      id: plan.ids.next(KIND.activity),
      reservation_id: id,
      ...actor,
      action: e.action,
      changes: e.changes,
      created_at: new Date(e.at),
    });
  }
  if (life.payment) writePayment(day, rand, id, life);
  for (const m of messages) writeMessage(day, { id, booking: b, guest: guestRow! }, m);
  // Some online bookings came off the waiting list: the guest joined, a freed time was offered, they took it.
  if (p.source === 'customer' && guestRow && rand() < 0.04) writeWaitlist(day, rand, id, b);
}

const at = (ms: number | null) => (ms === null ? null : new Date(ms));

function writePayment(day: Day, rand: Random, reservationId: string, life: Life) {
  const { sink, plan, brand, outlet } = day;
  const p = life.payment!;
  const currency = CURRENCY_OF[brand.country];
  const requestId = plan.ids.next(KIND.paymentRequest);
  const token = uniqueToken(rand, 'b', day.written.tokens++);
  const isHold = p.kind === 'hold';
  const status = p.expiredAt !== null ? 'expired' : p.paidAt === null ? 'pending' : isHold ? 'guaranteed' : 'paid';
  sink.row('payment_requests', {
    id: requestId,
    reservation_id: reservationId,
    type: 'CARD',
    kind: p.kind,
    status,
    amount: p.amount,
    currency,
    expire_date_time: new Date(p.openedAt + HOUR),
    expire_time: 60,
    provider: 'local',
    provider_ref: `lc_${token.slice(0, 24)}`,
    token,
    link: `/pay/${token}`,
    refund_window: isHold ? null : 24,
    refund_window_unit: isHold ? null : 'hour',
    paid_at: at(p.paidAt),
    version: status === 'pending' ? 1 : 2,
    created_at: new Date(p.openedAt),
    updated_at: new Date(p.expiredAt ?? p.paidAt ?? p.openedAt),
  });
  if (p.paidAt === null) return;
  const chargeId = plan.ids.next(KIND.transaction);
  const common = {
    outlet_id: outlet.id,
    currency,
    metadata_type: 'Deposit',
    source: 'System',
    reservation_id: reservationId,
    payment_request_id: requestId,
  };
  sink.row('transactions', {
    id: chargeId,
    ...common,
    parent_id: null,
    // A held card waits to be captured; it is let go when the party comes (or cancels), charged when it does not.
    status: isHold ? (p.settledAt === null ? 'requires_capture' : p.charged ? 'charge' : 'no_charge') : 'paid',
    status_refund: null,
    amount: p.amount,
    refunded_amount: p.refundedAt !== null ? p.amount : 0,
    type: 'create',
    refund_reason: null,
    provider_ref: `lch_${token.slice(24, 48)}`,
    actor_name: p.charged ? outlet.code : null,
    created_at: new Date(p.paidAt),
    updated_at: new Date(p.refundedAt ?? p.settledAt ?? p.paidAt),
  });
  if (p.refundedAt !== null)
    sink.row('transactions', {
      id: plan.ids.next(KIND.transaction),
      ...common,
      parent_id: chargeId,
      status: 'succeeded',
      status_refund: 'succeeded',
      amount: p.amount,
      refunded_amount: 0,
      type: 'refund',
      refund_reason: 'Cancelled inside the refund window',
      provider_ref: `lre_${token.slice(40, 64)}`,
      actor_name: null,
      created_at: new Date(p.refundedAt),
      updated_at: new Date(p.refundedAt),
    });
}

interface Message {
  channel: 'sms' | 'email';
  type: 'confirm' | 'payLink';
  timing: 'now' | '24h';
  sendAt: number;
  failed: boolean;
  result: 'confirmed' | 'cancelled' | 'missed' | null;
}

/**
 * What Host sent (@host/domain/notifications/schedule): the pay link when asked to pay, the
 * acknowledgement once booked, the ask to confirm 24 hours ahead when booked earlier than that; by
 * SMS, and by email too to a guest who gave one; only what was due before the booking's time, its
 * cancel, and now. A few never arrived.
 */
function messagesOf(life: Life, p: PlannedBooking, guest: ScaleGuest, now: number): Message[] {
  const readyAt = life.payment?.paidAt ?? life.createdAt;
  const until = Math.min(life.cancelledAt ?? p.start, p.start, now);
  const sends: Array<Pick<Message, 'type' | 'timing'> & { at: number }> = [];
  if (life.payment) sends.push({ type: 'payLink', timing: 'now', at: life.payment.openedAt + MINUTE });
  sends.push({ type: 'confirm', timing: 'now', at: readyAt + MINUTE });
  if (p.start - 24 * HOUR > readyAt + MINUTE) sends.push({ type: 'confirm', timing: '24h', at: p.start - 24 * HOUR });
  const channels = guest.email ? (['sms', 'email'] as const) : (['sms'] as const);
  // Which message the guest answered: the last confirm ask before they confirmed or cancelled.
  const guestCancelled = life.cancelledAt !== null && !life.cancelledByRestaurant && p.source !== 'google';
  const settledAt = life.confirmedAt ?? (guestCancelled ? life.cancelledAt : null);
  const answered = sends.filter((s) => s.type === 'confirm' && (settledAt === null || s.at <= settledAt)).at(-1);
  // Deterministic from the booking: which messages failed (an SMS to a guest with no email, now and then; an email, rarely).
  let salt = p.start / MINUTE + p.pax;
  return sends
    .filter((s) => s.at < until)
    .flatMap((s) =>
      channels.map((channel) => {
        salt = (salt * 1_103_515_245 + 12_345) % 2_147_483_648;
        const failed = channel === 'email' ? salt % 100 < 3 : !guest.email && salt % 100 < 5;
        const result =
          s.type !== 'confirm' || failed
            ? null
            : life.confirmedAt !== null && s === answered
              ? 'confirmed'
              : guestCancelled && s === answered
                ? 'cancelled'
                : p.start <= now
                  ? 'missed'
                  : null;
        return { channel, type: s.type, timing: s.timing, sendAt: s.at, failed, result };
      }),
    );
}

const days = new Map<string, string>();
const dayInLanguage = (date: string, language: TranslationLanguage) => {
  const key = `${date}|${language}`;
  let text = days.get(key);
  if (text === undefined) days.set(key, (text = messageDay(date, language)));
  return text;
};

function writeMessage(day: Day, { id, booking, guest }: { id: string; booking: BookingToWrite; guest: ScaleGuest }, m: Message) {
  const { sink, plan, brand, outlet, date } = day;
  const deliveryId = plan.ids.next(KIND.delivery);
  const language = messageLanguageOf(guest.language, LOCALES[brand.country].languageTags[0]);
  const template = m.type === 'payLink' ? 'payLink' : m.timing === 'now' ? 'booked' : 'confirm';
  const payment = booking.life.payment;
  const text = renderMessage(template, language, {
    name: guest.firstName,
    outlet: outlet.name,
    date: dayInLanguage(date, language),
    time: booking.planned.time.slice(0, 5),
    pax: String(booking.planned.pax),
    // The link is the guest's page, signed with the server's secret the seed does not hold: left out.
    link: '',
    amount: payment ? formatMoney(payment.amount, brand.country) : '',
  });
  const provider = m.channel === 'sms' ? 'local-sms' : 'smtp-catcher';
  // A failure is the provider not answering four times (sender.ts: MAX_ATTEMPTS, waits of 30 s doubling).
  const settledAt = new Date(m.sendAt + (m.failed ? 210_000 : 5_000));
  sink.row('message_deliveries', {
    id: deliveryId,
    outlet_id: outlet.id,
    reservation_id: id,
    channel: m.channel,
    template,
    language,
    recipient: m.channel === 'sms' ? guest.phone : guest.email,
    subject: m.channel === 'email' ? text.subject : null,
    body: text.body,
    state: m.failed ? 'failed' : 'delivered',
    attempts: m.failed ? 4 : 1,
    last_error: m.failed ? 'TimeoutError: The operation was aborted due to timeout' : null,
    provider,
    provider_ref: m.failed ? null : m.channel === 'sms' ? `${provider}-${deliveryId}` : `<${deliveryId}@host.local>`,
    sent_at: m.failed ? null : settledAt,
    created_at: new Date(m.sendAt),
    updated_at: settledAt,
  });
  sink.row('confirmation_notifications', {
    id: plan.ids.next(KIND.notification),
    reservation_id: id,
    key: `${m.type}:${m.channel}:${m.timing}`,
    channel: m.channel,
    type: m.type,
    timing: m.timing,
    status: 'queued',
    is_sent: !m.failed,
    send_at: new Date(m.sendAt),
    result: m.result,
    delivery_id: deliveryId,
    created_at: new Date(booking.life.createdAt),
    updated_at: settledAt,
  });
}

function writeWaitlist(day: Day, rand: Random, reservationId: string, b: BookingToWrite) {
  const { sink, plan, outlet, date } = day;
  const guest = b.guestRow!;
  const offeredAt = b.life.createdAt - 5 * MINUTE;
  const joinedAt = offeredAt - Math.round(30 + rand() * 2000) * MINUTE;
  const entryId = plan.ids.next(KIND.waitingListEntry);
  const [h, m] = b.planned.time.split(':').map(Number) as [number, number];
  const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  sink.row('waiting_list_entries', {
    id: entryId,
    outlet_id: outlet.id,
    date,
    window_start: clock(h * 60 + m - 30),
    window_end: clock(h * 60 + m + 30),
    status: 'booked',
    source: 'online',
    customer_first_name: guest.firstName,
    customer_last_name: guest.lastName,
    customer_phone: guest.phone,
    customer_email: guest.email,
    number_of_adults: b.planned.pax - b.planned.children,
    number_of_children: b.planned.children,
    language: guest.language,
    link_nonce: uniqueToken(rand, 'c', day.written.tokens++),
    joined_at: new Date(joinedAt),
    reservation_id: reservationId,
    version: 3,
    created_at: new Date(joinedAt),
    updated_at: new Date(b.life.createdAt),
  });
  sink.row('waiting_list_offers', {
    id: plan.ids.next(KIND.waitingListOffer),
    entry_id: entryId,
    outlet_id: outlet.id,
    date,
    time: b.planned.time,
    pax: b.planned.pax,
    table_ids: [b.table.id],
    starts_at: new Date(b.planned.start),
    ends_at: new Date(b.planned.start + b.diningInterval * 1000),
    status: 'accepted',
    expires_at: new Date(offeredAt + 15 * MINUTE),
    answered_at: new Date(b.life.createdAt),
    reservation_id: reservationId,
    created_at: new Date(offeredAt),
  });
}

/** The brand's guests, once their bookings are known: each from their first booking, with the figures the trigger keeps. */
export function writeGuestRows(sink: RowSink, brand: PlannedBrand, book: GuestBook) {
  book.rows.forEach((g, i) => {
    const since = new Date(book.firstSeen[i]!);
    sink.row('customers', {
      id: guestIdOf(brand, i),
      brand_id: brand.id,
      first_name: g.firstName,
      last_name: g.lastName,
      language: g.language,
      phone: g.phone,
      email: g.email,
      country_code: brand.country,
      can_send_sms_marketing: i % 2,
      can_send_email_marketing: g.email ? 1 : 0,
      visit_count: book.visits[i],
      no_show_count: book.noShows[i],
      last_visit_date: book.lastVisit[i],
      created_at: since,
      updated_at: since,
    });
  });
}
