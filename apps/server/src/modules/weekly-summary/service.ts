import { userKindOf } from '@host/domain/auth';
import { FEATURE } from '@host/domain/entitlements';
import { DomainError } from '@host/domain/errors';
import { SUB_PATH_LOCALES, translationLanguageOf, type TranslationLanguage } from '@host/domain/locales';
import { isTranslationLanguage } from '@host/domain/notifications/templates';
import { previousRange, type OutletReport } from '@host/domain/reports/report';
import {
  renderWeeklySummary,
  summaryWeekDue,
  weeklySummaryLink,
  type OutletWeek,
  type RenderedWeeklySummary,
  type WeeklySummaryPreference,
  type WeeklySummaryPreferenceInput,
} from '@host/domain/reports/weekly-summary';
import { and, eq, lte, lt, ne, sql } from 'drizzle-orm';
import { weeklySummaryPreferences, weeklySummarySends } from '../../db/tables/weekly-summary';
import { roleOf, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { hasFeature } from '../../lib/feature-gate';
import { outletReport } from '../reports/service';
import { optedInRecipients, preferenceRowsOf, visibleBrands, type Recipient } from './recipient-reads';

/** How long a claimed summary is the claiming server's to send; after it, a failed one is tried again. */
const SEND_LEASE_MS = 10 * 60_000;
/** Tries of one summary before it is left failed (each at a later run of the job, that Monday). */
const MAX_ATTEMPTS = 3;

// ---- A merchant's own choice ------------------------------------------------------------------

/**
 * Only a merchant has an address of their own to write to: an outlet's PIN session (and support staff,
 * who act for outlets that are not theirs) are refused before anything is read. Called by the route's
 * onRequest, right after the API contract checked the token.
 */
export function assertMerchant(auth: AuthContext): string {
  if (roleOf(auth) !== 'merchant' || !auth.userId) throw new DomainError('FORBIDDEN', 'merchantOnly');
  return auth.userId;
}

export async function preferenceOf(ctx: AppContext, auth: AuthContext): Promise<WeeklySummaryPreference> {
  const userId = assertMerchant(auth);
  const { preference, preferredLocale, last } = await preferenceRowsOf(ctx.db, userId);
  const language: TranslationLanguage =
    preference && isTranslationLanguage(preference.language)
      ? preference.language
      : preferredLocale
        ? translationLanguageOf(preferredLocale)
        : 'en';
  return {
    enabled: preference?.enabled ?? false,
    language,
    lastSent: last?.sentAt ? { from: last.from, to: last.to, sentAt: last.sentAt.toISOString() } : null,
  };
}

/**
 * Switches the summary on or off for the signed-in merchant, in the language given. A whole, idempotent
 * replacement of a row only its owner writes, so it takes no version (two tabs of one person: the last
 * click is what they meant).
 */
export async function savePreference(
  ctx: AppContext,
  auth: AuthContext,
  input: WeeklySummaryPreferenceInput,
): Promise<WeeklySummaryPreference> {
  const userId = assertMerchant(auth);
  const now = ctx.clock.now();
  await ctx.db
    .insert(weeklySummaryPreferences)
    .values({ userId, enabled: input.enabled, language: input.language, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: weeklySummaryPreferences.userId,
      set: { enabled: input.enabled, language: input.language, updatedAt: now },
    });
  return preferenceOf(ctx, auth);
}

// ---- Sending ----------------------------------------------------------------------------------

export interface WeeklySummaryRun {
  sent: number;
  failed: number;
}

/**
 * The job's handler (jobs/jobs.ts), and what a test or support calls to send now: for every brand whose
 * Monday WEEKLY_SUMMARY_HOUR has come at `now` (in its own zone), last week's summary to each merchant
 * who opted in, of the brand's outlets they act for that have REPORTS in their plan. The figures are
 * the reports service's, read as at `now`.
 *
 * Sent once per brand, week and merchant: a summary is claimed by inserting its row (unique on the
 * three), so a second server, a second run or a retried job finds it taken and sends nothing. A send
 * that failed is claimed again once its lease is over, up to MAX_ATTEMPTS, that Monday.
 */
export async function sendWeeklySummaries(ctx: AppContext, now: Date = ctx.clock.now()): Promise<WeeklySummaryRun> {
  const at: AppContext = { ...ctx, clock: { now: () => now } };
  const run: WeeklySummaryRun = { sent: 0, failed: 0 };
  for (const brand of await visibleBrands(ctx.db)) {
    const week = summaryWeekDue(now, brand.timezone);
    if (!week) continue;
    const reports = new Map<string, Promise<OutletWeek>>();
    for (const recipient of await optedInRecipients(ctx.db, brand.id)) {
      // Support staff's addresses are ours, not a merchant's: they are never sent a brand's figures.
      if (userKindOf(recipient.email, ctx.config.INTERNAL_EMAIL_DOMAIN) !== 'merchant') continue;
      const withReports = [];
      for (const outlet of recipient.outlets) if (await hasFeature(ctx.db, outlet.id, FEATURE.REPORTS)) withReports.push(outlet);
      if (!withReports.length) continue;
      const claim = await claimSummary(at, { brandId: brand.id, userId: recipient.userId, week, language: recipient.language });
      if (!claim) continue;
      try {
        const outlets = await Promise.all(
          withReports.map((o) => reports.get(o.id) ?? reports.set(o.id, outletWeekOf(at, o.id, week)).get(o.id)!),
        );
        const language = isTranslationLanguage(recipient.language) ? recipient.language : 'en';
        const rendered = renderWeeklySummary({
          language,
          brandName: brand.name,
          recipientName: recipient.displayName,
          week,
          outlets,
          link: weeklySummaryLink(ctx.publicUrl, subPathOf(brand.countryCode, language), week),
        });
        const outcome = await ctx.messages.email.send({
          id: claim.id,
          channel: 'email',
          to: recipient.email,
          subject: rendered.subject,
          body: rendered.text,
          language,
          mail: { fromName: 'Host', replyTo: null, html: summaryHtml(rendered, language) },
        });
        await settle(at, claim, {
          state: 'sent',
          subject: rendered.subject,
          provider: ctx.messages.email.name,
          providerRef: outcome.providerRef,
        });
        run.sent++;
      } catch (error) {
        await settle(at, claim, { state: 'failed', lastError: reasonOf(error, recipient) });
        ctx.log.warn(
          { summaryId: claim.id, attempts: claim.attempts, reason: reasonOf(error, recipient) },
          'a weekly summary was not sent',
        );
        run.failed++;
      }
    }
  }
  if (run.sent || run.failed) ctx.log.info(run, 'weekly summaries');
  return run;
}

/** An outlet's week from the reports service: its totals against the week before, and money collected both weeks. */
async function outletWeekOf(ctx: AppContext, outletId: string, week: { from: string; to: string }): Promise<OutletWeek> {
  const [report, before]: OutletReport[] = await Promise.all([
    outletReport(ctx, outletId, week),
    outletReport(ctx, outletId, previousRange(week.from, week.to)),
  ]);
  const currencies = [...new Set([...report!.money, ...before!.money].map((m) => m.currency))].sort();
  return {
    outletName: report!.outletName,
    totals: report!.totals,
    previous: report!.previous,
    collected: currencies.map((currency) => ({
      currency,
      amount: report!.money.find((m) => m.currency === currency)?.collected ?? 0,
      previous: before!.money.find((m) => m.currency === currency)?.collected ?? 0,
    })),
  };
}

/**
 * The link's locale sub-path: the brand's country in the merchant's language (en_MY, bm_MY), else that
 * language where another country speaks it (zh-Hant for a Singapore brand: zh_HK), so the page opens in it.
 */
function subPathOf(country: string, language: TranslationLanguage): string {
  const speaking = SUB_PATH_LOCALES.filter((l) => l.language === language);
  return (speaking.find((l) => l.country === country) ?? speaking[0]!).subPath;
}

type Claim = { id: string; attempts: number };

/** The summary's row, taken by this run: a new one, or a failed one whose lease is over; null when another has it or it went. */
async function claimSummary(
  ctx: AppContext,
  what: { brandId: string; userId: string; week: { from: string; to: string }; language: string },
): Promise<Claim | null> {
  const now = ctx.clock.now();
  const leaseUntil = new Date(now.getTime() + SEND_LEASE_MS);
  const [fresh] = await ctx.db
    .insert(weeklySummarySends)
    .values({
      brandId: what.brandId,
      userId: what.userId,
      weekFrom: what.week.from,
      weekTo: what.week.to,
      language: what.language,
      leaseUntil,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: weeklySummarySends.id, attempts: weeklySummarySends.attempts });
  if (fresh) return fresh;
  const [again] = await ctx.db
    .update(weeklySummarySends)
    .set({ state: 'claimed', attempts: sql`${weeklySummarySends.attempts} + 1`, leaseUntil, updatedAt: now })
    .where(
      and(
        eq(weeklySummarySends.brandId, what.brandId),
        eq(weeklySummarySends.userId, what.userId),
        eq(weeklySummarySends.weekFrom, what.week.from),
        ne(weeklySummarySends.state, 'sent'),
        lte(weeklySummarySends.leaseUntil, now),
        lt(weeklySummarySends.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({ id: weeklySummarySends.id, attempts: weeklySummarySends.attempts });
  return again ?? null;
}

async function settle(
  ctx: AppContext,
  claim: Claim,
  result: { state: 'sent'; subject: string; provider: string; providerRef: string | null } | { state: 'failed'; lastError: string },
) {
  const now = ctx.clock.now();
  // Settled by the attempt that claimed it only.
  const mine = and(eq(weeklySummarySends.id, claim.id), eq(weeklySummarySends.attempts, claim.attempts));
  if (result.state === 'sent')
    await ctx.db
      .update(weeklySummarySends)
      .set({
        state: 'sent',
        subject: result.subject,
        provider: result.provider,
        providerRef: result.providerRef,
        sentAt: now,
        lastError: null,
        updatedAt: now,
      })
      .where(mine);
  else await ctx.db.update(weeklySummarySends).set({ state: 'failed', lastError: result.lastError, updatedAt: now }).where(mine);
}

/** A failure in a line for the row and the log: never the recipient's address. */
function reasonOf(error: unknown, recipient: Recipient): string {
  const text = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  return text.split(recipient.email).join('***').slice(0, 300);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail's HTML part: the same lines as its text, an outlet to a table, and one button to the week's report. */
function summaryHtml(summary: RenderedWeeklySummary, language: TranslationLanguage): string {
  const cell = 'padding:6px 12px;border-bottom:1px solid #e5e8eb;';
  const outlets = summary.outlets
    .map(
      (o) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(o.name)}</h2>` +
        `<table role="presentation" style="border-collapse:collapse;width:100%;max-width:560px">` +
        o.lines
          .map(
            (l) => `<tr><td style="${cell}color:#637381">${escapeHtml(l.label)}</td><td style="${cell}">${escapeHtml(l.value)}</td></tr>`,
          )
          .join('') +
        `</table>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(summary.subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#212b36;margin:0;padding:24px">` +
    `<p>${escapeHtml(summary.greeting)}</p><p>${escapeHtml(summary.intro)}</p>${outlets}` +
    `<p style="margin:24px 0"><a href="${escapeHtml(summary.link)}" style="background:#2065d1;color:#fff;padding:10px 16px;` +
    `border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(summary.open)}</a></p>` +
    `<p style="font-size:13px;color:#637381">${escapeHtml(summary.link)}</p>` +
    `<p style="font-size:12px;color:#637381">${escapeHtml(summary.why)}</p></body></html>`
  );
}
