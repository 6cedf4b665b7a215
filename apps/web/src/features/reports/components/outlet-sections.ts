import {
  LEAD_TIME_BUCKETS,
  rateOf,
  REPORT_CHANNELS,
  REPORT_SOURCES,
  type OutletReport,
  type ReportTotals,
} from '@host/domain/reports/report';
import { pacingOf } from './pacing';
import {
  barOf,
  type BarSpec,
  type ReportSection,
  type ReportTable,
  type ReportWords,
  type SectionKey,
  type TableColumn,
} from './section-model';

/** Every section of one outlet's report, in the page's order (issue 31). */
export function outletSections(report: OutletReport, words: ReportWords): ReportSection[] {
  const { t } = words;
  const col = (key: string, kind: TableColumn['kind'] = 'count'): TableColumn => ({ label: t(`columns.${key}`), kind });
  const section = (key: SectionKey, table: ReportTable, rest: Partial<ReportSection> = {}): ReportSection => ({
    key,
    title: t(`sections.${key}.title`),
    definition: t(`sections.${key}.definition`),
    notes: [],
    charts: [],
    table,
    ...rest,
  });

  const rates: ReportTable = {
    head: t('columns.period'),
    columns: RATE_COLUMNS.map(([key, kind]) => col(key, kind)),
    rows: [
      { key: 'current', label: t('thisPeriod'), values: rateValues(report.totals) },
      { key: 'previous', label: t('periodBefore'), values: rateValues(report.previous) },
    ],
  };
  const byDay: ReportTable = {
    head: t('columns.day'),
    columns: [col('bookings'), col('covers'), col('seatedCovers')],
    rows: report.byDay.map((d) => ({ key: d.date, label: words.day(d.date), csv: d.date, values: [d.bookings, d.covers, d.seatedCovers] })),
  };
  const byService: ReportTable = {
    head: t('columns.service'),
    columns: [col('bookings'), col('covers'), col('seatedCovers')],
    rows: report.byService.map((s) => ({
      key: s.serviceTimingId ?? 'none',
      label: s.name || t('noService'),
      values: [s.bookings, s.covers, s.seatedCovers],
    })),
  };
  const sources: ReportTable = {
    head: t('columns.source'),
    columns: [col('bookings'), col('covers')],
    rows: REPORT_SOURCES.map((source) => {
      const row = report.sources.find((s) => s.source === source);
      return { key: source, label: t(`source.${source}`), values: [row?.bookings ?? 0, row?.covers ?? 0] };
    }),
  };
  const partySizes: ReportTable = {
    head: t('columns.partySize'),
    columns: [col('bookings')],
    rows: [...report.partySizes]
      .sort((a, b) => a.pax - b.pax)
      .map((p) => ({ key: String(p.pax), label: t('pax', { count: p.pax }), csv: String(p.pax), values: [p.bookings] })),
  };
  const leadTimes: ReportTable = {
    head: t('columns.leadTime'),
    columns: [col('bookings')],
    rows: LEAD_TIME_BUCKETS.map(({ key }) => ({
      key,
      label: t(`leadTime.${key}`),
      values: [report.leadTimes.find((l) => l.bucket === key)?.bookings ?? 0],
    })),
  };
  const turnTimes: ReportTable = {
    head: t('columns.partySize'),
    columns: [col('parties'), col('medianMinutes', 'minutes'), col('averageMinutes', 'minutes')],
    rows: [...report.turnTimes]
      .sort((a, b) => a.pax - b.pax)
      .map((p) => ({
        key: String(p.pax),
        label: t('pax', { count: p.pax }),
        csv: String(p.pax),
        values: [p.parties, p.medianMinutes, p.averageMinutes],
      })),
  };
  const overall = [{ label: t('notes.overall'), value: report.utilisation.overall, kind: 'ratio' as const }];
  const utilisationByService: ReportTable = {
    head: t('columns.service'),
    columns: [col('utilisation', 'ratio')],
    rows: report.utilisation.byService.map((s) => ({ key: s.serviceTimingId, label: s.name, values: [s.ratio] })),
  };
  const utilisationByArea: ReportTable = {
    head: t('columns.area'),
    columns: [col('utilisation', 'ratio')],
    rows: report.utilisation.byArea.map((a) => ({ key: a.areaId, label: a.name, values: [a.ratio] })),
  };
  const pacing = pacingOf([report], words);
  const money: ReportTable = {
    head: t('columns.currency'),
    columns: [col('collected', 'money'), col('refunded', 'money'), col('guaranteesCharged', 'money')],
    rows: report.money.map((m) => ({
      key: m.currency,
      label: m.currency,
      currency: m.currency,
      values: [m.collected, m.refunded, m.guaranteesCharged],
    })),
  };
  const messages: ReportTable = {
    head: t('columns.channel'),
    columns: [col('sent'), col('delivered'), col('failed')],
    rows: REPORT_CHANNELS.map((channel) => {
      const row = report.messages.find((m) => m.channel === channel);
      return { key: channel, label: t(`channel.${channel}`), values: [row?.sent ?? 0, row?.delivered ?? 0, row?.failed ?? 0] };
    }),
  };
  const { seatedCovers, repeatCovers } = report.repeatGuests;
  const repeatGuests: ReportTable = {
    head: t('columns.guests'),
    columns: [col('covers'), col('share', 'ratio')],
    rows: [
      { key: 'repeat', label: t('repeat.repeat'), values: [repeatCovers, rateOf(repeatCovers, seatedCovers)] },
      {
        key: 'firstVisit',
        label: t('repeat.firstVisit'),
        values: [seatedCovers - repeatCovers, rateOf(seatedCovers - repeatCovers, seatedCovers)],
      },
    ],
  };

  return [
    section('rates', rates, { charts: [barOf(rates, [2, 6])] }),
    section('byDay', byDay, { charts: [barOf(byDay, [1, 2])] }),
    section('byService', byService, { charts: [barOf(byService, [1, 2])] }),
    section('sources', sources, { charts: [barOf(sources, [0, 1], { horizontal: true })] }),
    section('partySizes', partySizes, { charts: [barOf(partySizes, [0])] }),
    section('leadTimes', leadTimes, { charts: [barOf(leadTimes, [0], { horizontal: true })] }),
    section('turnTimes', turnTimes, { charts: [barOf(turnTimes, [1, 2])] }),
    section('utilisationByService', utilisationByService, {
      notes: overall,
      charts: [barOf(utilisationByService, [0], { horizontal: true })],
    }),
    section('utilisationByArea', utilisationByArea, { notes: overall, charts: [barOf(utilisationByArea, [0], { horizontal: true })] }),
    section('pacing', pacing.table, { charts: [pacing.heat] }),
    section('money', money, { charts: money.rows.map((row) => moneyChart(money, row.currency!, [row], t)) }),
    section('messages', messages, {
      notes: [{ label: t('notes.guestConfirmed'), value: report.guestConfirmed, kind: 'count' }],
      charts: [barOf(messages, [0, 1, 2])],
    }),
    section('repeatGuests', repeatGuests, {
      charts: [{ kind: 'pie', slices: repeatGuests.rows.map((r) => ({ key: r.key, label: r.label, value: r.values[0] ?? 0 })) }],
    }),
  ];
}

/** The rates table's columns: each rate after the counts it is worked out from. */
export const RATE_COLUMNS = [
  ['dueBookings', 'count'],
  ['noShows', 'count'],
  ['noShowRate', 'ratio'],
  ['madeBookings', 'count'],
  ['cancellations', 'count'],
  ['lateCancellations', 'count'],
  ['cancellationRate', 'ratio'],
] as const;

export function rateValues(totals: ReportTotals) {
  return [
    totals.dueBookings,
    totals.noShows,
    rateOf(totals.noShows, totals.dueBookings),
    totals.madeBookings,
    totals.cancellations,
    totals.lateCancellations,
    rateOf(totals.cancellations, totals.madeBookings),
  ];
}

/**
 * Money in one currency: collected, refunded and charged along the axis, one bar group per row
 * (an outlet, or the outlet's own figures). Currencies are never drawn on one axis.
 */
export function moneyChart(table: ReportTable, currency: string, rows: ReportTable['rows'], t: ReportWords['t']): BarSpec {
  return {
    kind: 'bar',
    valueKind: 'money',
    currency,
    caption: t('moneyIn', { currency }),
    categories: table.columns.map((c) => c.label),
    series: rows.map((r) => ({ key: r.key, label: r.label, data: r.values })),
  };
}
