// How node runs Host's bundled server: `npm start` (package.json writes these options out;
// apps/server/test/server-node.test.ts holds them equal), the bench, the scale data set's server, several servers and the
// browser tests take them from here. (The start-up tests and `npm start --workspace apps/server` run the source through
// tsx, without them.)
//
// --max-old-space-size=1024: V8 lets its old generation grow, before it collects it, by a factor it scales with the
// largest heap allowed (its heap controller: from 1.1 at 256 MB to 4 at 2 GB and over, where node's default limit on a
// large machine lies; read in V8's source, not measured here). A year's report reads some 730 kept days per request;
// their garbage outlives a few young collections, moves to the old generation and stayed there: 295-368 MB of resident
// memory after the scale data set's reads, of which 62 MB was alive (a forced collection said). With the limit at 1 GB
// the factor is about 2.3: 204-217 MB after the same reads, and the server's CPU per booking did not move beyond the
// machine's own noise (docs/decisions/039-booking-writes.md). Host's live heap is some 60-70 MB; 1 GB leaves room for
// any report or export.
export const SERVER_NODE_OPTIONS = ['--enable-source-maps', '--max-old-space-size=1024'];

/** The server's bundle, relative to the repository's root (scripts/build-if-changed.mjs builds it). */
export const SERVER_ENTRY = 'apps/server/dist/main.mjs';
