import { DomainError } from '@host/domain/errors';

/** If-Match: the version the client read ("3", W/"3" or 3); required on every edit (DESIGN.md, No lost edit). */
export function versionOf(header: string | undefined): number {
  if (!header) throw new DomainError('PRECONDITION_REQUIRED', 'If-Match is required: send the version you read (the ETag).');
  const version = Number(header.replace(/^W\//, '').replaceAll('"', ''));
  if (!Number.isInteger(version) || version < 1) throw new DomainError('BAD_REQUEST', 'If-Match must be the ETag you read');
  return version;
}
