/**
 * A report is the sum of its days (docs/decisions/028-report-days.md). Each day of an outlet gives its
 * figures per service, as the server's statements read them for that day alone; a range's report adds
 * its days' figures up here, whether a day's figures were read just now or kept from an earlier report.
 * Everything that is not a plain count (a median) is kept whole per day (each party's minutes), so the
 * sum of the days is exactly the range's figure.
 */
import { addLocalDays } from '../time';
import { isoWeekday, LEAD_TIME_BUCKETS, sumTotals, type OutletReport, type ReportTotals } from './report';

/** The key of a day's figures for bookings (and their money and messages) of no service. */
export const NO_SERVICE = '-';

export interface ServiceDayFigures {
  totals: ReportTotals;
  /** by source: bookings and covers on the book */
  sources: Record<string, { bookings: number; covers: number }>;
  /** bookings on the book by party size */
  partySizes: Record<string, number>;
  /** bookings on the book (walk-ins left out) by lead-time bucket */
  leadTimes: Record<string, number>;
  /** each departed party's seconds from seated to departed, by party size */
  turnSeconds: Record<string, number[]>;
  /** covers on the book by 15-minute slot (HH:mm) */
  pacing: Record<string, number>;
  guestConfirmed: number;
  repeat: { seatedCovers: number; repeatCovers: number };
  /** seat-minutes the seated parties occupied, and their share per area */
  occupiedMinutes: number;
  areaMinutes: Record<string, number>;
  /** money that moved this day, by currency, minor units */
  money: Record<string, { collected: number; refunded: number; guaranteesCharged: number }>;
  /** messages created this day, by channel */
  messages: Record<string, { sent: number; delivered: number; failed: number }>;
}

/** A day's figures by service id (NO_SERVICE for none); a service with nothing that day is absent. */
export type DayFigures = Record<string, ServiceDayFigures>;

export function emptyServiceDay(): ServiceDayFigures {
  return {
    totals: sumTotals([]),
    sources: {},
    partySizes: {},
    leadTimes: {},
    turnSeconds: {},
    pacing: {},
    guestConfirmed: 0,
    repeat: { seatedCovers: 0, repeatCovers: 0 },
    occupiedMinutes: 0,
    areaMinutes: {},
    money: {},
    messages: {},
  };
}

/** The figures of `service` on `day` in a map of days being built, made empty first. */
export function serviceDayOf(days: Map<string, DayFigures>, day: string, service: string | null): ServiceDayFigures {
  let figures = days.get(day);
  if (!figures) days.set(day, (figures = {}));
  return (figures[service ?? NO_SERVICE] ??= emptyServiceDay());
}

/** The days from `from` to `to`, both in. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addLocalDays(day, 1)) days.push(day);
  return days;
}

const add = <K extends string>(into: Record<K, number>, key: K, n: number) => {
  into[key] = (into[key] ?? 0) + n;
};
const addEach = <T extends Record<string, number>>(into: Record<string, T>, from: Record<string, T>) => {
  for (const [key, values] of Object.entries(from)) {
    const sum = (into[key] ??= Object.fromEntries(Object.keys(values).map((k) => [k, 0])) as T);
    for (const [k, v] of Object.entries(values)) (sum as Record<string, number>)[k] = (sum[k] ?? 0) + v;
  }
};

/** Half away from zero, as people round. */
const roundHalfUp = (n: number) => Math.sign(n) * Math.round(Math.abs(n));

/** Seated-to-departed minutes of a party size's stays: how many, the median and the mean, rounded to whole minutes. */
export function turnStatsOf(seconds: readonly number[]): { parties: number; medianMinutes: number; averageMinutes: number } {
  const sorted = [...seconds].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return { parties: 0, medianMinutes: 0, averageMinutes: 0 };
  const median = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  const mean = sorted.reduce((s, v) => s + v, 0) / n;
  return { parties: n, medianMinutes: roundHalfUp(median / 60), averageMinutes: roundHalfUp(mean / 60) };
}

/** What the days of a range add up to, for one service or all. */
export interface RangeSums {
  totals: ReportTotals;
  byDay: OutletReport['byDay'];
  /** bookings, covers and seated covers on the book per service key (NO_SERVICE for none) */
  byService: Map<string, { bookings: number; covers: number; seatedCovers: number }>;
  sources: Record<string, { bookings: number; covers: number }>;
  partySizes: OutletReport['partySizes'];
  leadTimes: OutletReport['leadTimes'];
  turnTimes: OutletReport['turnTimes'];
  pacing: OutletReport['pacing'];
  money: OutletReport['money'];
  messages: Record<string, { sent: number; delivered: number; failed: number }>;
  guestConfirmed: number;
  repeatGuests: OutletReport['repeatGuests'];
  /** seat-minutes per service key and per area */
  occupiedByService: Map<string, number>;
  occupiedByArea: Map<string, number>;
}

/**
 * The sum of the range's days, each day's figures from `figuresOf` (every day of the range must have
 * them: an empty object for a day with nothing), narrowed to one service when `service` is given.
 */
export function sumDays(range: { from: string; to: string; service: string | null }, figuresOf: (day: string) => DayFigures): RangeSums {
  const totals: ReportTotals[] = [];
  const byDay: RangeSums['byDay'] = [];
  const byService = new Map<string, { bookings: number; covers: number; seatedCovers: number }>();
  const sources: RangeSums['sources'] = {};
  const partySizes: Record<string, number> = {};
  const leadTimes: Record<string, number> = {};
  const turnSeconds = new Map<number, number[]>();
  const pacing = new Map<string, number>();
  const money: Record<string, { collected: number; refunded: number; guaranteesCharged: number }> = {};
  const messages: RangeSums['messages'] = {};
  let guestConfirmed = 0;
  const repeatGuests = { seatedCovers: 0, repeatCovers: 0 };
  const occupiedByService = new Map<string, number>();
  const occupiedByArea = new Map<string, number>();

  for (const day of daysOf(range.from, range.to)) {
    const weekday = isoWeekday(day);
    const dayTotals: ReportTotals[] = [];
    for (const [service, f] of Object.entries(figuresOf(day))) {
      if (range.service !== null && service !== range.service) continue;
      dayTotals.push(f.totals);
      const s = byService.get(service) ?? { bookings: 0, covers: 0, seatedCovers: 0 };
      byService.set(service, {
        bookings: s.bookings + f.totals.bookings,
        covers: s.covers + f.totals.covers,
        seatedCovers: s.seatedCovers + f.totals.seatedCovers,
      });
      addEach(sources, f.sources);
      for (const [pax, n] of Object.entries(f.partySizes)) add(partySizes, pax, n);
      for (const [bucket, n] of Object.entries(f.leadTimes)) add(leadTimes, bucket, n);
      for (const [pax, seconds] of Object.entries(f.turnSeconds)) {
        const all = turnSeconds.get(Number(pax)) ?? [];
        if (all.length === 0) turnSeconds.set(Number(pax), all);
        // One by one, not spread: a year's stays are tens of thousands, spread would copy them every day.
        for (const s of seconds) all.push(s);
      }
      for (const [slot, covers] of Object.entries(f.pacing))
        pacing.set(`${weekday} ${slot}`, (pacing.get(`${weekday} ${slot}`) ?? 0) + covers);
      addEach(money, f.money);
      addEach(messages, f.messages);
      guestConfirmed += f.guestConfirmed;
      repeatGuests.seatedCovers += f.repeat.seatedCovers;
      repeatGuests.repeatCovers += f.repeat.repeatCovers;
      occupiedByService.set(service, (occupiedByService.get(service) ?? 0) + f.occupiedMinutes);
      for (const [area, minutes] of Object.entries(f.areaMinutes)) occupiedByArea.set(area, (occupiedByArea.get(area) ?? 0) + minutes);
    }
    const sum = sumTotals(dayTotals);
    totals.push(sum);
    byDay.push({ date: day, bookings: sum.bookings, covers: sum.covers, seatedCovers: sum.seatedCovers });
  }

  return {
    totals: sumTotals(totals),
    byDay,
    byService: new Map([...byService].filter(([, s]) => s.bookings > 0)),
    sources,
    partySizes: Object.entries(partySizes)
      .map(([pax, bookings]) => ({ pax: Number(pax), bookings }))
      .filter((p) => p.bookings > 0)
      .sort((a, b) => a.pax - b.pax),
    leadTimes: LEAD_TIME_BUCKETS.map((b) => ({ bucket: b.key, bookings: leadTimes[b.key] ?? 0 })),
    turnTimes: [...turnSeconds]
      .filter(([, seconds]) => seconds.length > 0)
      .sort(([a], [b]) => a - b)
      .map(([pax, seconds]) => ({ pax, ...turnStatsOf(seconds) })),
    pacing: [...pacing]
      .filter(([, covers]) => covers > 0)
      .map(([key, covers]) => ({ weekday: Number(key.slice(0, 1)), slot: key.slice(2), covers }))
      .sort((a, b) => a.weekday - b.weekday || a.slot.localeCompare(b.slot)),
    money: Object.entries(money)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, m]) => ({ currency, ...m })),
    messages,
    guestConfirmed,
    repeatGuests,
    occupiedByService,
    occupiedByArea,
  };
}
