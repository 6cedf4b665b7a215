/*
 * What the offline host stand keeps on the device (issue 17, docs/decisions/021): the service
 * worker's copies of the book's reads (public/service-worker.min.js) and the status changes
 * waiting to be sent (features/offline). Both belong to one session; a new session or a sign-out
 * drops them. Here, not in the feature, so the sign-in code does not load the feature to clear it.
 */
export const API_CACHE = 'host-api-v1';
export const QUEUE_STORAGE_KEY = 'hostOfflineStatusQueue';

const listeners = new Set<() => void>();

/** The feature's in-memory state follows a clear (features/offline/queue-store.ts). */
export function onOfflineDataCleared(listener: () => void) {
  listeners.add(listener);
}

/** Sign-in, sign-out, a lost session: the previous session's kept reads and queued changes go. */
export function clearOfflineData() {
  try {
    localStorage.removeItem(QUEUE_STORAGE_KEY);
  } catch {
    // no storage: nothing was kept
  }
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => undefined);
  for (const listener of listeners) listener();
}
