import pino from 'pino';
import { buildApp } from './app';
import { InvalidEnvironmentError, loadConfig, type Config } from './config/env';
import { applyMigrations, connect, withStartLock } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { startJobs } from './jobs/jobs';
import { createClock } from './lib/clock';
import { personalDataSafeLogging } from './lib/redact';
import { sql } from 'drizzle-orm';
import { DEMO_OUTLET_LOGINS, DEMO_USER_LOGINS, isSeeded, seedDemoData } from './seed/demo';
import { SCALE_BRANDS, SCALE_MERCHANT, SCALE_OUTLET_PIN } from './seed/scale/scale-shape';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      pino().error({ fieldErrors: error.fieldErrors }, 'Invalid environment variables');
      console.error('Invalid environment variables', JSON.stringify(error.fieldErrors, null, 2));
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  // Guests' phones and emails are masked in every line, secrets removed (lib/redact.ts).
  const log = pino({ level: config.LOG_LEVEL, ...personalDataSafeLogging });
  const clock = createClock(config.HOST_NOW);
  const started = Date.now();

  // Ctrl-C or SIGTERM at any moment, during the start too, stops what has started, in order: a
  // signal before the handlers were in place used to end the process and leave PostgreSQL running,
  // which the next start then had to stop first (a second, in the start-up bench).
  const parts: {
    app?: Awaited<ReturnType<typeof buildApp>>['app'];
    jobs?: Awaited<ReturnType<typeof startJobs>>;
    db?: ReturnType<typeof connect>;
    embedded?: EmbeddedPostgres;
  } = {};
  let starting = true;
  let stopAsked: string | undefined;
  let stopping = false;
  const shutdown = async (signal: string): Promise<never> => {
    if (!stopping) {
      stopping = true;
      log.info({ signal }, 'stopping');
      // In order: no new requests, then the jobs, then the pool, then PostgreSQL (stop() means for
      // good: the embedded one is not restarted).
      await parts.app?.close().catch((error) => log.error({ err: error }, 'HTTP close failed'));
      await parts.jobs?.stop().catch((error) => log.error({ err: error }, 'jobs stop failed'));
      await parts.db?.$client.end().catch((error) => log.error({ err: error }, 'pool close failed'));
      await parts.embedded?.stop();
      log.info('stopped');
      process.exit(0);
    }
    return new Promise<never>(() => undefined);
  };
  const onSignal = (signal: string) => {
    if (!starting) return void shutdown(signal);
    // A second one while a step hangs (a migration waiting on a lock, a database that never answers)
    // ends the process at once; the next start stops a PostgreSQL left behind.
    if (stopAsked) process.exit(130);
    stopAsked = signal;
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  /** One step of the start; what it started is kept (for the stop), and a stop asked meanwhile is honoured once it is done. */
  const step = async <T>(work: Promise<T>, keep?: (done: T) => void): Promise<T> => {
    const done = await work;
    keep?.(done);
    if (stopAsked) await shutdown(stopAsked);
    return done;
  };

  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const embedded = await step(startEmbeddedPostgres({ dataDir: config.HOST_DATA_DIR, log }), (started) => (parts.embedded = started));
    databaseUrl = embedded.url;
  }
  const db = (parts.db = connect(databaseUrl, log));
  await step(
    withStartLock(db, async () => {
      await applyMigrations(db);
      if (!(await isSeeded(db))) await seedDemoData(db, clock.now(), log);
    }),
  );

  const { app, ctx } = await step(buildApp({ config, db, clock, log }), (built) => (parts.app = built.app));
  await step(app.listen({ port: config.PORT, host: '0.0.0.0' }));
  await step(startJobs(ctx, databaseUrl, config.HOST_CLOCK_TICK_SECONDS), (jobs) => (parts.jobs = jobs));
  starting = false;

  const where = parts.embedded ? `embedded PostgreSQL, data in ${parts.embedded.dataDir}` : `PostgreSQL at ${redactedUrl(databaseUrl)}`;
  const logins = await loginsIn(db).catch(() => ({ outlets: [], users: [] }));
  console.log(
    startBanner({
      url: `http://localhost:${config.PORT}`,
      seconds: (Date.now() - started) / 1000,
      where,
      logLevel: config.LOG_LEVEL,
      logins,
    }),
  );
}

interface Logins {
  outlets: Array<{ outlet: string; code: string; pin: string }>;
  users: Array<{ email: string; password: string; who: string }>;
}

/**
 * The known logins this database holds: the demo's (npm start), the scale data set's (npm run
 * seed:scale), both or neither. A banner listing the demo's over the scale data sent a newcomer to
 * logins that did not exist there.
 */
async function loginsIn(db: ReturnType<typeof connect>): Promise<Logins> {
  const [outletRows, userRows] = await Promise.all([
    db.execute<{ code: string }>(sql`select quick_code as code from outlets`),
    db.execute<{ email: string }>(sql`select lower(email) as email from users`),
  ]);
  const codes = new Set(outletRows.rows.map((r) => r.code));
  const emails = new Set(userRows.rows.map((r) => r.email));
  const scaleOutlets = SCALE_BRANDS.flatMap((brand) => brand.outlets.map((o) => ({ outlet: o.name, code: o.code, pin: SCALE_OUTLET_PIN })));
  const scaleUser = { email: SCALE_MERCHANT.email, password: SCALE_MERCHANT.password, who: 'merchant: every outlet of the scale data set' };
  return {
    outlets: [...DEMO_OUTLET_LOGINS, ...scaleOutlets].filter((l) => codes.has(l.code)),
    users: [...DEMO_USER_LOGINS, scaleUser].filter((u) => emails.has(u.email.toLowerCase())),
  };
}

/**
 * What a newcomer needs after `npm start`, printed once, framed so it is easy to find: where to open
 * Host, where its data lives, and the demo logins. Requests log at debug (app.ts), so it stays in view.
 */
function startBanner(options: { url: string; seconds: number; where: string; logLevel: string; logins: Logins }) {
  const { outlets, users } = options.logins;
  const width = Math.max(0, ...outlets.map((l) => l.outlet.length));
  const emailWidth = Math.max(24, ...users.map((u) => u.email.length + 1));
  const rule = '='.repeat(78);
  return [
    '',
    rule,
    `  Host is running at ${options.url}   (ready in ${options.seconds.toFixed(1)} s)`,
    `  Data: ${options.where}`,
    `  Log level: ${options.logLevel} (one line per request with LOG_LEVEL=debug; slow or failed ones always)`,
    ...(outlets.length
      ? [
          '',
          '  Logins, outlet code and PIN (the "Outlet PIN" tab):',
          ...outlets.map((l) => `    ${l.outlet.padEnd(width)}  ${l.code.padEnd(14)} PIN ${l.pin}`),
        ]
      : []),
    ...(users.length
      ? [
          '',
          '  Logins, email and password (the "Email" tab):',
          ...users.map((u) => `    ${u.email.padEnd(emailWidth)} ${u.password.padEnd(18)} ${u.who}`),
        ]
      : []),
    ...(outlets.length || users.length ? [] : ['', '  This database holds none of the demo logins: its own users sign in.']),
    rule,
    '',
  ].join('\n');
}

/** A database URL without its password. */
function redactedUrl(databaseUrl: string) {
  const parsed = new URL(databaseUrl);
  if (parsed.password) parsed.password = '****';
  return parsed.toString();
}

main().catch((error) => {
  // A second start on a data folder in use (issue 27): the one line, nothing touched, nothing stopped.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
