// Requests held at a rate (an open loop): each sent at its moment, t0 + k / rate, whatever the ones before it are doing,
// and timed from that moment, so a server that falls behind shows it in every request it made late. A closed loop of a
// few clients (autocannon's, even with a rate set: each connection spends its share of a second back to back) measures
// its own queue instead.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './bench-report.mjs';

/** At most this many requests in flight; more wait for a socket, their wait counted. */
const SOCKETS = 64;

/**
 * `count` requests at `perSecond`, the i-th from `requestOf(i)` ({ path, headers, body }); the answers by status and
 * the latency percentiles in ms, each from the request's moment.
 */
export async function atRate(base, { count, perSecond, requestOf }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  const latencies = [];
  const statuses = {};
  const answered = (key, due) => {
    latencies.push(performance.now() - due);
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  const send = (i, due) =>
    new Promise((resolve) => {
      const { path, headers, body } = requestOf(i);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          agent,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(answered(response.statusCode, due)));
        },
      );
      request.on('error', () => resolve(answered('errors', due)));
      request.end(body);
    });
  const started = performance.now();
  const sent = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / perSecond;
    const early = due - performance.now();
    if (early > 0) await sleep(early);
    sent.push(send(i, due));
  }
  await Promise.all(sent);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { perSecond: (statuses[201] ?? 0) / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), statuses };
}
