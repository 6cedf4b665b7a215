import type { Reservation } from '@host/domain/reservations/reservation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveKey } from '../../state/live-updates';
import { useCannotWrite } from '../../lib/connection';
import { flushQueue, queuedChanges, useQueuedChanges } from './queue-store';

/** docs/rules.md section 7 (domain push.ts's SERVICE_WORKER_PATH, not imported: that module's schemas would join the first load). */
const SERVICE_WORKER_PATH = '/service-worker.min.js';
/** The shell is kept a little after the page is drawn: its first requests go first. */
const PRECACHE_AFTER_MS = 2_000;
/** A queued change the server answered but did not take (5xx, 429) is tried again after this. */
const RETRY_AFTER_MS = 5_000;

/**
 * The offline host stand for every signed-in screen (issue 17, docs/decisions/021): the service
 * worker keeps the app's shell and the book's last reads; queued status changes are sent as soon
 * as writes can go through again, and the book read afresh.
 */
export function useOfflineShell(outletId: string | undefined) {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const cannotWrite = useCannotWrite();
  const queued = useQueuedChanges().length;

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    // The first time the worker takes this page over, what it already read is read again through it (kept for offline).
    const controlled = Boolean(container.controller);
    const onControl = () => !controlled && void client.invalidateQueries();
    container.addEventListener('controllerchange', onControl);
    let timer: ReturnType<typeof setTimeout> | undefined;
    container
      .register(SERVICE_WORKER_PATH)
      .then(() => container.ready)
      .then((registration) => {
        timer = setTimeout(
          () => navigator.onLine && registration.active?.postMessage({ type: 'precache', locale: language }),
          PRECACHE_AFTER_MS,
        );
      })
      .catch(() => undefined);
    return () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', onControl);
    };
  }, [client, language]);

  // A server that answers but cannot take the change yet (a 503 while its database restarts) leaves
  // it queued with the connection up: it is tried again a little later, and again.
  const [retry, setRetry] = useState(0);
  useEffect(() => {
    if (cannotWrite || queued === 0 || !outletId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    const onSaved = (saved: Reservation) =>
      client.setQueriesData<{ reservations?: Reservation[] }>({ queryKey: liveKey(outletId) }, (old) =>
        old && Array.isArray(old.reservations)
          ? { ...old, reservations: old.reservations.map((r) => (r.id === saved.id ? { ...r, ...saved } : r)) }
          : old,
      );
    void flushQueue(onSaved).then((settled) => {
      if (settled > 0) void client.invalidateQueries({ queryKey: liveKey(outletId) });
      if (!gone && queuedChanges().length > 0) timer = setTimeout(() => setRetry((n) => n + 1), RETRY_AFTER_MS);
    });
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [cannotWrite, queued, outletId, client, retry]);
}
