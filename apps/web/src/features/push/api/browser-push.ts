import {
  SERVICE_WORKER_PATH,
  WEB_PUSH_ENABLED_STORES_KEY,
  WEB_PUSH_LOCALE_KEY,
  parseEnabledStores,
  userAgentInfo,
  type UserAgentInfo,
} from '@host/domain/push';

/*
 * What the browser offers for push (docs/rules.md sections 3, 4): support, the service worker, the
 * subscription, the permission, private mode, and the local storage of enabled outlets.
 */

export const NOT_SUPPORTED_MESSAGE = 'Push notifications are not supported in this browser';
export const NO_ENDPOINT_MESSAGE = 'Failed to subscribe to push notifications, browser did not return an subscription endpoint.';
export const NOTIFICATION_API_UNSUPPORTED = 'Notification API unsupported';

export const isPushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export function registerServiceWorker() {
  return navigator.serviceWorker.register(SERVICE_WORKER_PATH);
}

export async function readyRegistration() {
  await registerServiceWorker();
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function permissionStatus(): string {
  return 'Notification' in window ? Notification.permission : NOTIFICATION_API_UNSUPPORTED;
}

export function isStandalone() {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function deviceInfo(): UserAgentInfo {
  return userAgentInfo(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

const PRIVATE_MODE_FLAG = 'webPushPrivateMode';
export const PRIVATE_MODE_MESSAGE = 'Push notifications are not available in a private window';

/**
 * Private browsing, per browser (docs/rules.md section 4). Firefox has no service workers in a private
 * window; Safari refuses the origin private file system there. Chromium is made undetectable on
 * purpose (the same storage quota as a normal profile), but it refuses to subscribe an incognito
 * profile even with notifications allowed: that refusal is remembered for the tab (markPrivateMode).
 */
export async function detectPrivateMode(browserName: string): Promise<boolean> {
  try {
    if (browserName === 'Firefox') return !('serviceWorker' in navigator);
    if (browserName === 'Safari') {
      try {
        await navigator.storage.getDirectory();
        return false;
      } catch (error) {
        return String((error as Error)?.message).includes('unknown transient reason');
      }
    }
    return sessionStorage.getItem(PRIVATE_MODE_FLAG) === '1';
  } catch {
    return false;
  }
}

/** Chromium's answer to subscribe() in incognito: 'Registration failed - permission denied' though notifications are allowed. */
export function isIncognitoRefusal(error: unknown) {
  return (
    error instanceof DOMException &&
    error.name === 'AbortError' &&
    /permission denied/i.test(error.message) &&
    permissionStatus() === 'granted'
  );
}

export function markPrivateMode() {
  sessionStorage.setItem(PRIVATE_MODE_FLAG, '1');
}

/** The VAPID key as subscribe() wants it: bytes of the base64url text. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export const readEnabledStores = () => parseEnabledStores(localStorage.getItem(WEB_PUSH_ENABLED_STORES_KEY));
export const writeEnabledStores = (stores: string[]) => localStorage.setItem(WEB_PUSH_ENABLED_STORES_KEY, JSON.stringify(stores));

/** webPushLocale: the language pushes are shown in; the service worker keeps a copy (it has no local storage). */
export async function storePushLocale(language: string) {
  localStorage.setItem(WEB_PUSH_LOCALE_KEY, language);
  const registration = await navigator.serviceWorker?.getRegistration();
  registration?.active?.postMessage({ type: WEB_PUSH_LOCALE_KEY, locale: language });
}
