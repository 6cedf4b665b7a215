import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, isReserveChannelVisible, throttleWaitSeconds, userKindOf } from './auth';
import { v3RedirectFor } from './v3-routing';

describe('user kind (docs/rules.md section 6)', () => {
  it.each([
    ['support@host.internal', 'oddler'],
    ['Ops.Team@HOST.INTERNAL', 'oddler'],
    ['owner@jadegarden.sg', 'merchant'],
    ['ops@eu.host.internal', 'oddler'],
    // The domain, not the text: support staff may open any outlet, so a look-alike is a merchant.
    ['host.internal.fan@example.com', 'merchant'],
    ['a@host.internal.example.com', 'merchant'],
    ['a@nothost.internal', 'merchant'],
    ['host.internal', 'merchant'],
  ])('%s is %s', (email, kind) => {
    expect(userKindOf(email, 'host.internal')).toBe(kind);
  });
});

describe('reserve channel visibility (docs/rules.md section 6)', () => {
  it.each([
    ['active', true],
    ['not_applicable', false],
    ['not_setup', false],
  ])('%s is visible: %s', (status, visible) => {
    expect(isReserveChannelVisible(status)).toBe(visible);
  });
});

describe('v3 routing rule (docs/rules.md section 2)', () => {
  const offered = { routeToHostv3: false, offerHostv3: true };
  const notOffered = { routeToHostv3: false, offerHostv3: false };
  const onV3 = { routeToHostv3: true, offerHostv3: false };
  it.each([
    ['/reservations', offered, '/v3-prompt'],
    ['/settings/areas', notOffered, '/v3-switch'],
    ['/reservations', onV3, null],
    ['/reservations', null, null],
    ['/__test/anything', offered, null],
    ['/__private', notOffered, null],
    ['/login', offered, null],
    ['/login/switch', offered, null],
    ['/v3-prompt', offered, null],
    ['/v3-switch', notOffered, null],
  ] as const)('%s for %o goes to %s', (path, brand, target) => {
    expect(v3RedirectFor(path, brand)).toBe(target);
  });
});

describe('sign-in throttle (docs/decisions/010-sign-in-throttle.md)', () => {
  const NOW = Date.parse('2026-03-31T11:30:00Z');
  const S = 1000;
  const MIN = 60 * S;
  const DAY = 24 * 60 * MIN;
  /** `n` failures, the last `lastAgo` ms before now, one second apart before it. */
  const failures = (n: number, lastAgo = 0) => Array.from({ length: n }, (_, i) => NOW - lastAgo - (n - 1 - i) * S);

  it.each([
    ['no failures', 0, 0, 0],
    ['four failures', 4, 0, 0],
    ['the fifth failure, just now', 5, 0, 30],
    ['the fifth failure, 10 s ago', 5, 10 * S, 20],
    ['the fifth failure, 30 s ago', 5, 30 * S, 0],
    ['a sixth failure doubles the wait', 6, 0, 60],
    ['an eighth: 4 min', 8, 0, 240],
    ['a tenth: 15 min, the most asked', 10, 0, 900],
    ['a fortieth: still 15 min', 40, 0, 900],
    ['five failures a day ago are forgotten', 5, DAY + S, 0],
  ])('per source, %s: wait %s s', (_, n, lastAgo, wait) => {
    expect(throttleWaitSeconds(SIGN_IN_THROTTLE.perSource, failures(n, lastAgo), NOW)).toBe(wait);
  });

  it.each([
    ['nineteen failures', 19, 0, 0],
    ['the twentieth', 20, 0, 60],
    ['the twenty-first', 21, 0, 120],
    ['the thirtieth: 17 h', 30, 0, 60 * 2 ** 10],
    ['the thirty-second: a day, the most asked', 32, 0, 24 * 60 * 60],
    ['twenty failures 31 days ago are forgotten', 20, 31 * DAY, 0],
  ])('per code or email, %s: wait %s s', (_, n, lastAgo, wait) => {
    expect(throttleWaitSeconds(SIGN_IN_THROTTLE.perSubject, failures(n, lastAgo), NOW)).toBe(wait);
  });

  it('counts failures in any order, and none from the future', () => {
    expect(throttleWaitSeconds(SIGN_IN_THROTTLE.perSource, [...failures(5)].reverse(), NOW)).toBe(30);
    expect(
      throttleWaitSeconds(
        SIGN_IN_THROTTLE.perSource,
        failures(5).map((t) => t + 10 * MIN),
        NOW,
      ),
    ).toBe(0);
  });

  it('lets a patient attacker guess a code at most about 400 times a year, 30 a day at most (the arithmetic of 010)', () => {
    const guessesWithin = (days: number) => {
      let now = 0;
      const times: number[] = [];
      while (now < days * DAY) {
        const wait = throttleWaitSeconds(SIGN_IN_THROTTLE.perSubject, times, now);
        if (wait === 0) times.push(now);
        now += wait === 0 ? S : wait * S;
      }
      return times.length;
    };
    expect(guessesWithin(1)).toBe(30);
    expect(guessesWithin(30)).toBeLessThanOrEqual(60);
    expect(guessesWithin(365)).toBeLessThan(400);
  });
});
