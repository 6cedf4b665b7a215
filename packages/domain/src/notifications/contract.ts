import { z } from 'zod';
import { localDateSchema, localTimeNormalisedSchema, wholeNumber } from '../input';
import { TRANSLATION_LANGUAGES } from '../locales';
import { RESERVATION_STATUS } from '../statuses';
import { NOTIFICATION_TIMINGS } from './schedule';
import { MESSAGE_TEMPLATES, TEMPLATE_MAX_LENGTH } from './templates';

/** The HTTP shapes of guest messages (issue 14), shared by the server's routes and the web. */

export const DELIVERY_STATES = ['queued', 'sent', 'delivered', 'failed', 'retried'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_CHANNELS = ['sms', 'email', 'phone'] as const;

/** One message of the delivery ledger, as staff see it. */
export const deliveryViewSchema = z.object({
  id: z.string(),
  outletId: z.string(),
  reservationId: z.string().nullable(),
  reservationCode: z.string().nullable(),
  channel: z.enum(DELIVERY_CHANNELS),
  template: z.enum(MESSAGE_TEMPLATES),
  language: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  fallbackOfId: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

export const ledgerPageSchema = z.object({ items: z.array(deliveryViewSchema), nextCursor: z.string().nullable() });
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** A planned message of a booking: when it goes, on which channel, and what became of it. */
export const plannedMessageViewSchema = z.object({
  id: z.string(),
  key: z.string(),
  channel: z.enum(DELIVERY_CHANNELS),
  type: z.string(),
  timing: z.string().nullable(),
  status: z.enum(['planned', 'queued', 'cancelled']),
  isSent: z.boolean(),
  sendAt: z.string(),
  result: z.enum(['confirmed', 'cancelled', 'missed']).nullable(),
  deliveryId: z.string().nullable(),
});
export type PlannedMessageView = z.infer<typeof plannedMessageViewSchema>;

export const bookingMessagesSchema = z.object({ planned: z.array(plannedMessageViewSchema), deliveries: z.array(deliveryViewSchema) });
export type BookingMessages = z.infer<typeof bookingMessagesSchema>;

/**
 * POST /reservations/{id}/payment-request/resend: the pay link again, by the channel named, or (left
 * out) by the outlet's own: SMS where it is on and the guest has a phone, else email where it is on.
 */
export const resendPayLinkSchema = z.object({ channel: z.enum(['sms', 'email']).optional() });

/** A mail as the local catcher kept it, as the guest's inbox shows it; its HTML part is shown to staff only in a sandboxed frame. */
export const caughtMailSchema = z.object({
  subject: z.string().nullable(),
  from: z.string().nullable(),
  replyTo: z.string().nullable(),
  to: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  receivedAt: z.string(),
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;

/** The guest's page behind their link: enough to recognise the booking, no more (no phone, no last name). */
export const guestBookingViewSchema = z.object({
  code: z.string(),
  outletName: z.string(),
  /** the restaurant's logo, shown with its name at the top as the booking page does (issue 28) */
  outletLogoUrl: z.string().nullable(),
  /** the restaurant's phone as the outlet gives it: whom to call for what the page cannot do (issue 28) */
  outletPhone: z.string().nullable(),
  /** the outlet's booking page address (its slug, else its id): the change form reads the free times there */
  outletRef: z.string(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  pax: z.number().int(),
  /** the party's adults and children: a change of party size keeps the children (at most the party less one) */
  numberOfAdults: z.number().int(),
  numberOfChildren: z.number().int(),
  guestFirstName: z.string().nullable(),
  status: z.enum(Object.keys(RESERVATION_STATUS) as [keyof typeof RESERVATION_STATUS, ...Array<keyof typeof RESERVATION_STATUS>]),
  language: z.string().nullable(),
  timeZone: z.string(),
  canConfirm: z.boolean(),
  canCancel: z.boolean(),
  /** the guest may change the day, time or party (issue 18: a ticket's self-edit and edit window) */
  canChange: z.boolean(),
  /** the open pay link of a booking waiting for its deposit (PENDING): the guest pays from here too */
  payUrl: z.string().nullable(),
  /** the guest's own charges and refunds on it: status, amount and the provider's words on one declined or failed */
  payments: z.array(
    z.object({
      type: z.enum(['charge', 'refund']),
      status: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      message: z.string().nullable(),
    }),
  ),
  /** the party sizes the outlet takes online, for the change form */
  minPartySize: z.number().int(),
  maxPartySize: z.number().int(),
  /** the guest's own answers on marketing (issue 32), changed from here; null without a guest in the guest book */
  marketing: z.object({ sms: z.boolean(), email: z.boolean() }).nullable(),
});
export type GuestBookingView = z.infer<typeof guestBookingViewSchema>;

/** PATCH /api/guest/{token}: the guest's change of day, time or party (issue 18); what is left out stays. */
export const guestChangeInputSchema = z.object({
  reservationDate: localDateSchema.optional(),
  reservationTime: localTimeNormalisedSchema.optional(),
  numberOfAdults: wholeNumber(1, 500, 'partyAtLeastOne', 'partyTooLarge').optional(),
  numberOfChildren: wholeNumber(0, 500, 'childrenNotNegative', 'partyTooLarge').optional(),
});
export type GuestChangeInput = z.infer<typeof guestChangeInputSchema>;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'quietHoursInvalid');
const email = z.email();

/** An outlet's guest-message settings (issue 14): channels, timings, quiet hours, wording, forwarding addresses. */
export const notificationSettingsSchema = z.object({
  enableSMS: z.boolean(),
  enableEmail: z.boolean(),
  enableAutomatedCall: z.boolean(),
  confirmTimings: z.array(z.enum(['now', '24h', '5h'])),
  callTimings: z.array(z.enum(['3h', '2h', '1h'])),
  quietStart: clock.nullable(),
  quietEnd: clock.nullable(),
  templates: z.partialRecord(
    z.enum(TRANSLATION_LANGUAGES),
    z.partialRecord(z.enum(MESSAGE_TEMPLATES), z.string().max(TEMPLATE_MAX_LENGTH, 'templateTooLong')),
  ),
  /** where copies of the outlet's booking mails go (docs/rules.md section 3 forwardingAddress) */
  forwardingAddress: z.array(z.string().trim().max(254)).max(10),
  version: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsInputSchema = notificationSettingsSchema
  .omit({ version: true })
  .refine((s) => (s.quietStart === null) === (s.quietEnd === null), { message: 'quietHoursInvalid', path: ['quietEnd'] });
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;
/** The settings as a form holds them before parsing (defaults not yet filled). */
export type NotificationSettingsFormValues = z.input<typeof notificationSettingsInputSchema>;

/** docs/rules.md section 8: 'invalid forwarding address emails' names the addresses that are not emails. */
export function invalidForwardingAddresses(addresses: readonly string[]): string[] {
  return addresses.filter((address) => !email.safeParse(address.trim()).success);
}

export { NOTIFICATION_TIMINGS };
