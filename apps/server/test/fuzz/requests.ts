import fc from 'fast-check';
import { arbitraryOf, type GenContext, type PoolName } from './arbitraries';
import type { Operation } from './openapi';

export type Body = { json: unknown } | { raw: string; contentType: string | null };

/** One request, as sent: enough to reproduce it with curl. */
export interface FuzzRequest {
  /** 'valid' or the mutation that made it */
  label: string;
  method: string;
  path: string;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: Body;
}

export interface Identity {
  outletId: string;
  brandId: string;
  bearer: Record<string, string>;
  /** versions of the rows in the pools, for a valid If-Match */
  versions: Map<string, number>;
}

/** The pool an `{id}` in a path means, by the collection before it. */
export const POOL_OF_COLLECTION: Record<string, PoolName> = {
  reservations: 'reservations',
  areas: 'areas',
  tables: 'tables',
  'table-combinations': 'combinations',
  'service-timings': 'timings',
  'block-out-days': 'blockOuts',
  'queue-entries': 'queueEntries',
  'waiting-list-entries': 'waitingListEntries',
};

export function poolOfPath(path: string): PoolName | undefined {
  const match = /\/([a-z-]+)\/\{id\}/.exec(path);
  return match ? POOL_OF_COLLECTION[match[1]!] : undefined;
}

/** Query and path values travel as text: numbers and booleans as JSON writes them, arrays repeated. */
function toQueryPairs(name: string, value: unknown): Array<[string, string]> {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => toQueryPairs(name, v));
  if (value === null) return [[name, '']];
  return [[name, typeof value === 'object' ? JSON.stringify(value) : String(value)]];
}

const token = fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/);

/** Requests the document says are valid (as far as a JSON schema can), with real ids where it helps. */
export function validRequestArb(op: Operation, ctx: GenContext, who: Identity): fc.Arbitrary<FuzzRequest> {
  const pathPool = poolOfPath(op.path);
  const idCtx: GenContext = { ...ctx, idPool: op.path.endsWith('/floor-plan') ? 'tables' : undefined };
  const pathArbs = op.parameters
    .filter((p) => p.in === 'path')
    .map((p) => {
      let arb: fc.Arbitrary<string>;
      if (p.name === 'outletId') arb = fc.oneof({ weight: 19, arbitrary: fc.constant(who.outletId) }, { weight: 1, arbitrary: fc.uuid() });
      else if (p.name === 'brandId')
        arb = fc.oneof({ weight: 19, arbitrary: fc.constant(who.brandId) }, { weight: 1, arbitrary: fc.uuid() });
      else if (p.name === 'id' && pathPool && ctx.pools[pathPool].length)
        arb = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...ctx.pools[pathPool]) }, { weight: 1, arbitrary: fc.uuid() });
      else arb = arbitraryOf(p.schema, ctx, p.name) as fc.Arbitrary<string>;
      return arb.map((value) => [p.name, value] as const);
    });
  const queryArbs = op.parameters
    .filter((p) => p.in === 'query')
    .map((p) => {
      const value = arbitraryOf(p.schema, idCtx, p.name);
      return (p.required ? value : fc.option(value, { nil: undefined, freq: 2 })).map((v) => toQueryPairs(p.name, v));
    });
  const bodyArb: fc.Arbitrary<Body | undefined> = op.body
    ? arbitraryOf(op.body.schema, idCtx).map((json) => ({ json }))
    : fc.constant(undefined);
  const headerArb = headersArb(op, who);
  return fc
    .record({ path: fc.tuple(...pathArbs), query: fc.tuple(...queryArbs), body: bodyArb, headers: headerArb })
    .map(({ path, query, body, headers }) => ({
      label: 'valid',
      method: op.method,
      path: fillPath(op.path, Object.fromEntries(path)),
      query: query.flat(),
      headers,
      body,
    }));
}

function headersArb(op: Operation, who: Identity): fc.Arbitrary<Record<string, string>> {
  const base = op.path.startsWith('/api/v1/') ? who.bearer : {};
  // the version read (filled in when sent, from the id in the path), "1", or none at all
  const ifMatch = fc.constantFrom<string | undefined>('current', 'current', '"1"', '1', 'W/"1"', undefined);
  const edits = ['PATCH', 'PUT', 'DELETE'].includes(op.method) || (op.method === 'POST' && op.path.includes('{id}'));
  const idempotent = op.method === 'POST' ? fc.option(token, { nil: undefined }) : fc.constant(undefined);
  return fc.tuple(idempotent, edits ? ifMatch : fc.constant(undefined)).map(([key, version]) => ({
    ...base,
    ...(key ? { 'idempotency-key': key } : {}),
    ...(version ? { 'if-match': version } : {}),
  }));
}

export function fillPath(template: string, params: Record<string, string>) {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'missing'));
}

/* ---------------------------------------------------------------- mutations */

const IMPOSSIBLE_DATES = ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '0000-01-01', '9999-12-31', '31-03-2026', '2026-3-1'];
const IMPOSSIBLE_TIMES = ['99:99:99', '24:00:00', '25:00', '12:60', '12:00:60', '7pm', '-01:00:00'];
const BAD_STRINGS = [
  '',
  '   ',
  'a\u0000b',
  '\u0000',
  'evil\u202Etxt.exe',
  '\u2066isolated\u2069',
  'a\uD800b',
  'x'.repeat(10_000),
  '😀'.repeat(2_000),
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  'null',
  'NaN',
  '-1',
  '1e999',
];
const BAD_NUMBERS = [-1, 0, -2_147_483_649, 2_147_483_648, 2 ** 53 + 2, 1e308, -1e308, 0.5, 1e-9];
const WRONG_TYPES: unknown[] = [null, true, 'text', 123, [], {}, [1, 2], { a: 1 }];
const UNKNOWN_UUIDS = ['00000000-0000-4000-8000-000000000000', 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'];

/** Where in a JSON value a leaf or a key sits. */
type Path = Array<string | number>;

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const key = Array.isArray(value) ? Number(k) : k;
      out.push([...prefix, key]);
      pathsOf(v, [...prefix, key], out);
    }
  }
  return out;
}

function clone<T>(value: T): T {
  return value === undefined ? value : JSON.parse(JSON.stringify(value));
}

function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  if (!path.length) return value;
  const copy = clone(root) as any;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length]!;
}

/** A value that does not belong where it is put, chosen by `n`, suited to the field's name. */
function badValueFor(name: string | number | undefined, n: number, m: number): unknown {
  const field = String(name ?? '');
  if (/date/i.test(field) && n % 2 === 0) return pick(IMPOSSIBLE_DATES, m);
  if (/time/i.test(field) && n % 2 === 0) return pick(IMPOSSIBLE_TIMES, m);
  if (/(^id$|Id$|Ids$)/.test(field) && n % 3 === 0) return pick(UNKNOWN_UUIDS, m);
  switch (n % 4) {
    case 0:
      return pick(BAD_STRINGS, m);
    case 1:
      return pick(BAD_NUMBERS, m);
    case 2:
      return pick(WRONG_TYPES, m);
    default:
      return pick([...IMPOSSIBLE_DATES, ...IMPOSSIBLE_TIMES, ...UNKNOWN_UUIDS], m);
  }
}

const OVERSIZED = `{"notes":"${'x'.repeat(1_100_000)}"}`;

export const MUTATIONS = [
  'body: a field replaced',
  'body: a field replaced',
  'body: a field replaced',
  'body: a field removed',
  'body: an unknown field',
  'body: none',
  'body: empty with a JSON content type',
  'body: null',
  'body: an array',
  'body: an array of the valid body',
  'body: a string',
  'body: a number',
  'body: malformed JSON',
  'body: __proto__',
  'body: text/plain',
  'query: a value replaced',
  'query: a value replaced',
  'query: a parameter removed',
  'query: a parameter repeated',
  'query: an unknown parameter',
  'path: not a uuid',
  'path: an unknown uuid',
  'path: NUL',
  'path: very long',
  'auth: none',
  'auth: garbage',
  'header: If-Match garbage',
  'header: Idempotency-Key bad',
] as const;
export type Mutation = (typeof MUTATIONS)[number] | 'body: over the size limit';

/** A valid request turned invalid one way: the field, value and kind picked by `n` and `m`. */
export function mutate(request: FuzzRequest, op: Operation, mutation: Mutation, n: number, m: number): FuzzRequest {
  // fetch sends no body with GET (nor does a browser): a body mutation of a bodiless operation breaks its query instead
  if (mutation.startsWith('body:') && !op.body)
    return mutate(request, op, n % 2 ? 'query: a value replaced' : 'query: an unknown parameter', n, m);
  const out: FuzzRequest = { ...request, label: mutation, query: [...request.query], headers: { ...request.headers } };
  const json = request.body && 'json' in request.body ? request.body.json : undefined;
  const raw = (text: string, contentType: string | null = 'application/json'): Body => ({ raw: text, contentType });
  switch (mutation) {
    case 'body: a field replaced':
    case 'body: a field removed': {
      const paths = pathsOf(json);
      if (!paths.length) {
        out.body = { json: badValueFor(undefined, n, m) };
        break;
      }
      const path = pick(paths, n);
      out.body = { json: setAt(json, path, badValueFor(path[path.length - 1], n + m, m), mutation === 'body: a field removed') };
      out.label = `${mutation} (${path.join('.')})`;
      break;
    }
    case 'body: an unknown field':
      out.body = {
        json:
          json && typeof json === 'object' && !Array.isArray(json)
            ? { ...json, ['unknownField' + (n % 3)]: pick(WRONG_TYPES, m) }
            : { unknownField: 1 },
      };
      break;
    case 'body: none':
      out.body = undefined;
      break;
    case 'body: empty with a JSON content type':
      out.body = raw('');
      break;
    case 'body: null':
      out.body = raw('null');
      break;
    case 'body: an array':
      out.body = { json: [] };
      break;
    case 'body: an array of the valid body':
      out.body = { json: [json ?? {}] };
      break;
    case 'body: a string':
      out.body = { json: 'a body' };
      break;
    case 'body: a number':
      out.body = { json: 42 };
      break;
    case 'body: malformed JSON':
      out.body = raw(pick(['{"a":', '{', '{"a":1,}', "{'a':1}", '\u0000'], n));
      break;
    case 'body: __proto__':
      out.body = raw('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');
      break;
    case 'body: text/plain':
      out.body = raw(JSON.stringify(json ?? {}), 'text/plain');
      break;
    case 'body: over the size limit':
      out.body = raw(OVERSIZED);
      break;
    case 'query: a value replaced': {
      const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      if (!names.length) return mutate(request, op, 'query: an unknown parameter', n, m);
      const name = pick(names, n);
      const value = badValueFor(name, n + m, m);
      out.query = [...out.query.filter(([k]) => k !== name), [name, queryText(value)]];
      out.label = `${mutation} (${name})`;
      break;
    }
    case 'query: a parameter removed': {
      const required = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
      if (!required.length) return mutate(request, op, 'query: a value replaced', n, m);
      const name = pick(required, n);
      out.query = out.query.filter(([k]) => k !== name);
      out.label = `${mutation} (${name})`;
      break;
    }
    case 'query: a parameter repeated': {
      const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      if (!names.length) return mutate(request, op, 'query: an unknown parameter', n, m);
      const name = pick(names, n);
      out.query = [...out.query, [name, 'a'], [name, 'b']];
      out.label = `${mutation} (${name})`;
      break;
    }
    case 'query: an unknown parameter':
      out.query = [...out.query, ['unknownParam', queryText(pick(BAD_STRINGS, m))]];
      break;
    case 'path: not a uuid':
    case 'path: an unknown uuid':
    case 'path: NUL':
    case 'path: very long': {
      const params = op.parameters.filter((p) => p.in === 'path');
      if (!params.length) return mutate(request, op, 'auth: garbage', n, m);
      const value = {
        'path: not a uuid': 'not-a-uuid',
        'path: an unknown uuid': pick(UNKNOWN_UUIDS, m),
        'path: NUL': 'a\u0000b',
        'path: very long': '9'.repeat(5_000),
      }[mutation];
      const values = Object.fromEntries(
        params.map((p) => [
          p.name,
          p.name === 'outletId' || p.name === 'brandId' || p.name === 'id' ? idIn(request.path, op.path, p.name) : 'x',
        ]),
      );
      values[pick(params, n).name] = value;
      out.path = fillPath(op.path, values);
      break;
    }
    case 'auth: none':
      delete out.headers.authorization;
      break;
    case 'auth: garbage':
      out.headers.authorization = pick(['Bearer garbage', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer ' + 'a'.repeat(5_000)], n);
      break;
    case 'header: If-Match garbage':
      out.headers['if-match'] = pick(['garbage', '', '-1', '0', '"', 'W/', '99999999999999999999', '1.5', '*'], n);
      break;
    case 'header: Idempotency-Key bad':
      out.headers['idempotency-key'] = pick(['x', '', 'k'.repeat(300), ' spaced key '], n);
      break;
  }
  return out;
}

/**
 * A value as query text, at most 500 characters: Node's HTTP parser refuses a request head over
 * 16 KiB (431) before the app sees it, so longer ones test Node, not the app (huge strings go in bodies).
 */
function queryText(value: unknown): string {
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return [...text].slice(0, 500).join('');
}

/** What each query parameter and each body field gets once, whatever the sample drew. */
const SWEEP_TEXT = ['a\u0000b', '\u202Eevil', '2026-02-30', '99:99:99', '-1', 'x'.repeat(500)];
const SWEEP_BODY: unknown[] = ['a\u0000b', '2026-02-30', '99:99:99', -1, 1e308, null, {}, []];

/**
 * A sweep through one valid request: every query parameter set to each of SWEEP_TEXT, and every
 * field of the body (at any depth) set to each of SWEEP_BODY. Small, systematic, and it finds the
 * one field the random mutations happen to miss.
 */
export function sweep(request: FuzzRequest, op: Operation): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (const p of op.parameters.filter((q) => q.in === 'query')) {
    for (const value of SWEEP_TEXT) {
      out.push({ ...request, label: `sweep: query (${p.name})`, query: [...request.query.filter(([k]) => k !== p.name), [p.name, value]] });
    }
  }
  const json = request.body && 'json' in request.body ? request.body.json : undefined;
  if (json !== undefined) {
    for (const path of pathsOf(json)) {
      for (const value of SWEEP_BODY)
        out.push({ ...request, label: `sweep: body (${path.join('.')})`, body: { json: setAt(json, path, value) } });
    }
  }
  return out;
}

/** The value a filled path holds for `{name}` (the filled path and its template line up segment by segment). */
function idIn(filled: string, template: string, name: string): string {
  const t = template.split('/');
  const f = filled.split('/');
  const i = t.indexOf(`{${name}}`);
  return i >= 0 ? decodeURIComponent(f[i] ?? '') : '';
}
