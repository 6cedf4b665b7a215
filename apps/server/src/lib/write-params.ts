import { DomainError } from '@host/domain/errors';
import { z } from 'zod';

/** If-Match: the version the client read ("3", W/"3" or 3); required on every edit (docs/architecture.md, No lost edit). */
export function versionOf(header: string | undefined): number {
  if (!header) throw new DomainError('PRECONDITION_REQUIRED', 'ifMatchRequired');
  const version = Number(header.replace(/^W\//, '').replaceAll('"', ''));
  if (!Number.isInteger(version) || version < 1) throw new DomainError('BAD_REQUEST', 'ifMatchInvalid');
  return version;
}

/**
 * An If-Match a write may leave out (a host's tap changes what is there now, decision 024): the version when named, checked
 * as versionOf checks it; undefined when absent.
 */
export function optionalVersionOf(header: string | undefined): number | undefined {
  return header ? versionOf(header) : undefined;
}

/**
 * An edit of what the client read at `version` (If-Match) with `input`: a use case takes it after the
 * id of what it edits, `(ctx, auth, id, { version, input })`.
 */
export interface VersionedEdit<T> {
  version: number;
  input: T;
}

/** An edit that may strand bookings; `confirm`: the client has seen the bookings it affects and goes on (`?confirm=true`). */
export interface VersionedSave<T> extends VersionedEdit<T> {
  confirm: boolean;
}

/** A delete of what the client read at `version`; `confirm` as a save's. */
export type VersionedDelete = Omit<VersionedSave<unknown>, 'input'>;

/** A settings row edited from a stale read: 409 with the row as it is now, never a silent overwrite. */
export function assertVersion(row: { version: number }, version: number, current?: unknown) {
  if (row.version !== version)
    throw new DomainError('CONFLICT', 'staleSettings', { details: current === undefined ? undefined : { current } });
}

/** `?confirm=true` goes on after the caller has seen the affected reservations (409 AFFECTED_RESERVATIONS). */
export const confirmQuerySchema = z.object({
  confirm: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

type IfMatchRequest = { headers: { 'if-match'?: string } };
type ConfirmRequest = IfMatchRequest & { query: { confirm: boolean } };

/** A versioned PUT or PATCH as its use case takes it. */
export function versionedEditOf<T>(request: IfMatchRequest & { body: T }): VersionedEdit<T> {
  return { version: versionOf(request.headers['if-match']), input: request.body };
}

/** A versioned PUT or PATCH that takes `?confirm` (confirmQuerySchema), as its use case takes it. */
export function versionedSaveOf<T>(request: ConfirmRequest & { body: T }): VersionedSave<T> {
  return { ...versionedEditOf(request), confirm: request.query.confirm };
}

/** A versioned DELETE that takes `?confirm`, as its use case takes it. */
export function versionedDeleteOf(request: ConfirmRequest): VersionedDelete {
  return { version: versionOf(request.headers['if-match']), confirm: request.query.confirm };
}
