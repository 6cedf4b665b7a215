/**
 * The book's first reads, sent while the page is still being parsed (docs/decisions/038-a-light-host-stand.md): the
 * session, then the day, the floor's areas and combinations and the outlet's profile, each as the app would ask it
 * (lib/http.ts takes these answers instead of asking again). Until now they went out only once the app's code had loaded
 * and run, some 350 ms into a reload on a two-core tablet; here they wait for nothing but the session.
 *
 * An entry of its own in index.html, with no import: it must run before the app's scripts have even loaded. It asks only
 * on the book (/{subPath}/reservations, list or floor) and only for an outlet's session; anything it asks that the app
 * does not take within a few seconds is dropped unread (lib/early-reads.ts).
 */
import type { EarlyRead } from './lib/early-read-contract';

const BOOK_PATH = /^\/[a-z]{2}_[A-Z]{2}\/reservations\/?$/;

interface SessionAnswer {
  hostV2AuthToken?: string;
  isOutletLoggedIn?: boolean;
  outlet?: { id?: string } | null;
  brand?: { isEnableTableCombination?: boolean } | null;
}

function ask(reads: Map<string, EarlyRead>, path: string, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // The app's own bound (REQUEST_TIMEOUT_MS): a server that hangs fails this read as it would fail the app's.
  const response = fetch(path, { headers, credentials: 'same-origin', signal: AbortSignal.timeout(30_000) });
  // Handled here too: a read the app never takes must not fail loudly in the console.
  response.catch(() => undefined);
  reads.set(path, { response, token, at: performance.now() });
  return response;
}

if (BOOK_PATH.test(window.location.pathname)) {
  const reads = new Map<string, EarlyRead>();
  window.__hostEarlyReads = reads;
  ask(reads, '/api/config', null);
  void ask(reads, '/api/auth/session', null)
    .then((response) => (response.ok ? (response.clone().json() as Promise<SessionAnswer>) : null))
    .then((session) => {
      const outletId = session?.isOutletLoggedIn ? session.outlet?.id : undefined;
      const token = session?.hostV2AuthToken;
      if (!outletId || !token) return;
      const date = new URLSearchParams(window.location.search).get('date');
      const base = `/api/v1/outlets/${outletId}`;
      ask(reads, `${base}/reservations${date ? `?date=${date}` : ''}`, token);
      // The host's actions read today's book whichever day is shown (reservations-prefetch.ts).
      if (date) ask(reads, `${base}/reservations`, token);
      ask(reads, `${base}/areas`, token);
      ask(reads, base, token);
      if (session.brand?.isEnableTableCombination) ask(reads, `${base}/table-combinations`, token);
    })
    .catch(() => undefined);
}
