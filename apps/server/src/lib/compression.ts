import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers go compressed to a client that accepts it (docs/decisions/040-compressed-answers.md). A host stand is a
 * tablet on the restaurant's Wi-Fi: the day's book at a busy outlet is some 650 KB of JSON, refetched after every live
 * update, and the app's first route a megabyte of script; brotli makes them a twentieth and a third. The app's files
 * are compressed once, when it is built (apps/web/vite.config.ts), and sent as they are (`preCompressed` in
 * web-app.ts); only what the server makes as it answers is compressed then, brotli at its quick level 4 (2 ms for the
 * 650 KB day on this machine).
 *
 * Registered before the static files, which @fastify/compress asks. Request bodies are not inflated: no client of
 * Host's sends them compressed, and a small compressed body that inflates to a large one is work anyone could ask for.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // An answer up to 32 KB is compressed in one call (brotli at level 4: 0.05-0.3 ms on the event loop, a day's 11 KB of
    // times at the low end) and goes out with its length in one write. Through a zlib stream, as the plugin's default sent
    // anything over 8 KB on two cores (4 KB on more), it took a stream's set-up, the threadpool's round trip and a chunked
    // answer's writes: some 0.6 ms more per request (decision 040). Larger answers (a busy day's book) still stream.
    syncThreshold: 32_768,
  });
}
