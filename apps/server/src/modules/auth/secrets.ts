import { createHash, createHmac } from 'node:crypto';
import { userKindOf } from '@host/domain/auth';
import type { AppContext } from '../../lib/context';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** docs/rules.md section 6: support staff ('oddler') may act for every outlet. */
export const isSupportStaff = (ctx: AppContext, email: string) => userKindOf(email, ctx.config.INTERNAL_EMAIL_DOMAIN) === 'oddler';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The bearer token is derived from the cookie secret, so neither is stored, only their hashes. */
export function tokenOf(ctx: AppContext, secret: string) {
  return createHmac('sha256', ctx.config.SESSION_COOKIE_PASSWORD).update(secret).digest('base64url');
}
