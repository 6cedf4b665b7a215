import { csvOf, decimalOf } from '@host/domain/payments/transaction-report';
import type { ReportSection, Value, ValueKind } from './section-model';

type Cell = string | number | null;

/**
 * A value as a spreadsheet reads it: counts and minutes as numbers, a rate as "12.5%" (read as 0.125),
 * money as a plain decimal ("1234.50", its currency in the row's name); no figure is an empty cell.
 */
export function csvValue(kind: ValueKind, value: Value): Cell {
  if (value === null) return null;
  if (kind === 'ratio') return `${(value * 100).toFixed(1)}%`;
  if (kind === 'money') return decimalOf(value);
  return value;
}

/** One chart's table as CSV rows: its header, a row per table row, then its notes after a blank line. */
export function sectionRows(section: ReportSection): Cell[][] {
  const { table } = section;
  const rows: Cell[][] = [
    [table.head, ...table.columns.map((c) => c.label)],
    ...table.rows.map((r) => [r.csv ?? r.label, ...r.values.map((v, i) => csvValue(r.kind ?? table.columns[i]!.kind, v))]),
  ];
  if (section.notes.length) rows.push([], ...section.notes.map((n) => [n.label, csvValue(n.kind, n.value)]));
  return rows;
}

/** One chart's table as a CSV file's text (the domain's cell escaping, formulas defused). */
export function sectionCsv(section: ReportSection): string {
  return csvOf(sectionRows(section));
}

/**
 * Every table of the page in one file: lines naming the report (whose, which days), then each table
 * under its title, a blank line between them.
 */
export function reportCsv(about: string[], sections: readonly ReportSection[]): string {
  const rows: Cell[][] = about.map((line) => [line]);
  for (const section of sections) rows.push([], [section.title], ...sectionRows(section));
  return csvOf(rows);
}

/** A file name of plain letters: "reports-jade-garden-orchard-2026-03-23-2026-03-29-sources.csv". */
export function csvFileName(parts: ReadonlyArray<string | null | undefined>): string {
  const slug = parts
    .filter(Boolean)
    .map((p) =>
      p!
        .replace(/([a-z])([A-Z])/g, '$1-$2')
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${slug || 'report'}.csv`;
}
