/**
 * Before any module of a component test loads: the app's i18n (i18n/i18n.ts) fetches its catalogue
 * over HTTP as it starts, and there is no server here. In a DOM test, every request is answered 404
 * unless the test answers it itself (vi.stubGlobal('fetch', …), restored to this after each test).
 */
if (typeof window !== 'undefined') {
  globalThis.fetch = async () =>
    new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'not here' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
}
