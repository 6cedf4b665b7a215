import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { impersonations } from './schema';
import { sessions } from '../auth/schema';
import { brandTimezoneOf } from '../outlets/service';

/** A read model (docs/architecture.md, the modules and their tables): the audit's impersonations with their sessions. */

/**
 * The newest impersonations (of one brand's outlets, when given), with when their session stops (an
 * open one ends with it at the latest).
 */
export async function latestImpersonations(db: Executor, limit: number, brandId?: string) {
  return db
    .select({ impersonation: impersonations, sessionExpiresAt: sessions.expiresAt, timezone: brandTimezoneOf(impersonations.brandId) })
    .from(impersonations)
    .leftJoin(sessions, eq(sessions.id, impersonations.sessionId))
    .where(brandId ? eq(impersonations.brandId, brandId) : undefined)
    .orderBy(desc(impersonations.startedAt), desc(impersonations.id))
    .limit(limit);
}
