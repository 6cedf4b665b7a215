import { describe, expect, it } from 'vitest';
import {
  nextPushStatus,
  parseEnabledStores,
  providerFailureMessage,
  pushUserOf,
  stripKeyPadding,
  subscriptionStateOf,
  tokenOfEndpoint,
  triggerNotificationInputSchema,
  userAgentInfo,
  withStore,
  withoutStore,
  type PushActionEvent,
  type PushActionStatus,
} from './push';

const UA = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Version/17.4 Mobile/15E148 Safari/604.1',
  ipadOld: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('browser, OS and device from the user agent (docs/rules.md section 3)', () => {
  it.each([
    ['Chrome on Linux', UA.chromeLinux, 0, { browserName: 'Chrome', osName: 'Linux', osVersion: '', deviceType: 'desktop' }],
    ['headless Chromium', UA.headless, 0, { browserName: 'Chrome Headless', osName: 'Linux', osVersion: '', deviceType: 'desktop' }],
    ['Edge on Windows 10', UA.edgeWindows, 0, { browserName: 'Edge', osName: 'Windows', osVersion: '10', deviceType: 'desktop' }],
    ['Safari on a Mac', UA.safariMac, 0, { browserName: 'Safari', osName: 'macOS', osVersion: '10.15.7', deviceType: 'desktop' }],
    [
      'Safari on an iPad asking for the desktop site',
      UA.safariMac,
      5,
      { browserName: 'Safari', osName: 'iOS', osVersion: '10.15.7', deviceType: 'tablet' },
    ],
    ['Safari on an iPhone', UA.iphone, 5, { browserName: 'Safari', osName: 'iOS', osVersion: '17.4.1', deviceType: 'mobile' }],
    ['Safari on an old iPad', UA.ipadOld, 5, { browserName: 'Safari', osName: 'iOS', osVersion: '16.6', deviceType: 'tablet' }],
    ['Chrome on an Android phone', UA.androidPhone, 5, { browserName: 'Chrome', osName: 'Android', osVersion: '14', deviceType: 'mobile' }],
    [
      'Chrome on an Android tablet',
      UA.androidTablet,
      5,
      { browserName: 'Chrome', osName: 'Android', osVersion: '13', deviceType: 'tablet' },
    ],
    ['Samsung Internet', UA.samsung, 5, { browserName: 'Samsung Internet', osName: 'Android', osVersion: '14', deviceType: 'mobile' }],
    ['Firefox on Windows 7', UA.firefoxWindows, 0, { browserName: 'Firefox', osName: 'Windows', osVersion: '7', deviceType: 'desktop' }],
    ['Firefox on iOS', UA.firefoxIos, 5, { browserName: 'Firefox', osName: 'iOS', osVersion: '17.4', deviceType: 'mobile' }],
    ['Chrome on iOS', UA.chromeIos, 5, { browserName: 'Chrome', osName: 'iOS', osVersion: '17.4', deviceType: 'mobile' }],
    ['Opera', UA.opera, 0, { browserName: 'Opera', osName: 'Windows', osVersion: '10', deviceType: 'desktop' }],
    ['a Chromebook', UA.chromebook, 0, { browserName: 'Chrome', osName: 'ChromeOS', osVersion: '14541.0.0', deviceType: 'desktop' }],
    ['nothing known', 'curl/8.0', 0, { browserName: 'Unknown', osName: 'Unknown', osVersion: '', deviceType: 'desktop' }],
  ])('%s', (_name, ua, touch, expected) => {
    expect(userAgentInfo(ua, touch)).toEqual(expected);
  });
});

describe('subscriptionState: subscribed only if the endpoint matches a token not discarded (docs/rules.md section 4)', () => {
  const E = 'https://push.example/abc';
  const live = { endpoint: E, discarded_at: null };
  const discarded = { endpoint: E, discarded_at: '2026-03-31T11:00:00.000Z' };
  const other = { endpoint: 'https://push.example/other', discarded_at: null };
  it.each([
    ['tokens not loaded yet', E, undefined, 'pending'],
    ['a live token of this endpoint', E, [other, live], 'subscribed'],
    ['only a discarded token of this endpoint', E, [discarded], 'unsubscribed'],
    ['a discarded and a live one', E, [discarded, live], 'subscribed'],
    ["another browser's token only", E, [other], 'unsubscribed'],
    ['no tokens', E, [], 'unsubscribed'],
    ['the browser has no subscription', null, [live], 'unsubscribed'],
    ['the browser has no subscription, tokens loading', undefined, undefined, 'pending'],
  ] as const)('%s', (_name, endpoint, tokens, expected) => {
    expect(subscriptionStateOf(endpoint, tokens)).toBe(expected);
  });

  it('finds the live token of the endpoint to delete, never a discarded one', () => {
    const a = { id: 'a', ...discarded };
    const b = { id: 'b', ...live };
    expect(tokenOfEndpoint([a, b], E)?.id).toBe('b');
    expect(tokenOfEndpoint([a], E)).toBeUndefined();
    expect(tokenOfEndpoint([b], null)).toBeUndefined();
  });
});

describe('the subscribe / unsubscribe status (docs/rules.md section 4)', () => {
  const idle: PushActionStatus = { status: 'idle' };
  const busy: PushActionStatus = { status: 'busy' };
  const success: PushActionStatus = { status: 'success' };
  const error: PushActionStatus = { status: 'error', message: 'earlier' };
  it.each<[string, PushActionStatus, PushActionEvent, PushActionStatus]>([
    ['idle, start: busy', idle, { type: 'start' }, busy],
    ['success, start again: busy', success, { type: 'start' }, busy],
    ['error, try again: busy', error, { type: 'start' }, busy],
    ['busy, start again: ignored', busy, { type: 'start' }, busy],
    ['busy, subscribed: success', busy, { type: 'subscribed' }, success],
    ['busy, unsubscribed: idle', busy, { type: 'unsubscribed' }, idle],
    [
      'busy, failed: error with the message',
      busy,
      { type: 'failed', message: 'Push notifications are not supported in this browser' },
      { status: 'error', message: 'Push notifications are not supported in this browser' },
    ],
    ['idle, a late subscribed: ignored', idle, { type: 'subscribed' }, idle],
    ['success, a late failure: ignored', success, { type: 'failed', message: 'x' }, success],
  ])('%s', (_name, from, event, to) => {
    expect(nextPushStatus(from, event)).toEqual(to);
  });
});

describe('small rules', () => {
  it.each([
    [
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM=',
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    ],
    ['abc==', 'abc'],
    ['abc', 'abc'],
    ['a=b', 'a=b'],
  ])("strips the '=' padding of %s (docs/rules.md section 9)", (key, stripped) => {
    expect(stripKeyPadding(key)).toBe(stripped);
  });

  it.each([
    [{ userEmail: 'ann@example.com', omsOutletId: 'oms-1' }, { email: 'ann@example.com' }],
    [{ userEmail: null, omsOutletId: 'oms-1' }, { externalId: 'oms-1' }],
    [{ userEmail: '', omsOutletId: '' }, null],
    [{}, null],
  ])('the push user of %j is %j (docs/rules.md sections 6, 7)', (session, user) => {
    expect(pushUserOf(session)).toEqual(user);
  });

  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["o1", 2, "o2"]', ['o1', 'o2']],
  ])('webPushEnabledStores %j reads as %j', (raw, stores) => {
    expect(parseEnabledStores(raw)).toEqual(stores);
  });

  it('adds an outlet once and removes it', () => {
    expect(withStore(['a'], 'b')).toEqual(['a', 'b']);
    expect(withStore(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(withoutStore(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('words a provider failure as docs/rules.md section 8 does', () => {
    expect(providerFailureMessage(503, 'Service Unavailable')).toBe('request failed with 503 - Service Unavailable');
  });

  it.each([
    [{ email: 'ann@example.com' }, true],
    [{ externalId: 'oms-outlet-1' }, true],
    [{}, false],
    [{ email: 'not-an-email' }, false],
    [{ email: 'ann@example.com', externalId: 'x' }, false],
  ])('trigger-notification takes {email} or {externalId}: %j %s', (body, ok) => {
    expect(triggerNotificationInputSchema.safeParse(body).success).toBe(ok);
  });
});
