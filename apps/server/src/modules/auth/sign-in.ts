import { randomBytes } from 'node:crypto';
import { SIGN_IN_THROTTLE, throttleWaitSeconds, type EmailLoginInput, type PinLoginInput, type ThrottleRule } from '@host/domain/auth';
import { DomainError } from '@host/domain/errors';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { decoyHash, verifySecret } from '../../lib/password';
import { findOutletWithBrand, visibleOutletByQuickCode } from '../outlets/service';
import * as repo from './repository';
import { SESSION_LIFETIME_MS, isSupportStaff, sha256, tokenOf } from './secrets';
import { sessionView, type SignedIn } from './sessions';
import { lockSubject } from '../../lib/locks';

/**
 * Runs one sign-in attempt under the throttle (docs/decisions/010-sign-in-throttle.md): refused
 * while the source (this address, for this code or email) or the subject (the code or email from
 * anywhere) must wait; a failure counted against both; a success forgives the source's own
 * failures, on both counters, so a host's typos at the stand do not add up over the month.
 * Both subjects are locked, in one order, so concurrent guesses queue and the count holds.
 */
async function throttled<T>(
  ctx: AppContext,
  subject: string,
  source: string,
  attempt: (tx: Executor) => Promise<T | undefined>,
): Promise<T | undefined> {
  return oneAtATime(subject, () => throttledNow(ctx, subject, source, attempt));
}

/**
 * Attempts on one code or email wait their turn here, in memory, before taking a database
 * connection: each holds its connection through a deliberately slow hash, so forty guesses at one
 * code queued on the database lock held every connection of the pool, and the stand's own requests
 * waited past the checkout timeout (503, seen beside two CPU hogs). The database lock still orders
 * attempts that arrive at different servers.
 */
const turns = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const mine = (turns.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
  const done = mine.catch(() => undefined);
  turns.set(key, done);
  try {
    return await mine;
  } finally {
    if (turns.get(key) === done) turns.delete(key);
  }
}

async function throttledNow<T>(
  ctx: AppContext,
  subject: string,
  source: string,
  attempt: (tx: Executor) => Promise<T | undefined>,
): Promise<T | undefined> {
  const now = ctx.clock.now();
  const fromSource = `${subject}@${source}`;
  const outcome = await ctx.db.transaction(async (tx) => {
    for (const key of [subject, fromSource].sort()) await lockSubject(tx, key);
    const times = async (key: string, rule: ThrottleRule) =>
      (await repo.recentFailures(tx, key, new Date(now.getTime() - rule.windowMs))).map((f) => f.failedAt.getTime());
    const sourceWait = throttleWaitSeconds(SIGN_IN_THROTTLE.perSource, await times(fromSource, SIGN_IN_THROTTLE.perSource), now.getTime());
    const subjectWait = throttleWaitSeconds(SIGN_IN_THROTTLE.perSubject, await times(subject, SIGN_IN_THROTTLE.perSubject), now.getTime());
    if (sourceWait > 0 || subjectWait > 0)
      return { refused: true, wait: Math.max(sourceWait, subjectWait), scope: subjectWait > sourceWait ? 'everywhere' : 'source' } as const;
    const result = await attempt(tx);
    if (result === undefined) {
      await repo.recordFailure(tx, fromSource, now);
      await repo.recordFailure(tx, subject, now);
    } else {
      const forgiven = await repo.clearFailures(tx, fromSource);
      await repo.forgetNewestFailures(tx, subject, forgiven);
    }
    return { refused: false, result } as const;
  });
  if (outcome.refused) {
    const seconds = outcome.wait;
    throw new DomainError('THROTTLED', 'tooManyAttemptsWait', {
      params: { seconds },
      details: { retryAfterSeconds: seconds, scope: outcome.scope },
    });
  }
  return outcome.result;
}

/** `source` is the caller's address (request.ip, which honours TRUST_PROXY). */
export async function signInWithPin(ctx: AppContext, input: PinLoginInput, source: string): Promise<SignedIn> {
  const outletId = await throttled(ctx, `code:${input.code.toUpperCase()}`, source, async (tx) => {
    const found = await visibleOutletByQuickCode(tx, input.code);
    const ok = await verifySecret(input.sha512Pin, found?.outlet.pinHash ?? (await decoyHash()));
    return found && ok ? found.outlet.id : undefined;
  });
  if (!outletId) throw new DomainError('UNAUTHENTICATED', 'wrongPin');
  const found = await findOutletWithBrand(ctx.db, outletId);
  return openSession(ctx, { outletId, quickCodeId: found!.outlet.quickCode });
}

export async function signInWithEmail(ctx: AppContext, input: EmailLoginInput, source: string): Promise<SignedIn> {
  const userId = await throttled(ctx, `email:${input.email.toLowerCase()}`, source, async (tx) => {
    const user = await repo.findUserByEmail(tx, input.email);
    const ok = await verifySecret(input.sha512Pw, user?.passwordHash ?? (await decoyHash()));
    return user && ok ? user.id : undefined;
  });
  if (!userId) throw new DomainError('UNAUTHENTICATED', 'wrongPassword');
  const user = (await repo.findUserById(ctx.db, userId))!;
  const isSupport = isSupportStaff(ctx, user.email);
  const outlets = await repo.accessibleOutlets(ctx.db, { id: user.id, isSupport });
  // A merchant with one outlet goes straight in; several outlets, or support staff, pick at /login/switch.
  const only = !isSupport && outlets.length === 1 ? outlets[0] : undefined;
  return openSession(ctx, { userId, outletId: only?.id ?? null });
}

async function openSession(ctx: AppContext, values: { userId?: string; outletId: string | null; quickCodeId?: string }): Promise<SignedIn> {
  const secret = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const row = await repo.insertSession(ctx.db, {
    secretHash: sha256(secret),
    tokenHash: sha256(tokenOf(ctx, secret)),
    userId: values.userId ?? null,
    outletId: values.outletId,
    quickCodeId: values.quickCodeId ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return { secret, session: await sessionView(ctx, row, secret) };
}
