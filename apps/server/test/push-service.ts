import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import ece from 'http_ece';

/*
 * A push service on this machine for the web-push tests (RFC 8030, over TLS as web-push requires),
 * and browsers that subscribe to it: each browser holds its own P-256 key and auth secret, so a push
 * it receives is decrypted exactly as a browser would (RFC 8291, aes128gcm). An endpoint under
 * /gone/ answers 410 as a push service does for an expired subscription.
 */

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const CERT = readFileSync(path.join(FIXTURES, 'push-service.crt'));

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The plaintext of a push sent to this browser, decrypted with its own key. */
  decrypt(push: ReceivedPush): string;
}

export async function startPushService() {
  // The server under test runs in this process: its web-push (node:https) trusts our certificate.
  const ca = https.globalAgent.options.ca;
  https.globalAgent.options.ca = [CERT.toString()];
  const received: ReceivedPush[] = [];
  const server = https.createServer({ key: readFileSync(path.join(FIXTURES, 'push-service.key')), cert: CERT }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  let next = 0;
  return {
    received,
    browser(kind: 'live' | 'gone' = 'live'): TestBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `https://localhost:${port}/${kind === 'gone' ? 'gone' : 'push'}/${++next}-${randomBytes(8).toString('hex')}`;
      return {
        subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
        decrypt: (push) => ece.decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      };
    },
    pushesTo: (browser: TestBrowser) => received.filter((r) => browser.subscription.endpoint.endsWith(r.path)),
    close: async () => {
      https.globalAgent.options.ca = ca;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
