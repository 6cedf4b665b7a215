import { z } from 'zod';
import { messageText, type MessageKey, type MessageParams } from './messages';

/**
 * Every error body the API sends (docs/architecture.md, HTTP): `{ code, message, details? }`. So a client can
 * translate by key (docs/decisions/005-messages-by-key.md), `details` names the message's stable
 * reason key and values, `{ reason, params?, ... }` (a rule's field errors in `fields`), except a
 * 400's, which is docs/architecture.md's list of `{ field, message }` (its reason is always 'dataNotValid').
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
/** The reason part of an error's `details` (when `details` is not a list of field errors). */
export const errorReasonSchema = z.object({
  reason: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/** One field's problem in a 400's (or a rule's) `details`. */
export const fieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The error codes and the HTTP status each maps to, in one place. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** a change that would touch bookings: the caller lists them and asks before it goes on */
  AFFECTED_RESERVATIONS: 409,
  PRECONDITION_REQUIRED: 428,
  BUSINESS_RULE: 422,
  /** more guests than the tables seat: the host is asked, then may go on */
  TABLE_NOT_SUITABLE: 422,
  /** a time the availability rules refuse: the reasons are in details; staff may book with an override reason */
  SLOT_UNAVAILABLE: 422,
  THROTTLED: 429,
  /** a same Idempotency-Key sent with a different body (as Stripe answers it) */
  IDEMPOTENCY_MISMATCH: 422,
  INTERNAL: 500,
  /** the database (or another part the server needs) is down for now: try again shortly */
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** A message with values must be given them; one without takes none. */
type ErrorOptions<K extends MessageKey> =
  MessageParams<K> extends undefined ? [options?: { details?: unknown }] : [options: { params: MessageParams<K>; details?: unknown }];

/**
 * A rule broken in a service, by its message's reason key; the English (docs/rules.md section 8's exact
 * message where it names one) is the catalogue's.
 */
export class DomainError<K extends MessageKey = MessageKey> extends Error {
  readonly params: MessageParams<K> | undefined;
  readonly details: unknown;
  constructor(
    readonly code: ErrorCode,
    readonly reason: K,
    ...[options]: ErrorOptions<K>
  ) {
    const params = (options as { params?: MessageParams<K> } | undefined)?.params;
    super(messageText(reason, params));
    this.name = 'DomainError';
    this.params = params;
    this.details = options?.details;
  }
}

/** A field issue by its reason key, as `details` lists it. */
export function fieldIssue<K extends MessageKey>(
  field: string,
  reason: K,
  ...params: MessageParams<K> extends undefined ? [] : [MessageParams<K>]
): FieldIssue {
  const values = params[0] as Record<string, string | number> | undefined;
  return { field, message: messageText(reason, values as MessageParams<K>), reason, ...(values ? { params: values } : {}) };
}

/** A refusal worked out by a domain rule (its reason key and values), thrown as a DomainError. */
export function refusal(
  code: ErrorCode,
  refused: { reason: MessageKey; params?: Record<string, string | number> },
  details?: unknown,
): DomainError {
  const Loose = DomainError as unknown as new (
    code: ErrorCode,
    reason: MessageKey,
    options: { params?: object; details?: unknown },
  ) => DomainError;
  return new Loose(code, refused.reason, { params: refused.params, details });
}
