import { DomainError } from '@host/domain/errors';
import type { Executor } from '../db/client';
import type { AppContext } from './context';

/** PostgreSQL's code for a broken constraint, wherever drizzle put the driver's error. */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.cause?.code ?? e?.code;
}

/**
 * Runs a write in one transaction. A table already held for that time (the exclusion constraint)
 * or a concurrent write that lost (serialization) becomes 409 with a clear message, never a 500.
 */
export async function inTransaction<T>(ctx: AppContext, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    const code = pgCode(error);
    if (code === '23P01') throw new DomainError('CONFLICT', 'tableTaken');
    if (code === '40001' || code === '40P01') throw new DomainError('CONFLICT', 'tryAgain');
    throw error;
  }
}
