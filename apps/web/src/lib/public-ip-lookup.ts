import { PUBLIC_IP, PUBLIC_IP_FAILED, addressIn, type PublicIpLookups } from '@host/domain/public-ip';

/** Asks for a body, giving up after `timeoutMs` (the caller's fetch honours the signal). */
export type FetchText = (url: string, signal: AbortSignal) => Promise<string>;

async function askOnce(fetchText: FetchText, url: string, family: 'ipv4' | 'ipv6', timeoutMs: number): Promise<string | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timeout of ${timeoutMs}ms exceeded`));
    }, timeoutMs);
  });
  try {
    return addressIn(await Promise.race([fetchText(url, controller.signal), timeout]), family);
  } finally {
    clearTimeout(timer);
  }
}

/** One family's address: each service in turn, each asked once and retried `retries` times, the first address found. */
async function familyAddress(
  fetchText: FetchText,
  urls: readonly string[],
  family: 'ipv4' | 'ipv6',
  options: { timeoutMs: number; retries: number },
): Promise<string | null> {
  for (const url of urls) {
    for (let attempt = 0; attempt <= options.retries; attempt++) {
      const found = await askOnce(fetchText, url, family, options.timeoutMs).catch(() => null);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The browser's public IPv4 and IPv6 addresses by the look-ups given; a family no service could
 * tell is null. When no service of either family answered, it fails with 'Could not get the public
 * IP address' (the caller logs it as a warning).
 */
export async function lookUpPublicIp(
  lookups: PublicIpLookups,
  fetchText: FetchText,
  options: { timeoutMs?: number; retries?: number } = {},
): Promise<{ ipv4: string | null; ipv6: string | null }> {
  const settings = { timeoutMs: options.timeoutMs ?? PUBLIC_IP.timeoutMs, retries: options.retries ?? PUBLIC_IP.retries };
  const [ipv4, ipv6] = await Promise.all([
    familyAddress(fetchText, lookups.ipv4, 'ipv4', settings),
    familyAddress(fetchText, lookups.ipv6, 'ipv6', settings),
  ]);
  if (!ipv4 && !ipv6) throw new Error(PUBLIC_IP_FAILED);
  return { ipv4, ipv6 };
}
