/**
 * The transactions list's sums and its CSV export (issue 13, /transactions). Amounts are whole minor
 * units; every currency of docs/rules.md section 9 (S$, RM, HK$, NT$) is written with two decimals.
 */

/** A charge that brought money in. */
export const COLLECTED_STATUSES = ['paid', 'succeeded', 'charge'] as const;
/** A refund that gave money back, or is with the provider and already holds its amount. */
export const REFUNDED_STATUSES = ['succeeded', 'refunded', 'waiting_refund_result'] as const;

export interface TotalsRow {
  currency: string;
  type: string;
  status: string;
  amount: number;
  /** how many transactions the row stands for (a sum grouped by currency, type and status); 1 when absent */
  count?: number;
}

export interface CurrencyTotal {
  currency: string;
  collected: number;
  refunded: number;
  net: number;
  count: number;
}

/** Whether a row counts as money in (a collected charge) or money out (a refund given back). */
export function movementOf(row: { type: string; status: string }): 'collected' | 'refunded' | null {
  if (row.type === 'create' && (COLLECTED_STATUSES as readonly string[]).includes(row.status)) return 'collected';
  if (row.type === 'refund' && (REFUNDED_STATUSES as readonly string[]).includes(row.status)) return 'refunded';
  return null;
}

/**
 * Per currency (in code order): taken in, given back, what stays, and how many transactions. Never
 * sums two currencies. Rows may be single transactions or sums of them by currency, type and status.
 */
export function totalsByCurrency(rows: readonly TotalsRow[]): CurrencyTotal[] {
  const byCurrency = new Map<string, CurrencyTotal>();
  for (const row of rows) {
    const total = byCurrency.get(row.currency) ?? { currency: row.currency, collected: 0, refunded: 0, net: 0, count: 0 };
    const movement = movementOf(row);
    if (movement) total[movement] += row.amount;
    total.net = total.collected - total.refunded;
    total.count += row.count ?? 1;
    byCurrency.set(row.currency, total);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Minor units as a plain decimal with two places and no grouping ('1234.50'), as a spreadsheet reads it. */
export function decimalOf(amountMinor: number): string {
  if (!Number.isInteger(amountMinor)) throw new RangeError('amounts are whole minor units');
  const abs = Math.abs(amountMinor);
  return `${amountMinor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One CSV cell (RFC 4180). Text a spreadsheet would run as a formula (starting with = + - @, or a
 * tab or carriage return before one) is prefixed with a quote (OWASP's CSV injection advice); a cell
 * with a comma, quote or line break is quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text: CRLF line ends, with a byte-order mark so a spreadsheet reads Chinese and Malay names as UTF-8. */
export function csvOf(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The transactions page's English words for the CSV (issue 28: the file said "create" and "paid"
 * where the page says Payment and Paid). A web test keeps them equal to the page's en translations.
 */
export const CSV_WORDS = {
  type: { create: 'Payment', refund: 'Refund' } as Record<string, string>,
  source: { Merchant: 'Restaurant', System: 'System' } as Record<string, string>,
  status: {
    paid: 'Paid',
    pending: 'Pending',
    refunded: 'Refunded',
    succeeded: 'Succeeded',
    failed: 'Failed',
    guaranteed: 'Card held',
    charge: 'Charged',
    no_charge: 'Not charged',
    requires_capture: 'Awaiting capture',
    requires_action: 'Needs action',
    waiting_payment_result: 'Awaiting payment',
    expired: 'Expired',
    waiting_refund_result: 'Refund in progress',
  } as Record<string, string>,
};

/** A code in the page's words, or the code itself when the page has none for it. */
export const csvWord = (table: Record<string, string>, code: string | null | undefined) => (code ? (table[code] ?? code) : code);
