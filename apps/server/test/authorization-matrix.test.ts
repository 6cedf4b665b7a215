import { randomUUID } from 'node:crypto';
import { RESERVATION_STATUS, TABLE_STATUS } from '@host/domain/statuses';
import { addLocalDays } from '@host/domain/time';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from './clock';
import { Client, signedInHost, startTestServer, type TestResponse } from './helper';

/*
 * The authorization matrix (docs/architecture.md, HTTP): every /api/v1 operation the app registers, called
 * (a) with no token, (b) with a token that is not one, (c) with a live token of another brand, on the
 * rows of the first brand (Jade Garden, signed in as JG-ORCHARD). (a) and (b) send malformed input and
 * must still be 401: the token is checked before the body. (c) must be refused (403, or 422 with
 * docs/rules.md's "not exist" message; 404 for an item route, see ITEM_ROUTE_MAY_ANSWER_404). Nothing may
 * change and no error may carry the first brand's guests. (d) The first brand's other outlet
 * (JG-TPAGAR, by PIN) on the writes only the merchant may make (OUTLET_STAFF_REFUSED): 403.
 *
 * The route table is the app's own: an onRoute hook on the Fastify instance the app builds records
 * every route, and each /api/v1 route must also be in the OpenAPI document (GET /api/docs/json),
 * whose query parameters the malformed requests spoil, and whose schemas give a minimal body to a
 * route that PLAUSIBLE_BODIES does not know yet. A path parameter nobody supplies fails loudly.
 */

// Every route the app registers, recorded as it is registered (the app's onRoute option).
const registered: Array<{ method: string; url: string }> = [];
const recordRoute = (route: RouteOptions) => {
  for (const method of [route.method].flat()) registered.push({ method: String(method).toUpperCase(), url: route.url });
};

/** A foreign id may look just like a missing one (no existence oracle): accepted for item routes. */
const ITEM_ROUTE_MAY_ANSWER_404 = true;
/** docs/rules.md section 8's answers for an id that is not the caller's (docs/decisions/004-error-contract.md). */
const NOT_EXIST_MESSAGES = [
  'ID reservation not exist.',
  'Id Reservation Tag not exist !',
  'Service timing not null !',
  "Area isn't in outlet",
  'Table is not valid',
];
/** A body no route accepts: an array where every route wants an object. */
const BAD_BODY = '[{"nonsense":[1]}]';
const BAD_QUERY_VALUE = '[nonsense';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes outside /api/v1 that answer without a session (sign-in, docs, health...). */
const OPEN_ROUTES = [
  /^\/api\/health$/,
  /^\/api\/config$/,
  /^\/api\/client-ip$/,
  /^\/api\/docs(\/.*)?$/,
  /^\/api\/error-report$/,
  /^\/api\/auth\/(pin-login-remember-me|email-login-remember-me|forgot-password|reset-password|logout)$/,
  // The guest's pay page: the token in the link is the key (pay-page.test.ts); a provider's webhook: its signature is.
  /^\/api\/pay\/:token(\/attempts|\/challenges\/:challengeId)?$/,
  /^\/api\/webhooks\/payments\/:provider$/,
  // The guest's link (confirm, cancel, change, the times to change to, their answer on marketing): its token is the key
  // (notifications.test.ts, booking-page.test.ts, consent.test.ts).
  /^\/api\/guest\/:token(\/confirm|\/cancel|\/times|\/marketing)?$/,
  // The diners' booking page: open by design, throttled per address and phone (booking-page.test.ts).
  /^\/api\/book\/:outlet(\/days|\/times|\/reservations|\/waiting-list)?$/,
  // The guest's place on a day's waiting list: its signed token is the key (waiting-list.test.ts).
  /^\/api\/waiting-list\/:token(\/accept|\/decline|\/cancel)?$/,
  /^\/api\/queue\/:token(\/on-my-way|\/leave)?$/,
  // Reserve with Google's booking server: HTTP Basic with Google's partner credentials (google.test.ts).
  /^\/api\/integrations\/google\/v3\/(HealthCheck|BatchAvailabilityLookup|CreateBooking|UpdateBooking|GetBookingStatus)$/,
  // Host's own web-push provider (docs/rules.md section 7): its integration key, user headers and auth token are the key (push.test.ts).
  /^\/api\/notification-provider\/(integrations\/web_push\/installations\/start|channels\/web_push\/tokens(\/:id)?)$/,
];
/** Routes outside /api/v1 that need the session cookie: the table at the end of this file. */
const SESSION_ROUTES = ['GET /api/auth/session', 'POST /api/auth/session', 'POST /api/auth/switch-outlet'];

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

const server = await startTestServer({}, { onRoute: recordRoute });
const openapi = (await (await fetch(`${server.url}/api/docs/json`)).json()) as OpenApiDocument;
const documented = Object.entries(openapi.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => HTTP_METHODS.has(method))
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      operation: operation as OpenApiOperation,
    })),
);
const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const appRoutes = [
  ...new Map(registered.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/')).map((r) => [routeKey(r), r])).values(),
];
const operationOf = new Map(documented.map((d) => [routeKey(d), d.operation]));
// The matrix: every /api/v1 route the app has (and any the document names that it somehow has not).
const v1Routes = [
  ...new Map(
    [...appRoutes, ...documented].filter((r) => r.url.startsWith('/api/v1/')).map((r) => [routeKey(r), { method: r.method, url: r.url }]),
  ).values(),
].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

/**
 * 'other brand, bare' is the other brand's live token on a write without If-Match or Idempotency-Key:
 * who the caller is is decided before what they sent, so it is refused as the dressed call is, never
 * 428 (issue 27; RFC 9110 evaluates preconditions only for a request that would otherwise succeed).
 */
type Caller = 'no token' | 'bogus token' | 'other brand' | 'other brand, bare' | 'same brand, outlet staff';
const CALLERS: Caller[] = ['no token', 'bogus token', 'other brand', 'other brand, bare', 'same brand, outlet staff'];
/**
 * 'same brand, outlet staff' is the first brand's other outlet signed in by PIN, on the writes
 * docs/decisions/025-who-may-erase.md keeps for the merchant (and support acting for an outlet), with
 * the reason each answers: 403 before If-Match, key or body, and nothing changes. The guest is one
 * only the first outlet knows.
 */
const OUTLET_STAFF_REFUSED: Record<string, 'merchantOnly' | 'guestOfAnotherOutlet'> = {
  'PATCH /api/v1/customers/:id': 'guestOfAnotherOutlet',
  'POST /api/v1/customers/:id/merge': 'merchantOnly',
  'POST /api/v1/customers/:id/erase': 'merchantOnly',
  'POST /api/v1/brands/:brandId/tickets': 'merchantOnly',
  'PUT /api/v1/brands/:brandId/guest-tag-settings': 'merchantOnly',
  'POST /api/v1/brands/:brandId/tags': 'merchantOnly',
  'PUT /api/v1/brands/:brandId/tags/:tagId': 'merchantOnly',
  'DELETE /api/v1/brands/:brandId/tags/:tagId': 'merchantOnly',
  'POST /api/v1/brands/:brandId/festive-evenings/preview': 'merchantOnly',
  'POST /api/v1/brands/:brandId/festive-evenings': 'merchantOnly',
  'GET /api/v1/brands/:brandId/marketing-export': 'merchantOnly',
  'POST /api/v1/brands/:brandId/tickets/order': 'merchantOnly',
  'PATCH /api/v1/tickets/:id': 'merchantOnly',
  'DELETE /api/v1/tickets/:id': 'merchantOnly',
  // What support did at the brand's outlets is the merchant's to read (issue 27 point 4).
  'GET /api/v1/brands/:brandId/support-audit': 'merchantOnly',
  // The Monday summary goes to a merchant's own address: an outlet's PIN session has none (issue 31, item 3).
  'GET /api/v1/me/weekly-summary': 'merchantOnly',
  'PUT /api/v1/me/weekly-summary': 'merchantOnly',
};
const isCallerOf = (caller: Caller, route: { method: string; url: string }) => {
  if (caller === 'other brand, bare') return WRITE_METHODS.has(route.method);
  if (caller === 'same brand, outlet staff') return routeKey(route) in OUTLET_STAFF_REFUSED;
  return true;
};
const cases = v1Routes.flatMap((route) =>
  CALLERS.filter((caller) => isCallerOf(caller, route)).map(
    (caller) => [`${caller}: ${route.method} ${route.url}`, { ...route, caller }] as const,
  ),
);

interface Fixtures {
  outlet: any;
  brandId: string;
  today: string;
  reservation: any;
  areas: any[];
  area: any;
  table: any;
  otherTable: any;
  serviceTiming: any;
  blockOut: any;
  combination: any;
  ticket: any;
  /** one of the first brand's tags (VIP in the demo) */
  tag: any;
  /** a party in the first outlet's door queue, with a phone */
  queueEntry: any;
  /** a guest on the first outlet's waiting list for tomorrow, with a phone */
  waitingListEntry: any;
  /** the guest of the booking above, as the guest book reads them */
  customer: any;
  customerPhone: string;
  secrets: string[];
}

let fx: Fixtures;
let first: Awaited<ReturnType<typeof signedInHost>>;
let other: Awaited<ReturnType<typeof signedInHost>>;
/** The first brand's other outlet, by PIN: outlet staff of the same brand. */
let sibling: Awaited<ReturnType<typeof signedInHost>>;
let baseline: Snapshot;
let lastSnapshot: Snapshot;
const anonymous = new Client(server.url);

/** Ids of the first brand by the kind of row a route's `:id` names (the path segment before it). */
const ID_SUPPLIERS: Record<string, (f: Fixtures) => { id: string; version?: number }> = {
  reservations: (f) => f.reservation,
  areas: (f) => f.area,
  tables: (f) => f.table,
  'service-timings': (f) => f.serviceTiming,
  'block-out-days': (f) => f.blockOut,
  'table-combinations': (f) => f.combination,
  tickets: (f) => f.ticket,
  'queue-entries': (f) => f.queueEntry,
  'waiting-list-entries': (f) => f.waitingListEntry,
  customers: (f) => f.customer,
  // A ledger message of the outlet: any id, since the outlet in the path is refused first.
  messages: (f) => f.reservation,
};

/** Christmas Eve at the first outlet with a set menu: what the first brand's merchant could set up. */
const festiveBody = (f: Fixtures) => ({
  template: 'CHRISTMAS_EVE',
  name: 'Matrix Christmas Eve',
  outletIds: [f.outlet.id],
  dates: ['2026-12-24'],
  sittings: ['18:00', '20:30'],
  sittingMinutes: 135,
  ticket: { kind: 'setMenu', name: 'Matrix set menu', price: 9800 },
  policy: null,
});

/** A body the first brand's own host could send, by route; others get a minimal one from the document. */
const PLAUSIBLE_BODIES: Record<string, (f: Fixtures) => unknown> = {
  'POST /api/v1/outlets/:outletId/reservations': (f) => ({
    reservationDate: f.today,
    reservationTime: '21:30:00',
    numberOfAdults: 2,
    customerPhone: '+65 9333 0001',
    customerFirstName: 'Matrix',
    customerLastName: 'Probe',
  }),
  'PATCH /api/v1/reservations/:id': () => ({ staffNotes: 'changed by another brand' }),
  'POST /api/v1/reservations/:id/status': () => ({ status: RESERVATION_STATUS.CANCELLED }),
  'POST /api/v1/reservations/:id/tables': (f) => ({ tableIds: [f.otherTable.id] }),
  'POST /api/v1/reservations/:id/grace-period': () => ({ minutes: 10 }),
  'PUT /api/v1/outlets/:outletId/reservation-settings': (f) =>
    pick(f.outlet, [
      'minPartySize',
      'maxPartySize',
      'maxPaxPerReservation',
      'reservationLeadTime',
      'reservationGracePeriod',
      'reservationIntervalTime',
      'reservationDiningInterval',
      'reservationPolicy',
      'reservationCancellationPolicy',
      'optionAutoReservationStatus',
    ]),
  'PUT /api/v1/outlets/:outletId/guarantee-rule': (f) => ({
    ticketId: f.ticket.id,
    noShowRisk: true,
    lateCanceller: false,
    firstVisitMinPax: null,
    tagIds: [],
  }),
  'PUT /api/v1/outlets/:outletId/status-settings': () => ({
    optionAutoReservationStatus: RESERVATION_STATUS.BOOKED,
    looks: { BOOKED: { label: 'Matrix', color: null } },
    unused: ['LATE'],
  }),
  'POST /api/v1/outlets/:outletId/areas': () => ({ name: 'Matrix', displayName: 'Matrix room' }),
  'PUT /api/v1/outlets/:outletId/area-order': (f) => ({ areas: [...f.areas].reverse().map((a) => ({ id: a.id, version: a.version })) }),
  'PATCH /api/v1/areas/:id': () => ({ displayName: 'Renamed by another brand' }),
  'POST /api/v1/outlets/:outletId/tables': (f) => ({ areaId: f.area.id, name: 'MX1', maxPax: 4 }),
  'PATCH /api/v1/tables/:id': () => ({ maxPax: 9 }),
  'PUT /api/v1/outlets/:outletId/floor-plan': (f) => ({
    tables: [{ id: f.table.id, x: 10, y: 10, rotate: 90, shape: 'round', size: 1, version: f.table.version }],
  }),
  'POST /api/v1/tables/:id/status': () => ({ status: TABLE_STATUS.BLOCKED }),
  'POST /api/v1/outlets/:outletId/table-combinations': (f) => ({
    name: 'Matrix combo',
    tableIds: [f.table.id, f.otherTable.id],
    minPax: 2,
    maxPax: f.table.maxPax + f.otherTable.maxPax,
  }),
  'PUT /api/v1/table-combinations/:id': (f) => ({
    ...pick(f.combination, ['name', 'tableIds', 'minPax', 'maxPax']),
    name: 'Renamed combo',
  }),
  'PATCH /api/v1/outlets/:outletId/floor-settings': () => ({ tableCleaningMinutes: 17 }),
  'POST /api/v1/outlets/:outletId/service-timings': () => ({
    name: 'Matrix brunch',
    days: [0, 6],
    dailyStartTime: '09:00',
    dailyEndTime: '11:00',
    diningInterval: 5400,
    intervalTime: 1800,
  }),
  'PUT /api/v1/service-timings/:id': (f) => ({ ...omit(f.serviceTiming, ['id', 'version']), name: 'Renamed service' }),
  'POST /api/v1/outlets/:outletId/block-out-days': () => ({ date: '2026-05-06', name: 'Matrix block-out' }),
  'PUT /api/v1/block-out-days/:id': (f) => ({ ...omit(f.blockOut, ['id', 'version', 'outletId']), name: 'Renamed block-out' }),
  'POST /api/v1/brands/:brandId/tickets': () => ({ name: 'Matrix ticket', color: '#2065D1', typePayment: 1, price: 0, typePrice: 2 }),
  'POST /api/v1/brands/:brandId/tickets/order': (f) => ({ ids: [f.ticket.id] }),
  'PUT /api/v1/brands/:brandId/guest-tag-settings': () => ({ regularVisits: 5, noShows: 1, lateCancellations: 1 }),
  'POST /api/v1/brands/:brandId/tags': () => ({ title: 'Matrix tag', colour: 'red' }),
  'PUT /api/v1/brands/:brandId/tags/:tagId': () => ({ title: 'Renamed by another brand', colour: 'red' }),
  'POST /api/v1/brands/:brandId/festive-evenings/preview': (f) => festiveBody(f),
  'POST /api/v1/brands/:brandId/festive-evenings': (f) => festiveBody(f),
  'PATCH /api/v1/tickets/:id': () => ({ name: 'Renamed by another brand', isActive: false }),
  'POST /api/v1/brands/:brandId/customers': () => ({ firstName: 'Matrix', lastName: 'Probe', phone: '+65 9333 0002' }),
  'PATCH /api/v1/customers/:id': () => ({ notesDiner: 'changed by another brand' }),
  'POST /api/v1/customers/:id/erase': (f) => ({ version: f.customer.version, reason: 'Another brand asks' }),
  'POST /api/v1/outlets/trigger-notification': (f) => ({ externalId: f.outlet.omsOutletId }),
  'POST /api/v1/outlets/:outletId/queue': () => ({ customerFirstName: 'Matrix', numberOfAdults: 2 }),
  'PATCH /api/v1/queue-entries/:id': () => ({ notes: 'changed by another brand' }),
  'POST /api/v1/queue-entries/:id/move': () => ({ afterId: null }),
  'POST /api/v1/queue-entries/:id/notify': () => ({}),
  'POST /api/v1/queue-entries/:id/remove': () => ({ reason: 'left' }),
  'POST /api/v1/queue-entries/:id/seat': (f) => ({ tableIds: [f.table.id] }),
  'POST /api/v1/outlets/:outletId/waiting-list': (f) => ({ ...waitingGuest(f.today), customerFirstName: 'Matrix' }),
  'POST /api/v1/waiting-list-entries/:id/remove': () => ({}),
  'PUT /api/v1/outlets/:outletId/waitlist-settings': () => ({
    enabled: false,
    holdMinutes: 5,
    answerMinutes: 2,
    longestQuoteMinutes: 15,
    joinOnline: false,
  }),
};
/** Query strings the first brand's host would send, by route; others get the document's required ones. */
const PLAUSIBLE_QUERIES: Record<string, (f: Fixtures) => Record<string, string>> = {
  'GET /api/v1/outlets/:outletId/reservations': (f) => ({ date: f.today }),
  'GET /api/v1/outlets/:outletId/availability': (f) => ({ date: f.today, pax: '2' }),
  'GET /api/v1/outlets/:outletId/availability/days': (f) => ({ from: f.today, to: f.today, pax: '2' }),
  'GET /api/v1/outlets/:outletId/table-suggestions': () => ({ pax: '2' }),
  // The first brand's guest's phone: the lookup must not give the guest away.
  'GET /api/v1/brands/:brandId/customers/lookup': (f) => ({ phone: f.customerPhone }),
};

beforeAll(async () => {
  first = await signedInHost(server, 'JG-ORCHARD', '2468');
  other = await signedInHost(server, 'HD-CENTRAL', '9753');
  sibling = await signedInHost(server, 'JG-TPAGAR', '1357');
  expect(sibling.brandId, 'JG-TPAGAR is of the first brand').toBe(first.brandId);
  const get = async (path: string) => {
    const res = await asFirst('GET', path);
    expect(res.status, `GET ${path} as JG-ORCHARD`).toBe(200);
    return res.body;
  };
  const o = first.outletId;
  const outlet = await get(`/api/v1/outlets/${o}`);
  expect(outlet.today).toBe(new Date(TEST_NOW).toLocaleDateString('en-CA', { timeZone: 'Asia/Singapore' }));
  // The brand has no block-out day in the demo: the first brand's host makes one.
  const made = await asFirst(
    'POST',
    `/api/v1/outlets/${o}/block-out-days?confirm=true`,
    { date: '2026-05-05', name: 'Matrix fixture', reason: 'Private dinner' },
    { 'idempotency-key': randomUUID() },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const queued = await asFirst(
    'POST',
    `/api/v1/outlets/${o}/queue`,
    { customerFirstName: 'Queued', customerLastName: 'Matrixguest', customerPhone: '9333 0177', numberOfAdults: 2 },
    { 'idempotency-key': randomUUID() },
  );
  expect(queued.status, JSON.stringify(queued.body)).toBe(201);
  const waiting = await asFirst('POST', `/api/v1/outlets/${o}/waiting-list`, waitingGuest(outlet.today), {
    'idempotency-key': randomUUID(),
  });
  expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);
  const day = await get(`/api/v1/outlets/${o}/reservations?date=${outlet.today}`);
  const areas = await get(`/api/v1/outlets/${o}/areas?all=true`);
  const timings = await get(`/api/v1/outlets/${o}/service-timings`);
  const blockOuts = await get(`/api/v1/outlets/${o}/block-out-days`);
  const combinations = await get(`/api/v1/outlets/${o}/table-combinations`);
  const tickets = await get(`/api/v1/brands/${first.brandId}/tickets?all=true`);
  const brandTags = await get(`/api/v1/brands/${first.brandId}/tags`);
  const reservations = day.reservations as any[];
  // An upcoming booking with a guest's name and phone: one every write of the matrix could really change.
  const upcoming = [RESERVATION_STATUS.BOOKED, RESERVATION_STATUS.CONFIRMED] as number[];
  // Its guest known at this outlet only, so the brand's other outlet may not edit them (decision 025).
  const known = new Map<string, any>();
  for (const r of reservations.filter((r) => r.customerId && r.customerPhone && r.customerLastName))
    known.set(r.id, await get(`/api/v1/customers/${r.customerId}`));
  const isLocal = (r: any) => known.get(r.id)?.seenAtOutletIds.join() === o;
  const reservation =
    reservations.find((r) => upcoming.includes(r.status) && isLocal(r)) ??
    reservations.find((r) => upcoming.includes(r.status) && r.customerPhone && r.customerLastName) ??
    reservations.find((r) => r.customerPhone && r.customerLastName) ??
    reservations[0];
  const tables = (areas as any[]).flatMap((a) => a.tables);
  const table = tables.find((t) => !reservation?.tables.some((rt: any) => rt.id === t.id)) ?? tables[0];
  // A second table not already combined with the first, for a new combination and a move.
  const combined = new Set((combinations as any[]).filter((c) => c.tableIds.includes(table.id)).flatMap((c) => c.tableIds));
  const otherTable = tables.find((t) => t.id !== table.id && !combined.has(t.id)) ?? tables.find((t) => t.id !== table.id);
  expect(reservation, 'a reservation of the first brand today').toBeDefined();
  expect(tables.length, 'two tables of the first brand').toBeGreaterThanOrEqual(2);
  expect(timings.length && blockOuts.length && combinations.length, 'a service timing, a block-out day and a combination').toBeTruthy();
  fx = {
    outlet,
    brandId: first.brandId,
    today: outlet.today,
    reservation,
    areas,
    area: areas.find((a: any) => a.id === table.areaId),
    table,
    otherTable,
    serviceTiming: timings[0],
    blockOut: blockOuts.find((b: any) => b.id === made.body.id),
    combination: combinations[0],
    // The last: reordering by another brand would put it first.
    ticket: tickets[tickets.length - 1],
    tag: brandTags[0],
    customer: await get(`/api/v1/customers/${reservation.customerId}`),
    queueEntry: queued.body,
    waitingListEntry: waiting.body,
    customerPhone: reservation.customerPhone,
    secrets: [...reservations, queued.body, waiting.body]
      .flatMap((r) => [r.customerPhone, r.customerLastName, r.user?.email])
      .filter((s): s is string => typeof s === 'string' && s.length >= 3),
  };
  expect(fx.secrets.length, "guests' phones and names to look for in the answers").toBeGreaterThan(0);
  expect(fx.customer.seenAtOutletIds, 'a guest only the first outlet knows').toEqual([first.outletId]);
  baseline = await snapshot();
  lastSnapshot = baseline;
});
afterAll(() => server.close());

describe('the route table', () => {
  it('is read from the app, and every /api/v1 route is in the OpenAPI document', () => {
    expect(appRoutes.length, 'the onRoute hook saw the app register its routes').toBeGreaterThan(0);
    const v1 = appRoutes.filter((r) => r.url.startsWith('/api/v1/'));
    expect(v1.length).toBeGreaterThan(20);
    expect(v1.filter((r) => !operationOf.has(routeKey(r))).map(routeKey), 'routes missing from /api/docs/json').toEqual([]);
    const inApp = new Set(appRoutes.map(routeKey));
    expect(
      documented.filter((d) => d.url.startsWith('/api/') && !inApp.has(routeKey(d))).map(routeKey),
      'documented operations the app does not have',
    ).toEqual([]);
  });

  it('knows every route outside /api/v1: open to all, or in the session table below', () => {
    const unknown = appRoutes.filter(
      (r) => !r.url.startsWith('/api/v1/') && !OPEN_ROUTES.some((re) => re.test(r.url)) && !SESSION_ROUTES.includes(routeKey(r)),
    );
    expect(unknown.map(routeKey), 'classify these routes in OPEN_ROUTES or SESSION_ROUTES').toEqual([]);
  });

  it('names only routes the app has among those outlet staff may not use', () => {
    const known = new Set(v1Routes.map(routeKey));
    expect(Object.keys(OUTLET_STAFF_REFUSED).filter((key) => !known.has(key))).toEqual([]);
  });

  it('has an id supplier for every path parameter', () => {
    const problems = v1Routes.flatMap((r) => {
      try {
        fillPath(r.url);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(problems).toEqual([]);
  });
});

describe('the authorization matrix: every /api/v1 route x caller', () => {
  it.each(cases)('%s', async (_name, { method, url, caller }) => {
    const key = `${method} ${url}`;
    const path = fillPath(url);
    const isWrite = WRITE_METHODS.has(method);
    let res: TestResponse;
    if (caller === 'other brand' || caller === 'other brand, bare' || caller === 'same brand, outlet staff') {
      const query = PLAUSIBLE_QUERIES[key]?.(fx) ?? sampleQuery(operationOf.get(key));
      const headers: Record<string, string> = { ...(caller === 'same brand, outlet staff' ? sibling.headers : other.headers) };
      if (isWrite && caller !== 'other brand, bare') {
        headers['if-match'] = `"${versionFor(url)}"`;
        headers['idempotency-key'] = randomUUID();
      }
      const body = hasBody(method) ? (PLAUSIBLE_BODIES[key]?.(fx) ?? sampleBody(operationOf.get(key))) : undefined;
      res = await anonymous.request(method, path + queryString(query), { body, headers });
    } else {
      const query = Object.fromEntries(queryParams(operationOf.get(key)).map((p) => [p.name, BAD_QUERY_VALUE]));
      const headers: Record<string, string> = caller === 'bogus token' ? { authorization: 'Bearer not-a-real-token' } : {};
      res = await anonymous.request(method, path + queryString(query), isWrite ? { rawBody: BAD_BODY, headers } : { headers });
    }
    const seen = `${res.status} ${JSON.stringify(res.body)}`;
    // MATRIX_DEBUG=1 prints every answer, to read the whole matrix at once.
    if (process.env.MATRIX_DEBUG) console.log(`MATRIX ${caller} | ${key} | ${seen}`);

    // Soft: a refusal with the wrong status and a write that went through are both reported.
    if (caller === 'same brand, outlet staff') {
      expect
        .soft([res.status, res.body?.details?.reason], `403 ${OUTLET_STAFF_REFUSED[key]}; got ${seen}`)
        .toEqual([403, OUTLET_STAFF_REFUSED[key]]);
    } else if (caller === 'other brand' || caller === 'other brand, bare') {
      const refused =
        res.status === 403 ||
        (res.status === 422 && NOT_EXIST_MESSAGES.includes(res.body?.message)) ||
        (ITEM_ROUTE_MAY_ANSWER_404 && res.status === 404 && url.includes('/:id') && res.body?.code === 'NOT_FOUND');
      expect.soft(refused, `refused (403 | 422 not exist${ITEM_ROUTE_MAY_ANSWER_404 ? ' | 404 for an item' : ''}); got ${seen}`).toBe(true);
    } else {
      expect.soft(res.status, `401 before any input is read; got ${seen}`).toBe(401);
    }
    expect.soft(isErrorBody(res.body), `an error body { code, message }; got ${seen}`).toBe(true);
    const text = JSON.stringify(res.body);
    expect
      .soft(
        fx.secrets.filter((s) => text.includes(s) || (/\d{6,}/.test(digits(s)) && digits(text).includes(digits(s)))),
        `the first brand's guests in ${seen}`,
      )
      .toEqual([]);

    if (isWrite) {
      // Compared with the state before this request, so one write that went through fails its own case only.
      const before = lastSnapshot;
      lastSnapshot = await snapshot();
      expect.soft(lastSnapshot, `the first brand is unchanged by ${key}`).toEqual(before);
    }
  });

  it('left the first brand exactly as it was', async () => {
    expect(await snapshot()).toEqual(baseline);
  });
});

describe('routes of the session cookie (outside /api/v1)', () => {
  const bogusCookie = { cookie: 'host_session=not-a-real-token' };
  const sessionCases: Array<{ name: string; method: string; url: string; headers: Record<string, string>; body: 'bad' | 'none' }> = [
    { name: 'no cookie', method: 'GET', url: '/api/auth/session', headers: {}, body: 'none' },
    { name: 'bogus cookie', method: 'GET', url: '/api/auth/session', headers: bogusCookie, body: 'none' },
    { name: 'bogus bearer', method: 'GET', url: '/api/auth/session', headers: { authorization: 'Bearer not-a-real-token' }, body: 'none' },
    { name: 'no cookie', method: 'POST', url: '/api/auth/session', headers: {}, body: 'bad' },
    { name: 'bogus cookie', method: 'POST', url: '/api/auth/session', headers: bogusCookie, body: 'bad' },
    { name: 'no cookie', method: 'POST', url: '/api/auth/switch-outlet', headers: {}, body: 'bad' },
    { name: 'bogus cookie', method: 'POST', url: '/api/auth/switch-outlet', headers: bogusCookie, body: 'bad' },
  ];

  it.each(sessionCases.map((c) => [`${c.name}: ${c.method} ${c.url} is 401 before the body is read`, c] as const))(
    '%s',
    async (_name, { method, url, headers, body }) => {
      const res = await anonymous.request(method, url, body === 'bad' ? { rawBody: BAD_BODY, headers } : { headers });
      expect(res.status, `got ${res.status} ${JSON.stringify(res.body)}`).toBe(401);
      expect(isErrorBody(res.body)).toBe(true);
    },
  );

  it("an outlet sign-in of another brand cannot switch to the first brand's outlet", async () => {
    const res = await other.client.post('/api/auth/switch-outlet', { omsOutletId: fx.outlet.omsOutletId });
    expect([res.status, isErrorBody(res.body)], JSON.stringify(res.body)).toEqual([403, true]);
    expect(JSON.stringify(res.body)).not.toContain(fx.outlet.outletName);
    const session = await other.client.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(JSON.stringify(session.body)).not.toContain(fx.outlet.id);
  });

  it("an email sign-in of the first brand cannot switch to another brand's outlet", async () => {
    const owner = server.client();
    expect((await owner.loginWithEmail('owner@jadegarden.sg', 'host-demo-2026')).status).toBe(200);
    const harbour = await other.client.request('GET', `/api/v1/outlets/${other.outletId}`, { headers: other.headers });
    const res = await owner.post('/api/auth/switch-outlet', { omsOutletId: harbour.body.omsOutletId });
    expect([res.status, isErrorBody(res.body)], JSON.stringify(res.body)).toEqual([403, true]);
    expect(JSON.stringify((await owner.get('/api/auth/session')).body)).not.toContain(other.outletId);
  });

  it('left the first brand exactly as it was', async () => {
    expect(await snapshot()).toEqual(baseline);
  });
});

// ---------------------------------------------------------------------------------------------

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
}
interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
function asFirst(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  return first.client.request(method, path, { body, headers: { ...first.headers, ...extra } });
}

/** The path with the first brand's ids; a parameter nobody supplies fails loudly. */
function fillPath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'outletId') return first.outletId;
    if (name === 'brandId') return first.brandId;
    if (name === 'tagId') return fx ? fx.tag.id : 'not-yet-known';
    if (name === 'id') {
      const kind = idKindOf(pattern);
      const supplier = ID_SUPPLIERS[kind];
      if (!supplier) throw new Error(`No id supplier for ${pattern} (":id" of "${kind}"): add one to ID_SUPPLIERS`);
      return fx ? supplier(fx).id : 'not-yet-known';
    }
    throw new Error(`No id supplier for ":${name}" in ${pattern}: add one to fillPath`);
  });
}
const idKindOf = (pattern: string) => pattern.split('/:id')[0]!.split('/').pop()!;

/** The version If-Match carries: the row's own when the route edits a known row, else 1. */
function versionFor(pattern: string): number {
  if (pattern.includes('/:id')) return ID_SUPPLIERS[idKindOf(pattern)]?.(fx).version ?? 1;
  if (pattern.includes(':tagId')) return fx.tag.version;
  if (pattern.includes(':outletId')) return fx.outlet.version ?? 1;
  return 1;
}

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';
const queryParams = (operation: OpenApiOperation | undefined) => (operation?.parameters ?? []).filter((p) => p.in === 'query');
function sampleQuery(operation: OpenApiOperation | undefined): Record<string, string> {
  return Object.fromEntries(
    queryParams(operation)
      .filter((p) => p.required)
      .map((p) => [p.name, String(sample(p.schema ?? {}))]),
  );
}
function sampleBody(operation: OpenApiOperation | undefined): unknown {
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  return schema ? sample(schema) : {};
}
/** A minimal value a JSON schema accepts (required fields only). */
function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sample(alternatives.find((s) => s.type !== 'null') ?? alternatives[0]!);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sample(s)));
  const type = [schema.type].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sample(schema.properties?.[name] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return fx.today;
      if (schema.pattern?.includes('\\d{2}:\\d{2}')) return '19:00';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return {};
  }
}

function queryString(query: Record<string, string>) {
  const entries = Object.entries(query);
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
}

function isErrorBody(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const { code, message, ...rest } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' && Object.keys(rest).every((k) => k === 'details');
}

const digits = (s: string) => s.replace(/\D/g, '');
const pick = (o: any, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));
const omit = (o: any, keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

/** A guest on the day after `today`'s waiting list (a day in the future whatever the hour). */
const waitingGuest = (today: string) => ({
  date: addLocalDays(today, 1),
  windowStart: '19:00',
  windowEnd: '21:00',
  numberOfAdults: 2,
  customerFirstName: 'Waiting',
  customerLastName: 'Matrixguest',
  customerPhone: '9333 0188',
  language: 'en',
});

type Snapshot = Awaited<ReturnType<typeof snapshot>>;
/** The first brand's state as its host reads it: what any write of the matrix could have touched. */
async function snapshot() {
  const o = first.outletId;
  const read = async (path: string) => {
    const res = await asFirst('GET', path);
    expect(res.status, `GET ${path}`).toBe(200);
    return res.body;
  };
  const [
    day,
    calendar,
    areas,
    serviceTimings,
    blockOutDays,
    combinations,
    outlet,
    tickets,
    customer,
    guestBook,
    queue,
    waiting,
    waitlist,
    guestTagSettings,
    guaranteeRule,
    tags,
  ] = await Promise.all([
    read(`/api/v1/outlets/${o}/reservations?date=${fx.today}`),
    read(`/api/v1/outlets/${o}/reservations?from=2026-03-10&to=2026-05-10`),
    read(`/api/v1/outlets/${o}/areas?all=true`),
    read(`/api/v1/outlets/${o}/service-timings`),
    read(`/api/v1/outlets/${o}/block-out-days`),
    read(`/api/v1/outlets/${o}/table-combinations`),
    read(`/api/v1/outlets/${o}`),
    read(`/api/v1/brands/${first.brandId}/tickets?all=true`),
    read(`/api/v1/customers/${fx.customer.id}`),
    read(`/api/v1/brands/${first.brandId}/customers?limit=100`),
    read(`/api/v1/outlets/${o}/queue`),
    read(`/api/v1/outlets/${o}/waiting-list?date=${addLocalDays(fx.today, 1)}`),
    read(`/api/v1/outlets/${o}/waitlist-settings`),
    read(`/api/v1/brands/${first.brandId}/guest-tag-settings`),
    read(`/api/v1/outlets/${o}/guarantee-rule`),
    read(`/api/v1/brands/${first.brandId}/tags`),
  ]);
  // What the clock derives (it runs on during the file) is left out; every stored field and version stays in.
  const derived = ['displayStatus', 'timeState', 'allowableActions', 'allowedTransitions', 'editable'];
  return {
    reservations: (day.reservations as any[]).map((r) => omit(r, derived)),
    calendar,
    areas,
    serviceTimings,
    blockOutDays,
    combinations,
    outlet: omit(outlet, ['now']),
    tickets,
    customer,
    guestBook,
    // Every stored field of the queue stays in; a party's estimated wait counts down with the clock.
    queue: { ...queue, entries: (queue.entries as any[]).map((e) => omit(e, ['estimatedMinutes'])) },
    // An open offer's countdown ticks with the clock; the offer itself (expiresAt, heldUntil) stays in.
    waiting: {
      ...waiting,
      entries: (waiting.entries as any[]).map((e) => (e.offer ? { ...e, offer: omit(e.offer, ['secondsLeft']) } : e)),
    },
    waitlist,
    guestTagSettings,
    guaranteeRule,
    tags,
  };
}
