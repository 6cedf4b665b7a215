import { csvOf } from '@host/domain/payments/transaction-report';
import {
  consentChanges,
  type ConsentChannel,
  type ConsentSource,
  type GuestMarketingInput,
  type MarketingConsentView,
  type MarketingList,
} from '@host/domain/marketing-consent';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, marketingConsents } from '../../db/tables/customers';
import type { AppContext } from '../../lib/context';

/*
 * Consent that is respected (issue 32, point 5; docs/rules.md, "Consent to marketing"): every yes or no on a channel is
 * recorded with when, how and by whom; the newest is the answer in force and the guest's flags mirror it; only a yes is
 * exported. Booking messages (confirmations, reminders) never read any of it.
 */

type Flags = { canSendSmsMarketing: number; canSendEmailMarketing: number };

/** Records what a write changed of the guest's answers (in the write's transaction). */
export async function recordConsents(
  tx: Executor,
  customerId: string,
  { before, after, source, by, at }: { before: Flags | null; after: Partial<Flags>; source: ConsentSource; by: string | null; at: Date },
) {
  const changes = consentChanges(before, after);
  if (changes.length)
    await tx
      .insert(marketingConsents)
      .values(changes.map(({ channel, granted }) => ({ customerId, channel, granted, source, recordedBy: by, createdAt: at })));
}

/**
 * After a merge moved the other profile's records here: a record written wherever the newest one no longer says what the
 * merged flags say (a guest's old yes on the duplicate, under a no the kept profile had), so the profile never shows an
 * agreement the flags do not hold.
 */
export async function reconcileConsents(tx: Executor, customerId: string, flags: Flags, { by, at }: { by: string | null; at: Date }) {
  const newest = (await consentsOf(tx, [customerId])).get(customerId);
  const records = (['sms', 'email'] as const).flatMap((channel) => {
    const granted = (channel === 'sms' ? flags.canSendSmsMarketing : flags.canSendEmailMarketing) === 1;
    return (newest?.[channel]?.granted ?? false) === granted
      ? []
      : [{ customerId, channel, granted, source: 'staff', recordedBy: by, createdAt: at }];
  });
  if (records.length) await tx.insert(marketingConsents).values(records);
}

/** Each guest's answer in force on each channel: the newest record (a channel never answered is null). */
export async function consentsOf(db: Executor, customerIds: readonly string[]): Promise<Map<string, MarketingConsentView>> {
  const views = new Map<string, MarketingConsentView>(customerIds.map((id) => [id, { sms: null, email: null }]));
  if (!customerIds.length) return views;
  const rows = await db
    .selectDistinctOn([marketingConsents.customerId, marketingConsents.channel])
    .from(marketingConsents)
    .where(inArray(marketingConsents.customerId, [...customerIds]))
    .orderBy(
      marketingConsents.customerId,
      marketingConsents.channel,
      sql`${marketingConsents.createdAt} desc`,
      sql`${marketingConsents.id} desc`,
    );
  for (const row of rows) {
    const view = views.get(row.customerId);
    if (view && (row.channel === 'sms' || row.channel === 'email'))
      view[row.channel] = {
        granted: row.granted,
        at: row.createdAt.toISOString(),
        source: row.source as ConsentSource,
        by: row.recordedBy,
      };
  }
  return views;
}

/**
 * The guest's own answer from their booking's link (PUT /api/guest/{token}/marketing): the flags set, what changed
 * recorded as the guest's, the guest's version moved (a profile open meanwhile is told). An erased guest stays erased.
 */
export async function setGuestMarketing(
  ctx: AppContext,
  tx: Executor,
  customerId: string,
  input: GuestMarketingInput,
): Promise<Flags | null> {
  const [row] = await tx
    .select({ canSendSmsMarketing: customers.canSendSmsMarketing, canSendEmailMarketing: customers.canSendEmailMarketing })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.erasedAt)))
    .for('update');
  if (!row) return null;
  const flag = (said: boolean | undefined, was: number) => (said === undefined ? was : said ? 1 : 0);
  const after = {
    canSendSmsMarketing: flag(input.sms, row.canSendSmsMarketing),
    canSendEmailMarketing: flag(input.email, row.canSendEmailMarketing),
  };
  if (consentChanges(row, after).length === 0) return after;
  const at = ctx.clock.now();
  await tx
    .update(customers)
    .set({ ...after, version: sql`${customers.version} + 1`, updatedAt: at })
    .where(eq(customers.id, customerId));
  await recordConsents(tx, customerId, { before: row, after, source: 'guest', by: null, at });
  return after;
}

/** The guest's answers as their link shows them (null: the booking has no guest in the guest book). */
export async function guestMarketingOf(db: Executor, customerId: string | null): Promise<{ sms: boolean; email: boolean } | null> {
  if (!customerId) return null;
  const [row] = await db
    .select({ sms: customers.canSendSmsMarketing, email: customers.canSendEmailMarketing })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.erasedAt)));
  return row ? { sms: row.sms === 1, email: row.email === 1 } : null;
}

/**
 * GET /api/v1/brands/{brandId}/marketing-export?channel=: the brand's guests whose answer in force on the channel is yes and
 * who can be reached on it, with when and how they said so. Nobody else, whatever their bookings.
 */
export async function marketingList(ctx: AppContext, brandId: string, channel: ConsentChannel): Promise<MarketingList> {
  const flag = channel === 'sms' ? customers.canSendSmsMarketing : customers.canSendEmailMarketing;
  const contact = channel === 'sms' ? customers.phone : customers.email;
  const agreed = await ctx.db
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, contact, language: customers.language })
    .from(customers)
    .where(and(eq(customers.brandId, brandId), eq(flag, 1), isNull(customers.erasedAt), sql`coalesce(${contact}, '') <> ''`))
    .orderBy(customers.lastName, customers.firstName, customers.id);
  const consents = await consentsOf(
    ctx.db,
    agreed.map((g) => g.id),
  );
  const guests = agreed.map((guest) => {
    const record = consents.get(guest.id)?.[channel];
    const kept = record?.granted ? record : null;
    return {
      firstName: guest.firstName,
      lastName: guest.lastName,
      contact: guest.contact ?? '',
      language: guest.language,
      agreedAt: kept?.at ?? null,
      recordedBy: kept ? (kept.source === 'guest' ? 'guest' : kept.by) : null,
    };
  });
  return { channel, guests };
}

/** The list as a spreadsheet's file, in English column names (the transactions file's way). */
export function marketingCsv(list: MarketingList, today: string) {
  const header = ['First name', 'Last name', list.channel === 'sms' ? 'Mobile' : 'Email', 'Language', 'Agreed at', 'Recorded by'];
  const rows = list.guests.map((g) => [
    g.firstName,
    g.lastName,
    g.contact,
    g.language,
    g.agreedAt,
    g.agreedAt === null ? 'Before records were kept' : g.recordedBy === 'guest' ? 'The guest' : (g.recordedBy ?? 'Staff'),
  ]);
  return { filename: `marketing-${list.channel}-${today}.csv`, body: csvOf([header, ...rows]) };
}
