import { randomBytes } from 'node:crypto';
import type { EmailLoginInput, PinLoginInput } from '@host/domain/auth';
import { DomainError } from '@host/domain/errors';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { decoyHash, verifySecret } from '../../lib/password';
import * as repo from './repository';
import { SESSION_LIFETIME_MS, isSupportStaff, sha256, tokenOf } from './secrets';
import { sessionView, type SignedIn } from './sessions';
import { lockSubject } from '../../lib/locks';

/** SPEC-given throttle: 5 wrong attempts for one code or email within 15 minutes lock it. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Runs one sign-in attempt under the subject's lock: refused while locked, a failure counted,
 * and the failures cleared on success.
 */
async function throttled<T>(ctx: AppContext, subject: string, attempt: (tx: Executor) => Promise<T | undefined>): Promise<T | undefined> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockSubject(tx, subject);
    const failures = await repo.recentFailures(tx, subject, new Date(now.getTime() - FAILURE_WINDOW_MS));
    if (failures.length >= MAX_FAILURES) {
      const oldest = failures[failures.length - MAX_FAILURES]!.failedAt;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + FAILURE_WINDOW_MS - now.getTime()) / 1000));
      return { locked: retryAfterSeconds } as const;
    }
    const result = await attempt(tx);
    if (result === undefined) await repo.recordFailure(tx, subject, now);
    else await repo.clearFailures(tx, subject);
    return { result } as const;
  });
  if ('locked' in outcome) {
    throw new DomainError('THROTTLED', 'tooManyAttempts', { details: { retryAfterSeconds: outcome.locked } });
  }
  return outcome.result;
}

export async function signInWithPin(ctx: AppContext, input: PinLoginInput): Promise<SignedIn> {
  const outletId = await throttled(ctx, `code:${input.code.toUpperCase()}`, async (tx) => {
    const found = await repo.findOutletByQuickCode(tx, input.code);
    const ok = await verifySecret(input.sha512Pin, found?.outlet.pinHash ?? (await decoyHash()));
    return found && ok ? found.outlet.id : undefined;
  });
  if (!outletId) throw new DomainError('UNAUTHENTICATED', 'wrongPin');
  const found = await repo.findOutletWithBrand(ctx.db, outletId);
  return openSession(ctx, { outletId, quickCodeId: found!.outlet.quickCode });
}

export async function signInWithEmail(ctx: AppContext, input: EmailLoginInput): Promise<SignedIn> {
  const userId = await throttled(ctx, `email:${input.email.toLowerCase()}`, async (tx) => {
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
