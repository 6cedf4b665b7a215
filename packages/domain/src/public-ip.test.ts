import { describe, expect, it } from 'vitest';
import { LOCAL_PUBLIC_IP_LOOKUPS, addressIn, lookupsOf } from './public-ip';

describe("reading a look-up service's answer", () => {
  it.each<[string, 'ipv4' | 'ipv6', string | null]>([
    ['203.0.113.7\n', 'ipv4', '203.0.113.7'],
    ['{"ip":"203.0.113.7"}', 'ipv4', '203.0.113.7'],
    ['{"ipv4":"203.0.113.7","ipv6":null}', 'ipv4', '203.0.113.7'],
    ['{"ipv4":null,"ipv6":"2001:db8::1"}', 'ipv6', '2001:db8::1'],
    ['2001:db8::1', 'ipv6', '2001:db8::1'],
    ['2001:db8::1', 'ipv4', null],
    ['203.0.113.7', 'ipv6', null],
    ['999.0.0.1', 'ipv4', null],
    ['<html>rate limited</html>', 'ipv4', null],
    ['{broken', 'ipv4', null],
  ])('%j as %s: %s', (body, family, address) => {
    expect(addressIn(body, family)).toBe(address);
  });
});

describe('the look-up services (docs/decisions/031-public-ip.md)', () => {
  it('are configured, comma-separated, else Host’s own', () => {
    expect(lookupsOf('https://api.ipify.org, https://ipv4.icanhazip.com', 'ipv4')).toEqual([
      'https://api.ipify.org',
      'https://ipv4.icanhazip.com',
    ]);
    expect(lookupsOf(undefined, 'ipv6')).toEqual(LOCAL_PUBLIC_IP_LOOKUPS.ipv6);
    expect(lookupsOf(' , ', 'ipv4')).toEqual(LOCAL_PUBLIC_IP_LOOKUPS.ipv4);
  });
});
