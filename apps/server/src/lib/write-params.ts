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
 * A save of what the client read at `version` (If-Match) with `input`; `confirm`: it has seen the
 * bookings the change affects and goes on (`?confirm=true`).
 */
export interface VersionedSave<T> {
  version: number;
  input: T;
  confirm: boolean;
}

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
