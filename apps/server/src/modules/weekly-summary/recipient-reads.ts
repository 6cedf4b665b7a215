import { HIDDEN_RESERVE_CHANNEL_STATUSES } from '@host/domain/auth';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userOutlets, users } from '../../db/tables/auth';
import { brands, outlets } from '../../db/tables/outlets';
import { weeklySummaryPreferences, weeklySummarySends } from '../../db/tables/weekly-summary';

/**
 * Who the Monday summary goes to, and the brands it is about (issue 31, item 3): a read model over
 * auth's users and their outlets and the outlets module's brands. It writes nothing.
 */

const hidden = [...HIDDEN_RESERVE_CHANNEL_STATUSES];

/** The brands that take reservations, with the zone their Monday is read in. */
export function visibleBrands(db: Executor) {
  return db
    .select({ id: brands.id, name: brands.brandName, timezone: brands.timezone, countryCode: brands.countryCode })
    .from(brands)
    .where(notInArray(brands.reserveChannelStatus, hidden))
    .orderBy(brands.brandName);
}

export interface Recipient {
  userId: string;
  email: string;
  displayName: string;
  language: string;
  /** the brand's visible outlets this user may act for, by name */
  outlets: Array<{ id: string; name: string }>;
}

/** The users who asked for the summary and act for at least one visible outlet of the brand, with those outlets. */
export async function optedInRecipients(db: Executor, brandId: string): Promise<Recipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      language: weeklySummaryPreferences.language,
      outletId: outlets.id,
      outletName: outlets.outletName,
    })
    .from(weeklySummaryPreferences)
    .innerJoin(users, eq(users.id, weeklySummaryPreferences.userId))
    .innerJoin(userOutlets, eq(userOutlets.userId, users.id))
    .innerJoin(outlets, eq(outlets.id, userOutlets.outletId))
    .where(and(eq(weeklySummaryPreferences.enabled, true), eq(outlets.brandId, brandId), notInArray(outlets.reserveChannelStatus, hidden)))
    .orderBy(users.id, outlets.outletName, outlets.id);
  const byUser = new Map<string, Recipient>();
  for (const row of rows) {
    const recipient = byUser.get(row.userId) ?? {
      userId: row.userId,
      email: row.email,
      displayName: row.displayName,
      language: row.language,
      outlets: [],
    };
    recipient.outlets.push({ id: row.outletId, name: row.outletName });
    byUser.set(row.userId, recipient);
  }
  return [...byUser.values()];
}

/** A user's choice as stored (none before the first save), the language they set on their account, and their last summary. */
export async function preferenceRowsOf(db: Executor, userId: string) {
  const [preference] = await db.select().from(weeklySummaryPreferences).where(eq(weeklySummaryPreferences.userId, userId));
  const [user] = await db.select({ preferredLocale: users.preferredLocale }).from(users).where(eq(users.id, userId));
  const [last] = await db
    .select({ from: weeklySummarySends.weekFrom, to: weeklySummarySends.weekTo, sentAt: weeklySummarySends.sentAt })
    .from(weeklySummarySends)
    .where(and(eq(weeklySummarySends.userId, userId), inArray(weeklySummarySends.state, ['sent'])))
    .orderBy(desc(weeklySummarySends.sentAt))
    .limit(1);
  return { preference, preferredLocale: user?.preferredLocale ?? null, last };
}
