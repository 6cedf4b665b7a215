/**
 * Calls started before they are needed, so the first times show sooner (issue 18: under a second):
 * the outlet and the words as the script starts, today's times beside the month's days. Each warm
 * answer is used once; a later call asks the server anew.
 */
const warmed = new Map<string, Promise<unknown>>();

export function warm<T>(key: string, load: () => Promise<T>) {
  if (warmed.has(key)) return;
  const promise = load();
  promise.catch(() => undefined); // taken later, or never: not an unhandled rejection
  warmed.set(key, promise);
}

export function take<T>(key: string, load: () => Promise<T>): Promise<T> {
  const promise = warmed.get(key) as Promise<T> | undefined;
  warmed.delete(key);
  return promise ?? load();
}

export const loadMessages = (language: string): Promise<Record<string, unknown>> =>
  fetch(`/locales/${language}/book.json`).then((r) => (r.ok ? r.json() : {}));
