import { PACING_SLOT_MINUTES, type OutletReport } from '@host/domain/reports/report';
import { slotOf, type HeatSpec, type ReportTable, type ReportWords } from './section-model';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const minutesOf = (slot: string) => Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3, 5));
const slotAt = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Covers booked per 15-minute slot by weekday, summed over the outlets given: every slot from the
 * first with covers to the last (the quiet ones between included, so the hours read evenly), every
 * weekday. The table has a row per slot and a column per weekday; the heat map the same, turned.
 */
export function pacingOf(reports: ReadonlyArray<Pick<OutletReport, 'pacing'>>, words: ReportWords): { table: ReportTable; heat: HeatSpec } {
  const covers = new Map<string, number>();
  for (const report of reports)
    for (const p of report.pacing) {
      const key = `${p.weekday} ${slotOf(p.slot)}`;
      covers.set(key, (covers.get(key) ?? 0) + p.covers);
    }
  const used = [...covers.keys()].map((k) => minutesOf(k.slice(2)));
  const slots: string[] = [];
  if (used.length) for (let m = Math.min(...used); m <= Math.max(...used); m += PACING_SLOT_MINUTES) slots.push(slotAt(m));
  const at = (weekday: number, slot: string) => covers.get(`${weekday} ${slot}`) ?? 0;
  const values = WEEKDAYS.map((w) => slots.map((s) => at(w, s)));
  return {
    table: {
      head: words.t('columns.time'),
      columns: WEEKDAYS.map((w) => ({ label: words.weekday(w), kind: 'count' as const })),
      rows: slots.map((slot) => ({ key: slot, label: slot, values: WEEKDAYS.map((w) => at(w, slot)) })),
    },
    heat: {
      kind: 'heat',
      rows: WEEKDAYS.map((w) => ({ key: String(w), label: words.weekday(w) })),
      slots,
      values,
      max: Math.max(0, ...values.flat()),
    },
  };
}
