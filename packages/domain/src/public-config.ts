import { z } from 'zod';

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
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
