import { z } from 'zod';
import { safeText, scrubJson, scrubText } from './input';

/** Lowercase hex SHA-512 of the UTF-8 PIN or password, made in the browser (docs/architecture.md, HTTP). */
export const sha512HexSchema = z.string().regex(/^[0-9a-f]{128}$/, 'must be the lowercase hex SHA-512 of the secret');

export const pinLoginInputSchema = z.object({
  code: safeText(64).min(1),
  sha512Pin: sha512HexSchema,
});
export type PinLoginInput = z.infer<typeof pinLoginInputSchema>;

export const emailLoginInputSchema = z.object({
  email: z.string().trim().email().max(254),
  sha512Pw: sha512HexSchema,
});
export type EmailLoginInput = z.infer<typeof emailLoginInputSchema>;

export const forgotPasswordInputSchema = z.object({
  userEmail: z.string().trim().email().max(254),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const switchOutletInputSchema = z.object({
  omsOutletId: safeText(100).min(1),
});
export type SwitchOutletInput = z.infer<typeof switchOutletInputSchema>;

export const refreshSessionInputSchema = z.object({
  clearCache: z.boolean().optional(),
});

const nonEmptyId = z.string().min(1);

export const sessionOutletSchema = z.object({
  id: nonEmptyId,
  outletName: z.string(),
  brandId: nonEmptyId,
  omsOutletId: nonEmptyId,
});

export const sessionBrandSchema = z.object({
  id: nonEmptyId,
  omsBrandId: nonEmptyId,
  brandName: z.string(),
  countryCode: z.string().length(2),
  timezone: z.string(),
  routeToHostv3: z.boolean(),
  offerHostv3: z.boolean(),
  /** docs/rules.md section 3: the brand offers table combinations (settings and the floor) */
  isEnableTableCombination: z.boolean(),
  /** docs/rules.md section 3: the brand asks guests to pay deposits and prepayments (issue 13) */
  isEnablePaymentRequest: z.boolean(),
});

/** A brand the signed-in user may act for, with the outlets they may pick (docs/rules.md section 6). */
export const userBrandSchema = z.object({
  id: nonEmptyId,
  omsBrandId: nonEmptyId,
  brandName: z.string(),
  countryCode: z.string().length(2),
  outlets: z.array(sessionOutletSchema),
});
export type UserBrand = z.infer<typeof userBrandSchema>;

export const USER_KINDS = ['oddler', 'merchant'] as const;
export type UserKind = (typeof USER_KINDS)[number];

export const sessionSchema = z.object({
  isOutletLoggedIn: z.boolean(),
  isUserLoggedIn: z.boolean(),
  outlet: sessionOutletSchema.nullable(),
  brand: sessionBrandSchema.nullable(),
  hostV2AuthToken: z.string().nullable(),
  quickCodeId: z.string().nullable(),
  userInfo: z
    .object({
      email: z.string(),
      kind: z.enum(USER_KINDS),
      isImpersonation: z.boolean(),
      /** support staff acting for the outlet: why, and since when (issue 15) */
      impersonation: z
        .object({ id: nonEmptyId, reason: z.string(), startedAt: z.iso.datetime({ offset: true }) })
        .nullable()
        .optional(),
      brands: z.array(userBrandSchema),
      accountId: nonEmptyId,
    })
    .nullable(),
  omsAccount: z.object({ id: nonEmptyId, email: z.string() }).nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * docs/rules.md section 6: oddler (internal support staff) when the email "contains the internal domain".
 * Read as the email's domain being it (or one of its subdomains), not the text appearing anywhere:
 * support staff may open any outlet of any brand (issue 15), so host.internal.fan@example.com or
 * a@host.internal.example.com must not be support staff.
 */
export function userKindOf(email: string, internalEmailDomain: string): UserKind {
  const domain = email.toLowerCase().trim().split('@').pop() ?? '';
  const internal = internalEmailDomain.toLowerCase().replace(/^@/, '');
  return email.includes('@') && (domain === internal || domain.endsWith(`.${internal}`)) ? 'oddler' : 'merchant';
}

/** docs/rules.md section 6: brands and outlets in these reserve channel states are hidden everywhere. */
export const HIDDEN_RESERVE_CHANNEL_STATUSES = ['not_applicable', 'not_setup'] as const;
export function isReserveChannelVisible(status: string): boolean {
  return !(HIDDEN_RESERVE_CHANNEL_STATUSES as readonly string[]).includes(status);
}

/**
 * A browser's error report. What it says is never refused for the characters in it (the report is how
 * we learn something went wrong): control and direction characters become U+FFFD (input.ts scrubText).
 */
const reportText = (max: number) => z.string().max(max).transform(scrubText);
export const errorReportInputSchema = z.object({
  level: z.enum(['error', 'warning', 'info']),
  message: reportText(2000),
  error: reportText(20000).optional(),
  userAgent: reportText(1000).optional(),
  ipv4: reportText(64).nullable().optional(),
  context: z
    .record(z.string(), z.unknown())
    .transform((context) => scrubJson(context) as Record<string, unknown>)
    .optional(),
});
export type ErrorReportInput = z.infer<typeof errorReportInputSchema>;

export { PIN_PATTERN, safeContinuePath } from './sign-in-form';

export const MIN_PASSWORD_LENGTH = 8;
export const resetPasswordInputSchema = z.object({
  /** base64url, as the reset email's link carries it */
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
  sha512Pw: sha512HexSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, 'validation.passwordTooShort').max(256, 'validation.tooLong'),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, { path: ['confirm'], message: 'validation.passwordsDiffer' });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/**
 * The sign-in throttle (docs/decisions/010-sign-in-throttle.md). Wrong secrets are counted twice:
 * per source (one device or address, for one code or email), so a prankster at one address cannot
 * lock a restaurant's shared PIN for everyone, and per code or email across all sources, at a higher
 * ceiling, so many addresses together still cannot guess it. Past its free tries a counter asks for
 * a growing wait (it doubles with each further failure) rather than locking hard.
 */
export interface ThrottleRule {
  /** failures within the window that cost no wait */
  free: number;
  /** the wait after the `free`-th failure; each further failure doubles it */
  firstWaitSeconds: number;
  /** the longest wait asked for */
  maxWaitSeconds: number;
  /** failures older than this are forgotten */
  windowMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const SIGN_IN_THROTTLE = {
  /** one device or address, one code or email: five tries, then 30 s, 1, 2, 4, 8 min, at most 15 min */
  perSource: { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 15 * 60, windowMs: DAY_MS },
  /** one code or email from anywhere: twenty tries in 30 days, then 1, 2, 4 min ... doubling up to a day */
  perSubject: { free: 20, firstWaitSeconds: 60, maxWaitSeconds: 24 * 60 * 60, windowMs: 30 * DAY_MS },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Seconds to wait before the next try, or 0 to go ahead, given the times (ms) of the failures
 * counted so far, at `now` (ms).
 */
export function throttleWaitSeconds(rule: ThrottleRule, failureTimes: readonly number[], now: number): number {
  const counted = failureTimes.filter((t) => t > now - rule.windowMs && t <= now);
  if (counted.length < rule.free) return 0;
  const last = Math.max(...counted);
  const doublings = counted.length - rule.free;
  // 2 ** 40 seconds is far past any ceiling: no overflow to Infinity in the arithmetic.
  const wait = Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** Math.min(doublings, 40));
  const remainingMs = last + wait * 1000 - now;
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}
