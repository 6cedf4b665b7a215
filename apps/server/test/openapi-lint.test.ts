import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyApiContract } from '../src/lib/api-contract';
import type { AppContext } from '../src/lib/context';
import { startTestServer, type TestServer } from './helper';

/**
 * The OpenAPI document passes Redocly's recommended rules with no error and no warning: every
 * operation has a summary, an operationId and a security requirement, and the document a licence,
 * a description and a server (lib/api-contract.ts, lib/openapi-summaries.ts). Redocly runs offline.
 */
const REDOCLY = path.resolve(import.meta.dirname, '../../../node_modules/.bin/redocly');

let server: TestServer;
let doc: { info: Record<string, unknown>; servers?: unknown[]; paths: Record<string, Record<string, Record<string, unknown>>> };
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  doc = (await (await fetch(`${server.url}/api/docs/json`)).json()) as typeof doc;
  dir = await mkdtemp(path.join(tmpdir(), 'host-openapi-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${p}`, op })),
  );

describe('the OpenAPI document against Redocly', () => {
  it('passes `redocly lint --extends=recommended` with no problem', async () => {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const run = await promisify(execFile)(REDOCLY, ['lint', '--extends=recommended', '--format=json', file], {
      env,
      maxBuffer: 10_000_000,
    }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string }>;
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('secures /api/v1 with the bearer token and names every operation uniquely', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(40);
    for (const { name, op } of all) {
      expect(op.summary, name).toEqual(expect.any(String));
      if (name.includes(' /api/v1/')) expect(op.security, name).toEqual([{ bearer: [] }]);
    }
    const ids = all.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/auth/pin-login-remember-me']?.post?.security).toEqual([]);
    expect(doc.paths['/api/auth/session']?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/v1/outlets/{outletId}/reservations']?.post?.operationId).toBe('postOutletsOutletIdReservations');
  });
});

describe('an /api route without a summary', () => {
  it('stops the start, naming the route and the file to add it to', () => {
    const app = Fastify();
    applyApiContract(app, {} as AppContext, async () => {
      throw new Error('not called');
    });
    expect(() => app.get('/api/v1/unsummarised', async () => ({}))).toThrow(
      'No OpenAPI summary for GET /api/v1/unsummarised: add one to apps/server/src/lib/openapi-summaries.ts',
    );
    expect(() => app.get('/not-api', async () => ({}))).not.toThrow();
  });
});
