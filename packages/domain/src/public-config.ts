import { z } from 'zod';
import type { PublicIpLookups } from './public-ip';

const publicIpLookupsSchema = z.object({ ipv4: z.array(z.string()), ipv6: z.array(z.string()) }) satisfies z.ZodType<PublicIpLookups>;

/** What the browser may know of the server's configuration (GET /api/config): addresses and public keys, never secrets. */
export const publicConfigSchema = z.object({
  classicHostUrl: z.string(),
  messagingEnv: z.string(),
  analyticsSourceId: z.string(),
  paymentPublishableKey: z.string(),
  customerDetailsUrl: z.string().nullable(),
  mqttUrl: z.string().nullable(),
  /** web push (docs/rules.md section 7): the notification provider's integration key (public, like a publishable key) */
  notificationServiceKey: z.string(),
  /** and the provider's address: Host's own (a path on this server) unless configured elsewhere */
  notificationProviderUrl: z.string(),
  /** where the browser asks its public address for error reports (public-ip.ts): Host's own unless configured */
  publicIpLookups: publicIpLookupsSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * Where /login-from-v3?token= sends the browser (docs/rules.md section 2): the classic host app, with the
 * token it was given (the classic app signs the outlet in with it); the address's own query is kept.
 */
export function classicHostHandOff(classicHostUrl: string, token: string | null | undefined): string {
  if (!token) return classicHostUrl;
  const hashAt = classicHostUrl.indexOf('#');
  const [address, hash] = hashAt < 0 ? [classicHostUrl, ''] : [classicHostUrl.slice(0, hashAt), classicHostUrl.slice(hashAt)];
  return `${address}${address.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}${hash}`;
}
