import { lookup } from 'node:dns/promises';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { DomainError } from '@host/domain/errors';
import ipaddr from 'ipaddr.js';

/**
 * Addresses Host calls that come from input (a browser's push subscription) reach only the public
 * internet (issue 27: server-side request forgery). An operator's own settings (SMTP relay, Twilio,
 * the notification provider) are not input and are not checked (docs/decisions/023-outbound-addresses.md).
 *
 * Public means ipaddr.js's 'unicast' range: not loopback, private, link-local (169.254.0.0/16, the
 * cloud's metadata), carrier-grade NAT, unique-local, multicast, reserved, nor an IPv6 form that
 * embeds an IPv4 address another way (6to4, Teredo, NAT64). An IPv4-mapped IPv6 address
 * (::ffff:a9fe:a9fe) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** A host name as the allow-list compares it: lower case, IPv6 without brackets. */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/** The names an operator allows to be private or loopback (PUSH_ALLOWED_HOSTS): a provider on their network, tests. */
export type AllowedHosts = ReadonlySet<string>;
export const allowedHostsOf = (setting: string | undefined): AllowedHosts =>
  new Set(
    (setting ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[(.*)\]$/, '$1'),
      )
      .filter(Boolean),
  );

const refused = () => new DomainError('BUSINESS_RULE', 'pushEndpointRefused');

/**
 * An https:// address whose host is allowed, or is (or resolves only to) public addresses; else 422
 * pushEndpointRefused. A name that does not resolve is refused too: what it would reach is unknown.
 */
export async function assertPublicEndpoint(endpoint: string, allowed: AllowedHosts): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refused();
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw refused();
  const host = hostOf(url);
  if (allowed.has(host)) return;
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw refused();
    return;
  }
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (!addresses.length || !addresses.every((a) => isPublicAddress(a.address))) throw refused();
}

/**
 * An https agent whose connections reach public addresses only (or an allowed host): the name is
 * resolved again as the connection is made, so a name that changed its address after it was checked
 * (DNS rebinding) still cannot lead a push into the private network.
 */
export function publicOnlyAgent(allowed: AllowedHosts): https.Agent {
  const publicLookup: LookupFunction = (hostname, options, callback) => {
    lookup(hostname, { all: true, verbatim: true })
      .then((addresses) => {
        const permitted =
          allowed.has(hostname.toLowerCase()) || (addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address)));
        if (!permitted) {
          callback(Object.assign(new Error(`${hostname} does not resolve to public addresses`), { code: 'EPRIVATEADDRESS' }), '', 4);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 4));
  };
  // The global agent's trusted roots (NODE_EXTRA_CA_CERTS or a test's own CA) stay trusted.
  return new https.Agent({ ca: https.globalAgent.options.ca, lookup: publicLookup });
}
