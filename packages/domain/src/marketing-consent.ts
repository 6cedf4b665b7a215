import { z } from 'zod';
import type { MessageKey } from './messages';

/**
 * Consent that is respected (issue 32, point 5; PDPA in Singapore and Malaysia): a guest's yes or no to marketing by SMS and
 * by email is kept with when it was given and how (a host or merchant recording what the guest said, or the guest from
 * their own link), and only a yes is ever exported for marketing. Messages about a booking (confirmations, reminders) are
 * not marketing and do not read it.
 */
export const CONSENT_CHANNELS = ['sms', 'email'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
/** staff: a host or merchant recorded it (the guest book); guest: the guest said it from their booking's link */
export const CONSENT_SOURCES = ['staff', 'guest'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The last word on one channel: yes or no, when, how, and who recorded it (a staff member's name; null for the guest). */
export const consentRecordSchema = z.object({
  granted: z.boolean(),
  at: z.string(),
  source: z.enum(CONSENT_SOURCES),
  by: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** A guest's consents as the profile shows them: null on a channel nobody has recorded an answer for (no means no). */
export const marketingConsentViewSchema = z.object({
  sms: consentRecordSchema.nullable(),
  email: consentRecordSchema.nullable(),
});
export type MarketingConsentView = z.infer<typeof marketingConsentViewSchema>;

/**
 * PUT /api/guest/{token}/marketing: the guest's own answer on the channel they changed (the other stays as it is, so a yes a
 * host recorded meanwhile on it is never undone by a page read before).
 */
export const guestMarketingInputSchema = z
  .object({
    sms: z.boolean({ message: 'chooseOption' satisfies MessageKey }).optional(),
    email: z.boolean({ message: 'chooseOption' satisfies MessageKey }).optional(),
  })
  .refine((answer) => answer.sms !== undefined || answer.email !== undefined, { message: 'chooseOption' satisfies MessageKey });
export type GuestMarketingInput = z.infer<typeof guestMarketingInputSchema>;

/** GET /api/v1/brands/{brandId}/marketing-export?channel=&format=: the guests who said yes on that channel, as JSON or CSV. */
export const marketingExportQuerySchema = z.object({
  channel: z.enum(CONSENT_CHANNELS, { message: 'chooseOption' satisfies MessageKey }),
  format: z.enum(['json', 'csv'], { message: 'chooseOption' satisfies MessageKey }).default('json'),
});

/** One guest of the marketing list: whom to reach, where, and when and by whom their yes was recorded. */
export const marketingListEntrySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** the mobile (sms) or the email address */
  contact: z.string(),
  language: z.string().nullable(),
  /** null: agreed before answers were recorded (the flag alone) */
  agreedAt: z.string().nullable(),
  /** 'guest', a staff member's name, or null as agreedAt */
  recordedBy: z.string().nullable(),
});
export const marketingListSchema = z.object({ channel: z.enum(CONSENT_CHANNELS), guests: z.array(marketingListEntrySchema) });
export type MarketingList = z.infer<typeof marketingListSchema>;

/** The channels whose answer a write changes, from the stored flags (1 yes, 0 no) before and after. */
export function consentChanges(
  before: { canSendSmsMarketing: number; canSendEmailMarketing: number } | null,
  after: { canSendSmsMarketing?: number; canSendEmailMarketing?: number },
): Array<{ channel: ConsentChannel; granted: boolean }> {
  const changes: Array<{ channel: ConsentChannel; granted: boolean }> = [];
  const pairs: Array<[ConsentChannel, number | undefined, number | undefined]> = [
    ['sms', before?.canSendSmsMarketing, after.canSendSmsMarketing],
    ['email', before?.canSendEmailMarketing, after.canSendEmailMarketing],
  ];
  for (const [channel, was, now] of pairs) {
    if (now === undefined) continue;
    // A new guest's no is no record: nobody asked yet. A yes, or any change, is.
    if (before === null ? now === 1 : (was ?? 0) !== now) changes.push({ channel, granted: now === 1 });
  }
  return changes;
}
