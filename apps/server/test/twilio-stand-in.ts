import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Twilio's Messages API as a local HTTP server for the tests of a provider that fails: each call is answered with the
 * next status of `answers` (500 once they run out), 400 as a number Twilio refuses (code 21211), and every call is kept
 * in `received`. `env`: the settings that send a test server's SMS to it.
 */
export async function startTwilioStandIn() {
  const answers: number[] = [];
  const received: Array<{ authorization: string | undefined; body: URLSearchParams }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: new URLSearchParams(body) });
      const status = answers.shift() ?? 500;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          status < 300 ? { sid: `SM${received.length}`, status: 'queued' } : { code: status === 400 ? 21211 : 20500, message: 'refused' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    answers,
    received,
    env: {
      SMS_PROVIDER: 'twilio' as const,
      TWILIO_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+6580000000',
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
