import { DomainError } from '@host/domain/errors';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { openImpersonationOf } from '../support/service';
import * as repo from './repository';
import { isSupportStaff, sha256 } from './secrets';

/** Resolves a bearer token to what the session may act on (DESIGN.md: every /api/v1 route checks). */
export async function authenticateBearer(ctx: AppContext, token: string | undefined): Promise<AuthContext> {
  if (!token) throw new DomainError('UNAUTHENTICATED', 'notSignedIn');
  const row = await repo.findSessionByTokenHash(ctx.db, sha256(token), ctx.clock.now());
  if (!row) throw new DomainError('UNAUTHENTICATED', 'sessionEnded');
  const accessible = new Set<string>();
  let actor: AuthContext['actor'];
  let support: AuthContext['support'];
  if (row.userId) {
    const user = (await repo.findUserById(ctx.db, row.userId))!;
    if (isSupportStaff(ctx, user.email)) {
      // Support staff reach only the outlet of the impersonation they opened with a reason (issue 15).
      const open = await openImpersonationOf(ctx, row.id);
      if (open?.outletId && open.outletId === row.outletId) accessible.add(open.outletId);
      support = { impersonationId: open && open.outletId === row.outletId ? open.id : null };
    } else {
      for (const o of await repo.accessibleOutlets(ctx.db, { id: user.id, isSupport: false })) accessible.add(o.id);
    }
    actor = { kind: 'user', id: user.id, name: user.email };
  } else {
    if (row.outletId) accessible.add(row.outletId);
    actor = { kind: 'outlet', id: row.outletId ?? row.id, name: row.quickCodeId ?? 'outlet' };
  }
  return { sessionId: row.id, outletId: row.outletId, userId: row.userId, accessibleOutletIds: accessible, actor, ...(support ? { support } : {}) };
}
