import { isSeatedFamily, type DisplayStatus } from './display-status';

/** Parties that will not sit down: they count neither as bookings nor as covers. */
export const NOT_COUNTED: readonly DisplayStatus[] = ['CANCELLED', 'NO_SHOW', 'EXPIRED'];
export const isCounted = (display: DisplayStatus) => !NOT_COUNTED.includes(display);

type Party = { displayStatus: DisplayStatus; pax: number };

export interface DaySummary {
  byStatus: Map<DisplayStatus, number>;
  bookings: number;
  covers: number;
  /** guests at their tables now */
  seated: number;
  /** deposits held: paid, less what was refunded, in minor units */
  deposits: number;
}

/** The day's line above the book: bookings and covers that count, who is seated, and deposits paid. */
export function daySummary(
  reservations: readonly (Party & { transactions: readonly { status: string; amount: number; type?: string }[] })[],
): DaySummary {
  const summary: DaySummary = { byStatus: new Map(), bookings: 0, covers: 0, seated: 0, deposits: 0 };
  for (const r of reservations) {
    summary.byStatus.set(r.displayStatus, (summary.byStatus.get(r.displayStatus) ?? 0) + 1);
    if (isCounted(r.displayStatus)) {
      summary.covers += r.pax;
      summary.bookings += 1;
    }
    if (isSeatedFamily(r.displayStatus)) summary.seated += r.pax;
    // A refund is a transaction of its own (type 'refund'): it takes back, it does not add.
    summary.deposits += r.transactions
      .filter((tx) => ['paid', 'succeeded'].includes(tx.status))
      .reduce((n, tx) => n + (tx.type === 'refund' ? -tx.amount : tx.amount), 0);
  }
  return summary;
}

/** The covers of a group of parties (a service, a day), leaving out those that will not sit down. */
export function coversOf(parties: readonly Party[]): number {
  return parties.filter((r) => isCounted(r.displayStatus)).reduce((n, r) => n + r.pax, 0);
}
