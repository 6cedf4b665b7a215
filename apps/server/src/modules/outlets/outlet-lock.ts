import { DomainError } from '@host/domain/errors';
import type { Executor } from '../../db/client';
import * as repo from './repository';

/**
 * The outlet's row under lock for a versioned change of its settings (404 if it is gone), as
 * changeVersioned takes it. A file of its own: the settings' use cases (booking page, details, status
 * settings) and the service all use it, and none of them imports another for it.
 */
export async function lockOutletForChange(tx: Executor, outletId: string) {
  const row = await repo.lockOutlet(tx, outletId);
  if (!row) throw new DomainError('NOT_FOUND', 'outletNotFound');
  return { ...row, outletId: row.id };
}
