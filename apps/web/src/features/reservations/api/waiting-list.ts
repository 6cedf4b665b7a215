import type { WaitingListEntry, WaitingListEntryFields, WaitingListView } from '@host/domain/waitlist/waiting-list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { liveKey } from '../../../state/live-updates';

/**
 * The day's waiting list (docs/rules.md section 10) under the outlet's live key, as the door queue's: every
 * message on the outlet's topic ('waitlist.changed' when a guest joins, is offered a time, answers or
 * leaves) reads it again.
 */
export const waitingListKeys = {
  day: (outletId: string, date: string) => [...liveKey(outletId), 'waiting-list', date] as const,
};

/** The guests on a day's list, in the order they are offered times, then those who left it. */
export function useWaitingList(outletId: string, date: string) {
  return useQuery({
    queryKey: waitingListKeys.day(outletId, date),
    queryFn: ({ signal }) => api<WaitingListView>(`/api/v1/outlets/${outletId}/waiting-list?date=${date}`, { signal }),
    enabled: Boolean(outletId && date),
    // The tab shows a refusal itself (the plan leaves the list off), never a toast.
    meta: { handlesErrors: true },
    // Offers lapse on the server's clock, which publishes it; a message missed while the broker was away is caught within a minute.
    refetchInterval: 60_000,
  });
}

/** A host puts a guest on the list (a call) or takes one off; each reads the book again too (a hold frees or is taken). */
export function useWaitingListChanges(outletId: string) {
  const client = useQueryClient();
  const options = { meta: { handlesErrors: true }, onSettled: () => client.invalidateQueries({ queryKey: liveKey(outletId) }) };
  return {
    add: useMutation({
      ...options,
      mutationFn: ({ input, idempotencyKey }: { input: WaitingListEntryFields; idempotencyKey: string }) =>
        api<WaitingListEntry>(`/api/v1/outlets/${outletId}/waiting-list`, {
          method: 'POST',
          body: input,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
    }),
    remove: useMutation({
      ...options,
      mutationFn: (entry: Pick<WaitingListEntry, 'id'>) =>
        api<WaitingListEntry>(`/api/v1/waiting-list-entries/${entry.id}/remove`, { method: 'POST', body: {} }),
    }),
  };
}
