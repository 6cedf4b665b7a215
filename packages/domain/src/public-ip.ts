/**
 * The browser's public address, recorded with its error reports (docs/decisions/031-public-ip.md):
 * asked of look-up services, two for IPv4 and two for IPv6 where configured, each asked for at most
 * 5 s and retried 3 times, refetched every 20 minutes and taken as stale after 5. Host's own
 * /api/client-ip is the default service, so the look-up works with no outside service at all.
 */
export const PUBLIC_IP = {
  timeoutMs: 5_000,
  retries: 3,
  refetchMs: 1_200_000,
  staleMs: 300_000,
} as const;

export const PUBLIC_IP_FAILED = 'Could not get the public IP address';

/** The look-up services of each family, as the server's configuration names them (/api/config). */
export interface PublicIpLookups {
  ipv4: string[];
  ipv6: string[];
}

/** Host's own look-up for each family: the default where none is configured. */
export const LOCAL_PUBLIC_IP_LOOKUPS: PublicIpLookups = { ipv4: ['/api/client-ip?family=4'], ipv6: ['/api/client-ip?family=6'] };

/** A comma-separated list of look-up addresses (a setting), or the local one when it names none. */
export function lookupsOf(setting: string | undefined, family: 'ipv4' | 'ipv6'): string[] {
  const named = (setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return named.length ? named : LOCAL_PUBLIC_IP_LOOKUPS[family];
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]{2,39}$/i;

/**
 * The address a look-up answered, of its family, or null: plain text (ipify's, icanhazip's) or JSON
 * naming it as `ip`, `ipv4` or `ipv6` (Host's own).
 */
export function addressIn(body: string, family: 'ipv4' | 'ipv6'): string | null {
  const text = body.trim();
  let candidate = text;
  if (text.startsWith('{')) {
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      const named = json[family] ?? json.ip;
      candidate = typeof named === 'string' ? named.trim() : '';
    } catch {
      return null;
    }
  }
  const ok = family === 'ipv4' ? IPV4.test(candidate) : IPV6.test(candidate) && candidate.includes(':');
  return ok ? candidate : null;
}
