import { z } from 'zod';

/*
 * Web push for staff (docs/rules.md sections 3, 4, 5, 7, 8, 9): the provider's contract, the subscription
 * info a browser shows, and the subscribe / unsubscribe status machine. Pure: the browser and the
 * server pass in what they read (user agent, tokens, endpoints).
 */

/** The provider's headers (docs/rules.md section 7): the integration key, and who the user is. */
export const PUSH_HEADERS = {
  integrationKey: 'x-integration-key',
  userExternalId: 'x-user-external-id',
  userEmail: 'x-user-email',
} as const;

/** What a subscribed host stand hears of (the topics of docs/rules.md section 3's subscription info). */
export const PUSH_TOPICS = ['newOnlineBooking', 'cancellation', 'guestConfirmation'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** The channel name every provider body is wrapped under (docs/rules.md section 7). */
export const WEB_PUSH_CHANNEL = 'web_push';
/** Where the app registers its service worker (docs/rules.md sections 7 and 9). */
export const SERVICE_WORKER_PATH = '/service-worker.min.js';
/** Local storage keys (docs/rules.md section 3). */
export const WEB_PUSH_ENABLED_STORES_KEY = 'webPushEnabledStores';
export const WEB_PUSH_LOCALE_KEY = 'webPushLocale';

export const installationStartSchema = z.object({ public_key: z.string(), auth_token: z.string() });
export type InstallationStart = z.infer<typeof installationStartSchema>;

/** A browser's PushSubscription as `toJSON()` gives it. */
export const browserSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type BrowserSubscription = z.infer<typeof browserSubscriptionSchema>;
export const pushTokenInputSchema = z.object({ [WEB_PUSH_CHANNEL]: browserSubscriptionSchema });

export const pushTokenSchema = z.object({
  id: z.string(),
  endpoint: z.string(),
  discarded_at: z.string().nullable(),
  created_at: z.string(),
});
export type PushToken = z.infer<typeof pushTokenSchema>;

/** POST /outlets/trigger-notification (docs/rules.md section 7): {email} for a user, else {externalId}. */
export const triggerNotificationInputSchema = z.union([
  z.object({ email: z.email().max(320) }).strict(),
  z.object({ externalId: z.string().min(1).max(200) }).strict(),
]);
export type TriggerNotificationInput = z.infer<typeof triggerNotificationInputSchema>;

export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().optional(),
  tag: z.string().optional(),
  /** a key of the push namespace the service worker shows in webPushLocale; title and body are its English */
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

export const triggerNotificationResultSchema = z.object({
  /** pushes the push services took */
  sent: z.number().int(),
  /** subscriptions the push service says are gone (404, 410): discarded */
  discarded: z.number().int(),
  /** pushes that did not go out this time (push service unreachable or refusing) */
  failed: z.number().int(),
  /** the notification as it was sent */
  message: pushMessageSchema,
});
export type TriggerNotificationResult = z.infer<typeof triggerNotificationResultSchema>;

/** docs/rules.md section 9: the application server key is given without its '=' padding. */
export function stripKeyPadding(key: string): string {
  return key.replace(/=+$/, '');
}

/** The user a push belongs to (docs/rules.md section 6: push needs an outlet external id or an email). */
export function pushUserOf(session: {
  userEmail?: string | null;
  omsOutletId?: string | null;
}): { email: string } | { externalId: string } | null {
  if (session.userEmail) return { email: session.userEmail };
  if (session.omsOutletId) return { externalId: session.omsOutletId };
  return null;
}

export type SubscriptionState = 'pending' | 'subscribed' | 'unsubscribed';

/**
 * docs/rules.md section 4: subscribed only if the browser's endpoint matches a provider token not
 * discarded; pending while the provider's tokens are not known yet.
 */
export function subscriptionStateOf(
  browserEndpoint: string | null | undefined,
  tokens: ReadonlyArray<Pick<PushToken, 'endpoint' | 'discarded_at'>> | undefined,
): SubscriptionState {
  if (tokens === undefined) return 'pending';
  if (!browserEndpoint) return 'unsubscribed';
  return tokens.some((t) => t.endpoint === browserEndpoint && !t.discarded_at) ? 'subscribed' : 'unsubscribed';
}

/** The provider token of this browser, to delete on unsubscribe. */
export function tokenOfEndpoint<T extends Pick<PushToken, 'endpoint' | 'discarded_at'>>(
  tokens: readonly T[],
  endpoint: string | null | undefined,
): T | undefined {
  return endpoint ? tokens.find((t) => t.endpoint === endpoint && !t.discarded_at) : undefined;
}

export type DeviceType = 'desktop' | 'mobile' | 'tablet';
export interface UserAgentInfo {
  browserName: string;
  osName: string;
  osVersion: string;
  deviceType: DeviceType;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdgA?\/|\bEdg\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bHeadlessChrome\//, 'Chrome Headless'],
  [/\bChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Browser, OS and device from a user agent string (docs/rules.md section 3's subscription info). */
export function userAgentInfo(userAgent: string, maxTouchPoints = 0): UserAgentInfo {
  const browserName = BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? 'Unknown';
  const { osName, osVersion } = osOf(userAgent, maxTouchPoints);
  return { browserName, osName, osVersion, deviceType: deviceOf(userAgent, osName, maxTouchPoints) };
}

function osOf(ua: string, maxTouchPoints: number): { osName: string; osVersion: string } {
  let m: RegExpMatchArray | null;
  if ((m = ua.match(/\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)[_.](\d+)(?:[_.](\d+))?/)))
    return { osName: 'iOS', osVersion: [m[1], m[2], m[3]].filter(Boolean).join('.') };
  // iPadOS asks for the desktop site: a Mac that can be touched is an iPad.
  if ((m = ua.match(/Mac OS X (\d+)[_.](\d+)(?:[_.](\d+))?/)))
    return { osName: maxTouchPoints > 1 ? 'iOS' : 'macOS', osVersion: [m[1], m[2], m[3]].filter(Boolean).join('.') };
  if ((m = ua.match(/Android (\d+(?:\.\d+)*)/))) return { osName: 'Android', osVersion: m[1]! };
  if ((m = ua.match(/Windows NT (\d+\.\d+)/))) return { osName: 'Windows', osVersion: WINDOWS_VERSIONS[m[1]!] ?? m[1]! };
  if (/CrOS/.test(ua)) return { osName: 'ChromeOS', osVersion: ua.match(/CrOS \S+ ([\d.]+)/)?.[1] ?? '' };
  if (/Linux/.test(ua)) return { osName: 'Linux', osVersion: '' };
  return { osName: 'Unknown', osVersion: '' };
}

const WINDOWS_VERSIONS: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };

function deviceOf(ua: string, osName: string, maxTouchPoints: number): DeviceType {
  if (/\biPad\b|\bTablet\b/.test(ua) || (osName === 'iOS' && /Macintosh/.test(ua) && maxTouchPoints > 1)) return 'tablet';
  if (/Android/.test(ua) && !/Mobile/.test(ua)) return 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b/.test(ua)) return 'mobile';
  return 'desktop';
}

/** docs/rules.md section 4: the subscribe / unsubscribe action's status. */
export type PushActionStatus = { status: 'idle' } | { status: 'busy' } | { status: 'success' } | { status: 'error'; message: string };
export type PushActionEvent = { type: 'start' } | { type: 'subscribed' } | { type: 'unsubscribed' } | { type: 'failed'; message: string };

export const PUSH_IDLE: PushActionStatus = { status: 'idle' };

/**
 * Subscribe: busy, then success (or error with the message). Unsubscribe: busy, then idle (its token
 * deletion errors are swallowed, docs/rules.md section 8). A second start while busy is ignored: one action
 * at a time.
 */
export function nextPushStatus(state: PushActionStatus, event: PushActionEvent): PushActionStatus {
  if (event.type === 'start') return state.status === 'busy' ? state : { status: 'busy' };
  if (state.status !== 'busy') return state;
  if (event.type === 'subscribed') return { status: 'success' };
  if (event.type === 'unsubscribed') return PUSH_IDLE;
  return { status: 'error', message: event.message };
}

/** The outlet ids kept under webPushEnabledStores, read leniently (anything else is none). */
export function parseEnabledStores(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const withStore = (stores: readonly string[], outletId: string) => (stores.includes(outletId) ? [...stores] : [...stores, outletId]);
export const withoutStore = (stores: readonly string[], outletId: string) => stores.filter((s) => s !== outletId);

/** docs/rules.md section 8: a provider answer above 299 is refused with this message. */
export const providerFailureMessage = (status: number, statusText: string) => `request failed with ${status} - ${statusText}`;
