import { z } from 'zod';
import { safeText } from './input';
import type { MessageKey } from './messages';

/*
 * Support staff and impersonation (docs/rules.md sections 1 and 6, issue 15). Support staff act for an
 * outlet only inside an impersonation they opened with a reason; every write made in it is kept in
 * the audit log against it.
 *
 *   GET    /api/v1/support/outlets?q=          SupportOutlet[]          search any visible outlet
 *   POST   /api/v1/support/impersonations      {outletId, reason}       201 Impersonation (the session now acts as the outlet)
 *   DELETE /api/v1/support/impersonation                                200 Impersonation (ended; the session has no outlet)
 *   GET    /api/v1/support/impersonations                               ImpersonationAudit[] (newest first, with their writes)
 *   GET    /api/v1/brands/:brandId/support-audit                         ImpersonationAudit[] of the brand's outlets (its merchant)
 *
 * Each write keeps the fields it changed, as they were and as they became (issue 27).
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
 * What a write did to one field (issue 27): `changed`, as it was and as it became, read where the
 * write was made; or `sent`, only what the caller asked for (a refused write, a creation, a write
 * no module describes). Phones and emails masked as in the logs; secrets never kept.
 */
export const auditedChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('changed'), field: z.string(), from: z.unknown(), to: z.unknown() }),
  z.object({ kind: z.literal('sent'), field: z.string(), to: z.unknown() }),
]);
export type AuditedChange = z.infer<typeof auditedChangeSchema>;

/**
 * One write made while impersonating: what was called and on which ids, how it ended, and what it
 * changed (never the query, nor a secret of the body).
 */
export const impersonationWriteSchema = z.object({
  id: z.string(),
  method: z.string(),
  route: z.string(),
  ids: z.record(z.string(), z.string()),
  statusCode: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  changes: z.array(auditedChangeSchema),
});
export type ImpersonationWrite = z.infer<typeof impersonationWriteSchema>;

/** An impersonation with its writes, and the zone of its outlet's clock, in which the audit shows its times. */
export const impersonationAuditSchema = impersonationSchema.extend({
  writes: z.array(impersonationWriteSchema),
  writeCount: z.number().int(),
  timezone: z.string(),
});
export type ImpersonationAudit = z.infer<typeof impersonationAuditSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ids a write names in its path, as the audit keeps them: only uuid values, so a path that
 * carried anything else (a token, a phone) keeps nothing of it.
 */
export function auditedIds(params: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && UUID.test(entry[1])),
  );
}

/**
 * POSTs that only read: the session read afresh (`{clearCache: true}`); who a guest being added may
 * already be (a POST only to keep the typed phone out of the URL).
 */
const READS_BY_POST = new Set(['POST /api/auth/session', 'POST /api/v1/brands/:brandId/customers/possible-duplicates']);

/**
 * Whether a request is a write the audit records: any method but GET, HEAD and OPTIONS, on any route
 * (the session's own calls, push subscriptions and uploads too: issue 27), but the support routes
 * themselves and the POSTs that only read.
 */
export function isAuditedWrite(method: string, route: string): boolean {
  const verb = method.toUpperCase();
  return !['GET', 'HEAD', 'OPTIONS'].includes(verb) && !route.startsWith('/api/v1/support/') && !READS_BY_POST.has(`${verb} ${route}`);
}

/**
 * Fields the audit never keeps, at any depth: they would let a reader act as the caller (a PIN's or
 * a password's hash, a token, a push subscription's keys) or pay with their card.
 */
const SECRET_NAMES = [
  'sha512.*',
  '.*pin(?:_?hash)?',
  '.*pw',
  '.*passw(?:or)?d.*',
  '.*secret.*',
  '.*token.*',
  'keys?',
  'auth',
  'authorization',
  'cookie',
  '.*(?:api|private)_?key.*',
  '.*encrypted.*',
  'card_?number',
  'cvc',
  'cvv',
  'expiry',
];
const SECRET_FIELD = new RegExp(`^(?:${SECRET_NAMES.join('|')})$`, 'i');

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** A row's bookkeeping, not something a person changed. */
const BOOKKEEPING_FIELDS = new Set(['version', 'createdAt', 'updatedAt', 'statusChangedAt', 'modifiedTimestamp']);

/** A longer text is cut (an upload's image, say); a booking's notes (2,000 characters) fit whole. */
export const AUDIT_TEXT_MAX = 2000;
/** The fields one write keeps at most. */
export const AUDIT_FIELDS_MAX = 100;

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields whose value differs between a row before a write and after it (only the fields both
 * have; the row's version and times of bookkeeping left out), each as it was and as it became.
 */
export function changedFields(before: object, after: unknown): Record<string, { from: unknown; to: unknown }> {
  if (!after || typeof after !== 'object' || Array.isArray(after)) return {};
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(now)
      .filter((field) => field in was && !BOOKKEEPING_FIELDS.has(field) && comparable(was[field]) !== comparable(now[field]))
      .map((field) => [field, { from: was[field] ?? null, to: now[field] ?? null }]),
  );
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A request body's fields, as sent (a body that is not an object of fields is one field, `body`).
 * `omitEmpty` for a creation: a blank field of a new row set nothing (an edit's null clears a field, and stays).
 */
export function sentFields(body: unknown, options: { omitEmpty?: boolean } = {}): AuditedChange[] {
  if (body === undefined || body === null || body === '') return [];
  if (typeof body !== 'object' || Array.isArray(body) || body instanceof Uint8Array)
    return [{ kind: 'sent', field: 'body', to: body instanceof Uint8Array ? `${body.byteLength} bytes` : body }];
  return Object.entries(body as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && !(options.omitEmpty && isEmpty(value)))
    .map(([field, to]) => ({ kind: 'sent', field, to }));
}

/**
 * What the audit keeps of a write's changes: secrets dropped at any depth, then `mask` (the server's
 * log masking of phones and emails) applied to each value, then long texts cut, so a cut never
 * leaves a phone's digits half masked.
 */
export function auditedChanges(changes: AuditedChange[], mask: (value: unknown) => unknown): AuditedChange[] {
  const keep = (value: unknown): unknown => cut(mask(withoutSecrets(value)));
  return changes
    .filter((change) => !isSecretField(change.field))
    .slice(0, AUDIT_FIELDS_MAX)
    .map((change) =>
      change.kind === 'changed' ? { ...change, from: keep(change.from), to: keep(change.to) } : { ...change, to: keep(change.to) },
    );
}

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecretField(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

function cut(value: unknown): unknown {
  if (typeof value === 'string') return [...value].length > AUDIT_TEXT_MAX ? `${[...value].slice(0, AUDIT_TEXT_MAX).join('')}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(cut);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cut(inner)]));
  return value;
}
