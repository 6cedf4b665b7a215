import { DomainError } from '@host/domain/errors';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { openImpersonationOf } from '../support/service';
import * as repo from './repository';
import { isSupportStaff, sha256 } from './secrets';

/**
 * Resolves a bearer token to what the session may act on (docs/architecture.md: every /api/v1 route checks).
 * Read from PostgreSQL on every request, never cached: a sign-out, an ended session or a changed
 * outlet access holds at once, on every server. One statement for an outlet's or a merchant's
 * session (repository.findBearerSession), a second for support staff's open impersonation.
 */
export async function authenticateBearer(ctx: AppContext, token: string | undefined): Promise<AuthContext> {
  if (!token) throw new DomainError('UNAUTHENTICATED', 'notSignedIn');
  const row = await repo.findBearerSession(ctx.db, sha256(token), ctx.clock.now());
  if (!row) throw new DomainError('UNAUTHENTICATED', 'sessionEnded');
  const accessible = new Set<string>();
  let actor: AuthContext['actor'];
  let support: AuthContext['support'];
  if (row.userId) {
    // A user's sessions end with the user (on delete cascade): no email, no session.
    if (row.email === null) throw new DomainError('UNAUTHENTICATED', 'sessionEnded');
    if (isSupportStaff(ctx, row.email)) {
      // Support staff reach only the outlet of the impersonation they opened with a reason (issue 15).
      const open = await openImpersonationOf(ctx, row.id);
      if (open?.outletId && open.outletId === row.outletId) accessible.add(open.outletId);
      support = { impersonationId: open && open.outletId === row.outletId ? open.id : null };
    } else {
      for (const id of row.outletIds) accessible.add(id);
    }
    actor = { kind: 'user', id: row.userId, name: row.email };
  } else {
    if (row.outletId) accessible.add(row.outletId);
    actor = { kind: 'outlet', id: row.outletId ?? row.id, name: row.quickCodeId ?? 'outlet' };
  }
  return {
    sessionId: row.id,
    outletId: row.outletId,
    userId: row.userId,
    accessibleOutletIds: accessible,
    actor,
    ...(support ? { support } : {}),
  };
}
