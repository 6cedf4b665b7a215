// Host on several servers (issue 17): Debian's PostgreSQL and Mosquitto, Host servers against them,
// and a small proxy in front. Used by `npm run start:cluster` and by the cluster tests.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from './server-node.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
const IS_ROOT = process.getuid?.() === 0;
const MOSQUITTO = '/usr/sbin/mosquitto';
const MOSQUITTO_CTRL = '/usr/bin/mosquitto_ctrl';
const HAPROXY = '/usr/sbin/haproxy';

/** Debian's newest PostgreSQL server binaries (15 or later), or undefined. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .map(Number)
    .filter((v) => v >= 15 && existsSync(path.join(base, String(v), 'bin', 'initdb')))
    .sort((a, b) => b - a);
  return versions.length ? path.join(base, String(versions[0]), 'bin') : undefined;
}

/** Mosquitto's dynamic-security plugin, where Debian puts it. */
export function findDynamicSecurityPlugin() {
  for (const dir of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    const file = path.join(dir, 'mosquitto_dynamic_security.so');
    if (existsSync(file)) return file;
  }
  return undefined;
}

const missingPackages = (packages) =>
  [
    !findPostgresBin() && 'postgresql',
    !(existsSync(MOSQUITTO) && existsSync(MOSQUITTO_CTRL) && findDynamicSecurityPlugin()) && 'mosquitto',
    !existsSync(HAPROXY) && 'haproxy',
  ].filter((name) => name && packages.includes(name));

/**
 * PostgreSQL and Mosquitto from Debian's packages. As root (CI, a container) they are installed
 * like Chromium for the browser tests; otherwise the command to run is printed.
 */
export function ensureClusterPackages({ haproxy = false } = {}) {
  const packages = ['postgresql', 'mosquitto', ...(haproxy ? ['haproxy'] : [])];
  const missing = missingPackages(packages);
  if (!missing.length) return;
  if (!IS_ROOT) {
    throw new Error(
      `Several servers need Debian's ${missing.join(' and ')}. Install them with:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  console.log(`Installing Debian's ${missing.join(' and ')} for several servers (about 30 s)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env });
  if (missingPackages(packages).length) throw new Error(`apt-get did not install ${missingPackages(packages).join(', ')}`);
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Until something listens on 127.0.0.1:port (`what` names it in the error). */
export async function waitForPort(port, what, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`${what} did not open port ${port} within ${timeoutMs / 1000} s`);
}

/** Runs a PostgreSQL tool as the postgres user when we are root (PostgreSQL refuses to run as root). */
function asPostgres(command, args, options = {}) {
  return IS_ROOT ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], options) : execFileSync(command, args, options);
}

/** Lets a service user (postgres) own a folder we made as root; its parent must let it in (mkdtemp makes 0700). */
function handOver(dir, user) {
  if (!IS_ROOT) return;
  const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
  chownSync(dir, uid, gid);
  chmodSync(path.dirname(dir), 0o755);
}

/**
 * A PostgreSQL cluster of Debian's packages in `dir` (kept across starts), with a password, on
 * 127.0.0.1:`port`. Returns its URL and a stop.
 */
export async function startPostgres({ dir, port, durable = true }) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const dataDir = path.join(dir, 'pg');
  const passwordFile = path.join(dir, 'pg-password');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    handOver(dataDir, 'postgres');
    const password = randomBytes(18).toString('base64url');
    writeFileSync(passwordFile, password, { mode: 0o600 });
    const pwfile = path.join(dataDir, '..', `.pw-${process.pid}`);
    writeFileSync(pwfile, password, { mode: 0o644 });
    try {
      asPostgres(
        path.join(bin, 'initdb'),
        ['-D', dataDir, '-U', 'host', `--pwfile=${pwfile}`, '-A', 'scram-sha-256', '-E', 'UTF8', '--locale=C', '--no-sync'],
        { stdio: 'pipe' },
      );
    } finally {
      execFileSync('rm', ['-f', pwfile]);
    }
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const options = [
    `-p ${port}`,
    `-k ${dataDir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=200',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off']),
  ].join(' ');
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '60', 'start'], {
    stdio: 'pipe',
  });
  const url = `postgres://host:${encodeURIComponent(password)}@127.0.0.1:${port}/host`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url.replace(/\/host$/, '/postgres') });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'host'");
  if (!exists.rowCount) await admin.query('create database host');
  await admin.end();
  return {
    url,
    version: path.basename(path.dirname(bin)),
    stop: () => {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { stdio: 'pipe' });
      } catch {
        /* already stopped */
      }
    },
  };
}

/**
 * Mosquitto with the dynamic-security plugin and no anonymous access, on 127.0.0.1:`port`. Host's
 * servers connect as the plugin's admin (the URL returned) and create a broker user per session.
 */
export async function startMosquitto({ dir, port }) {
  const plugin = findDynamicSecurityPlugin();
  if (!plugin) throw new Error('Mosquitto is not installed');
  const broker = path.join(dir, 'mosquitto');
  mkdirSync(broker, { recursive: true });
  const securityFile = path.join(broker, 'dynamic-security.json');
  const passwordFile = path.join(broker, 'admin-password');
  if (!existsSync(securityFile)) {
    const password = randomBytes(18).toString('base64url');
    execFileSync(MOSQUITTO_CTRL, ['dynsec', 'init', securityFile, 'host-admin', password], { stdio: 'pipe' });
    writeFileSync(passwordFile, password, { mode: 0o600 });
  }
  const config = path.join(broker, 'mosquitto.conf');
  writeFileSync(
    config,
    [
      'per_listener_settings false',
      'allow_anonymous false',
      `listener ${port} 127.0.0.1`,
      `plugin ${plugin}`,
      `plugin_opt_config_file ${securityFile}`,
      'persistence false',
      `log_dest file ${path.join(broker, 'mosquitto.log')}`,
      // As root, Mosquitto would switch to its own user, which cannot write the plugin's file here.
      ...(IS_ROOT ? ['user root'] : []),
      '',
    ].join('\n'),
  );
  const child = spawn(MOSQUITTO, ['-c', config], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForPort(port, 'Mosquitto'),
    exited.then((code) => Promise.reject(new Error(`Mosquitto exited (${code}); see ${broker}/mosquitto.log`))),
  ]);
  const password = readFileSync(passwordFile, 'utf8').trim();
  return {
    url: `mqtt://host-admin:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The server bundle `npm start` runs, built when its sources changed. */
export function buildServer() {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-if-changed.mjs'), '--server'], { stdio: 'inherit', cwd: ROOT });
}

/**
 * One Host server process on `port` against the cluster's PostgreSQL and Mosquitto. Its output goes
 * to `logFile`, or through to ours with a prefix.
 */
export async function startHost({ port, databaseUrl, mqttUrl, env = {}, logFile, name = `host-${port}` }) {
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, path.join(ROOT, SERVER_ENTRY)], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      MQTT_URL: mqttUrl,
      SMTP_CATCHER_PORT: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (logFile) {
    const out = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  } else {
    const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
    child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
    child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode) {
      const tail = logFile && existsSync(logFile) ? `:\n${readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n')}` : '';
      throw new Error(`${name} exited during its start (${await exited})${tail}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > until) throw new Error(`${name} did not answer /api/health within 90 s`);
    await sleep(200);
  }
  return {
    url,
    port,
    pid: child.pid,
    exited,
    /** A clean stop (SIGTERM), as an orchestrator would. */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode) return;
      child.kill('SIGTERM');
      await exited;
    },
    /** A crash: no shutdown, no goodbye. */
    kill: async () => {
      if (child.exitCode !== null || child.signalCode) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export { startProxy } from './cluster-proxy.mjs';
