import PgBoss from 'pg-boss';
import type { AppContext } from '../lib/context';
import { sweepClock } from './clock-sweep';

const CLOCK_QUEUE = 'host-clock';

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
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, schema: 'pgboss' });
  boss.on('error', (error) => ctx.log.warn({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(CLOCK_QUEUE, { name: CLOCK_QUEUE, policy: 'stately', retryLimit: 0, expireInSeconds: 60 });
  await boss.schedule(CLOCK_QUEUE, '* * * * *');
  await boss.work(CLOCK_QUEUE, { pollingIntervalSeconds: Math.max(0.5, tickSeconds / 2) }, async () => {
    try {
      const swept = await sweepClock(ctx);
      const changed = swept.late.length + swept.overstayed.length + swept.cleaned.length;
      if (changed) ctx.log.info({ late: swept.late.length, overstayed: swept.overstayed.length, cleaned: swept.cleaned.length }, 'clock sweep');
    } finally {
      await boss.send(CLOCK_QUEUE, {}, { startAfter: tickSeconds, retryLimit: 0 });
    }
  });
  await boss.send(CLOCK_QUEUE, {}, { retryLimit: 0 });
  return {
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}
