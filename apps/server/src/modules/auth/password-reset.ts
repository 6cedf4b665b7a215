import { randomBytes } from 'node:crypto';
import type { ForgotPasswordInput, ResetPasswordInput } from '@host/domain/auth';
import { DomainError } from '@host/domain/errors';
import type { AppContext } from '../../lib/context';
import { hashSecret } from '../../lib/password';
import { endImpersonationsOfUser } from '../support/service';
import * as repo from './repository';
import { sha256 } from './secrets';

const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** Same answer whether or not the email exists; the reset mail goes to the local outbox. */
export async function requestPasswordReset(ctx: AppContext, input: ForgotPasswordInput) {
  const user = await repo.findUserByEmail(ctx.db, input.userEmail);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await repo.insertPasswordReset(ctx.db, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
  });
  await repo.insertOutboxMessage(ctx.db, {
    channel: 'email',
    recipient: user.email,
    subject: 'Reset your Host password',
    body:
      `Hello ${user.displayName},\n\n` +
      'Someone asked to reset the password of your Host account. If it was you, open this link within an hour:\n' +
      `${ctx.publicUrl}/login/reset-password?token=${token}\n\n` +
      'If it was not you, ignore this email; your password stays as it is.',
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
    await endImpersonationsOfUser(ctx, tx, reset.userId);
    await repo.deleteSessionsOfUser(tx, reset.userId);
    const user = await repo.findUserById(tx, reset.userId);
    if (user) await repo.clearFailures(tx, `email:${user.email.toLowerCase()}`);
    return true;
  });
  if (!done) throw new DomainError('BUSINESS_RULE', 'resetLinkUsed');
}
