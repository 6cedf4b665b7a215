import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * "Try again" for reads that may still hang. TanStack Query's refetch joins a first read still under
 * way (it cancels only a read that already has data), so a hanging read would be waited on again:
 * the read in flight is cancelled first (aborting its request, where the query passes its signal),
 * then asked afresh.
 */
export function useReadAgain() {
  const client = useQueryClient();
  return useCallback(
    (...queryKeys: QueryKey[]) =>
      void Promise.all(
        queryKeys.map(async (queryKey) => {
          await client.cancelQueries({ queryKey, exact: true });
          await client.refetchQueries({ queryKey, exact: true });
        }),
      ),
    [client],
  );
}
