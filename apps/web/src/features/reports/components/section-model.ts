/**
 * What every chart of /reports is drawn from (issue 31): a table of numbers, and the chart specs made
 * from the same rows, so the table beside a chart (and its CSV) always says what the chart shows.
 * Values stay raw here (counts, ratios 0..1, minutes, minor units); the page and the CSV format them.
 */

/** A count, a ratio 0..1, whole minutes, or an amount in minor units of the row's currency. */
export type ValueKind = 'count' | 'ratio' | 'minutes' | 'money';
/** null: no figure (a rate whose denominator is 0, a place nothing opened). */
export type Value = number | null;

export interface TableColumn {
  label: string;
  kind: ValueKind;
}

export interface TableRow {
  key: string;
  label: string;
  /** the label in the CSV when it differs (a day as YYYY-MM-DD, not "Mon, 23 Mar") */
  csv?: string;
  /** a row of figures of one kind across columns of several (the outlets side by side) */
  kind?: ValueKind;
  /** the currency of a row of money */
  currency?: string;
  values: Value[];
}

export interface ReportTable {
  /** the first column's header: what a row is (Day, Source, Outlet) */
  head: string;
  columns: TableColumn[];
  rows: TableRow[];
}

export interface BarSeries {
  key: string;
  label: string;
  data: Value[];
}

export interface BarSpec {
  kind: 'bar';
  /** bars along the categories' axis on the left: long names (sources, outlets) read across */
  horizontal?: boolean;
  /** the outlets' parts stacked: the bar's height is their sum */
  stacked?: boolean;
  valueKind: ValueKind;
  currency?: string;
  /** a line over the chart, when a section has several (one per currency) */
  caption?: string;
  categories: string[];
  series: BarSeries[];
}

export interface PieSpec {
  kind: 'pie';
  slices: Array<{ key: string; label: string; value: number }>;
}

/** The pacing heat map: weekdays down, 15-minute slots across. */
export interface HeatSpec {
  kind: 'heat';
  rows: Array<{ key: string; label: string }>;
  slots: string[];
  /** values[row][slot] */
  values: number[][];
  max: number;
}

export type ChartSpec = BarSpec | PieSpec | HeatSpec;

/** A figure said under a chart and written after its table in the CSV. */
export interface Note {
  label: string;
  value: Value;
  kind: ValueKind;
}

export const SECTION_KEYS = [
  'outlets',
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
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export interface ReportSection {
  key: SectionKey;
  title: string;
  /** what the figure is, written next to it: which bookings count, what a rate is over */
  definition: string | null;
  notes: Note[];
  charts: ChartSpec[];
  table: ReportTable;
}

/**
 * The words the builders need, from the page (i18next's `t` in the reports namespace and the app's
 * date-fns locale), so the builders stay plain functions a test can call.
 */
export interface ReportWords {
  t: (key: string, options?: Record<string, unknown>) => string;
  /** a day of the range, short: "Mon, 23 Mar", "3月23日周一" */
  day: (date: string) => string;
  /** 1 Monday .. 7 Sunday, short: "Mon", "周一" */
  weekday: (isoWeekday: number) => string;
}

/** A bar chart of some of a table's columns, its categories the table's rows: the chart and the table cannot disagree. */
export function barOf(
  table: ReportTable,
  columns: number[],
  options: Omit<BarSpec, 'kind' | 'categories' | 'series' | 'valueKind'> & { valueKind?: ValueKind } = {},
): BarSpec {
  return {
    kind: 'bar',
    valueKind: options.valueKind ?? table.columns[columns[0]!]!.kind,
    ...options,
    categories: table.rows.map((r) => r.label),
    series: columns.map((c) => ({ key: String(c), label: table.columns[c]!.label, data: table.rows.map((r) => r.values[c] ?? null) })),
  };
}

/** Whether a table has any figure other than 0 (an empty chart says so instead of drawing flat bars). */
export function hasFigures(table: ReportTable): boolean {
  return table.rows.some((r) => r.values.some((v) => v !== null && v !== 0));
}

/** A slot as "HH:MM" whatever the server wrote ("19:15" or "19:15:00"). */
export const slotOf = (slot: string) => slot.slice(0, 5);
