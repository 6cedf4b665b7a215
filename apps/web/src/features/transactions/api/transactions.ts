import type { TransactionListQuery, TransactionPage } from '@host/domain/payments/contract';
import { keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { api, saveAnsweredFile } from '../../../lib/http';

/** The list's filters as the page keeps them (the cursor is the query's own, the format the export's). */
export type TransactionFilters = Pick<TransactionListQuery, 'from' | 'to' | 'status' | 'type' | 'source'>;

/** Whose transactions: the signed-in outlet's, or every outlet of its brand the merchant may act for. */
export type TransactionScope = { kind: 'outlet'; outletId: string } | { kind: 'brand'; brandId: string };

export const PAGE_SIZE = 50;

export const transactionKeys = {
  all: ['transactions'] as const,
  list: (scope: TransactionScope | null, filters: TransactionFilters) => ['transactions', scope, filters] as const,
};

const pathOf = (scope: TransactionScope) =>
  scope.kind === 'outlet' ? `/api/v1/outlets/${scope.outletId}/transactions` : `/api/v1/brands/${scope.brandId}/transactions`;

/** The query string: only the filters that are set. */
export function transactionParams(filters: TransactionFilters, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}

/** A page at a time, newest first, with the totals per currency of everything the filters match. */
export function useTransactions(scope: TransactionScope | null, filters: TransactionFilters) {
  return useInfiniteQuery({
    queryKey: transactionKeys.list(scope, filters),
    queryFn: ({ pageParam, signal }) =>
      api<TransactionPage>(
        `${pathOf(scope!)}?${transactionParams(filters, { limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(scope),
    placeholderData: keepPreviousData,
  });
}

/** The file name the server gives in Content-Disposition (lib/http.ts, shared with the guest book's marketing list). */
export { filenameOf } from '../../../lib/http';

/** Every matching transaction as the server's CSV file, saved by the browser (the bearer goes with the call, so no plain link). */
export function useExportTransactions() {
  return useMutation({
    mutationFn: async ({ scope, filters }: { scope: TransactionScope; filters: TransactionFilters }) => {
      const response = await api<Response>(`${pathOf(scope)}?${transactionParams(filters, { format: 'csv' })}`, {
        raw: true,
        headers: { Accept: 'text/csv' },
      });
      await saveAnsweredFile(response, 'transactions.csv');
    },
  });
}
