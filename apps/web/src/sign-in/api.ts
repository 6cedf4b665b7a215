import type { Session } from '@host/domain/auth';
import { sha512Hex } from '../lib/crypto';

/** A refused or failed call: the HTTP status (0: no answer), the server's code, and its details (a wait's seconds). */
export class SignInError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details?: { retryAfterSeconds?: unknown },
  ) {
    super(code);
  }
}

const TIMEOUT_MS = 30_000;

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new SignInError(0, error instanceof DOMException && error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK');
  }
  const json = (await response.json().catch(() => null)) as { code?: string; details?: SignInError['details'] } | null;
  if (!response.ok) throw new SignInError(response.status, json?.code ?? 'HTTP', json?.details);
  return json as T;
}

/** The session this browser holds, or null (signed out, or the server not reachable: the form is shown either way). */
export async function currentSession(): Promise<Session | null> {
  try {
    const response = await fetch('/api/auth/session', { headers: { Accept: 'application/json' } });
    // Read either way: an answer left unread holds its connection open.
    const body: unknown = await response.json().catch(() => null);
    return response.ok ? (body as Session) : null;
  } catch {
    return null;
  }
}

/** The PIN and the password leave the browser hashed (docs/architecture.md), as the app's own calls send them. */
export const pinSignIn = async (code: string, pin: string) =>
  post<Session>('/api/auth/pin-login-remember-me', { code: code.trim(), sha512Pin: await sha512Hex(pin) });

export const emailSignIn = async (email: string, password: string) =>
  post<Session>('/api/auth/email-login-remember-me', { email: email.trim(), sha512Pw: await sha512Hex(password) });

export const askForReset = (userEmail: string) => post<{ message: string }>('/api/auth/forgot-password', { userEmail: userEmail.trim() });

/** The seconds a throttled sign-in (429) asks to wait, or null for any other outcome. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof SignInError) || error.status !== 429) return null;
  const seconds = error.details?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 60;
}
