// Imports nothing, so any module may take it without pulling in the query client and its toasts.

/**
 * How long the book's reads under the live key (its day, areas and table combinations) count as fresh
 * for the page that mounts after the route's loader started them (reservations-prefetch.ts). With no
 * staleTime, the page read again on mount what the loader had just read, and the live connection's
 * catch-up read it a third time. Only the book reads them, and it holds the live connection: a live
 * message or a mutation invalidates them at once (an invalidated query refetches whatever its
 * staleTime), and the catch-up on every connect reads them anew. The outlet's profile keeps no
 * staleTime: screens without a live connection read it, and some of its saves publish nothing.
 */
export const FRESH_AFTER_PREFETCH_MS = 10_000;
