// start:cluster's own proxy (issue 17, issue 34 point 7): round robin over the Host servers that are alive. Each server's
// /api/health is asked every HEALTH_EVERY_MS; a server that refuses a connection is taken out at once and comes back when
// its health answers again. A request is sent only to live servers; one whose connection is refused (it never reached a
// server, so nothing was done) goes to the next, writes included, their bodies kept for that. A request a server received
// and then lost (reset mid-answer) is not sent again unless it is a read: the write may have been done. A deployment puts a
// well-known balancer in front instead (deploy/haproxy.cfg); this one keeps `npm run start:cluster` free of it.
import http from 'node:http';
import net from 'node:net';

const HEALTH_EVERY_MS = 500;
const HEALTH_TIMEOUT_MS = 1000;
/** The largest request body kept for a retry (Host's own limit is 1 MB; an image upload is larger). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

export function startProxy({ port, upstreams }) {
  const live = new Set(upstreams);
  let next = 0;
  /** The next live server after `skip` (those already tried); any server when none is known to be alive. */
  const pick = (skip = new Set()) => {
    const candidates = upstreams.filter((u) => live.has(u) && !skip.has(u));
    const pool = candidates.length ? candidates : upstreams.filter((u) => !skip.has(u));
    return pool.length ? pool[next++ % pool.length] : undefined;
  };
  const forwardedFor = (request) => [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');

  const checkHealth = (upstream) =>
    new Promise((resolve) => {
      const asked = http.get(`${upstream}/api/health`, { timeout: HEALTH_TIMEOUT_MS }, (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      });
      asked.on('timeout', () => asked.destroy());
      asked.on('error', () => resolve(false));
    });
  let checking = false;
  const healthLoop = setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      const results = await Promise.all(upstreams.map(checkHealth));
      upstreams.forEach((u, i) => (results[i] ? live.add(u) : live.delete(u)));
    } finally {
      checking = false;
    }
  }, HEALTH_EVERY_MS);
  healthLoop.unref();

  const send = (request, response, body) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const tried = new Set();
    const attempt = () => {
      const upstream = pick(tried);
      if (!upstream) return badGateway(response);
      tried.add(upstream);
      const target = new URL(upstream);
      const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request) };
      if (body) {
        // Sent whole now, with its length: a chunked upload's framing does not apply to the copy.
        delete headers['transfer-encoding'];
        headers['content-length'] = String(body.length);
      }
      const outgoing = http.request(
        { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      outgoing.on('error', (error) => {
        const neverReached = error.code === 'ECONNREFUSED';
        if (neverReached || error.code === 'ECONNRESET') live.delete(upstream);
        if (!response.headersSent && (neverReached || (read && error.code === 'ECONNRESET'))) return attempt();
        badGateway(response);
      });
      outgoing.end(body);
    };
    attempt();
  };

  const server = http.createServer((request, response) => {
    if (request.method === 'GET' || request.method === 'HEAD') return send(request, response, undefined);
    // A write's body is kept whole first, so it can go to another server when the first refuses the connection.
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        response.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' }));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      if (size <= MAX_BODY_BYTES) send(request, response, Buffer.concat(chunks));
    });
  });

  // The live updates' WebSocket: piped to a live server as it is.
  server.on('upgrade', (request, socket, head) => {
    const upstream = new URL(pick());
    const target = net.connect(Number(upstream.port), upstream.hostname, () => {
      const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request) };
      const lines = [`${request.method} ${request.url} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''];
      target.write(lines.join('\r\n'));
      if (head.length) target.write(head);
      socket.pipe(target);
      target.pipe(socket);
    });
    target.on('error', () => socket.destroy());
    socket.on('error', () => target.destroy());
  });

  return new Promise((resolve) =>
    server.listen(port, () =>
      resolve({
        url: `http://localhost:${port}`,
        /** the servers the proxy takes as alive now */
        live: () => upstreams.filter((u) => live.has(u)),
        stop: () =>
          new Promise((done) => {
            clearInterval(healthLoop);
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

function badGateway(response) {
  if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ code: 'BAD_GATEWAY', message: 'No Host server answered' }));
}
