import { describe, expect, it } from 'vitest';
import { createOutletCache } from '../src/lib/outlet-cache';

// The floor's day kept per outlet (decision 037): an answer read before a change never outlives the change's live update.
describe("an outlet's cached reads", () => {
  it('answers from memory until the outlet publishes a change, then reads again', async () => {
    let reads = 0;
    const cache = createOutletCache<number>({ enabled: true, ttlMs: 60_000 });
    const load = async () => ++reads;
    expect(await cache.read('orchard', '2026-04-10', load)).toBe(1);
    expect(await cache.read('orchard', '2026-04-10', load)).toBe(1);
    // Another outlet's change drops nothing here.
    cache.drop('marina');
    expect(await cache.read('orchard', '2026-04-10', load)).toBe(1);
    cache.drop('orchard');
    expect(await cache.read('orchard', '2026-04-10', load)).toBe(2);
  });

  it('does not keep a read that started before a change: the next request reads again', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const cache = createOutletCache<string>({ enabled: true, ttlMs: 60_000 });
    const before = cache.read('orchard', 'day', async () => (await slow, 'before the booking'));
    cache.drop('orchard');
    release();
    expect(await before).toBe('before the booking');
    expect(await cache.read('orchard', 'day', async () => 'after the booking')).toBe('after the booking');
  });

  it('shares one read between requests at once, forgets a failed one, and reads again after its time', async () => {
    let now = 0;
    let reads = 0;
    const cache = createOutletCache<number>({ enabled: true, ttlMs: 1000, now: () => now });
    const load = async () => ++reads;
    expect(await Promise.all([cache.read('o', 'd', load), cache.read('o', 'd', load)])).toEqual([1, 1]);
    await expect(cache.read('o', 'e', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.read('o', 'e', load)).toBe(2);
    now = 1000;
    expect(await cache.read('o', 'd', load)).toBe(3);
  });

  it('reads every time when off (an external broker: other servers publish unheard)', async () => {
    let reads = 0;
    const cache = createOutletCache<number>({ enabled: false, ttlMs: 60_000 });
    await cache.read('o', 'd', async () => ++reads);
    expect(await cache.read('o', 'd', async () => ++reads)).toBe(2);
  });
});
