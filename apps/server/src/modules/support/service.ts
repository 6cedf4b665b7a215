import { DomainError } from '@host/domain/errors';
import {
  AUDIT_LIST_LIMIT,
  AUDIT_WRITES_LIMIT,
  SUPPORT_SEARCH_LIMIT,
  impersonationReasonProblem,
  type AuditedChange,
  type Impersonation,
  type ImpersonationAudit,
  type StartImpersonationInput,
  type SupportOutlet,
} from '@host/domain/support';
import type { Executor } from '../../db/client';
import { assertMay, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { inTransaction } from '../../lib/transaction';
import * as repo from './repository';
import { lockSession, setSessionOutlet } from '../auth/session-door';
import { latestImpersonations } from './session-reads';
import { searchVisibleOutlets, visibleOutletForSupport } from '../outlets/service';

/** Support routes are for support staff only (docs/rules.md section 6): anyone else is refused first. */
function assertSupport(auth: AuthContext): asserts auth is AuthContext & { support: NonNullable<AuthContext['support']>; userId: string } {
  if (!auth.support || !auth.userId) throw new DomainError('FORBIDDEN', 'supportStaffOnly');
}

export async function searchOutlets(ctx: AppContext, auth: AuthContext, text: string | undefined): Promise<SupportOutlet[]> {
  assertSupport(auth);
  return searchVisibleOutlets(ctx.db, (text ?? '').trim(), SUPPORT_SEARCH_LIMIT);
}

/**
 * Opens an outlet as support staff: the reason is the audit's (422 without one); an impersonation
 * still open in this session ends first, so a session acts for one outlet at a time.
 */
export async function startImpersonation(ctx: AppContext, auth: AuthContext, input: StartImpersonationInput): Promise<Impersonation> {
  assertSupport(auth);
  const problem = impersonationReasonProblem(input.reason);
  if (problem) throw new DomainError('BUSINESS_RULE', problem, { details: [{ field: 'reason', message: problem }] });
  const outlet = await visibleOutletForSupport(ctx.db, input.outletId);
  if (!outlet) throw new DomainError('NOT_FOUND', 'outletNotFound');
  const now = ctx.clock.now();
  const row = await inTransaction(ctx, async (tx) => {
    await lockSession(tx, auth.sessionId);
    await repo.endOpenImpersonation(tx, auth.sessionId, now);
    const started = await repo.insertImpersonation(tx, {
      sessionId: auth.sessionId,
      supportUserId: auth.userId,
      supportEmail: auth.actor.name,
      outletId: outlet.id,
      outletName: outlet.outletName,
      brandId: outlet.brandId,
      brandName: outlet.brandName,
      reason: input.reason!.trim(),
      startedAt: now,
    });
    await setSessionOutlet(tx, auth.sessionId, outlet.id);
    return started;
  });
  ctx.log.info({ impersonationId: row.id, outletId: outlet.id, userId: auth.userId }, 'support impersonation started');
  return impersonationView(row);
}

/** Ends the session's impersonation: the session is back to no outlet, and its writes are no longer anyone's. */
export async function endImpersonation(ctx: AppContext, auth: AuthContext): Promise<Impersonation> {
  assertSupport(auth);
  const now = ctx.clock.now();
  const ended = await inTransaction(ctx, async (tx) => {
    const row = await repo.endOpenImpersonation(tx, auth.sessionId, now);
    await setSessionOutlet(tx, auth.sessionId, null);
    return row;
  });
  if (!ended) throw new DomainError('CONFLICT', 'notImpersonating');
  ctx.log.info({ impersonationId: ended.id, userId: auth.userId }, 'support impersonation ended');
  return impersonationView(ended);
}

/** The audit log: the newest impersonations, each with its newest writes. */
export async function listAudit(ctx: AppContext, auth: AuthContext): Promise<ImpersonationAudit[]> {
  assertSupport(auth);
  return auditOf(ctx);
}

/**
 * What support staff did at one brand's outlets, for its merchant (issue 27 point 4): the same log,
 * the same writes and changes, of that brand only. The brand in the path is checked against the
 * session by the API contract; outlet staff are refused (docs/decisions/022-support-audit-changes.md).
 */
export async function listBrandAudit(ctx: AppContext, auth: AuthContext, brandId: string): Promise<ImpersonationAudit[]> {
  assertMay(auth, 'readSupportAudit');
  return auditOf(ctx, brandId);
}

async function auditOf(ctx: AppContext, brandId?: string): Promise<ImpersonationAudit[]> {
  const now = ctx.clock.now();
  // A session that expired (or went) while impersonating took the access with it: the log says so.
  const rows = (await latestImpersonations(ctx.db, AUDIT_LIST_LIMIT, brandId)).map(({ impersonation, sessionExpiresAt, timezone }) => ({
    ...(impersonation.endedAt || (sessionExpiresAt && sessionExpiresAt > now)
      ? impersonation
      : { ...impersonation, endedAt: sessionExpiresAt ?? impersonation.startedAt }),
    // A brand removed since keeps its audit; with no outlet clock left, its times read in UTC.
    timezone: timezone ?? 'UTC',
  }));
  const { writes, counts } = await repo.writesOf(
    ctx.db,
    rows.map((r) => r.id),
    AUDIT_WRITES_LIMIT,
  );
  return rows.map((row) => ({
    ...impersonationView(row),
    timezone: row.timezone,
    writeCount: counts.get(row.id) ?? 0,
    writes: writes
      .filter((w) => w.impersonationId === row.id)
      .map((w) => ({
        id: w.id,
        method: w.method,
        route: w.route,
        ids: w.ids,
        statusCode: w.statusCode,
        at: new Date(w.at).toISOString(),
        changes: w.changes,
      })),
  }));
}

/** The session's impersonation still open, if any (the bearer and the session view read it). */
export async function openImpersonationOf(ctx: AppContext, sessionId: string) {
  return repo.findOpenImpersonation(ctx.db, sessionId);
}

/** Ends the session's impersonation as the session itself ends (sign-out). */
export async function endImpersonationOfSession(ctx: AppContext, sessionId: string) {
  await repo.endOpenImpersonation(ctx.db, sessionId, ctx.clock.now());
}

/** Ends every open impersonation of a user whose sessions all end (a password reset). */
export async function endImpersonationsOfUser(ctx: AppContext, executor: Executor, userId: string) {
  await repo.endOpenImpersonationsOfUser(executor, userId, ctx.clock.now());
}

/** Records one write made while impersonating (the app's central hook calls it, its changes already masked). */
export async function recordWrite(
  ctx: AppContext,
  write: {
    impersonationId: string;
    method: string;
    route: string;
    ids: Record<string, string>;
    statusCode: number;
    changes: AuditedChange[];
  },
) {
  await repo.insertWrite(ctx.db, { ...write, at: ctx.clock.now() });
}

function impersonationView(row: repo.ImpersonationRow): Impersonation {
  return {
    id: row.id,
    supportEmail: row.supportEmail,
    outletId: row.outletId,
    outletName: row.outletName,
    brandId: row.brandId,
    brandName: row.brandName,
    reason: row.reason,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
