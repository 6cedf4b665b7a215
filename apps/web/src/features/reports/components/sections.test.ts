import { describe, expect, it } from 'vitest';
import { sideBySideOf } from '../api/reports';
import { brandSections } from './brand-sections';
import { outletSections } from './outlet-sections';
import { pacingOf } from './pacing';
import { outletReportOf, testWords, totalsOf } from './report-fixture';
import type { BarSpec, ReportSection } from './section-model';

const sectionOf = (sections: ReportSection[], key: string) => sections.find((s) => s.key === key)!;
const rowsOf = (section: ReportSection) => section.table.rows.map((r) => [r.label, ...r.values]);

describe('outletSections: one outlet’s charts and their tables', () => {
  const sections = outletSections(outletReportOf(), testWords);

  it('has every figure of the issue, in the page’s order, each with a title and its definition', () => {
    expect(sections.map((s) => s.key)).toEqual([
      'rates',
      'byDay',
      'byService',
      'sources',
      'partySizes',
      'leadTimes',
      'turnTimes',
      'utilisationByService',
      'utilisationByArea',
      'pacing',
      'money',
      'messages',
      'repeatGuests',
    ]);
    for (const s of sections) expect([s.title, s.definition]).toEqual([`sections.${s.key}.title`, `sections.${s.key}.definition`]);
  });

  it('draws each bar chart from its own table: same categories, same numbers', () => {
    for (const section of sections)
      for (const chart of section.charts.filter((c): c is BarSpec => c.kind === 'bar' && section.key !== 'money')) {
        expect(chart.categories).toEqual(section.table.rows.map((r) => r.label));
        for (const series of chart.series)
          expect(series.data).toEqual(
            section.table.rows.map((r) => r.values[section.table.columns.findIndex((c) => c.label === series.label)]),
          );
      }
  });

  it('writes the rates beside the counts they come from, this period and the one before', () => {
    expect(rowsOf(sectionOf(sections, 'rates'))).toEqual([
      ['thisPeriod', 35, 7, 0.2, 50, 10, 4, 0.2],
      ['periodBefore', 50, 5, 0.1, 50, 10, 4, 0.2],
    ]);
  });

  it('keeps days as dates in the CSV and names them in the page', () => {
    const byDay = sectionOf(sections, 'byDay');
    expect(byDay.table.rows.map((r) => [r.label, r.csv])).toEqual([
      ['day 2026-03-23', '2026-03-23'],
      ['day 2026-03-24', '2026-03-24'],
    ]);
    expect((byDay.charts[0] as BarSpec).series.map((s) => s.label)).toEqual(['columns.covers', 'columns.seatedCovers']);
  });

  it('lists every source and lead time in a fixed order, those without bookings as 0', () => {
    expect(rowsOf(sectionOf(sections, 'sources'))).toEqual([
      ['source.restaurant', 10, 30],
      ['source.walkIn', 5, 15],
      ['source.customer', 25, 75],
      ['source.google', 0, 0],
      ['source.waitlist', 0, 0],
    ]);
    expect(rowsOf(sectionOf(sections, 'leadTimes'))).toEqual([
      ['leadTime.sameDay', 8],
      ['leadTime.oneToTwoDays', 0],
      ['leadTime.threeToSevenDays', 27],
      ['leadTime.eightToThirtyDays', 0],
      ['leadTime.moreThanThirtyDays', 0],
    ]);
  });

  it('orders party sizes by size, and says utilisation where nothing was open is no figure', () => {
    expect(rowsOf(sectionOf(sections, 'partySizes'))).toEqual([
      ['pax(2)', 30],
      ['pax(4)', 10],
    ]);
    expect(rowsOf(sectionOf(sections, 'turnTimes'))).toEqual([
      ['pax(2)', 20, 75, 80],
      ['pax(4)', 10, 95, 100],
    ]);
    expect(rowsOf(sectionOf(sections, 'utilisationByArea'))).toEqual([['Main hall', null]]);
    expect(sectionOf(sections, 'utilisationByService').notes).toEqual([{ label: 'notes.overall', value: 0.42, kind: 'ratio' }]);
  });

  it('keeps money in its currency, one chart per currency', () => {
    const money = sectionOf(sections, 'money');
    expect(money.table.rows).toEqual([{ key: 'SGD', label: 'SGD', currency: 'SGD', values: [123450, 5000, 2000] }]);
    expect(money.charts).toEqual([expect.objectContaining({ kind: 'bar', currency: 'SGD', valueKind: 'money' })]);
  });

  it('says how many guests confirmed beside the messages, and splits seated covers into returning and first visits', () => {
    const messages = sectionOf(sections, 'messages');
    expect(rowsOf(messages)).toEqual([
      ['channel.sms', 30, 28, 2],
      ['channel.email', 0, 0, 0],
      ['channel.phone', 0, 0, 0],
    ]);
    expect(messages.notes).toEqual([{ label: 'notes.guestConfirmed', value: 12, kind: 'count' }]);
    expect(rowsOf(sectionOf(sections, 'repeatGuests'))).toEqual([
      ['repeat.repeat', 30, 1 / 3],
      ['repeat.firstVisit', 60, 2 / 3],
    ]);
  });
});

describe('pacingOf', () => {
  it('fills the quiet slots between the first and the last, for every weekday, summed over the outlets', () => {
    const { table, heat } = pacingOf(
      [outletReportOf(), outletReportOf(), outletReportOf({ pacing: [{ weekday: 7, slot: '20:00', covers: 3 }] })],
      testWords,
    );
    expect(heat.slots).toEqual(['19:00', '19:15', '19:30', '19:45', '20:00']);
    expect(heat.rows.map((r) => r.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(heat.values[0]).toEqual([24, 0, 12, 0, 0]);
    expect(heat.values[6]).toEqual([0, 0, 0, 0, 3]);
    expect(heat.max).toBe(24);
    expect(table.rows[0]).toEqual({ key: '19:00', label: '19:00', values: [24, 8, 0, 0, 0, 0, 0] });
  });

  it('is empty without covers', () => {
    const { table, heat } = pacingOf([outletReportOf({ pacing: [] })], testWords);
    expect([table.rows, heat.slots, heat.max]).toEqual([[], [], 0]);
  });
});

describe('brandSections: the outlets side by side and summed', () => {
  const orchard = outletReportOf();
  const bangsar = outletReportOf({
    outletId: 'bangsar',
    outletName: 'Mawar Bangsar',
    currency: 'MYR',
    totals: totalsOf({ covers: 60, dueBookings: 15, noShows: 3 }),
    partySizes: [{ pax: 6, bookings: 2 }],
    turnTimes: [{ pax: 2, parties: 10, medianMinutes: 100, averageMinutes: 110 }],
    money: [{ currency: 'MYR', collected: 10000, refunded: 0, guaranteesCharged: 0 }],
    repeatGuests: { seatedCovers: 10, repeatCovers: 10 },
  });
  const report = sideBySideOf([
    { from: '2026-03-23', to: '2026-03-24', outlets: [orchard], totals: orchard.totals, previous: orchard.previous },
    { from: '2026-03-23', to: '2026-03-24', outlets: [bangsar], totals: bangsar.totals, previous: bangsar.previous },
  ]);
  const sections = brandSections(report, testWords);

  it('puts several brands together: their outlets in turn, the sums of their sums', () => {
    expect(report.outlets.map((o) => o.outletId)).toEqual(['orchard', 'bangsar']);
    expect(report.totals.covers).toBe(180);
    expect(report.totals.noShows).toBe(10);
  });

  it('compares the outlets’ headline figures side by side with their sum, rates from the summed counts', () => {
    const outlets = sectionOf(sections, 'outlets');
    expect(outlets.table.columns.map((c) => c.label)).toEqual(['Jade Garden Orchard', 'Mawar Bangsar', 'allOutlets']);
    const row = (key: string) => outlets.table.rows.find((r) => r.key === key)!;
    expect(row('covers').values).toEqual([120, 60, 180]);
    expect(row('noShowRate')).toMatchObject({ kind: 'ratio', values: [7 / 35, 3 / 15, 10 / 50] });
    expect(row('repeatShare').values).toEqual([30 / 90, 1, 40 / 100]);
    // Utilisations cannot be summed without the seat-minutes: no figure for all outlets.
    expect(row('utilisation').values).toEqual([0.42, 0.42, null]);
    expect((outlets.charts[0] as BarSpec).series.map((s) => s.data)).toEqual([
      [120, 60],
      [90, 90],
    ]);
  });

  it('stacks the outlets’ covers by day, the last column their sum', () => {
    const byDay = sectionOf(sections, 'byDay');
    expect(rowsOf(byDay)).toEqual([
      ['day 2026-03-23', 60, 60, 120],
      ['day 2026-03-24', 60, 60, 120],
    ]);
    expect(byDay.charts[0]).toMatchObject({ stacked: true, series: [{ label: 'Jade Garden Orchard' }, { label: 'Mawar Bangsar' }] });
  });

  it('takes every party size any outlet had, and weighs turn times by parties', () => {
    expect(rowsOf(sectionOf(sections, 'partySizes'))).toEqual([
      ['pax(2)', 30, 0, 30],
      ['pax(4)', 10, 0, 10],
      ['pax(6)', 0, 2, 2],
    ]);
    expect(rowsOf(sectionOf(sections, 'turnTimes'))).toEqual([
      ['pax(2)', 80, 110, 90],
      ['pax(4)', 100, null, 100],
    ]);
  });

  it('never adds one currency to another', () => {
    const money = sectionOf(sections, 'money');
    expect(money.table.rows.map((r) => [r.label, r.currency, ...r.values])).toEqual([
      ['outletPart(Jade Garden Orchard,SGD)', 'SGD', 123450, 5000, 2000],
      ['outletPart(Mawar Bangsar,MYR)', 'MYR', 10000, 0, 0],
    ]);
    expect(money.charts.map((c) => (c as BarSpec).currency)).toEqual(['SGD', 'MYR']);
  });

  it('names each outlet’s services and areas', () => {
    expect(sectionOf(sections, 'byService').table.rows[0]!.label).toBe('outletPart(Jade Garden Orchard,Lunch)');
    expect(sectionOf(sections, 'utilisationByService').notes.map((n) => n.label)).toEqual(['Jade Garden Orchard', 'Mawar Bangsar']);
  });

  it('has nothing to draw without outlets', () => {
    expect(brandSections({ outlets: [], totals: totalsOf(), previous: totalsOf() }, testWords)).toEqual([]);
  });
});
