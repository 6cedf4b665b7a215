import {
  LEAD_TIME_BUCKETS,
  rateOf,
  REPORT_CHANNELS,
  REPORT_SOURCES,
  type BrandReport,
  type OutletReport,
} from '@host/domain/reports/report';
import { weightedAverage } from './figures';
import { moneyChart, RATE_COLUMNS, rateValues } from './outlet-sections';
import { pacingOf } from './pacing';
import {
  barOf,
  type ReportSection,
  type ReportTable,
  type ReportWords,
  type SectionKey,
  type TableColumn,
  type TableRow,
  type Value,
} from './section-model';

/** The outlets side by side and summed: what the page shows for "All my outlets". */
export type SideBySide = Pick<BrandReport, 'outlets' | 'totals' | 'previous'>;

/**
 * Every section of several outlets' reports (issue 31): where a figure adds up, a column per outlet
 * and a column of their sum, its chart the outlets' bars stacked (the bar is the sum); where it does
 * not (a median, a utilisation), a row per outlet; rates always from the summed counts, never averaged.
 */
export function brandSections(report: SideBySide, words: ReportWords): ReportSection[] {
  const { t } = words;
  const outlets = report.outlets;
  if (!outlets.length) return [];
  const all = t('allOutlets');
  const col = (key: string, kind: TableColumn['kind'] = 'count'): TableColumn => ({ label: t(`columns.${key}`), kind });
  const perOutlet = (kind: TableColumn['kind'] = 'count', withSum = true): TableColumn[] => [
    ...outlets.map((o) => ({ label: o.outletName, kind })),
    ...(withSum ? [{ label: all, kind }] : []),
  ];
  const summed = (values: number[]): Value[] => [...values, values.reduce((a, b) => a + b, 0)];
  const section = (key: SectionKey, table: ReportTable, rest: Partial<ReportSection> = {}): ReportSection => ({
    key,
    title: t(`sections.${key}.title`),
    definition: t(`brandDefinitions.${key}`, { defaultValue: t(`sections.${key}.definition`) }),
    notes: [],
    charts: [],
    table,
    ...rest,
  });
  const outletSeries = outlets.map((_, i) => i);
  const named = (o: OutletReport, name: string) => t('outletPart', { outlet: o.outletName, name });

  const compared: ReportTable = {
    head: t('columns.figure'),
    columns: perOutlet(),
    rows: COMPARED.map(([key, kind, of]) => ({
      key,
      label: t(`columns.${key}`),
      kind,
      values: [...outlets.map((o) => of(o)), of(sumOf(report, outlets))],
    })),
  };
  const rates: ReportTable = {
    head: t('columns.outlet'),
    columns: RATE_COLUMNS.map(([key, kind]) => col(key, kind)),
    rows: [
      ...outlets.map((o) => ({ key: o.outletId, label: o.outletName, values: rateValues(o.totals) })),
      { key: 'all', label: all, values: rateValues(report.totals) },
    ],
  };
  const dates = [...new Set(outlets.flatMap((o) => o.byDay.map((d) => d.date)))].sort();
  const byDay: ReportTable = {
    head: t('columns.day'),
    columns: perOutlet(),
    rows: dates.map((date) => ({
      key: date,
      label: words.day(date),
      csv: date,
      values: summed(outlets.map((o) => o.byDay.find((d) => d.date === date)?.covers ?? 0)),
    })),
  };
  const byService: ReportTable = {
    head: t('columns.service'),
    columns: [col('bookings'), col('covers'), col('seatedCovers')],
    rows: outlets.flatMap((o) =>
      o.byService.map((s) => ({
        key: `${o.outletId} ${s.serviceTimingId ?? 'none'}`,
        label: named(o, s.name || t('noService')),
        values: [s.bookings, s.covers, s.seatedCovers],
      })),
    ),
  };
  const sources: ReportTable = {
    head: t('columns.source'),
    columns: perOutlet(),
    rows: REPORT_SOURCES.map((source) => ({
      key: source,
      label: t(`source.${source}`),
      values: summed(outlets.map((o) => o.sources.find((s) => s.source === source)?.bookings ?? 0)),
    })),
  };
  const sizes = [...new Set(outlets.flatMap((o) => o.partySizes.map((p) => p.pax)))].sort((a, b) => a - b);
  const partySizes: ReportTable = {
    head: t('columns.partySize'),
    columns: perOutlet(),
    rows: sizes.map((pax) => ({
      key: String(pax),
      label: t('pax', { count: pax }),
      csv: String(pax),
      values: summed(outlets.map((o) => o.partySizes.find((p) => p.pax === pax)?.bookings ?? 0)),
    })),
  };
  const leadTimes: ReportTable = {
    head: t('columns.leadTime'),
    columns: perOutlet(),
    rows: LEAD_TIME_BUCKETS.map(({ key }) => ({
      key,
      label: t(`leadTime.${key}`),
      values: summed(outlets.map((o) => o.leadTimes.find((l) => l.bucket === key)?.bookings ?? 0)),
    })),
  };
  const turnSizes = [...new Set(outlets.flatMap((o) => o.turnTimes.map((p) => p.pax)))].sort((a, b) => a - b);
  const turnTimes: ReportTable = {
    head: t('columns.partySize'),
    columns: perOutlet('minutes'),
    rows: turnSizes.map((pax) => {
      const parts = outlets.map((o) => o.turnTimes.find((p) => p.pax === pax));
      return {
        key: String(pax),
        label: t('pax', { count: pax }),
        csv: String(pax),
        values: [...parts.map((p) => p?.averageMinutes ?? null), weightedAverage(parts.filter((p) => p !== undefined))],
      };
    }),
  };
  const overall = outlets.map((o) => ({ label: o.outletName, value: o.utilisation.overall, kind: 'ratio' as const }));
  const utilisationByService: ReportTable = {
    head: t('columns.service'),
    columns: [col('utilisation', 'ratio')],
    rows: outlets.flatMap((o) =>
      o.utilisation.byService.map((s) => ({ key: `${o.outletId} ${s.serviceTimingId}`, label: named(o, s.name), values: [s.ratio] })),
    ),
  };
  const utilisationByArea: ReportTable = {
    head: t('columns.area'),
    columns: [col('utilisation', 'ratio')],
    rows: outlets.flatMap((o) =>
      o.utilisation.byArea.map((a) => ({ key: `${o.outletId} ${a.areaId}`, label: named(o, a.name), values: [a.ratio] })),
    ),
  };
  const pacing = pacingOf(outlets, words);
  const money = moneyTable(outlets, words);
  const currencies = [...new Set(money.rows.map((r) => r.currency!))];
  const messages: ReportTable = {
    head: t('columns.channel'),
    columns: [col('sent'), col('delivered'), col('failed')],
    rows: REPORT_CHANNELS.map((channel) => {
      const rows = outlets.map((o) => o.messages.find((m) => m.channel === channel));
      const sum = (key: 'sent' | 'delivered' | 'failed') => rows.reduce((s, r) => s + (r?.[key] ?? 0), 0);
      return { key: channel, label: t(`channel.${channel}`), values: [sum('sent'), sum('delivered'), sum('failed')] };
    }),
  };
  const repeat = (key: string, label: string, r: { seatedCovers: number; repeatCovers: number }): TableRow => ({
    key,
    label,
    values: [r.seatedCovers, r.repeatCovers, rateOf(r.repeatCovers, r.seatedCovers)],
  });
  const repeatGuests: ReportTable = {
    head: t('columns.outlet'),
    columns: [col('seatedCovers'), col('repeatCovers'), col('share', 'ratio')],
    rows: [
      ...outlets.map((o) => repeat(o.outletId, o.outletName, o.repeatGuests)),
      repeat('all', all, sumOf(report, outlets).repeatGuests),
    ],
  };

  return [
    section('outlets', compared, {
      charts: [
        {
          kind: 'bar',
          valueKind: 'count',
          categories: outlets.map((o) => o.outletName),
          // The outlets only: the sum would dwarf them.
          series: ['covers', 'seatedCovers'].map((key) => ({
            key,
            label: t(`columns.${key}`),
            data: compared.rows.find((r) => r.key === key)!.values.slice(0, outlets.length),
          })),
        },
      ],
    }),
    section('rates', rates, { charts: [barOf(rates, [2, 6], { horizontal: true })] }),
    section('byDay', byDay, { charts: [barOf(byDay, outletSeries, { stacked: true })] }),
    section('byService', byService, { charts: [barOf(byService, [1, 2], { horizontal: true })] }),
    section('sources', sources, { charts: [barOf(sources, outletSeries, { horizontal: true, stacked: true })] }),
    section('partySizes', partySizes, { charts: [barOf(partySizes, outletSeries, { stacked: true })] }),
    section('leadTimes', leadTimes, { charts: [barOf(leadTimes, outletSeries, { horizontal: true, stacked: true })] }),
    section('turnTimes', turnTimes, { charts: [barOf(turnTimes, outletSeries)] }),
    section('utilisationByService', utilisationByService, {
      notes: overall,
      charts: [barOf(utilisationByService, [0], { horizontal: true })],
    }),
    section('utilisationByArea', utilisationByArea, { notes: overall, charts: [barOf(utilisationByArea, [0], { horizontal: true })] }),
    section('pacing', pacing.table, { charts: [pacing.heat] }),
    section('money', money, {
      charts: currencies.map((c) =>
        moneyChart(
          money,
          c,
          money.rows.filter((r) => r.currency === c && r.key.startsWith('outlet ')),
          t,
        ),
      ),
    }),
    section('messages', messages, {
      notes: [{ label: t('notes.guestConfirmed'), value: outlets.reduce((s, o) => s + o.guestConfirmed, 0), kind: 'count' }],
      charts: [barOf(messages, [0, 1, 2])],
    }),
    section('repeatGuests', repeatGuests, { charts: [barOf(repeatGuests, [2], { horizontal: true })] }),
  ];
}

type Summed = Pick<OutletReport, 'totals' | 'repeatGuests' | 'messages' | 'guestConfirmed' | 'utilisation'>;

/** The outlets' figures that add up, added up (the brand's totals as the server summed them). */
function sumOf(report: SideBySide, outlets: readonly OutletReport[]): Summed {
  return {
    totals: report.totals,
    repeatGuests: {
      seatedCovers: outlets.reduce((s, o) => s + o.repeatGuests.seatedCovers, 0),
      repeatCovers: outlets.reduce((s, o) => s + o.repeatGuests.repeatCovers, 0),
    },
    messages: REPORT_CHANNELS.map((channel) => {
      const rows = outlets.map((o) => o.messages.find((m) => m.channel === channel));
      return {
        channel,
        sent: rows.reduce((s, r) => s + (r?.sent ?? 0), 0),
        delivered: rows.reduce((s, r) => s + (r?.delivered ?? 0), 0),
        failed: rows.reduce((s, r) => s + (r?.failed ?? 0), 0),
      };
    }),
    guestConfirmed: outlets.reduce((s, o) => s + o.guestConfirmed, 0),
    // Seat-minutes are not in the report, so the outlets' utilisations cannot be put together: no sum.
    utilisation: { overall: null, byService: [], byArea: [] },
  };
}

/** The figures compared side by side, each with how it is read from an outlet's report (or from the sum). */
const COMPARED: ReadonlyArray<[string, TableColumn['kind'], (o: Summed) => Value]> = [
  ['covers', 'count', (o) => o.totals.covers],
  ['bookings', 'count', (o) => o.totals.bookings],
  ['seatedCovers', 'count', (o) => o.totals.seatedCovers],
  ['noShowRate', 'ratio', (o) => rateOf(o.totals.noShows, o.totals.dueBookings)],
  ['cancellationRate', 'ratio', (o) => rateOf(o.totals.cancellations, o.totals.madeBookings)],
  ['lateCancellations', 'count', (o) => o.totals.lateCancellations],
  ['repeatShare', 'ratio', (o) => rateOf(o.repeatGuests.repeatCovers, o.repeatGuests.seatedCovers)],
  ['utilisation', 'ratio', (o) => o.utilisation.overall],
  ['messagesSent', 'count', (o) => o.messages.reduce((s, m) => s + m.sent, 0)],
  ['guestConfirmed', 'count', (o) => o.guestConfirmed],
];

/** Money per outlet and currency, then each currency's sum over the outlets that take it (never across currencies). */
function moneyTable(outlets: readonly OutletReport[], words: ReportWords): ReportTable {
  const { t } = words;
  const rows: TableRow[] = outlets.flatMap((o) =>
    o.money.map((m) => ({
      key: `outlet ${o.outletId} ${m.currency}`,
      label: t('outletPart', { outlet: o.outletName, name: m.currency }),
      currency: m.currency,
      values: [m.collected, m.refunded, m.guaranteesCharged],
    })),
  );
  const currencies = [...new Set(rows.map((r) => r.currency!))].sort();
  for (const currency of currencies) {
    const ofCurrency = rows.filter((r) => r.currency === currency);
    if (ofCurrency.length < 2) continue;
    rows.push({
      key: `all ${currency}`,
      label: t('outletPart', { outlet: t('allOutlets'), name: currency }),
      currency,
      values: [0, 1, 2].map((i) => ofCurrency.reduce((s, r) => s + (r.values[i] ?? 0), 0)),
    });
  }
  return {
    head: t('columns.outletCurrency'),
    columns: ['collected', 'refunded', 'guaranteesCharged'].map((key) => ({ label: t(`columns.${key}`), kind: 'money' as const })),
    rows,
  };
}
