import { PUBLIC_IP_FAILED } from '@host/domain/public-ip';
import { describe, expect, it } from 'vitest';
import { lookUpPublicIp, type FetchText } from './public-ip-lookup';

describe("the browser's public address for its error reports (docs/decisions/031-public-ip.md)", () => {
  /** A fake network: each address answers from its own list, one answer per ask; `hang` never answers. */
  const network = (answers: Record<string, Array<string | 'fail' | 'hang'>>) => {
    const asked: string[] = [];
    const fetchText: FetchText = (url) => {
      asked.push(url);
      const next = answers[url]?.shift() ?? 'fail';
      if (next === 'hang') return new Promise(() => {});
      return next === 'fail' ? Promise.reject(new Error('refused')) : Promise.resolve(next);
    };
    return { fetchText, asked };
  };
  const lookups = { ipv4: ['v4-a', 'v4-b'], ipv6: ['v6-a', 'v6-b'] };
  const fast = { timeoutMs: 20 };

  it('takes the first address each family answers', async () => {
    const { fetchText, asked } = network({ 'v4-a': ['203.0.113.7'], 'v6-a': ['2001:db8::1'] });
    expect(await lookUpPublicIp(lookups, fetchText, fast)).toEqual({ ipv4: '203.0.113.7', ipv6: '2001:db8::1' });
    expect(asked.sort()).toEqual(['v4-a', 'v6-a']);
  });

  it('retries a service 3 times (a time-out counts as a failure), then asks the next', async () => {
    const { fetchText, asked } = network({ 'v4-a': ['fail', 'hang', 'junk', 'fail'], 'v4-b': ['198.51.100.2'] });
    expect(await lookUpPublicIp({ ipv4: lookups.ipv4, ipv6: [] }, fetchText, fast)).toEqual({ ipv4: '198.51.100.2', ipv6: null });
    expect(asked).toEqual(['v4-a', 'v4-a', 'v4-a', 'v4-a', 'v4-b']);
  });

  it("a family no service could tell is null; when none could, 'Could not get the public IP address'", async () => {
    const ipv6Only = network({ 'v6-b': ['2001:db8::2'] });
    expect(await lookUpPublicIp(lookups, ipv6Only.fetchText, fast)).toEqual({ ipv4: null, ipv6: '2001:db8::2' });
    const nothing = network({});
    await expect(lookUpPublicIp(lookups, nothing.fetchText, fast)).rejects.toThrow(PUBLIC_IP_FAILED);
    // Two services of each family, each asked once and retried 3 times.
    expect(nothing.asked).toHaveLength(16);
  });
});
