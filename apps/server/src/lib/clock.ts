import { localDateOf } from '@host/domain/time';

/** The server owns the clock (docs/architecture.md, Time): real time, or HOST_NOW and running on from there. */
export interface Clock {
  now(): Date;
}

export function createClock(hostNow?: string): Clock {
  if (!hostNow) return { now: () => new Date() };
  const offset = new Date(hostNow).getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** An outlet's today by the server's clock, in its brand's time zone (docs/architecture.md, Time). */
export function outletToday(ctx: { clock: Clock }, timezone: string): string {
  return localDateOf(ctx.clock.now(), timezone);
}
