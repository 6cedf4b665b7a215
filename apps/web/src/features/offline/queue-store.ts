import type { Reservation } from '@host/domain/reservations/reservation';
import type { ChangeStatusInput } from '@host/domain/reservations/schemas';
import { useSyncExternalStore } from 'react';
import { api, ApiError, ifMatch } from '../../lib/http';
import { handleError } from '../../lib/notify';
import { onOfflineDataCleared, QUEUE_STORAGE_KEY } from '../../lib/offline-data';
import { afterConflict, afterSent, outcomeOf, wantedOf, type Conflict, type QueuedChange } from './queue';

/*
 * The offline status queue, kept in local storage so a reload (or a closed tab) loses nothing, and
 * the conflicts its sending met (held for the host to read). Cleared with the session: one
 * session's changes are never sent with another's (session.ts).
 */

function read(): QueuedChange[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedChange[]) : [];
  } catch {
    return [];
  }
}

let queue: QueuedChange[] = typeof localStorage === 'undefined' ? [] : read();
let conflicts: Conflict[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function setQueue(next: QueuedChange[]) {
  queue = next;
  try {
    if (next.length) localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(QUEUE_STORAGE_KEY);
  } catch {
    // storage full or refused: the queue still lives in this page
  }
  emit();
}

export const queuedChanges = () => queue;
export const currentConflicts = () => conflicts;

export function enqueue(change: Omit<QueuedChange, 'key' | 'queuedAt'>) {
  setQueue([...queue, { ...change, key: crypto.randomUUID(), queuedAt: Date.now() }]);
}

// Another tab of Host queued or sent a change: one queue per device.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== QUEUE_STORAGE_KEY && event.key !== null) return;
    queue = read();
    emit();
  });
}

// Sign-in and sign-out (lib/offline-data.ts): nothing of the previous session is sent or shown.
onOfflineDataCleared(() => {
  queue = [];
  conflicts = [];
  emit();
});

export const dismissConflicts = () => {
  conflicts = [];
  emit();
};

export function useQueuedChanges(): readonly QueuedChange[] {
  return useSyncExternalStore(subscribe, () => queue);
}

export function useConflicts(): readonly Conflict[] {
  return useSyncExternalStore(subscribe, () => conflicts);
}

let flushing: Promise<number> | null = null;

/**
 * Sends the queue in order, each change that waited with the version its host saw (If-Match): a
 * success clears it (`onSaved` gets the booking as saved), a refusal becomes a conflict (the
 * server's state stays), no answer stops until the next try. Answers how many changes were settled
 * (sent or refused).
 */
export function flushQueue(onSaved: (saved: Reservation) => void = () => undefined): Promise<number> {
  if (flushing) return flushing;
  flushing = sendAll(onSaved).finally(() => {
    flushing = null;
  });
  return flushing;
}

/** A change the server keeps answering 5xx for is not tried for ever: after this many, it is refused (a 429 waits its turn). */
export const SERVER_FAILURES_TOLERATED = 3;

async function sendAll(onSaved: (saved: Reservation) => void): Promise<number> {
  let settled = 0;
  for (let change = queue[0]; change; change = queue[0]) {
    // A tap is sent at once, blind (decision 024), only on this first try: kept as a waiting change
    // before it goes, so a reload while it is in flight tries it next with the version the host saw.
    if (change.immediate) setQueue(queue.map((c) => (c.key === change!.key ? { ...c, immediate: false } : c)));
    try {
      const saved = await api<Reservation>(`/api/v1/reservations/${change.reservationId}/status`, {
        method: 'POST',
        body: {
          status: change.status,
          ...(change.tableIds ? { tableIds: change.tableIds } : {}),
          ...(change.allowOverCapacity ? { allowOverCapacity: true } : {}),
        } satisfies ChangeStatusInput,
        headers: change.immediate ? {} : ifMatch(change.version),
      });
      // The booking as saved goes into the book first, so the row does not step back to the status
      // it had while the book is read again.
      onSaved(saved);
      setQueue(afterSent(queue, change, saved.version));
      settled += 1;
    } catch (error) {
      const outcome = outcomeOf(change, error);
      const answered = error instanceof ApiError && error.status >= 500;
      const failures = (change.serverFailures ?? 0) + (answered ? 1 : 0);
      if (outcome.kind === 'later' && failures < SERVER_FAILURES_TOLERATED) {
        // No answer (or not yet a good one): every tap still queued now waits, and goes with the version its host saw.
        setQueue(
          queue.map((c) => ({ ...c, immediate: false, ...(c.key === change!.key && answered ? { serverFailures: failures } : {}) })),
        );
        break;
      }
      if (outcome.kind === 'later') {
        // The server answered and failed, again and again: said, not tried for ever behind every later tap.
        const { queue: rest, dropped } = afterConflict(queue, change);
        if (change.immediate) handleError(error);
        else conflicts = [...conflicts, { key: change.key, guest: change.guest, wanted: wantedOf(change), current: null, kind: 'refused' }];
        settled += dropped.length;
        setQueue(rest);
        continue;
      }
      if (outcome.kind === 'sent') {
        setQueue(afterSent(queue, change, outcome.version));
        settled += 1;
      } else {
        // The host's later changes to that booking were built on this one: they go with it, said once.
        const { queue: rest, dropped } = afterConflict(queue, change);
        // A tap refused at once is said as any refused action (the server's words); one that waited
        // offline is shown with what the booking is now.
        if (change.immediate) handleError(error);
        else conflicts = [...conflicts, outcome.conflict];
        settled += dropped.length;
        setQueue(rest);
      }
    }
  }
  return settled;
}
