import { sumTotals, type BrandReport, type OutletReport } from '@host/domain/reports/report';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** The days and the service a report is asked for. */
export interface ReportQuery {
  from: string;
  to: string;
  serviceTimingId: string | null;
}

export const reportKeys = {
  all: ['reports'] as const,
  outlet: (outletId: string, query: ReportQuery) => ['reports', 'outlet', outletId, query] as const,
  brand: (brandId: string, from: string, to: string) => ['reports', 'brand', brandId, from, to] as const,
};

function reportParams(query: { from: string; to: string; serviceTimingId?: string | null }): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.serviceTimingId) params.set('serviceTimingId', query.serviceTimingId);
  return params.toString();
}

/** One outlet's report; a plan without reports answers 403 featureNotEnabled, shown by the page. */
export function useOutletReport(outletId: string | null, query: ReportQuery | null) {
  return useQuery({
    queryKey: reportKeys.outlet(outletId ?? '', query ?? { from: '', to: '', serviceTimingId: null }),
    queryFn: ({ signal }) => api<OutletReport>(`/api/v1/outlets/${outletId}/reports?${reportParams(query!)}`, { signal }),
    enabled: Boolean(outletId && query),
    // A new range or service keeps the last report on screen until the new one is in: nothing jumps.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}

/**
 * Every outlet the merchant may see, side by side: one call per brand (the server's brand report
 * gives that brand's outlets the session may see, and their sum), put together in the order of the
 * session's brands. The sums over brands are the sums of the brands' sums.
 */
export function useSideBySideReport(brandIds: readonly string[], range: { from: string; to: string } | null) {
  return useQueries({
    queries: brandIds.map((brandId) => ({
      queryKey: reportKeys.brand(brandId, range?.from ?? '', range?.to ?? ''),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api<BrandReport>(`/api/v1/brands/${brandId}/reports?${reportParams(range!)}`, { signal }),
      enabled: Boolean(range),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      meta: { handlesErrors: true },
    })),
    combine: (results) => ({
      data: results.every((r) => r.data) ? sideBySideOf(results.map((r) => r.data!)) : undefined,
      isPending: results.some((r) => r.isPending),
      isFetching: results.some((r) => r.isFetching),
      isPlaceholderData: results.some((r) => r.isPlaceholderData),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => results.forEach((r) => void r.refetch()),
    }),
  });
}

/** Several brands' reports as one: their outlets in turn, and the sums of their sums. */
export function sideBySideOf(brands: readonly BrandReport[]): Pick<BrandReport, 'outlets' | 'totals' | 'previous'> {
  return {
    outlets: brands.flatMap((b) => b.outlets),
    totals: sumTotals(brands.map((b) => b.totals)),
    previous: sumTotals(brands.map((b) => b.previous)),
  };
}
