import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '../locales';
import { renderWeeklySummary, summaryWeekDue, weeklySummaryLink, WEEKLY_SUMMARY_WORDS } from './weekly-summary';
import type { ReportTotals } from './report';

const totals = (t: Partial<ReportTotals>): ReportTotals => ({
  bookings: 0,
  covers: 0,
  seatedBookings: 0,
  seatedCovers: 0,
  walkIns: 0,
  dueBookings: 0,
  noShows: 0,
  madeBookings: 0,
  cancellations: 0,
  lateCancellations: 0,
  ...t,
});

describe('summaryWeekDue', () => {
  it.each([
    ['2026-03-30T08:00:00+08:00', 'Asia/Singapore', { from: '2026-03-23', to: '2026-03-29' }],
    ['2026-03-30T23:59:00+08:00', 'Asia/Singapore', { from: '2026-03-23', to: '2026-03-29' }],
    ['2026-03-30T07:59:59+08:00', 'Asia/Singapore', null],
    ['2026-03-31T08:00:00+08:00', 'Asia/Singapore', null],
    // Monday 08:00 in Taipei is Monday 00:00 UTC; in Kathmandu (+05:45) 02:15 UTC.
    ['2026-03-30T00:00:00Z', 'Asia/Taipei', { from: '2026-03-23', to: '2026-03-29' }],
    ['2026-03-30T02:14:00Z', 'Asia/Kathmandu', null],
    ['2026-03-30T02:15:00Z', 'Asia/Kathmandu', { from: '2026-03-23', to: '2026-03-29' }],
    // Sunday evening in Los Angeles while it is Monday morning in Asia.
    ['2026-03-30T08:00:00+08:00', 'America/Los_Angeles', null],
  ])('at %s in %s', (at, zone, week) => {
    expect(summaryWeekDue(new Date(at), zone)).toEqual(week);
  });
});

describe('renderWeeklySummary', () => {
  const outlet = {
    outletName: 'Jade Garden <Orchard>',
    totals: totals({ bookings: 10, seatedCovers: 30, dueBookings: 8, noShows: 1, madeBookings: 10, cancellations: 2 }),
    previous: totals({ bookings: 12, seatedCovers: 30, dueBookings: 0, madeBookings: 12, cancellations: 3 }),
    collected: [{ currency: 'MYR', amount: 12_000, previous: 15_000 }],
  };
  const week = { from: '2026-03-23', to: '2026-03-29' };

  it('says each figure against the week before', () => {
    const link = weeklySummaryLink('https://host.example/', 'en_MY', week);
    expect(link).toBe('https://host.example/en_MY/reports?range=custom&from=2026-03-23&to=2026-03-29');
    const out = renderWeeklySummary({ language: 'en', brandName: 'Jade', recipientName: 'Ada', week, outlets: [outlet], link });
    expect(out.subject).toBe('Jade: your week of Mon, 23 Mar to Sun, 29 Mar');
    expect(out.outlets[0]!.lines.map((l) => l.value)).toEqual([
      '30 (no change on the week before)',
      '10 (−2 on the week before)',
      '12.5% (nothing the week before)',
      '20.0% (−5.0 pts on the week before)',
      'RM 120.00 (−RM 30.00 on the week before)',
    ]);
    expect(out.text).toContain(`See the full report: ${link}`);
  });

  it('has every line in all four languages', () => {
    for (const language of TRANSLATION_LANGUAGES) {
      const words = WEEKLY_SUMMARY_WORDS[language];
      expect(Object.values(words).every((w) => w.trim().length > 0)).toBe(true);
      const out = renderWeeklySummary({ language, brandName: 'B', recipientName: 'N', week, outlets: [outlet], link: 'L' });
      expect(out.text).not.toMatch(/\{\{/);
      expect(out.subject).not.toMatch(/\{\{/);
    }
  });
});
