import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushInstallations, pushTokens } from '../../db/tables/push';
import { userIdWithEmail } from '../auth/service';

export type PushTokenRow = typeof pushTokens.$inferSelect;
export type InstallationRow = typeof pushInstallations.$inferSelect;

/** Who a token belongs to: a user at an outlet, or the outlet's own sign-in (userId null). */
export interface TokenOwner {
  outletId: string;
  userId: string | null;
}

export async function findInstallationByKeyHash(db: Executor, integrationKeyHash: string) {
  const [row] = await db.select().from(pushInstallations).where(eq(pushInstallations.integrationKeyHash, integrationKeyHash));
  return row;
}

export async function findInstallation(db: Executor, id: string) {
  const [row] = await db.select().from(pushInstallations).where(eq(pushInstallations.id, id));
  return row;
}

/** Two servers starting an installation at once: the first row wins, the other reads it. */
export async function insertInstallationIfAbsent(db: Executor, values: typeof pushInstallations.$inferInsert) {
  await db.insert(pushInstallations).values(values).onConflictDoNothing({ target: pushInstallations.integrationKeyHash });
  return (await findInstallationByKeyHash(db, values.integrationKeyHash))!;
}

const ownedBy = (owner: TokenOwner) =>
  and(eq(pushTokens.outletId, owner.outletId), owner.userId ? eq(pushTokens.userId, owner.userId) : isNull(pushTokens.userId));

export function listTokens(db: Executor, owner: TokenOwner) {
  return db.select().from(pushTokens).where(ownedBy(owner)).orderBy(pushTokens.createdAt);
}

export async function findToken(db: Executor, owner: TokenOwner, id: string) {
  const [row] = await db
    .select()
    .from(pushTokens)
    .where(and(eq(pushTokens.id, id), ownedBy(owner)));
  return row;
}

/** One row per outlet and browser: subscribing again takes the row over, live, with the new keys. */
export async function upsertToken(
  db: Executor,
  values: { outletId: string; userId: string | null; installationId: string; endpoint: string; keys: { p256dh: string; auth: string } },
) {
  const [row] = await db
    .insert(pushTokens)
    .values(values)
    .onConflictDoUpdate({
      target: [pushTokens.outletId, pushTokens.endpoint],
      set: { userId: values.userId, installationId: values.installationId, keys: values.keys, discardedAt: null, createdAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function discardToken(db: Executor, id: string, at: Date) {
  await db.update(pushTokens).set({ discardedAt: at }).where(eq(pushTokens.id, id));
}

/** The live tokens pushes to an outlet go to. */
export function liveTokensOfOutlet(db: Executor, outletId: string) {
  return db
    .select()
    .from(pushTokens)
    .where(and(eq(pushTokens.outletId, outletId), isNull(pushTokens.discardedAt)));
}

/** The live tokens a user subscribed, at the outlets given. */
export function liveTokensOfUser(db: Executor, email: string, outletIds: string[]) {
  if (outletIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushTokens)
    .where(
      and(inArray(pushTokens.userId, userIdWithEmail(db, email)), inArray(pushTokens.outletId, outletIds), isNull(pushTokens.discardedAt)),
    );
}

/** The live tokens an outlet's own sign-in subscribed (no user). */
export function liveTokensOfOutletSignIn(db: Executor, outletId: string) {
  return db
    .select()
    .from(pushTokens)
    .where(and(eq(pushTokens.outletId, outletId), isNull(pushTokens.userId), isNull(pushTokens.discardedAt)));
}
