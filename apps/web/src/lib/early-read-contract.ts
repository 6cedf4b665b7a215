/**
 * What the book's early reads (src/early-reads.ts, an entry of its own) leave for the app (lib/early-reads.ts): each read
 * by its path, the bearer it carried and when it was sent. Types only, so the early entry imports no code.
 */
export interface EarlyRead {
  response: Promise<Response>;
  /** the bearer it was sent with; null for a read outside /api/v1 */
  token: string | null;
  /** performance.now() when it was sent */
  at: number;
}

declare global {
  interface Window {
    __hostEarlyReads?: Map<string, EarlyRead>;
  }
}
