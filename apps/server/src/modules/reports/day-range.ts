import type { DayFigures } from '@host/domain/reports/day-figures';

/** The days a report's statements read at one outlet (report-reads.ts, moved-reads.ts). */
export interface DayRange {
  outletId: string;
  from: string;
  to: string;
  /** one service only, or all */
  serviceTimingId: string | null;
  timezone: string;
  now: Date;
}

/** Each day's figures are added to `days` (day, then service), as the statements read them. */
export type Days = Map<string, DayFigures>;

export const int = (v: unknown) => Number(v ?? 0);
