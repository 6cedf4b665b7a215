// Imports nothing, so any module may take it without pulling in the query client and its toasts.

/**
 * How long a read the route's loader started counts as fresh for the page that mounts after it
 * (reservations-prefetch.ts). With no staleTime, the page refetched on mount what the loader had just
 * read: on a first load the book read its day, areas and outlet twice before the live catch-up read
 * them a third time. A live message or a mutation still invalidates them at once (an invalidated
 * query refetches whatever its staleTime), and the live connection's catch-up reads them anew.
 */
export const FRESH_AFTER_PREFETCH_MS = 10_000;
