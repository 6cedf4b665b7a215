import { SIGN_IN_THROTTLE } from '@host/domain/auth';
import { DomainError } from '@host/domain/errors';
import { and, eq, gte, lt } from 'drizzle-orm';
import { loginFailures } from '../db/schema';
import { lockSubject } from './locks';
import type { AppContext } from './context';

/** As long as any window counted here or by the sign-in throttle (30 days for a code or email). */
const LONGEST_WINDOW_MS = Math.max(24 * 60 * 60 * 1000, SIGN_IN_THROTTLE.perSource.windowMs, SIGN_IN_THROTTLE.perSubject.windowMs);

/** Spent counts go (the sign-in throttle's too): the table holds only what a window still needs. */
export async function forgetSpentUses(ctx: AppContext) {
  await ctx.db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(ctx.clock.now().getTime() - LONGEST_WINDOW_MS)));
}

export interface Limit {
  /** what is counted: 'forgot:email:a@b.sg', 'forgot:ip:10.0.0.1' */
  subject: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one use of an open endpoint against each limit, in PostgreSQL (the PIN throttle's store)
 * so several servers share the count; over any limit, 429 with the seconds until it frees.
 * A refused call is not counted, so a flood cannot push the window on forever.
 */
export async function countUse(ctx: AppContext, limits: Limit[], options: { record?: boolean } = {}) {
  const now = ctx.clock.now();
  const retryAfterSeconds = await ctx.db.transaction(async (tx) => {
    let wait = 0;
    for (const limit of [...limits].sort((a, b) => a.subject.localeCompare(b.subject))) {
      await lockSubject(tx, limit.subject);
      const since = new Date(now.getTime() - limit.windowMs);
      await tx.delete(loginFailures).where(and(eq(loginFailures.subject, limit.subject), lt(loginFailures.failedAt, since)));
      const uses = await tx
        .select({ at: loginFailures.failedAt })
        .from(loginFailures)
        .where(and(eq(loginFailures.subject, limit.subject), gte(loginFailures.failedAt, since)))
        .orderBy(loginFailures.failedAt);
      if (uses.length >= limit.max) {
        const frees = uses[uses.length - limit.max]!.at.getTime() + limit.windowMs;
        wait = Math.max(wait, Math.ceil((frees - now.getTime()) / 1000), 1);
      }
    }
    if (wait === 0 && options.record !== false) await tx.insert(loginFailures).values(limits.map((l) => ({ subject: l.subject, failedAt: now })));
    return wait;
  });
  if (retryAfterSeconds > 0) throw new DomainError('THROTTLED', 'tooManyRequests', { details: { retryAfterSeconds } });
}

/**
 * Counts a use that happened (a limit checked before with `record: false`): what is limited is what
 * succeeded, as the bookings of one phone, so refused attempts cannot lock a stranger's phone out.
 */
export async function recordUse(ctx: AppContext, limits: Limit[]) {
  const now = ctx.clock.now();
  await ctx.db.insert(loginFailures).values(limits.map((l) => ({ subject: l.subject, failedAt: now })));
}
