/**
 * Before any module of a component test loads: the app's i18n (i18n/i18n.ts) fetches its catalogue
 * over HTTP as it starts, and there is no server here. In a DOM test, every request is answered 404
 * unless the test answers it itself (vi.stubGlobal('fetch', …), restored to this after each test).
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/** A server that knows nothing the test did not seed: 404. */
export function answerNotFound(): Response {
  return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'not here' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });
}

if (typeof window !== 'undefined') {
  // What one test drew is gone before the next (Testing Library cleans up by itself only with vitest's globals, which are off).
  afterEach(cleanup);
  globalThis.fetch = async () => answerNotFound();
}
