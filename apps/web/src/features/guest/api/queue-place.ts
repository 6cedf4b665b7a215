import { IN_QUEUE, type GuestQueueView } from '@host/domain/waitlist/queue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** A queued party's place at the door (issue 30): no session, the token in its SMS is the key. */
const queueKeys = { place: (token: string) => ['queue-place', token] as const };

/** Read again this often while the party is in the queue: its place and wait move as others are seated. */
const QUEUE_POLL_MS = 15_000;

const base = (token: string) => `/api/queue/${encodeURIComponent(token)}`;

export function useQueuePlace(token: string) {
  return useQuery({
    queryKey: queueKeys.place(token),
    queryFn: () => api<GuestQueueView>(base(token)),
    refetchInterval: (query) => (query.state.data && IN_QUEUE.includes(query.state.data.status) ? QUEUE_POLL_MS : false),
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** "I'm on my way" (once told the table is ready), or leaving the queue; the answer is the place as it is now. */
export function useQueueAnswer(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (answer: 'on-my-way' | 'leave') => api<GuestQueueView>(`${base(token)}/${answer}`, { method: 'POST' }),
    onSuccess: (view) => client.setQueryData(queueKeys.place(token), view),
  });
}
