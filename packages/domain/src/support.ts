import { z } from 'zod';
import { safeText } from './input';
import type { MessageKey } from './messages';

/*
 * Support staff and impersonation (SPEC.md sections 1 and 6, issue 15). Support staff act for an
 * outlet only inside an impersonation they opened with a reason; every write made in it is kept in
 * the audit log against it.
 *
 *   GET    /api/v1/support/outlets?q=          SupportOutlet[]          search any visible outlet
 *   POST   /api/v1/support/impersonations      {outletId, reason}       201 Impersonation (the session now acts as the outlet)
 *   DELETE /api/v1/support/impersonation                                200 Impersonation (ended; the session has no outlet)
 *   GET    /api/v1/support/impersonations                               ImpersonationAudit[] (newest first, with their writes)
 */

/** A reason someone else can read later: a few words at least, one line at most. */
export const IMPERSONATION_REASON_MIN = 10;
export const IMPERSONATION_REASON_MAX = 500;
/** The search takes a few letters of a name, an oms id or a country code. */
export const SUPPORT_SEARCH_MAX = 100;
export const SUPPORT_SEARCH_LIMIT = 50;
/** The audit view shows the newest impersonations, each with its newest writes. */
export const AUDIT_LIST_LIMIT = 50;
export const AUDIT_WRITES_LIMIT = 200;

/** Why a reason is refused, or null: required, at least IMPERSONATION_REASON_MIN characters once trimmed. */
export function impersonationReasonProblem(reason: string | undefined | null): MessageKey | null {
  const trimmed = (reason ?? '').trim();
  if (!trimmed) return 'impersonationReasonRequired';
  if ([...trimmed].length < IMPERSONATION_REASON_MIN) return 'impersonationReasonTooShort';
  return null;
}

/**
 * The body of a start. The reason's presence and length are the rule above (a 422 with the field),
 * not the body's shape, so a missing and a blank reason answer the same.
 */
export const startImpersonationInputSchema = z.object({
  outletId: z.uuid(),
  reason: safeText(IMPERSONATION_REASON_MAX).optional(),
});
export type StartImpersonationInput = z.infer<typeof startImpersonationInputSchema>;

/** A form's view of the same rule, for react-hook-form (the server checks it again). */
export const impersonationFormSchema = z.object({
  reason: safeText(IMPERSONATION_REASON_MAX).superRefine((value, ctx) => {
    const problem = impersonationReasonProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type ImpersonationForm = z.infer<typeof impersonationFormSchema>;

export const supportSearchQuerySchema = z.object({ q: safeText(SUPPORT_SEARCH_MAX).optional() });

export const supportOutletSchema = z.object({
  id: z.string(),
  outletName: z.string(),
  omsOutletId: z.string(),
  countryCode: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  omsBrandId: z.string(),
});
export type SupportOutlet = z.infer<typeof supportOutletSchema>;

export const impersonationSchema = z.object({
  id: z.string(),
  supportEmail: z.string(),
  outletId: z.string().nullable(),
  outletName: z.string(),
  brandId: z.string().nullable(),
  brandName: z.string(),
  reason: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Impersonation = z.infer<typeof impersonationSchema>;

/**
 * One write made while impersonating: what was called and on which ids, and how it ended. Never the
 * body (it may hold guests' phones) nor the query.
 */
export const impersonationWriteSchema = z.object({
  id: z.string(),
  method: z.string(),
  route: z.string(),
  ids: z.record(z.string(), z.string()),
  statusCode: z.number().int(),
  at: z.iso.datetime({ offset: true }),
});
export type ImpersonationWrite = z.infer<typeof impersonationWriteSchema>;

export const impersonationAuditSchema = impersonationSchema.extend({ writes: z.array(impersonationWriteSchema), writeCount: z.number().int() });
export type ImpersonationAudit = z.infer<typeof impersonationAuditSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ids a write names in its path, as the audit keeps them: only uuid values, so a path that
 * carried anything else (a token, a phone) keeps nothing of it.
 */
export function auditedIds(params: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(params ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && UUID.test(entry[1])));
}

/** Whether a request is a write the audit records: any method but GET, HEAD and OPTIONS, on /api/v1, outside the support routes themselves. */
export function isAuditedWrite(method: string, route: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()) && route.startsWith('/api/v1/') && !route.startsWith('/api/v1/support/');
}
