import { PUBLIC_IP, LOCAL_PUBLIC_IP_LOOKUPS, type PublicIpLookups } from '@host/domain/public-ip';
import { api } from './http';
import { lookUpPublicIp } from './public-ip-lookup';

/**
 * The browser's public address for its error reports (docs/decisions/031-public-ip.md): asked of the
 * configured look-ups (Host's own by default), kept for 5 minutes, asked again every 20 and when the
 * connection comes back. A look-up that fails is a warning in the console, never an error report of
 * its own (which would ask again), and the report goes without the address.
 */
let known: { at: number; value: Promise<{ ipv4: string | null; ipv6: string | null }> } | undefined;
let lookups: Promise<PublicIpLookups> | undefined;
let refreshing = false;

const fetchText = async (url: string, signal: AbortSignal) => {
  const res = await fetch(url, { signal, credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) throw new Error(`request failed with ${res.status}`);
  return res.text();
};

function lookUp() {
  lookups ??= api<{ publicIpLookups?: PublicIpLookups }>('/api/config')
    .then((config) => config.publicIpLookups ?? LOCAL_PUBLIC_IP_LOOKUPS)
    .catch(() => LOCAL_PUBLIC_IP_LOOKUPS);
  const value = lookups
    .then((configured) => lookUpPublicIp(configured, fetchText))
    .catch((error: unknown) => {
      console.warn(error instanceof Error ? error.message : error);
      return { ipv4: null, ipv6: null };
    });
  known = { at: Date.now(), value };
  return value;
}

function keepFresh() {
  if (refreshing || typeof window === 'undefined') return;
  refreshing = true;
  setInterval(() => void lookUp(), PUBLIC_IP.refetchMs);
  window.addEventListener('online', () => void lookUp());
}

/** The public address, from the last look-up while it is fresh, else looked up now. */
export function publicIp(): Promise<{ ipv4: string | null; ipv6: string | null }> {
  keepFresh();
  return known && Date.now() - known.at < PUBLIC_IP.staleMs ? known.value : lookUp();
}

/** Sends a browser error to /api/error-report; never throws (reporting must not cause more errors). */
export async function reportError(level: 'error' | 'warning', message: string, error?: unknown, context: Record<string, unknown> = {}) {
  try {
    // A look-up still asking (a service that does not answer) holds a report back 2 s at most.
    const address = await Promise.race([
      publicIp(),
      new Promise<{ ipv4: null; ipv6: null }>((resolve) => setTimeout(() => resolve({ ipv4: null, ipv6: null }), 2_000)),
    ]);
    await api('/api/error-report', {
      method: 'POST',
      body: {
        level,
        message: message.slice(0, 2000),
        error:
          error instanceof Error
            ? `${error.name}: ${error.message}\n${error.stack ?? ''}`.slice(0, 20000)
            : error === undefined
              ? undefined
              : String(error).slice(0, 20000),
        userAgent: navigator.userAgent,
        ipv4: address.ipv4,
        context: { url: location.pathname + location.search, ...(address.ipv6 ? { ipv6: address.ipv6 } : {}), ...context },
      },
    });
  } catch {
    // Reporting is best effort.
  }
}
