import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { impersonations } from '../../db/tables/support';
import { sessions } from '../../db/tables/auth';
import { brandTimezoneOf } from '../outlets/service';

/**
 * A read model (docs/architecture.md, the modules and their tables): what support reads of auth's
 * sessions: when an impersonation's session stops (the audit), and a user's sessions (a password reset).
 */

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

/** The ids of a user's sessions, as a subquery: their impersonations end when the sessions go. */
export function sessionIdsOfUser(db: Executor, userId: string) {
  return db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
}
