// HAProxy from Debian in front of Host servers (issue 34, point 7): the shipped deploy/haproxy.cfg as it is, its addresses
// from the environment, for the cluster tests. Installed as root by ensureClusterPackages({ haproxy: true }).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { waitForPort } from './cluster-lib.mjs';

const HAPROXY = '/usr/sbin/haproxy';
export const HAPROXY_CONFIG = path.resolve(import.meta.dirname, '..', 'deploy', 'haproxy.cfg');

/** HAProxy on 127.0.0.1:port in front of two Host servers (http://host:port), until stop(). */
export async function startHaproxy({ dir, port, upstreams }) {
  if (upstreams.length !== 2) throw new Error('deploy/haproxy.cfg names two servers');
  const [first, second] = upstreams.map((u) => new URL(u).host);
  const log = createWriteStream(path.join(dir, 'haproxy.log'));
  // -db: in the foreground, its log on stderr.
  const child = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST_LISTEN: `127.0.0.1:${port}`, HOST_SERVER_1: first, HOST_SERVER_2: second },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForPort(port, 'HAProxy', 10_000),
    exited.then((code) => Promise.reject(new Error(`HAProxy exited (${code}); see ${path.join(dir, 'haproxy.log')}`))),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
