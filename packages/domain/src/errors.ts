import { z } from 'zod';

/** Every error body the API sends (DESIGN.md, HTTP). */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
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

/** A rule broken in a service; carries SPEC.md section 8's exact message where it names one. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
