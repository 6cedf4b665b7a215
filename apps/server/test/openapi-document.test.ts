import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

/** The OpenAPI document is the contract a newcomer (and the fuzz test) reads: it must be whole. */
interface Operation {
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let server: TestServer;
let operations: Array<{ name: string; method: string; op: Operation }>;

beforeAll(async () => {
  server = await startTestServer();
  const doc = (await (await fetch(`${server.url}/api/docs/json`)).json()) as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method, op })));
});
afterAll(() => server.close());

describe('the OpenAPI document', () => {
  it('gives every API operation a success response with its body schema (204 has none)', () => {
    expect(operations.length).toBeGreaterThan(40);
    const missing = operations.filter(({ op }) => {
      const success = Object.entries(op.responses ?? {}).filter(([status]) => status.startsWith('2'));
      return (
        success.length === 0 || success.some(([status, response]) => status !== '204' && !response.content?.['application/json']?.schema)
      );
    });
    expect(missing.map((o) => o.name)).toEqual([]);
  });

  it('describes the body of every POST, PUT and PATCH that takes one', () => {
    // Sign-out-like calls take no body; everything else that writes names what it reads.
    // A guest's answer and a call placed now are said by the address alone; docs/rules.md section 7: the web-push installation starts with
    // no body.
    const bodiless = new Set([
      'POST /api/auth/logout',
      'POST /api/guest/{token}/confirm',
      'POST /api/guest/{token}/cancel',
      'POST /api/waiting-list/{token}/accept',
      'POST /api/waiting-list/{token}/decline',
      'POST /api/waiting-list/{token}/cancel',
      'POST /api/queue/{token}/on-my-way',
      'POST /api/queue/{token}/leave',
      'POST /api/v1/reservations/{id}/calls',
      'POST /api/notification-provider/integrations/web_push/installations/start',
    ]);
    const writes = operations.filter(({ method, name }) => ['post', 'put', 'patch'].includes(method) && !bodiless.has(name));
    expect(writes.length).toBeGreaterThan(15);
    expect(writes.filter(({ op }) => !op.requestBody).map((o) => o.name)).toEqual([]);
  });

  it('documents the error body on every operation, with 401 and 403 on every /api/v1 one', () => {
    const lacking = operations.filter(({ name, op }) => {
      const statuses = Object.keys(op.responses ?? {});
      const needed = name.includes(' /api/v1/') ? ['400', '401', '403'] : ['400'];
      return needed.some((s) => !statuses.includes(s));
    });
    expect(lacking.map((o) => o.name)).toEqual([]);
  });
});
