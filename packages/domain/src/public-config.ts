import { z } from 'zod';

/** What the browser may know of the server's configuration (GET /api/config): addresses and public keys, never secrets. */
export const publicConfigSchema = z.object({
  classicHostUrl: z.string(),
  messagingEnv: z.string(),
  analyticsSourceId: z.string(),
  paymentPublishableKey: z.string(),
  customerDetailsUrl: z.string().nullable(),
  mqttUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
