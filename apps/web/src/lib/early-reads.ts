import type { EarlyRead } from './early-read-contract';

/**
 * How long after it was sent an early read may still be taken: the app's first route asks for them within the first
 * second of a reload; one it did not ask for then (the floor's combinations on a list it never opened) would be stale
 * by the time a later screen asked.
 */
const EARLY_READ_TTL_MS = 10_000;

/**
 * The answer the early entry (src/early-reads.ts) is already fetching for this GET, taken once: the same path, sent with
 * the same bearer, not too long ago. Otherwise undefined, and the caller fetches as usual.
 */
export function takeEarlyRead(path: string, token: string | null): Promise<Response> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__hostEarlyReads;
  const read: EarlyRead | undefined = reads?.get(path);
  if (!reads || !read) return undefined;
  reads.delete(path);
  if (read.token !== token || performance.now() - read.at > EARLY_READ_TTL_MS) return undefined;
  return read.response;
}
