import type { Reservation } from '@host/domain/reservations/reservation';
import type {
  QueueEntry,
  QueueEntryInput,
  QueueEntryPatch,
  QueueMove,
  QueueRemove,
  QueueSeat,
  QueueView,
} from '@host/domain/waitlist/queue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveKey } from '../../../state/live-updates';
import { api, ifMatch } from '../../../lib/http';
import { withPartyMoved } from '../components/queue/queue-order';

/** The door queue's keys, under the outlet's live key: another host's change refreshes it (docs/rules.md section 10). */
export const queueKeys = {
  queue: (outletId: string) => [...liveKey(outletId), 'queue'] as const,
};

/** The parties waiting at the door, front first, each with its wait estimated now. */
export function useQueue(outletId: string, enabled = true) {
  return useQuery({
    queryKey: queueKeys.queue(outletId),
    queryFn: ({ signal }) => api<QueueView>(`/api/v1/outlets/${outletId}/queue`, { signal }),
    enabled: enabled && Boolean(outletId),
    // The drawer shows a refusal itself (the plan leaves the waitlist off), never a toast.
    meta: { handlesErrors: true },
    // The waits are estimated from the floor now: read again every minute even when nothing is published.
    refetchInterval: 60_000,
  });
}

type Act<Body> = { entry: Pick<QueueEntry, 'id' | 'version'>; body: Body };
const act =
  <Body, Answer>(what: string) =>
  ({ entry, body }: Act<Body>) =>
    api<Answer>(`/api/v1/queue-entries/${entry.id}/${what}`, { method: 'POST', body, headers: ifMatch(entry.version) });

/** Everything a host does to the queue; each refreshes the book too (a party seated is a walk-in). Callers show their own errors. */
export function useQueueChanges(outletId: string) {
  const client = useQueryClient();
  const options = { meta: { handlesErrors: true }, onSettled: () => client.invalidateQueries({ queryKey: liveKey(outletId) }) };
  return {
    add: useMutation({
      ...options,
      mutationFn: ({ input, idempotencyKey }: { input: QueueEntryInput; idempotencyKey: string }) =>
        api<QueueEntry>(`/api/v1/outlets/${outletId}/queue`, {
          method: 'POST',
          body: input,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
    }),
    edit: useMutation({
      ...options,
      mutationFn: ({ entry, body }: Act<QueueEntryPatch>) =>
        api<QueueEntry>(`/api/v1/queue-entries/${entry.id}`, { method: 'PATCH', body, headers: ifMatch(entry.version) }),
    }),
    move: useMutation({
      ...options,
      mutationFn: act<QueueMove, QueueEntry>('move'),
      // The party moves at once under the host's finger; a refusal (another host changed it first) puts it back, and the read
      // after settling shows the queue as it is.
      onMutate: async ({ entry, body }: Act<QueueMove>) => {
        const key = queueKeys.queue(outletId);
        await client.cancelQueries({ queryKey: key });
        const before = client.getQueryData<QueueView>(key);
        if (before) client.setQueryData<QueueView>(key, { ...before, entries: withPartyMoved(before.entries, entry.id, body) });
        return { before };
      },
      onError: (_error: unknown, _move: Act<QueueMove>, context: { before?: QueueView } | undefined) => {
        if (context?.before) client.setQueryData(queueKeys.queue(outletId), context.before);
      },
    }),
    notify: useMutation({ ...options, mutationFn: act<Record<string, never>, QueueEntry>('notify') }),
    remove: useMutation({ ...options, mutationFn: act<QueueRemove, QueueEntry>('remove') }),
    seat: useMutation({ ...options, mutationFn: act<QueueSeat, { entry: QueueEntry; reservation: Reservation }>('seat') }),
  };
}
