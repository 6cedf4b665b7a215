import type { ErrorBody } from '@host/domain/errors';
import { reportDown, reportUp } from './connection';
import { takeEarlyRead } from './early-reads';

/** docs/rules.md section 9: request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Every failed call, with the server's `{ code, message, details }` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Set by the service worker (public/service-worker.min.js) on a read it answers from its cache. */
export const OFFLINE_COPY_HEADER = 'x-host-offline-copy';

export const NETWORK_ERROR_MESSAGE = 'Connection problem detected. Refreshing the page may resolve this issue.';
export const NOT_LOGGED_IN_MESSAGE = 'User is not logged in yet';

interface HttpHooks {
  /** The bearer for /api/v1, after the first session fetch; null when signed out. */
  getToken: () => Promise<string | null>;
  /**
   * Called on a 401 from any call but the sign-in ones and the session probe, with the bearer the
   * call carried (null for calls outside /api/v1), so a late answer to a call made with an
   * already-ended session does not sign out twice, or sign out the session that replaced it.
   */
  onUnauthorized: (sentToken: string | null) => void;
}

/** When the server last answered a call (not the service worker's kept copy). */
let lastAnsweredAt = 0;

let hooks: HttpHooks = { getToken: async () => null, onUnauthorized: () => undefined };
export function configureHttp(next: HttpHooks) {
  hooks = next;
}

/** A 401 here is an answer ("not signed in" or "wrong PIN"), not a lost session. */
const SIGN_IN_PATHS = ['/api/auth/session', '/api/auth/pin-login-remember-me', '/api/auth/email-login-remember-me', '/api/auth/logout'];

/** The version a change was read at, sent so a save over someone else's is refused (docs/architecture.md, No lost edit). */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** a success answers the Response itself (a file to save, read with blob()), not its parsed JSON body */
  raw?: boolean;
}

/** The one HTTP client of the web app. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let sentToken: string | null = null;
  if (path.startsWith('/api/v1/')) {
    sentToken = await hooks.getToken();
    if (!sentToken) throw new ApiError(401, 'UNAUTHENTICATED', NOT_LOGGED_IN_MESSAGE);
    headers.Authorization = `Bearer ${sentToken}`;
  }
  const sentAt = Date.now();
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  // A read of the book's first route may already be on its way, sent before the app's code ran (src/early-reads.ts).
  const early = (options.method ?? 'GET') === 'GET' && !options.raw ? takeEarlyRead(path, sentToken) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal,
      }));
  } catch (error) {
    if (options.signal?.aborted && !timeout.aborted) throw error;
    // No answer in time is as much an unreachable server as a refused connection (issue 28: a server
    // that hangs): writes then queue or wait, and the banner probes until it answers again. Unless
    // another call was answered meanwhile: then the server is back, and this one was lost on the way.
    if (lastAnsweredAt < sentAt) reportDown('http');
    // An early read carries its own bound, the same 30 s (src/early-reads.ts).
    if (timeout.aborted || (early && error instanceof DOMException && error.name === 'TimeoutError'))
      throw new ApiError(0, 'TIMEOUT', `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`);
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  // Any answer, even an error, says the server is there again; unless it is the service worker's
  // kept copy of a read, given because the server could not be reached (issue 17: offline host stand).
  if (response.headers.get(OFFLINE_COPY_HEADER)) reportDown('http');
  else {
    lastAnsweredAt = Date.now();
    reportUp('http');
  }

  if (response.ok && options.raw) return response as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (response.ok) return data as T;

  const body = (data ?? {}) as Partial<ErrorBody>;
  const error = new ApiError(response.status, body.code ?? 'HTTP_ERROR', body.message ?? response.statusText, body.details);
  if (response.status === 401 && !SIGN_IN_PATHS.includes(path.split('?')[0]!)) hooks.onUnauthorized(sentToken);
  throw error;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** Saves a file the server answered (a CSV export) under its given name, else `fallback`: the bearer goes with the call. */
export async function saveAnsweredFile(response: Response, fallback: string) {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameOf(response.headers.get('content-disposition')) ?? fallback;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name the server gives in Content-Disposition (a CSV export's). */
export function filenameOf(disposition: string | null): string | null {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}
