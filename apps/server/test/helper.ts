import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { errorBodySchema, type ErrorBody } from '@host/domain/errors';
import { affectedListSchema, type AffectedReservation } from '@host/domain/floor/affected';
import pino from 'pino';
import { expect, inject } from 'vitest';
import type { z } from 'zod';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import { connect, type Database } from '../src/db/client';
import { sweepBook, sweepClock, type SweepResult } from '../src/jobs/clock-sweep';
import { startJobs, type Jobs } from '../src/jobs/jobs';
import type { Realtime } from '../src/realtime/realtime';
import type { AppContext } from '../src/lib/context';
import { TEST_NOW } from './clock';

export const sha512 = (secret: string) => createHash('sha512').update(secret, 'utf8').digest('hex');

export interface TestServer {
  url: string;
  db: Database;
  /** the configuration the server runs with (its secrets too, to sign what a message would carry) */
  config: Config;
  close(): Promise<void>;
  /** fetch against the server; JSON bodies are encoded, cookies are kept per `Client`. */
  client(): Client;
  /** The server's clock now (HOST_NOW as the test moved it). */
  now(): Date;
  /** Moves the server's clock on, as time passing would. */
  advanceClock(ms: number): void;
  /** Sets the server's clock to an instant (it runs on from there). */
  setClock(iso: string): void;
  /** One clock sweep now, by the server's clock, as the job queue would run it (jobs/clock-sweep.ts). */
  sweep(): Promise<SweepResult>;
  /** The sweep's first step alone, the book's statuses and tables (jobs/clock-sweep.ts): no messages planned or sent. */
  sweepBook(): ReturnType<typeof sweepBook>;
  realtime: Realtime;
  /** The app's own context, for the few internal calls a test makes with no route of their own (a push that follows a booking). */
  context: AppContext;
  /** Starts the timed-work queue (pg-boss) as a server would; stop and start again to restart it. */
  startJobs(tickSeconds?: number): Promise<void>;
  stopJobs(): Promise<void>;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A browser-like caller: remembers the session cookie it was given. */
export class Client {
  private cookie: string | undefined;
  constructor(private readonly base: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(this.base + path, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      redirect: 'manual',
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('host_session='));
    if (setCookie) {
      const value = setCookie.split(';')[0]!;
      this.cookie = value === 'host_session=' ? undefined : value;
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, body: body as T };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) => this.request<T>('GET', path, { headers });
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('POST', path, { body, headers });

  loginWithPin(code: string, pin: string) {
    return this.post('/api/auth/pin-login-remember-me', { code, sha512Pin: sha512(pin) });
  }

  loginWithEmail(email: string, password: string) {
    return this.post('/api/auth/email-login-remember-me', { email, sha512Pw: sha512(password) });
  }
}

/** The real app on its own copy of the seeded database, listening on a free port. */
export async function startTestServer(overrides: Partial<Config> = {}, hooks: Pick<BuildOptions, 'onRoute'> = {}): Promise<TestServer> {
  const databaseUrl = inject('databaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const admin = connect(databaseUrl.replace(/\/[^/]+$/, '/postgres'), log, 1);
  await admin.$client.query(`create database ${name} template host_template`);
  const db = connect(databaseUrl.replace(/\/[^/]+$/, `/${name}`), log);
  const config = { ...loadConfig({ NODE_ENV: 'test', HOST_NOW: TEST_NOW, PORT: '0', SMTP_CATCHER_PORT: '0' }), ...overrides };
  const clock = movableClock(TEST_NOW);
  const { app, ctx } = await buildApp({ config, db, clock, log, webDist: '/nonexistent', ...hooks });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // Links in guest messages point at this server, as PUBLIC_URL would.
  ctx.publicUrl = url;
  const databaseUrlOfCopy = databaseUrl.replace(/\/[^/]+$/, `/${name}`);
  let jobs: Jobs | undefined;
  return {
    url,
    db,
    config,
    startJobs: async (tickSeconds = 0.5) => {
      jobs = await startJobs(ctx, databaseUrlOfCopy, tickSeconds);
    },
    stopJobs: async () => {
      await jobs?.stop();
      jobs = undefined;
    },
    client: () => new Client(url),
    now: () => clock.now(),
    advanceClock: (ms: number) => clock.advance(ms),
    setClock: (iso: string) => clock.set(iso),
    sweep: () => sweepClock(ctx),
    sweepBook: () => sweepBook(ctx),
    realtime: ctx.realtime,
    context: ctx,
    close: async () => {
      await jobs?.stop();
      await app.close();
      await db.$client.end();
      await admin.$client.query(`drop database if exists ${name} with (force)`);
      await admin.$client.end();
    },
  };
}

/** The server's clock as HOST_NOW makes it (starts at `iso`, runs on), which a test may move on. */
function movableClock(iso: string) {
  let offset = new Date(iso).getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => void (offset += ms),
    set: (to: string) => void (offset = new Date(to).getTime() - Date.now()),
  };
}

/** A host signed in at an outlet: its client, bearer header and outlet, and `call` to send with them. */
export interface Host {
  client: Client;
  headers: Record<string, string>;
  outletId: string;
  brandId: string;
  call<T = any>(method: string, path: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<TestResponse<T>>;
}

/** Signs a host in at an outlet by its code and PIN. */
export async function signedInHost(server: TestServer, code: string, pin: string): Promise<Host> {
  const client = server.client();
  const login = await client.loginWithPin(code, pin);
  expect(login.status, `sign-in at ${code}`).toBe(200);
  const headers = { authorization: `Bearer ${login.body.hostV2AuthToken}` };
  return {
    client,
    headers,
    outletId: login.body.outlet.id as string,
    brandId: login.body.outlet.brandId as string,
    call: (method, path, body, extraHeaders = {}) => client.request(method, path, { body, headers: { ...headers, ...extraHeaders } }),
  };
}

/**
 * Signs a user in by email and password: a merchant (at their outlet, when they have only one) or
 * support staff (at no outlet until they open one from /support).
 */
export async function signedInUser(server: TestServer, email: string, password: string): Promise<Host> {
  const client = server.client();
  const login = await client.loginWithEmail(email, password);
  expect(login.status, `sign-in as ${email}`).toBe(200);
  const headers = { authorization: `Bearer ${login.body.hostV2AuthToken}` };
  return {
    client,
    headers,
    outletId: (login.body.outlet?.id ?? '') as string,
    brandId: (login.body.outlet?.brandId ?? '') as string,
    call: (method, path, body, extraHeaders = {}) => client.request(method, path, { body, headers: { ...headers, ...extraHeaders } }),
  };
}

/**
 * The body of an answer with the status expected, parsed with the domain's schema, so a change in
 * the shape of a response fails the test rather than passing on a missing field.
 */
export function parseBody<S extends z.ZodType>(schema: S, res: TestResponse, status = 200): z.output<S> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return schema.parse(res.body);
}

/** An error answer (docs/architecture.md, HTTP): the status, and the body in the one error shape. */
export function parseError(res: TestResponse, status: number): ErrorBody & { details?: any } {
  return parseBody(errorBodySchema, res, status);
}

/** A change refused until confirmed (409 AFFECTED_RESERVATIONS): the bookings it lists (docs/rules.md section 5). */
export function parseAffected(res: TestResponse): AffectedReservation[] {
  const error = parseError(res, 409);
  expect(error.code).toBe('AFFECTED_RESERVATIONS');
  return affectedListSchema.parse(error.details?.reservations);
}

/**
 * A request whose Host header is the caller's own (fetch always sends the address's): how a forged
 * Host reaches the server, for the tests that links never take their origin from it (issue 27).
 */
export function requestWithHost(
  url: string,
  method: string,
  path: string,
  options: { host: string; headers?: Record<string, string>; body?: unknown },
): Promise<TestResponse> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, url),
      { method, headers: { ...options.headers, host: options.host, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: the text as it came
          }
          resolve({ status: response.statusCode ?? 0, headers, body });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
