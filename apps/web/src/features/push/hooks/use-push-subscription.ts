import {
  PUSH_IDLE,
  PUSH_TOPICS,
  nextPushStatus,
  pushUserOf,
  stripKeyPadding,
  subscriptionStateOf,
  tokenOfEndpoint,
  withStore,
  withoutStore,
  type PushTopic,
  type SubscriptionState,
} from '@host/domain/push';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useSession } from '../../../state/session';
import { usePublicConfig } from '../../../lib/public-config';
import { useLocale } from '../../../i18n/locale';
import { providerClient, type PushUser } from '../api/provider';
import {
  NOT_SUPPORTED_MESSAGE,
  NO_ENDPOINT_MESSAGE,
  PRIVATE_MODE_MESSAGE,
  applicationServerKeyOf,
  currentSubscription,
  detectPrivateMode,
  deviceInfo,
  isPushSupported,
  isIncognitoRefusal,
  isStandalone,
  markPrivateMode,
  permissionStatus,
  readEnabledStores,
  readyRegistration,
  registerServiceWorker,
  storePushLocale,
  writeEnabledStores,
} from '../api/browser-push';

/** docs/rules.md section 3's push subscription info, as this browser and the provider see it now. */
export interface PushSubscriptionInfo {
  standalone: boolean;
  browserName: string;
  osName: string;
  deviceType: string;
  osVersion: string;
  isPrivate: boolean;
  notificationApiPermissionStatus: string;
  subscriptionState: SubscriptionState;
  topics: readonly PushTopic[];
}

/** The provider's auth token lasts 12 hours; ask again well before. */
const INSTALLATION_STALE_MS = 60 * 60 * 1000;

/**
 * The subscribe / unsubscribe state machine of docs/rules.md section 4 for the session's outlet: the
 * status (idle, busy, success, error), the subscription info, and the two actions.
 */
export function usePushSubscription() {
  const session = useSession().data;
  const config = usePublicConfig().data;
  const { language } = useLocale();
  const client = useQueryClient();
  const [status, dispatch] = useReducer(nextPushStatus, PUSH_IDLE);
  const supported = isPushSupported();
  const outletId = session?.outlet?.id ?? null;
  const hostToken = session?.hostV2AuthToken ?? null;
  const user: PushUser | null = pushUserOf({ userEmail: session?.userInfo?.email, omsOutletId: session?.outlet?.omsOutletId });
  const userKey = user ? ('email' in user ? user.email : user.externalId) : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const provider = useMemo(() => (config && user ? providerClient(config, user) : null), [config, userKey]);
  const enabled = supported && Boolean(provider && outletId && hostToken);

  useEffect(() => {
    if (supported) void registerServiceWorker().catch(() => undefined);
  }, [supported]);

  const browser = useQuery({
    queryKey: ['push', 'browser'],
    queryFn: async () => {
      const ua = deviceInfo();
      const subscription = await currentSubscription();
      return {
        ...ua,
        standalone: isStandalone(),
        isPrivate: await detectPrivateMode(ua.browserName),
        permission: permissionStatus(),
        endpoint: subscription?.endpoint ?? null,
      };
    },
    staleTime: 0,
  });
  const installation = useQuery({
    queryKey: ['push', 'installation', outletId, userKey],
    queryFn: () => provider!.start(hostToken!),
    enabled,
    staleTime: INSTALLATION_STALE_MS,
    retry: false,
  });
  const authToken = installation.data?.auth_token;
  const tokens = useQuery({
    queryKey: ['push', 'tokens', outletId, userKey],
    queryFn: () => provider!.listTokens(authToken!),
    enabled: enabled && Boolean(authToken),
    retry: false,
  });

  const refresh = useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['push', 'browser'] }),
      client.invalidateQueries({ queryKey: ['push', 'tokens', outletId, userKey] }),
    ]);
  }, [client, outletId, userKey]);

  const subscribe = useCallback(async () => {
    dispatch({ type: 'start' });
    try {
      if (!isPushSupported()) throw new Error(NOT_SUPPORTED_MESSAGE);
      if (!provider || !outletId || !hostToken) throw new Error(NOT_SUPPORTED_MESSAGE);
      const started = await client.fetchQuery({
        queryKey: ['push', 'installation', outletId, userKey],
        queryFn: () => provider.start(hostToken),
        staleTime: INSTALLATION_STALE_MS,
      });
      const registration = await readyRegistration();
      const applicationServerKey = applicationServerKeyOf(stripKeyPadding(started.public_key));
      // A subscription made with another key (the provider's keys changed) cannot be reused.
      const existing = await registration.pushManager.getSubscription();
      if (existing && !sameKey(existing.options.applicationServerKey, applicationServerKey)) await existing.unsubscribe();
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      const json = subscription.toJSON();
      if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error(NO_ENDPOINT_MESSAGE);
      await provider.createToken(started.auth_token, { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } });
      writeEnabledStores(withStore(readEnabledStores(), outletId));
      await storePushLocale(language);
      await refresh();
      dispatch({ type: 'subscribed' });
    } catch (error) {
      const isPrivate = isIncognitoRefusal(error);
      if (isPrivate) markPrivateMode();
      await refresh();
      dispatch({ type: 'failed', message: isPrivate ? PRIVATE_MODE_MESSAGE : error instanceof Error ? error.message : String(error) });
    }
  }, [client, provider, outletId, hostToken, userKey, language, refresh]);

  const unsubscribe = useCallback(async () => {
    dispatch({ type: 'start' });
    const subscription = await currentSubscription().catch(() => null);
    try {
      const token = tokenOfEndpoint(tokens.data ?? [], subscription?.endpoint);
      if (token && provider && authToken) await provider.deleteToken(authToken, token.id);
    } catch {
      // docs/rules.md section 8: a token deletion that fails on unsubscribe is swallowed.
    }
    const remaining = outletId ? withoutStore(readEnabledStores(), outletId) : readEnabledStores();
    // The browser's one subscription also serves the other outlets still turned on here.
    if (remaining.length === 0) await subscription?.unsubscribe().catch(() => false);
    writeEnabledStores(remaining);
    await refresh();
    dispatch({ type: 'unsubscribed' });
  }, [tokens.data, provider, authToken, outletId, refresh]);

  const info: PushSubscriptionInfo | undefined = browser.data && {
    standalone: browser.data.standalone,
    browserName: browser.data.browserName,
    osName: browser.data.osName,
    deviceType: browser.data.deviceType,
    osVersion: browser.data.osVersion,
    isPrivate: browser.data.isPrivate,
    notificationApiPermissionStatus: browser.data.permission,
    subscriptionState: subscriptionStateOf(browser.data.endpoint, tokens.data),
    topics: PUSH_TOPICS,
  };
  const providerError = (installation.error ?? tokens.error) as Error | null;
  return { supported, canPush: Boolean(user), status, info, providerError, subscribe, unsubscribe, user };
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array) {
  if (!a) return false;
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((v, i) => v === b[i]);
}
