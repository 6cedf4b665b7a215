// @vitest-environment happy-dom
import { PUBLIC_IP } from '@host/domain/public-ip';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicIp } from './report-error';

/*
 * How often the error reports' public address is asked (issue 33, item 11; docs/decisions/031-public-ip.md): kept for
 * 5 minutes, asked again every 20 and when the connection comes back. The look-ups are Host's own (/api/client-ip), as
 * /api/config names them by default; fetch answers as the server would.
 */
const asked: string[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.startsWith('/api/config')) return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      return new Response(url.includes('family=6') ? '2001:db8::7' : '203.0.113.7', { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const lookUps = () => asked.filter((url) => url.includes('/api/client-ip')).length;

describe("the error reports' public address", () => {
  it('is looked up once, kept while fresh, asked again every 20 minutes and when the connection comes back', async () => {
    expect(await publicIp()).toEqual({ ipv4: '203.0.113.7', ipv6: '2001:db8::7' });
    const first = lookUps();
    expect(first).toBeGreaterThan(0);

    // Within 5 minutes a report reuses the address.
    await vi.advanceTimersByTimeAsync(PUBLIC_IP.staleMs - 1000);
    await publicIp();
    expect(lookUps()).toBe(first);

    // At 20 minutes it is asked again by itself, without a report.
    await vi.advanceTimersByTimeAsync(PUBLIC_IP.refetchMs - PUBLIC_IP.staleMs + 1000);
    expect(lookUps()).toBe(2 * first);

    // The connection comes back: asked at once.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(lookUps()).toBe(3 * first);
  });
});
