import { publicConfigSchema } from '@host/domain/public-config';
import { LOCAL_PUBLIC_IP_LOOKUPS } from '@host/domain/public-ip';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBody, startTestServer, type TestServer } from './helper';

// The browser's public address for its error reports (issue 33; docs/decisions/031-public-ip.md).
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));
const aServer = async (overrides: Parameters<typeof startTestServer>[0] = {}) => {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
};

describe('where a browser asks its public address', () => {
  it("is Host's own look-up unless configured, which answers the address it sees in the family asked for", async () => {
    const server = await aServer();
    const config = parseBody(publicConfigSchema, await server.client().get('/api/config'));
    expect(config.publicIpLookups).toEqual(LOCAL_PUBLIC_IP_LOOKUPS);
    for (const path of [...config.publicIpLookups.ipv4, ...config.publicIpLookups.ipv6]) {
      // The test client comes from 127.0.0.1: an IPv4 address, no IPv6 one.
      expect((await server.client().get(path)).body).toEqual({ ip: '127.0.0.1', ipv4: '127.0.0.1', ipv6: null });
    }
  });

  it('is the services a deployment names, two a family, which the page may then reach (its CSP)', async () => {
    const server = await aServer({
      PUBLIC_IP_IPV4_URLS: 'https://api.ipify.org, https://ipv4.icanhazip.com',
      PUBLIC_IP_IPV6_URLS: 'https://api6.ipify.org,https://ipv6.icanhazip.com',
    });
    const answer = await server.client().get('/api/config');
    expect(parseBody(publicConfigSchema, answer).publicIpLookups).toEqual({
      ipv4: ['https://api.ipify.org', 'https://ipv4.icanhazip.com'],
      ipv6: ['https://api6.ipify.org', 'https://ipv6.icanhazip.com'],
    });
    const csp = answer.headers.get('content-security-policy') ?? '';
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'))!;
    for (const origin of ['https://api.ipify.org', 'https://ipv4.icanhazip.com', 'https://api6.ipify.org', 'https://ipv6.icanhazip.com'])
      expect(connect).toContain(origin);
  });
});
