import type { PublicConfig } from '@host/domain/public-config';
import {
  PUSH_HEADERS,
  WEB_PUSH_CHANNEL,
  installationStartSchema,
  providerFailureMessage,
  pushTokenSchema,
  type BrowserSubscription,
  type InstallationStart,
  type PushToken,
} from '@host/domain/push';
import { z } from 'zod';

/** Who the provider is asked about (docs/rules.md sections 6, 7): a user by email, else the outlet by its external id. */
export type PushUser = { email: string } | { externalId: string };

export interface ProviderClient {
  start(hostToken: string): Promise<InstallationStart>;
  listTokens(authToken: string): Promise<PushToken[]>;
  createToken(authToken: string, subscription: BrowserSubscription): Promise<PushToken>;
  deleteToken(authToken: string, id: string): Promise<void>;
}

/**
 * The notification provider's client (docs/rules.md section 7): the integration key and the user in
 * headers, bodies wrapped under 'web_push'. It is another service's API (Host's own by default, or
 * NOTIFICATION_PROVIDER_URL), so it keeps the provider's error contract of docs/rules.md section 8: any
 * answer above 299 is 'request failed with {status} - {statusText}', and a 204 answers nothing.
 */
export function providerClient(
  config: Pick<PublicConfig, 'notificationProviderUrl' | 'notificationServiceKey'>,
  user: PushUser,
): ProviderClient {
  const base = config.notificationProviderUrl.replace(/\/$/, '');
  async function call<T>(
    method: string,
    path: string,
    { bearer, schema, body }: { bearer: string; schema: z.ZodType<T> | null; body?: unknown },
  ): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${bearer}`,
      [PUSH_HEADERS.integrationKey]: config.notificationServiceKey,
      ...('email' in user ? { [PUSH_HEADERS.userEmail]: user.email } : { [PUSH_HEADERS.userExternalId]: user.externalId }),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status > 299) throw new Error(providerFailureMessage(response.status, response.statusText));
    if (response.status === 204 || !schema) return undefined as T;
    return schema.parse(await response.json());
  }
  return {
    start: (hostToken) =>
      call('POST', `/integrations/${WEB_PUSH_CHANNEL}/installations/start`, { bearer: hostToken, schema: installationStartSchema }),
    listTokens: (authToken) => call('GET', `/channels/${WEB_PUSH_CHANNEL}/tokens`, { bearer: authToken, schema: z.array(pushTokenSchema) }),
    createToken: (authToken, subscription) =>
      call('POST', `/channels/${WEB_PUSH_CHANNEL}/tokens`, {
        bearer: authToken,
        schema: pushTokenSchema,
        body: { [WEB_PUSH_CHANNEL]: subscription },
      }),
    deleteToken: (authToken, id) =>
      call<void>('DELETE', `/channels/${WEB_PUSH_CHANNEL}/tokens/${encodeURIComponent(id)}`, { bearer: authToken, schema: null }),
  };
}
