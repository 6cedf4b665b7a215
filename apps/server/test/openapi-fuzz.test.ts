import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createReservationInputSchema, createWalkInInputSchema } from '@host/domain/reservations/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { GenContext, Pools, Schema } from './fuzz/arbitraries';
import { operationsOf, ResponseChecker, type OpenApiDocument, type Operation } from './fuzz/openapi';
import { MUTATIONS, mutate, sweep, validRequestArb, type FuzzRequest, type Identity, type Mutation } from './fuzz/requests';
import { sha512, signedInHost, startTestServer, type TestServer, signedInUser } from './helper';

/**
 * The OpenAPI document is the contract: every operation under /api is sent requests generated
 * from its own schemas (valid ones, with real ids of the signed-in outlet, and broken ones: wrong
 * types, missing fields, huge strings, NUL bytes, impossible dates, unknown ids, no body, arrays for
 * objects...). An answer fails the test when it is a 5xx, when its status is not one the document
 * lists for the operation, or when its body does not match the schema listed for that status.
 *
 * Besides the random draws, each operation gets once: no credentials, a body over the size limit,
 * and a sweep of one valid request (every query parameter and every body field set in turn to NUL,
 * a direction override, 2026-02-30, 99:99:99, -1, null, {}, ...).
 *
 * Reproducible: FUZZ_SEED (default below) fixes every generated value; FUZZ_RUNS sets how many
 * valid requests each operation gets (twice as many broken ones follow); FUZZ_DEBUG=1 prints each
 * operation as it starts and the statuses each one answered. The full list of failures, with the
 * first answer of each status per operation, is written to $TMPDIR/host-openapi-fuzz-report.json.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260331);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const REPORT = path.join(os.tmpdir(), 'host-openapi-fuzz-report.json');

let server: TestServer;
let who: Identity;
/**
 * The brand's merchant, for the writes only a merchant may make (roles.ts): signed in as outlet staff they answer 403 before
 * their bodies are read, so their bodies would never be tried.
 */
let merchant: Identity;
const MERCHANT_ONLY = [
  /^(POST|PUT|DELETE) \/api\/v1\/brands\/\{brandId\}\/tags/,
  /^POST \/api\/v1\/brands\/\{brandId\}\/festive-evenings/,
  /^GET \/api\/v1\/brands\/\{brandId\}\/marketing-export$/,
  /^PUT \/api\/v1\/brands\/\{brandId\}\/guest-tag-settings$/,
];
/** a second session of the same outlet, for the cookie routes (switching or ending it leaves the bearer's alone) */
let cookie = '';

beforeAll(async () => {
  server = await startTestServer();
  const host = await signedInHost(server, 'JG-ORCHARD', '2468');
  who = { outletId: host.outletId, brandId: host.brandId, bearer: host.headers, versions: new Map() };
  const owner = await signedInUser(server, 'owner@jadegarden.sg', 'host-demo-2026');
  merchant = { ...who, bearer: owner.headers, versions: who.versions };
  // The demo has parties at the door but nobody on a day's waiting list: two guests, so its item routes are reached.
  for (const [name, windowStart] of [
    ['Siew Lan', '19:00'],
    ['Farid', '20:00'],
  ] as const) {
    const listed = await host.call('POST', `/api/v1/outlets/${host.outletId}/waiting-list`, {
      date: '2026-04-01',
      windowStart,
      windowEnd: '21:30',
      numberOfAdults: 2,
      customerFirstName: name,
      customerPhone: windowStart === '19:00' ? '+6591234001' : '+6591234002',
    });
    expect(listed.status).toBe(201);
  }
  const login = await fetch(`${server.url}/api/auth/pin-login-remember-me`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'JG-ORCHARD', sha512Pin: sha512('2468') }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('host_session='))!
    .split(';')[0]!;
});
afterAll(() => server?.close());

interface Failure {
  kind: '5xx' | 'undeclared-status' | 'schema-mismatch' | 'no-answer';
  operation: string;
  label: string;
  status: number;
  detail: string;
  request: string;
  response: string;
}

it('answers every request the OpenAPI document describes as the document says', async () => {
  const started = Date.now();
  const docResponse = await fetch(`${server.url}/api/docs/json`);
  expect(docResponse.status).toBe(200);
  const doc = (await docResponse.json()) as OpenApiDocument;
  const operations = operationsOf(doc).filter((op) => op.path.startsWith('/api/') && !op.path.startsWith('/api/docs'));
  expect(operations.length).toBeGreaterThan(20);

  const checker = new ResponseChecker();
  const failures: Failure[] = [];
  const statuses = new Map<string, Map<number, number>>();
  const samples = new Map<string, { request: string; response: string }>();
  const pools: Pools = {
    areas: [],
    tables: [],
    reservations: [],
    combinations: [],
    timings: [],
    blockOuts: [],
    tickets: [],
    tags: [],
    queueEntries: [],
    waitingListEntries: [],
  };
  let sent = 0;

  const send = async (op: Operation, request: FuzzRequest) => {
    const headers: Record<string, string> = { ...request.headers };
    if (headers['if-match'] === 'current') {
      // The row edited is the last id in the path (/brands/{brandId}/tags/{tagId}).
      const id = [...request.path.matchAll(/\/([0-9a-f-]{36})(?=\/|$)/g)].at(-1)?.[1];
      headers['if-match'] = `"${(id && who.versions.get(id)) ?? 1}"`;
    }
    if (op.path === '/api/auth/session' || op.path === '/api/auth/switch-outlet') headers.cookie = cookie;
    let body: string | undefined;
    if (request.body && 'json' in request.body) {
      body = JSON.stringify(request.body.json);
      headers['content-type'] = 'application/json';
    } else if (request.body) {
      body = request.body.raw;
      if (request.body.contentType) headers['content-type'] = request.body.contentType;
    }
    const query = new URLSearchParams(request.query).toString();
    const url = `${server.url}${request.path}${query ? `?${query}` : ''}`;
    sent += 1;
    const tally = statuses.get(op.key) ?? new Map<number, number>();
    statuses.set(op.key, tally);
    let status = 0;
    let text = '';
    let contentType: string | null = null;
    try {
      const response = await fetch(url, { method: request.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
      status = response.status;
      contentType = response.headers.get('content-type');
      text = await response.text();
    } catch (error) {
      failures.push({
        kind: 'no-answer',
        operation: op.key,
        label: request.label,
        status: 0,
        detail: String(error),
        request: curl(request.method, url, headers, body),
        response: '',
      });
      return;
    }
    tally.set(status, (tally.get(status) ?? 0) + 1);
    // the first answer of each status, per operation and kind of request, for the report
    const sampleKey = `${op.key} ${status} ${request.label.replace(/ \(.*\)$/, '')}`;
    if (!samples.has(sampleKey))
      samples.set(sampleKey, { request: curl(request.method, url, headers, body), response: text.slice(0, 300) });
    const problem = status >= 500 ? { kind: '5xx' as const, detail: 'a server error' } : checker.check(op, status, contentType, text);
    if (problem)
      failures.push({
        ...problem,
        operation: op.key,
        label: request.label,
        status,
        request: curl(request.method, url, headers, body),
        response: text.slice(0, 600),
      });
  };

  const refreshPools = async () => {
    const get = async (p: string) => {
      const response = await fetch(`${server.url}${p}`, { headers: who.bearer });
      return response.ok ? ((await response.json()) as any) : null;
    };
    const keep = (pool: keyof Pools, rows: Array<{ id: string; version?: number }> | null | undefined) => {
      pools[pool] = (rows ?? []).map((r) => r.id);
      for (const r of rows ?? []) if (typeof r.version === 'number') who.versions.set(r.id, r.version);
    };
    const base = `/api/v1/outlets/${who.outletId}`;
    const areas = await get(`${base}/areas?all=true`);
    keep('areas', areas);
    keep(
      'tables',
      (areas ?? []).flatMap((a: any) => a.tables ?? []),
    );
    const dates = ['2026-03-31', '2026-04-01', '2026-04-02'];
    const days = await Promise.all(dates.map((d) => get(`${base}/reservations?date=${d}`)));
    keep(
      'reservations',
      days.flatMap((d) => d?.reservations ?? []),
    );
    keep('combinations', await get(`${base}/table-combinations`));
    keep('timings', await get(`${base}/service-timings`));
    keep('blockOuts', await get(`${base}/block-out-days`));
    keep('tickets', await get(`/api/v1/brands/${who.brandId}/tickets`));
    keep('tags', await get(`/api/v1/brands/${who.brandId}/tags`));
    keep('queueEntries', (await get(`${base}/queue`))?.entries);
    const lists = await Promise.all(dates.map((d) => get(`${base}/waiting-list?date=${d}`)));
    keep(
      'waitingListEntries',
      lists.flatMap((l) => l?.entries ?? []),
    );
  };

  // Sign-in routes first (a throttle they trip answers 429, which they declare), then the product
  // API, deletions last so the rest finds rows to work on; ending a session comes at the very end.
  const rank = (op: Operation) =>
    op.path === '/api/auth/logout' ? 4 : op.method === 'DELETE' ? 3 : op.path.startsWith('/api/v1/') ? 2 : 1;
  const ordered = [...operations].sort((a, b) => rank(a) - rank(b));

  for (const op of ordered) {
    if (process.env.FUZZ_DEBUG) process.stderr.write(`openapi-fuzz: ${op.key} at ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    if (op.path.startsWith('/api/v1/')) await refreshPools();
    const ctx: GenContext = { pools };
    const operation = withBodyFallback(op);
    const seed = (SEED ^ hash(op.key)) >>> 0;
    const valid = validRequestArb(operation, ctx, MERCHANT_ONLY.some((re) => re.test(op.key)) ? merchant : who);
    // Sign-in routes count failures per code, email and address: fewer tries keep the run about the contract.
    const runs = op.path.startsWith('/api/auth/') ? Math.max(2, Math.ceil(RUNS / 2)) : RUNS;
    const requests: FuzzRequest[] = [
      ...fc.sample(valid, { seed, numRuns: runs }),
      ...fc
        .sample(fc.tuple(valid, fc.constantFrom(...MUTATIONS), fc.nat(), fc.nat()), { seed: seed + 1, numRuns: runs * 2 })
        .map(([request, mutation, n, m]) => mutate(request, operation, mutation, n, m)),
    ];
    // Once each, whatever the sample drew: no credentials, and a body over the size limit.
    const [first] = fc.sample(valid, { seed: seed + 2, numRuns: 1 });
    const once: Mutation[] = [
      ...(op.path.startsWith('/api/v1/') ? (['auth: none'] as const) : []),
      ...(op.body ? (['body: over the size limit'] as const) : []),
    ];
    requests.push(...once.map((m) => mutate(first!, operation, m, 0, 0)), ...sweep(first!, operation));
    for (const request of requests) await send(operation, request);
  }

  // Ending the cookie session: the last word.
  const logout = ordered.find((op) => op.path === '/api/auth/logout');
  if (logout)
    await send(
      { ...logout, path: '/api/auth/logout' },
      { label: 'valid (signed in)', method: 'GET', path: '/api/auth/logout', query: [], headers: { cookie } },
    );

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const classes = classify(failures);
  const coverage = [...statuses].map(
    ([key, tally]) =>
      `${key}: ${[...tally]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
  );
  writeFileSync(
    REPORT,
    JSON.stringify({ seed: SEED, runs: RUNS, sent, seconds, coverage, classes, failures, samples: Object.fromEntries(samples) }, null, 2),
  );
  console.log(
    `openapi-fuzz: ${sent} requests to ${operations.length} operations in ${seconds} s (seed ${SEED}); ` +
      `${failures.length} failures in ${classes.length} classes; report: ${REPORT}`,
  );
  if (process.env.FUZZ_DEBUG) console.log(coverage.join('\n'));
  expect(
    classes.map(
      (c) => `${c.class} ×${c.count}\n    e.g. ${c.example.request}\n    -> ${c.example.status} ${c.example.response.slice(0, 300)}`,
    ),
    `failures (full list in ${REPORT})`,
  ).toEqual([]);
}, 180_000);

/**
 * A body the document leaves open (the booking POST takes a loose object and parses it by kind in
 * the handler) is generated from the domain's schemas, so the fuzz reaches the rules behind it.
 */
function withBodyFallback(op: Operation): Operation {
  if (op.key !== 'POST /api/v1/outlets/{outletId}/reservations' || !op.body || op.body.schema.properties?.reservationDate) return op;
  const jsonSchema = (schema: z.ZodType) =>
    z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Schema;
  const walkIn = jsonSchema(createWalkInInputSchema);
  walkIn.properties = { ...walkIn.properties, isWalkIn: { type: 'boolean', enum: [true] } };
  walkIn.required = [...(walkIn.required ?? []), 'isWalkIn'];
  const booking = jsonSchema(createReservationInputSchema);
  booking.properties = { ...booking.properties, isWalkIn: { type: 'boolean', enum: [false] } };
  return { ...op, body: { required: true, schema: { anyOf: [booking, walkIn] } } };
}

function classify(failures: Failure[]) {
  const groups = new Map<string, { class: string; count: number; labels: Set<string>; example: Failure }>();
  for (const f of failures) {
    const key =
      f.kind === 'schema-mismatch'
        ? `${f.kind} ${f.status} ${f.operation}: ${f.detail}`
        : `${f.kind} ${f.status} ${f.operation}${f.kind === 'undeclared-status' ? ` (${f.detail})` : ''}`;
    const group = groups.get(key) ?? { class: key, count: 0, labels: new Set<string>(), example: f };
    group.count += 1;
    group.labels.add(f.label.replace(/ \(.*\)$/, ''));
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.class.localeCompare(b.class))
    .map((g) => ({ class: g.class, count: g.count, requests: [...g.labels].sort(), example: g.example }));
}

function curl(method: string, url: string, headers: Record<string, string>, body: string | undefined) {
  const shown = Object.entries(headers).map(([k, v]) => {
    const value =
      k === 'authorization' && (v === who.bearer.authorization || v === merchant?.bearer.authorization)
        ? 'Bearer $TOKEN'
        : k === 'cookie'
          ? '$COOKIE'
          : v.length > 80
            ? `${v.slice(0, 40)}…(${v.length} chars)`
            : v;
    return `-H '${k}: ${value}'`;
  });
  const data =
    body === undefined ? '' : ` --data-raw ${JSON.stringify(body.length > 400 ? `${body.slice(0, 400)}…(${body.length} chars)` : body)}`;
  return `curl -X ${method} '${url.length > 300 ? `${url.slice(0, 300)}…` : url}' ${shown.join(' ')}${data}`;
}

function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
