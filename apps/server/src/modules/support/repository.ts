import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { impersonationWrites, impersonations } from '../../db/tables/support';
import { sessionIdsOfUser } from './session-reads';

export type ImpersonationRow = typeof impersonations.$inferSelect;

/** The session's impersonation that has not ended (at most one: a partial unique index). */
export async function findOpenImpersonation(db: Executor, sessionId: string) {
  const [row] = await db
    .select()
    .from(impersonations)
    .where(and(eq(impersonations.sessionId, sessionId), isNull(impersonations.endedAt)));
  return row;
}

export async function insertImpersonation(db: Executor, values: typeof impersonations.$inferInsert) {
  const [row] = await db.insert(impersonations).values(values).returning();
  return row!;
}

/** Ends the session's open impersonation, if any; answers it. */
export async function endOpenImpersonation(db: Executor, sessionId: string, at: Date) {
  const [row] = await db
    .update(impersonations)
    .set({ endedAt: at })
    .where(and(eq(impersonations.sessionId, sessionId), isNull(impersonations.endedAt)))
    .returning();
  return row;
}

export async function insertWrite(db: Executor, values: typeof impersonationWrites.$inferInsert) {
  await db.insert(impersonationWrites).values(values);
}

/** Ends every open impersonation of a user's sessions (their sessions are about to go). */
export async function endOpenImpersonationsOfUser(db: Executor, userId: string, at: Date) {
  await db
    .update(impersonations)
    .set({ endedAt: at })
    .where(and(isNull(impersonations.endedAt), inArray(impersonations.sessionId, sessionIdsOfUser(db, userId))));
}

/** The newest `perImpersonation` writes of each, and how many each has in all. */
export async function writesOf(db: Executor, impersonationIds: string[], perImpersonation: number) {
  if (!impersonationIds.length) return { writes: [], counts: new Map<string, number>() };
  const ranked = db
    .select({
      id: impersonationWrites.id,
      impersonationId: impersonationWrites.impersonationId,
      method: impersonationWrites.method,
      route: impersonationWrites.route,
      ids: impersonationWrites.ids,
      statusCode: impersonationWrites.statusCode,
      at: impersonationWrites.at,
      changes: impersonationWrites.changes,
      rank: sql<number>`row_number() over (partition by ${impersonationWrites.impersonationId}
        order by ${impersonationWrites.at} desc, ${impersonationWrites.id} desc)`.as('rank'),
      total: sql<number>`count(*) over (partition by ${impersonationWrites.impersonationId})`.as('total'),
    })
    .from(impersonationWrites)
    .where(inArray(impersonationWrites.impersonationId, impersonationIds))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perImpersonation}`)
    .orderBy(desc(ranked.at));
  const counts = new Map(rows.map((r) => [r.impersonationId, Number(r.total)]));
  return { writes: rows, counts };
}
