import { SIGN_IN_THROTTLE } from '@host/domain/auth';
import { DomainError } from '@host/domain/errors';
import { and, eq, gte, lt } from 'drizzle-orm';
import { loginFailures } from '../db/schema';
import { lockSubject } from './locks';
import type { Executor } from '../db/client';
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
  /**
   * false: only checked, not counted here, because what it limits is counted when it succeeds
   * (a phone's online bookings, counted with the booking: countUseIn). Read without its lock: a
   * quick refusal, not the guarantee.
   */
  record?: boolean;
}

/**
 * Counts one use of an open endpoint against each limit, in PostgreSQL (the PIN throttle's store)
 * so several servers share the count; over any limit, 429 with the seconds until it frees.
 * A refused call is not counted, so a flood cannot push the window on forever.
 */
export async function countUse(ctx: AppContext, limits: Limit[]) {
  await ctx.db.transaction((tx) => countUseIn(tx, ctx.clock.now(), limits));
}

/**
 * countUse inside a transaction the caller holds, for a use that is made in it (a diner's booking):
 * each counted subject's lock is held to its commit, so the check, the use and its record are one
 * step, and uses racing on one subject are counted one at a time (docs/decisions/006-locking.md).
 * The subjects are locked in sorted order; a caller takes them before any other lock.
 */
export async function countUseIn(tx: Executor, now: Date, limits: Limit[]) {
  let wait = 0;
  for (const limit of [...limits].sort((a, b) => a.subject.localeCompare(b.subject))) {
    const since = new Date(now.getTime() - limit.windowMs);
    if (limit.record !== false) {
      await lockSubject(tx, limit.subject);
      await tx.delete(loginFailures).where(and(eq(loginFailures.subject, limit.subject), lt(loginFailures.failedAt, since)));
    }
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
  if (wait > 0) throw new DomainError('THROTTLED', 'tooManyRequests', { details: { retryAfterSeconds: wait } });
  const counted = limits.filter((l) => l.record !== false);
  if (counted.length) await tx.insert(loginFailures).values(counted.map((l) => ({ subject: l.subject, failedAt: now })));
}
