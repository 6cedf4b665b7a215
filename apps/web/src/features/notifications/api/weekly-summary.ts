import type { WeeklySummaryPreference, WeeklySummaryPreferenceInput } from '@host/domain/reports/weekly-summary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** The signed-in merchant's own Monday summary (issue 31, item 3): one per user, not per outlet. */
export const weeklySummaryKey = ['me', 'weekly-summary'] as const;

export function useWeeklySummaryPreference(enabled: boolean) {
  return useQuery({
    queryKey: weeklySummaryKey,
    queryFn: () => api<WeeklySummaryPreference>('/api/v1/me/weekly-summary'),
    enabled,
  });
}

export function useSaveWeeklySummaryPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WeeklySummaryPreferenceInput) =>
      api<WeeklySummaryPreference>('/api/v1/me/weekly-summary', { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(weeklySummaryKey, saved),
  });
}
