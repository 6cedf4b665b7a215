import { RESERVATION_STATUS } from '@host/domain/statuses';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureHttp } from '../../lib/http';
import { handleError } from '../../lib/notify';
import { clearOfflineData } from '../../lib/offline-data';
import { currentConflicts, enqueue, flushQueue, queuedChanges, SERVER_FAILURES_TOLERATED } from './queue-store';

// The toast a refused tap gets; its wording is notify's own (tested there).
vi.mock('../../lib/notify', () => ({ handleError: vi.fn() }));

const { CONFIRMED, SEATED, CANCELLED, COMPLETED } = RESERVATION_STATUS;
type Answer = { status: number; body: unknown } | 'no answer';

/** The server, as fetch sees it: one answer per call, in order; what each call sent is kept. */
function server(answers: Answer[]) {
  const sent: Array<{ url: string; ifMatch: string | null; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, ifMatch: new Headers(init.headers).get('If-Match'), body: JSON.parse(String(init.body)) });
      const answer = answers.shift();
      if (!answer || answer === 'no answer') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

const change = (reservationId: string, status: number, version: number) =>
  enqueue({ outletId: 'o-1', reservationId, guest: `Guest ${reservationId}`, from: 'BOOKED', status, version });

beforeEach(() => {
  configureHttp({ getToken: async () => 'token', onUnauthorized: () => undefined });
  clearOfflineData();
});
afterEach(() => vi.unstubAllGlobals());

describe('sending the queue when the connection returns', () => {
  it(
    'sends in order with the version seen, chains the host’s own changes, stops at a conflict for that booking only, ' +
      'and keeps the rest when the server stops answering',
    async () => {
      change('a', CONFIRMED, 3);
      change('a', SEATED, 3);
      change('b', CANCELLED, 1);
      change('c', COMPLETED, 2);
      change('d', CONFIRMED, 5);
      const sent = server([
        { status: 200, body: { id: 'a', status: CONFIRMED, version: 4 } },
        { status: 200, body: { id: 'a', status: SEATED, version: 5 } },
        {
          status: 409,
          body: { code: 'CONFLICT', message: 'stale', details: { current: { status: 2, version: 2, displayStatus: 'SEATED' } } },
        },
        'no answer',
      ]);

      expect(await flushQueue()).toBe(3);
      expect(sent.map((s) => [s.url, s.ifMatch, s.body])).toEqual([
        ['/api/v1/reservations/a/status', '"3"', { status: CONFIRMED }],
        ['/api/v1/reservations/a/status', '"4"', { status: SEATED }],
        ['/api/v1/reservations/b/status', '"1"', { status: CANCELLED }],
        ['/api/v1/reservations/c/status', '"2"', { status: COMPLETED }],
      ]);
      // c got no answer: it and what follows wait for the next try.
      expect(queuedChanges().map((c) => c.reservationId)).toEqual(['c', 'd']);
      expect(currentConflicts()).toEqual([
        expect.objectContaining({ guest: 'Guest b', wanted: 'CANCELLED', current: 'SEATED', kind: 'changed' }),
      ]);
    },
  );

  it('a lost answer to a change that went through is not a conflict', async () => {
    change('a', SEATED, 3);
    server([
      {
        status: 409,
        body: { code: 'CONFLICT', message: 'stale', details: { current: { status: SEATED, version: 4, displayStatus: 'SEATED' } } },
      },
    ]);
    expect(await flushQueue()).toBe(1);
    expect(queuedChanges()).toEqual([]);
    expect(currentConflicts()).toEqual([]);
  });

  it('a new session starts with nothing queued', () => {
    change('a', SEATED, 3);
    clearOfflineData();
    expect([queuedChanges(), currentConflicts()]).toEqual([[], []]);
  });
});

describe('a tap made while the server answers (issue 28: kept on the device before it is sent)', () => {
  const tap = (reservationId: string, status: number, version: number) =>
    enqueue({ outletId: 'o-1', reservationId, guest: `Guest ${reservationId}`, from: 'BOOKED', status, version, immediate: true });

  it('is sent at once without If-Match, and is gone from the queue once the server has it', async () => {
    tap('a', SEATED, 3);
    const sent = server([{ status: 200, body: { id: 'a', status: SEATED, version: 4 } }]);
    const saved: unknown[] = [];
    expect(await flushQueue((r) => saved.push(r))).toBe(1);
    expect(sent.map((s) => [s.url, s.ifMatch])).toEqual([['/api/v1/reservations/a/status', null]]);
    expect(saved).toEqual([{ id: 'a', status: SEATED, version: 4 }]);
    expect(queuedChanges()).toEqual([]);
  });

  it('with no answer it stays, and its next try carries the version the host saw', async () => {
    tap('a', SEATED, 3);
    server(['no answer']);
    expect(await flushQueue()).toBe(0);
    expect(queuedChanges()).toEqual([expect.objectContaining({ reservationId: 'a', status: SEATED, immediate: false })]);
    const sent = server([{ status: 200, body: { id: 'a', status: SEATED, version: 4 } }]);
    expect(await flushQueue()).toBe(1);
    expect(sent.map((s) => s.ifMatch)).toEqual(['"3"']);
  });

  it('is kept as a waiting change from the moment it is sent: a reload while it is in flight tries it with the version seen', async () => {
    tap('a', SEATED, 3);
    let storedWhileInFlight: unknown = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // What the queue keeps (and writes to local storage) while the request is out.
        storedWhileInFlight = queuedChanges();
        throw new TypeError('Failed to fetch');
      }),
    );
    await flushQueue();
    expect(storedWhileInFlight).toEqual([expect.objectContaining({ reservationId: 'a', immediate: false })]);
  });

  it('a tap queued behind one that got no answer waits too, and goes with If-Match', async () => {
    tap('a', SEATED, 3);
    tap('b', CONFIRMED, 7);
    server(['no answer']);
    await flushQueue();
    expect(queuedChanges().map((c) => [c.reservationId, c.immediate])).toEqual([
      ['a', false],
      ['b', false],
    ]);
    const sent = server([
      { status: 200, body: { id: 'a', status: SEATED, version: 4 } },
      { status: 200, body: { id: 'b', status: CONFIRMED, version: 8 } },
    ]);
    expect(await flushQueue()).toBe(2);
    expect(sent.map((s) => s.ifMatch)).toEqual(['"3"', '"7"']);
  });

  it(
    'a server that keeps failing it (5xx) is waited out a few times, then the change is refused and said, ' + 'not tried for ever',
    async () => {
      change('a', SEATED, 3);
      change('b', CONFIRMED, 7);
      for (let i = 1; i < SERVER_FAILURES_TOLERATED; i++) {
        server([{ status: 500, body: { code: 'INTERNAL', message: 'boom' } }]);
        expect(await flushQueue()).toBe(0);
        expect(queuedChanges()[0]).toMatchObject({ reservationId: 'a', serverFailures: i });
      }
      server([
        { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
        { status: 200, body: { id: 'b', status: CONFIRMED, version: 8 } },
      ]);
      expect(await flushQueue()).toBe(2);
      expect(queuedChanges()).toEqual([]);
      expect(currentConflicts()).toEqual([expect.objectContaining({ guest: 'Guest a', wanted: 'SEATED', kind: 'refused' })]);
    },
  );

  it('refused at once, it is said in the server’s words, not kept and not shown as an offline conflict', async () => {
    tap('a', CONFIRMED, 3);
    server([{ status: 422, body: { code: 'BUSINESS_RULE', message: 'only allow change reservation status from BOOKED to CONFIRMED' } }]);
    expect(await flushQueue()).toBe(1);
    expect(queuedChanges()).toEqual([]);
    expect(currentConflicts()).toEqual([]);
    expect(vi.mocked(handleError)).toHaveBeenCalledWith(
      expect.objectContaining({ status: 422, message: 'only allow change reservation status from BOOKED to CONFIRMED' }),
    );
    expect(vi.mocked(handleError).mock.calls[0]![0]).toBeInstanceOf(ApiError);
  });
});
