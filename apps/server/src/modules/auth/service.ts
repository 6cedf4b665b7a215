import { createHash, createHmac, randomBytes } from 'node:crypto';
import { userKindOf, type EmailLoginInput, type ForgotPasswordInput, type PinLoginInput, type ResetPasswordInput, type Session, type UserBrand } from '@host/domain/auth';
import { DomainError } from '@host/domain/errors';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { decoyHash, hashSecret, verifySecret } from '../../lib/password';
import * as repo from './repository';

/** SPEC-given throttle: 5 wrong attempts for one code or email within 15 minutes lock it. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** SPEC.md section 6: support staff ('oddler') may act for every outlet. */
const isSupportStaff = (ctx: AppContext, email: string) => userKindOf(email, ctx.config.INTERNAL_EMAIL_DOMAIN) === 'oddler';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The bearer token is derived from the cookie secret, so neither is stored, only their hashes. */
export function tokenOf(ctx: AppContext, secret: string) {
  return createHmac('sha256', ctx.config.SESSION_COOKIE_PASSWORD).update(secret).digest('base64url');
}

export function hashBearerToken(token: string) {
  return sha256(token);
}

export interface SignedIn {
  secret: string;
  session: Session;
}

/**
 * Runs one sign-in attempt under the subject's lock: refused while locked, a failure counted,
 * and the failures cleared on success.
 */
async function throttled<T>(ctx: AppContext, subject: string, attempt: (tx: Executor) => Promise<T | undefined>): Promise<T | undefined> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    await repo.lockLoginSubject(tx, subject);
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
    throw new DomainError('THROTTLED', 'Too many attempts. Please try again later.', { retryAfterSeconds: outcome.locked });
  }
  return outcome.result;
}

export async function signInWithPin(ctx: AppContext, input: PinLoginInput): Promise<SignedIn> {
  const outletId = await throttled(ctx, `code:${input.code.toUpperCase()}`, async (tx) => {
    const found = await repo.findOutletByQuickCode(tx, input.code);
    const ok = await verifySecret(input.sha512Pin, found?.outlet.pinHash ?? (await decoyHash()));
    return found && ok ? found.outlet.id : undefined;
  });
  if (!outletId) throw new DomainError('UNAUTHENTICATED', 'Invalid code or PIN');
  const found = await repo.findOutletWithBrand(ctx.db, outletId);
  return openSession(ctx, { outletId, quickCodeId: found!.outlet.quickCode });
}

export async function signInWithEmail(ctx: AppContext, input: EmailLoginInput): Promise<SignedIn> {
  const userId = await throttled(ctx, `email:${input.email.toLowerCase()}`, async (tx) => {
    const user = await repo.findUserByEmail(tx, input.email);
    const ok = await verifySecret(input.sha512Pw, user?.passwordHash ?? (await decoyHash()));
    return user && ok ? user.id : undefined;
  });
  if (!userId) throw new DomainError('UNAUTHENTICATED', 'Invalid email or password');
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

export async function findSession(ctx: AppContext, secret: string | undefined) {
  if (!secret) return undefined;
  return repo.findSessionBySecretHash(ctx.db, sha256(secret), ctx.clock.now());
}

/** The Session of SPEC.md section 3 for a session row. */
export async function sessionView(ctx: AppContext, row: repo.SessionRow, secret: string): Promise<Session> {
  const current = row.outletId ? await repo.findOutletWithBrand(ctx.db, row.outletId) : undefined;
  const user = row.userId ? await repo.findUserById(ctx.db, row.userId) : undefined;
  let userInfo: Session['userInfo'] = null;
  if (user) {
    const kind = userKindOf(user.email, ctx.config.INTERNAL_EMAIL_DOMAIN);
    const outlets = await repo.accessibleOutlets(ctx.db, { id: user.id, isSupport: isSupportStaff(ctx, user.email) });
    const brands = new Map<string, UserBrand>();
    for (const o of outlets) {
      const brand = brands.get(o.brandId) ?? { id: o.brandId, omsBrandId: o.omsBrandId, brandName: o.brandName, countryCode: o.countryCode, outlets: [] };
      brand.outlets.push({ id: o.id, outletName: o.outletName, brandId: o.brandId, omsOutletId: o.omsOutletId });
      brands.set(o.brandId, brand);
    }
    userInfo = { email: user.email, kind, isImpersonation: row.isImpersonation, brands: [...brands.values()], accountId: user.id };
  }
  return {
    isOutletLoggedIn: Boolean(current),
    isUserLoggedIn: Boolean(user),
    outlet: current ? { id: current.outlet.id, outletName: current.outlet.outletName, brandId: current.brand.id, omsOutletId: current.outlet.omsOutletId } : null,
    brand: current
      ? {
          id: current.brand.id,
          omsBrandId: current.brand.omsBrandId,
          brandName: current.brand.brandName,
          countryCode: current.brand.countryCode,
          timezone: current.brand.timezone,
          routeToHostv3: current.brand.routeToHostv3,
          offerHostv3: current.brand.offerHostv3,
          isEnableTableCombination: current.brand.isEnableTableCombination,
        }
      : null,
    hostV2AuthToken: tokenOf(ctx, secret),
    quickCodeId: row.quickCodeId,
    userInfo,
    omsAccount: user ? { id: user.id, email: user.email } : null,
  };
}

export async function switchOutlet(ctx: AppContext, row: repo.SessionRow, omsOutletId: string) {
  if (!row.userId) throw new DomainError('FORBIDDEN', 'An outlet sign-in cannot switch outlet; sign in with your email instead.');
  const user = (await repo.findUserById(ctx.db, row.userId))!;
  const isSupport = isSupportStaff(ctx, user.email);
  const target = (await repo.accessibleOutlets(ctx.db, { id: user.id, isSupport })).find((o) => o.omsOutletId === omsOutletId);
  if (!target) throw new DomainError('FORBIDDEN', 'You may not act for this outlet.');
  const updated = await repo.updateSession(ctx.db, row.id, { outletId: target.id, isImpersonation: isSupport });
  return updated!;
}

export async function signOut(ctx: AppContext, row: repo.SessionRow | undefined) {
  if (row) await repo.deleteSession(ctx.db, row.id);
}

/** Same answer whether or not the email exists; the reset mail goes to the local outbox. */
export async function requestPasswordReset(ctx: AppContext, input: ForgotPasswordInput, origin: string) {
  const user = await repo.findUserByEmail(ctx.db, input.userEmail);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await repo.insertPasswordReset(ctx.db, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS) });
  await repo.insertOutboxMessage(ctx.db, {
    channel: 'email',
    recipient: user.email,
    subject: 'Reset your Host password',
    body: `Hello ${user.displayName},\n\nSomeone asked to reset the password of your Host account. If it was you, open this link within an hour:\n${origin}/login/reset-password?token=${token}\n\nIf it was not you, ignore this email; your password stays as it is.`,
  });
  ctx.log.info({ userId: user.id }, 'password reset mail written to the outbox');
}

/** A one-time reset link sets a new password and ends every session of that account. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput) {
  const now = ctx.clock.now();
  const passwordHash = await hashSecret(input.sha512Pw);
  const done = await ctx.db.transaction(async (tx) => {
    const reset = await repo.findLivePasswordReset(tx, sha256(input.token), now);
    if (!reset) return false;
    await repo.markPasswordResetUsed(tx, reset.id, now);
    await repo.setPasswordHash(tx, reset.userId, passwordHash, now);
    await repo.deleteSessionsOfUser(tx, reset.userId);
    const user = await repo.findUserById(tx, reset.userId);
    if (user) await repo.clearFailures(tx, `email:${user.email.toLowerCase()}`);
    return true;
  });
  if (!done) throw new DomainError('BUSINESS_RULE', 'This reset link has expired or was already used.');
}

export interface AuthContext {
  sessionId: string;
  outletId: string | null;
  userId: string | null;
  accessibleOutletIds: ReadonlySet<string>;
  /** Who acts, for the activity history: the user's email, or the outlet's quick code. */
  actor: { kind: 'user' | 'outlet'; id: string; name: string };
}

/** Resolves a bearer token to what the session may act on (DESIGN.md: every /api/v1 route checks). */
export async function authenticateBearer(ctx: AppContext, token: string | undefined): Promise<AuthContext> {
  if (!token) throw new DomainError('UNAUTHENTICATED', 'User is not logged in yet');
  const row = await repo.findSessionByTokenHash(ctx.db, sha256(token), ctx.clock.now());
  if (!row) throw new DomainError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  const accessible = new Set<string>();
  let actor: AuthContext['actor'];
  if (row.userId) {
    const user = (await repo.findUserById(ctx.db, row.userId))!;
    const isSupport = isSupportStaff(ctx, user.email);
    for (const o of await repo.accessibleOutlets(ctx.db, { id: user.id, isSupport })) accessible.add(o.id);
    actor = { kind: 'user', id: user.id, name: user.email };
  } else {
    if (row.outletId) accessible.add(row.outletId);
    actor = { kind: 'outlet', id: row.outletId ?? row.id, name: row.quickCodeId ?? 'outlet' };
  }
  return { sessionId: row.id, outletId: row.outletId, userId: row.userId, accessibleOutletIds: accessible, actor };
}
