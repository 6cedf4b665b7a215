import { REFUND_STATUSES, TRANSACTION_STATUSES } from '@host/domain/payments/money-rules';
import type { TransactionFilters as Filters } from '../api/transactions';

/** Every status a row may have, a charge's and a refund's, each once. */
export const ALL_STATUSES = [...new Set<string>([...TRANSACTION_STATUSES, ...REFUND_STATUSES])];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const FILTER_KEYS = ['from', 'to', 'type', 'status', 'source'] as const;

/** The filters as the URL holds them (a reload or a shared link shows the same list); anything unknown is dropped. */
export function filtersOf(params: URLSearchParams): Filters {
  const from = params.get('from');
  const to = params.get('to');
  const type = params.get('type');
  const status = params.get('status');
  const source = params.get('source');
  return {
    ...(from && DATE.test(from) ? { from } : {}),
    ...(to && DATE.test(to) ? { to } : {}),
    ...(type === 'create' || type === 'refund' ? { type } : {}),
    ...(status && ALL_STATUSES.includes(status) ? { status } : {}),
    ...(source === 'Merchant' || source === 'System' ? { source } : {}),
  };
}
