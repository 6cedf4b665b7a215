import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/tables/auth';

/**
 * A door (docs/architecture.md, doors): the writes support needs of a session's row when it opens an
 * outlet as support staff. It imports no other module, so support calls it without closing a circle
 * (auth asks support about impersonations when a session starts and ends).
 */

/** The session's row under lock: two starts from one session at once take turns (one open impersonation). */
export async function lockSession(db: Executor, sessionId: string) {
  await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).for('update');
}

/** The session acts for this outlet (or none), as an impersonation or not. */
export async function setSessionOutlet(db: Executor, sessionId: string, outletId: string | null) {
  await db
    .update(sessions)
    .set({ outletId, isImpersonation: outletId !== null })
    .where(eq(sessions.id, sessionId));
}
