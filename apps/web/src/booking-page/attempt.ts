/**
 * One Idempotency-Key per submission: a retry of the same, unanswered submission sends its key again,
 * so the server acts once however often a slow network makes the diner tap; a changed form, or one
 * the server answered, is a new submission with a new key.
 */
export interface Attempt {
  body: string;
  key: string;
  answered: boolean;
}

export function attemptFor(current: Attempt | null, body: string, newKey: () => string = () => crypto.randomUUID()): Attempt {
  return current && current.body === body && !current.answered ? current : { body, key: newKey(), answered: false };
}
