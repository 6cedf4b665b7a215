import { api } from './http';

let ipv4: Promise<string | null> | undefined;

/** The client's public address as our server sees it, for the error-reporting context. */
function clientIp(): Promise<string | null> {
  return (ipv4 ??= api<{ ipv4: string | null }>('/api/client-ip')
    .then((r) => r.ipv4)
    .catch(() => null));
}

/** Sends a browser error to /api/error-report; never throws (reporting must not cause more errors). */
export async function reportError(level: 'error' | 'warning', message: string, error?: unknown, context: Record<string, unknown> = {}) {
  try {
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
        ipv4: await clientIp(),
        context: { url: location.pathname + location.search, ...context },
      },
    });
  } catch {
    // Reporting is best effort.
  }
}
