import { userKindOf, type Session, type UserBrand } from '@host/domain/auth';
import { DomainError } from '@host/domain/errors';
import type { AppContext } from '../../lib/context';
import { endImpersonationOfSession, openImpersonationOf } from '../support/service';
import { findOutletWithBrand } from '../outlets/service';
import * as repo from './repository';
import { isSupportStaff, sha256, tokenOf } from './secrets';
import { nestRows } from '../../lib/nest-rows';

/** The cookie that carries the session's secret (HttpOnly; the bearer token is derived from it). */
export const SESSION_COOKIE = 'host_session';

export interface SignedIn {
  secret: string;
  session: Session;
}

export async function findSession(ctx: AppContext, secret: string | undefined) {
  if (!secret) return undefined;
  return repo.findSessionBySecretHash(ctx.db, sha256(secret), ctx.clock.now());
}

/** The Session of docs/rules.md section 3 for a session row. */
export async function sessionView(ctx: AppContext, row: repo.SessionRow, secret: string): Promise<Session> {
  const current = row.outletId ? await findOutletWithBrand(ctx.db, row.outletId) : undefined;
  const user = row.userId ? await repo.findUserById(ctx.db, row.userId) : undefined;
  let userInfo: Session['userInfo'] = null;
  if (user) {
    const kind = userKindOf(user.email, ctx.config.INTERNAL_EMAIL_DOMAIN);
    const outlets = await repo.accessibleOutlets(ctx.db, { id: user.id, isSupport: isSupportStaff(ctx, user.email) });
    const brands = nestRows(outlets, (o) => o.brandId, {
      start: (o): UserBrand => ({
        id: o.brandId,
        omsBrandId: o.omsBrandId,
        brandName: o.brandName,
        countryCode: o.countryCode,
        outlets: [],
      }),
      add: (brand, o) => brand.outlets.push({ id: o.id, outletName: o.outletName, brandId: o.brandId, omsOutletId: o.omsOutletId }),
    });
    const open = kind === 'oddler' && row.isImpersonation ? await openImpersonationOf(ctx, row.id) : undefined;
    const impersonation = open ? { id: open.id, reason: open.reason, startedAt: open.startedAt.toISOString() } : null;
    userInfo = {
      email: user.email,
      kind,
      isImpersonation: Boolean(impersonation),
      impersonation,
      brands,
      accountId: user.id,
    };
  }
  return {
    isOutletLoggedIn: Boolean(current),
    isUserLoggedIn: Boolean(user),
    outlet: current
      ? { id: current.outlet.id, outletName: current.outlet.outletName, brandId: current.brand.id, omsOutletId: current.outlet.omsOutletId }
      : null,
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
          isEnablePaymentRequest: current.brand.isEnablePaymentRequest,
        }
      : null,
    hostV2AuthToken: tokenOf(ctx, secret),
    quickCodeId: row.quickCodeId,
    userInfo,
    omsAccount: user ? { id: user.id, email: user.email } : null,
  };
}

export async function switchOutlet(ctx: AppContext, row: repo.SessionRow, omsOutletId: string) {
  if (!row.userId) throw new DomainError('FORBIDDEN', 'outletCannotSwitch');
  const user = (await repo.findUserById(ctx.db, row.userId))!;
  // Support staff open an outlet only as an impersonation with a reason, from /support (issue 15).
  if (isSupportStaff(ctx, user.email)) throw new DomainError('FORBIDDEN', 'impersonationRequired');
  const target = (await repo.accessibleOutlets(ctx.db, { id: user.id, isSupport: false })).find((o) => o.omsOutletId === omsOutletId);
  if (!target) throw new DomainError('FORBIDDEN', 'forbiddenOutlet');
  const updated = await repo.updateSession(ctx.db, row.id, { outletId: target.id, isImpersonation: false });
  return updated!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Of these ids (a broker's list: anything), the sessions still live. */
export function liveSessionIds(ctx: AppContext, ids: string[]) {
  return repo.liveSessionIds(
    ctx.db,
    ids.filter((id) => UUID.test(id)),
    ctx.clock.now(),
  );
}

export async function signOut(ctx: AppContext, row: repo.SessionRow | undefined) {
  if (!row) return;
  // An impersonation open at sign-out ends with it, so the audit says when.
  await endImpersonationOfSession(ctx, row.id);
  await repo.deleteSession(ctx.db, row.id);
}
