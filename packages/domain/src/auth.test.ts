import { describe, expect, it } from 'vitest';
import { emailFormSchema, isReserveChannelVisible, pinFormSchema, safeContinuePath, userKindOf, v3RedirectFor } from './auth';

describe('user kind (SPEC.md section 6)', () => {
  it.each([
    ['support@host.internal', 'oddler'],
    ['Ops.Team@HOST.INTERNAL', 'oddler'],
    ['owner@jadegarden.sg', 'merchant'],
    ['host.internal.fan@example.com', 'oddler'],
  ])('%s is %s', (email, kind) => {
    expect(userKindOf(email, 'host.internal')).toBe(kind);
  });
});

describe('reserve channel visibility (SPEC.md section 6)', () => {
  it.each([
    ['active', true],
    ['not_applicable', false],
    ['not_setup', false],
  ])('%s is visible: %s', (status, visible) => {
    expect(isReserveChannelVisible(status)).toBe(visible);
  });
});

describe('v3 routing rule (SPEC.md section 2)', () => {
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

describe('sign-in forms', () => {
  it.each([
    ['2468', true],
    ['12345678', true],
    ['123', false],
    ['123456789', false],
    ['24a8', false],
  ])('PIN %s is valid: %s', (pin, valid) => {
    expect(pinFormSchema.safeParse({ code: 'JG-ORCHARD', pin }).success).toBe(valid);
  });

  it('names the broken rule as an i18n key', () => {
    const result = emailFormSchema.safeParse({ email: 'not-an-email', password: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message).sort()).toEqual(['validation.email', 'validation.passwordRequired']);
  });
});

describe('continue path', () => {
  it.each([
    ['/en_SG/reservations?date=2026-03-31#row-4', '/en_SG/reservations?date=2026-03-31#row-4'],
    ['//evil.example.com/x', null],
    ['https://evil.example.com', null],
    ['/\\evil.example.com', null],
    ['', null],
    [null, null],
  ])('%s continues to %s', (value, expected) => {
    expect(safeContinuePath(value)).toBe(expected);
  });
});
