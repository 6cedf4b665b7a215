// How node runs Host's server, wherever one is started: `npm start` (package.json, which writes these options out and
// apps/server/test/server-node.test.ts holds equal to them), the bench, the data set's server, several servers, the
// browser tests.
//
// --max-old-space-size=1024: V8 lets its old generation grow, before it collects it, by a factor it scales with the
// largest heap allowed, up to four times what lived after the last collection when the limit is the default's 4 GB (a
// quarter of a large machine's memory). A year's report reads some 730 kept days per request; their garbage outlives a
// few young collections, moves to the old generation and stayed there: 295-368 MB of resident memory after the scale
// data set's reads, of which 62 MB was alive (a forced collection said). With the limit at 1 GB the factor is about
// 2.3: 202-217 MB after the same reads, and the server's CPU per booking did not move beyond the machine's own noise
// (docs/decisions/039-booking-writes.md). Host's live heap is some 60-70 MB; 1 GB leaves room for any report or export.
export const SERVER_NODE_OPTIONS = ['--enable-source-maps', '--max-old-space-size=1024'];

/** The server's bundle, relative to the repository's root (scripts/build-if-changed.mjs builds it). */
export const SERVER_ENTRY = 'apps/server/dist/main.mjs';
