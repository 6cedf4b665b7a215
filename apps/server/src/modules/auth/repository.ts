import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { loginFailures, outbox, passwordResets, sessions, userOutlets, users } from '../../db/tables/auth';
import { visibleOutlets } from '../outlets/service';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/**
 * The id of the user with this email (any case), as a subquery: push picks that user's tokens in one
 * statement without reading auth's tables itself.
 */
export function userIdWithEmail(db: Executor, email: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
}

export async function findUserById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Outlets (with their brands) a user may act for: every visible one for support staff. */
export async function accessibleOutlets(db: Executor, user: { id: string; isSupport: boolean }) {
  if (user.isSupport) return visibleOutlets(db, 'all');
  const granted = await db.select({ id: userOutlets.outletId }).from(userOutlets).where(eq(userOutlets.userId, user.id));
  return visibleOutlets(
    db,
    granted.map((g) => g.id),
  );
}

export async function recentFailures(db: Executor, subject: string, since: Date) {
  return db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.subject, subject), gte(loginFailures.failedAt, since)))
    .orderBy(loginFailures.failedAt);
}

export async function recordFailure(db: Executor, subject: string, at: Date) {
  await db.insert(loginFailures).values({ subject, failedAt: at });
}

/** Clears a subject's failures; answers how many there were. */
export async function clearFailures(db: Executor, subject: string): Promise<number> {
  const deleted = await db.delete(loginFailures).where(eq(loginFailures.subject, subject)).returning({ id: loginFailures.id });
  return deleted.length;
}

/** Forgets a subject's `count` most recent failures. */
export async function forgetNewestFailures(db: Executor, subject: string, count: number) {
  if (count <= 0) return;
  const newest = db
    .select({ id: loginFailures.id })
    .from(loginFailures)
    .where(eq(loginFailures.subject, subject))
    .orderBy(desc(loginFailures.failedAt))
    .limit(count);
  await db.delete(loginFailures).where(inArray(loginFailures.id, newest));
}

export type NewSession = typeof sessions.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Executor, values: NewSession) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function findSessionBySecretHash(db: Executor, secretHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.secretHash, secretHash), gte(sessions.expiresAt, now)));
  return row;
}

export async function findSessionByTokenHash(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gte(sessions.expiresAt, now)));
  return row;
}

export async function updateSession(db: Executor, id: string, values: Partial<NewSession>) {
  const [row] = await db.update(sessions).set(values).where(eq(sessions.id, id)).returning();
  return row;
}

export async function deleteSession(db: Executor, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function insertPasswordReset(db: Executor, values: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(values);
}

export async function insertOutboxMessage(db: Executor, values: typeof outbox.$inferInsert) {
  await db.insert(outbox).values(values);
}

export async function findLivePasswordReset(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), gte(passwordResets.expiresAt, now), isNull(passwordResets.usedAt)))
    .for('update');
  return row;
}

export async function markPasswordResetUsed(db: Executor, id: string, at: Date) {
  await db.update(passwordResets).set({ usedAt: at }).where(eq(passwordResets.id, id));
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}

/** Of these session ids, those still live at `now`. */
export async function liveSessionIds(db: Executor, ids: string[], now: Date): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), gte(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.id));
}

export async function deleteSessionsOfUser(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** A live session as a bearer check needs it: its user's email, and the outlets a merchant may act for. */
export interface BearerSession {
  id: string;
  userId: string | null;
  outletId: string | null;
  quickCodeId: string | null;
  email: string | null;
  /** a user's outlets as accessibleOutlets lists them (visible outlets of visible brands); empty for an outlet session */
  outletIds: string[];
}

/**
 * The session of a bearer token's hash, unexpired, with its user and that user's outlets, in one
 * named statement: every /api/v1 request asks it, and three round trips (session, user, outlets)
 * were a large share of a cheap request's time (docs/decisions/017-availability-reads.md).
 */
export async function findBearerSession(db: Database, tokenHash: string, now: Date): Promise<BearerSession | undefined> {
  const result = await db.$client.query<BearerSession>({
    name: 'bearer-session',
    text: BEARER_SESSION,
    values: [tokenHash, now.toISOString()],
  });
  return result.rows[0];
}

const BEARER_SESSION = `
  select s.id, s.user_id as "userId", s.outlet_id as "outletId", s.quick_code_id as "quickCodeId", u.email,
    case when u.id is null then '{}'::uuid[] else array(
      select o.id from user_outlets uo join outlets o on o.id = uo.outlet_id join brands b on b.id = o.brand_id
      where uo.user_id = u.id
        and o.reserve_channel_status not in ('not_applicable', 'not_setup')
        and b.reserve_channel_status not in ('not_applicable', 'not_setup'))
    end as "outletIds"
  from sessions s left join users u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at >= $2::timestamptz`;
