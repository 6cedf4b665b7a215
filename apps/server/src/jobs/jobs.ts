import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { AppContext } from '../lib/context';
import { sendWeeklySummaries } from '../modules/weekly-summary/service';
import { sweepClock } from './clock-sweep';

const CLOCK_QUEUE = 'host-clock';
/**
 * The Monday summary (issue 31, item 3): every ten minutes one job for all servers (pg-boss's cron
 * makes one per slot), which sends what is due in each brand's zone (modules/weekly-summary). Each
 * summary is claimed by its own unique row, so two runs at once still send it once.
 */
const WEEKLY_SUMMARY_QUEUE = 'host-weekly-summary';
const WEEKLY_SUMMARY_CRON = '*/10 * * * *';
const WEEKLY_SUMMARY_POLL_MS = 30_000;
/** A checkout that waits longer fails, so a lost database cannot hang the queue's loop. */
const CONNECTION_TIMEOUT_MS = 10_000;

export interface Jobs {
  stop(): Promise<void>;
}

/**
 * Timed work in PostgreSQL (pg-boss), shared by every server: the clock sweep runs every
 * `tickSeconds`. The 'stately' queue keeps at most one tick waiting and one running across all
 * servers; each tick queues the next, and a once-a-minute schedule restarts the chain should it
 * ever break (a crash mid-tick, a restart).
 */
export async function startJobs(ctx: AppContext, databaseUrl: string, tickSeconds: number): Promise<Jobs> {
  // pg-boss hands its options to pg.Pool as they are; its types just do not list the pool's.
  const options: PgBoss.ConstructorOptions & { connectionTimeoutMillis: number } = {
    connectionString: databaseUrl,
    max: 2,
    schema: 'pgboss',
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  };
  const boss = new PgBoss(options);
  // pg-boss's own timers (maintenance, cron, monitoring) report a lost database here and carry on.
  boss.on('error', (error) => ctx.log.warn({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(CLOCK_QUEUE, { name: CLOCK_QUEUE, policy: 'stately', retryLimit: 0, expireInSeconds: 60 });
  await boss.schedule(CLOCK_QUEUE, '* * * * *');
  await boss.send(CLOCK_QUEUE, {}, { retryLimit: 0 });
  await boss.createQueue(WEEKLY_SUMMARY_QUEUE, {
    name: WEEKLY_SUMMARY_QUEUE,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 15 * 60,
  });
  await boss.schedule(WEEKLY_SUMMARY_QUEUE, WEEKLY_SUMMARY_CRON);
  const worker = clockWorker(ctx, boss, tickSeconds);
  const summaries = weeklySummaryWorker(ctx, boss);
  return {
    stop: async () => {
      await worker.stop();
      await summaries.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}

/**
 * Fetches and completes the clock's jobs itself rather than through `boss.work`: pg-boss 10's
 * worker completes a job without awaiting it, so a database lost mid-tick would be an unhandled
 * rejection, which ends the process. Here every step is awaited and caught, and what the database
 * did not record (the job's completion, the next tick) is owed and paid once it answers again.
 */
function clockWorker(ctx: AppContext, boss: PgBoss, tickSeconds: number) {
  const pollMs = Math.max(0.5, tickSeconds / 2) * 1000;
  const stopping = new AbortController();
  let uncompleted: string | undefined;
  let nextTickOwed = false;
  let reachable = true;

  const settleDebts = async () => {
    if (uncompleted) await boss.complete(CLOCK_QUEUE, uncompleted);
    uncompleted = undefined;
    if (nextTickOwed) await boss.send(CLOCK_QUEUE, {}, { startAfter: tickSeconds, retryLimit: 0 });
    nextTickOwed = false;
  };

  const runOneTick = async () => {
    await settleDebts();
    const [job] = await boss.fetch(CLOCK_QUEUE);
    if (!job) return;
    uncompleted = job.id;
    nextTickOwed = true;
    await sweep(ctx);
    await settleDebts();
  };

  // A failure is always a debt left unpaid (pg-boss's fetch answers "no job" on errors), and a
  // success after it means the debt reached the database: one line each way, not one per poll.
  const noteReachable = (nowReachable: boolean, error?: unknown) => {
    if (nowReachable === reachable) return;
    reachable = nowReachable;
    if (reachable) ctx.log.info('the job queue reaches the database again');
    else ctx.log.warn({ err: error }, 'the job queue cannot record the clock tick; it keeps trying');
  };

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      try {
        await runOneTick();
        noteReachable(true);
      } catch (error) {
        noteReachable(false, error);
      }
      await sleep(pollMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  })();

  return {
    stop: async () => {
      stopping.abort();
      await loop;
    },
  };
}

/**
 * Takes the weekly summary's jobs, as the clock's (fetched and completed here, every step awaited): a
 * failed run is logged, and the next run ten minutes on tries what is still unsent.
 */
function weeklySummaryWorker(ctx: AppContext, boss: PgBoss) {
  const stopping = new AbortController();
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      try {
        const [job] = await boss.fetch(WEEKLY_SUMMARY_QUEUE);
        if (job) {
          await sendWeeklySummaries(ctx, ctx.clock.now()).catch((error: unknown) =>
            ctx.log.warn({ err: error }, 'weekly summaries not sent this run'),
          );
          await boss.complete(WEEKLY_SUMMARY_QUEUE, job.id);
        }
      } catch (error) {
        ctx.log.warn({ err: error }, 'the job queue cannot take the weekly summary; it tries again');
      }
      await sleep(WEEKLY_SUMMARY_POLL_MS, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  })();
  return {
    stop: async () => {
      stopping.abort();
      await loop;
    },
  };
}

/** One clock sweep; a failed one is logged and the next tick tries again (each step is idempotent). */
async function sweep(ctx: AppContext) {
  try {
    const swept = await sweepClock(ctx);
    const changed = swept.late.length + swept.overstayed.length + swept.cleaned.length;
    if (changed)
      ctx.log.info({ late: swept.late.length, overstayed: swept.overstayed.length, cleaned: swept.cleaned.length }, 'clock sweep');
  } catch (error) {
    ctx.log.warn({ err: error }, 'clock sweep failed');
  }
}
