import { describe, expect, it } from 'vitest';
import {
  FEATURE,
  actionsRequiredFor,
  disabledFeatures,
  isFeatureCode,
  isFeatureEnabled,
  isKnownAction,
  type Entitlement,
  type FeatureCode,
} from './entitlements';
import { featureNotEnabledDetailsSchema } from './entitlements-schemas';

const on = (featureCode: string): Entitlement => ({ featureCode, enabled: true, actionsRequired: [] });
const off = (featureCode: string, ...actionsRequired: string[]): Entitlement => ({ featureCode, enabled: false, actionsRequired });

describe('a feature is on unless an entitlement for it says enabled false', () => {
  it.each<[string, Entitlement[], FeatureCode, boolean]>([
    ['no entitlements at all', [], FEATURE.PAYMENT_REQUEST, true],
    ['enabled', [on('PAYMENT_REQUEST')], FEATURE.PAYMENT_REQUEST, true],
    ['disabled', [off('PAYMENT_REQUEST', 'CONNECT_PAYMENT_ACCOUNT')], FEATURE.PAYMENT_REQUEST, false],
    ['disabled with nothing asked', [off('WEB_PUSH')], FEATURE.WEB_PUSH, false],
    ['another feature disabled', [off('TABLE_COMBINATION')], FEATURE.PAYMENT_REQUEST, true],
    ['only core features listed', [on('RESERVATION'), on('TABLE_MANAGEMENT')], FEATURE.AUTOMATED_CALL, true],
    ['a code differing in case is another code', [off('payment_request')], FEATURE.PAYMENT_REQUEST, true],
  ])('%s', (_, entitlements, code, enabled) => {
    expect(isFeatureEnabled(entitlements, code)).toBe(enabled);
  });
});

describe('what the merchant must do is asked only of a disabled feature', () => {
  it.each<[string, Entitlement[], FeatureCode, string[]]>([
    ['absent', [], FEATURE.TABLE_COMBINATION, []],
    [
      'enabled, with stale actions',
      [{ featureCode: 'TABLE_COMBINATION', enabled: true, actionsRequired: ['UPGRADE_PLAN'] }],
      FEATURE.TABLE_COMBINATION,
      [],
    ],
    [
      'disabled, in the order given',
      [off('PAYMENT_REQUEST', 'VERIFY_BUSINESS', 'CONNECT_PAYMENT_ACCOUNT')],
      FEATURE.PAYMENT_REQUEST,
      ['VERIFY_BUSINESS', 'CONNECT_PAYMENT_ACCOUNT'],
    ],
    ['disabled, nothing asked', [off('AUTOMATED_CALL')], FEATURE.AUTOMATED_CALL, []],
  ])('%s', (_, entitlements, code, actions) => {
    expect(actionsRequiredFor(entitlements, code)).toEqual(actions);
  });

  it('answers a copy, so a caller cannot change the outlet', () => {
    const entitlements = [off('WEB_PUSH', 'UPGRADE_PLAN')];
    actionsRequiredFor(entitlements, FEATURE.WEB_PUSH).push('X');
    expect(entitlements[0]!.actionsRequired).toEqual(['UPGRADE_PLAN']);
  });
});

describe('the disabled features of an outlet, in a fixed order, unknown codes ignored', () => {
  it.each<[string, Entitlement[], Array<{ featureCode: string; actionsRequired: string[] }>]>([
    ['all on', [on('PAYMENT_REQUEST'), on('WEB_PUSH')], []],
    [
      'two off, listed out of order',
      [off('WEB_PUSH'), off('PAYMENT_REQUEST', 'CONNECT_PAYMENT_ACCOUNT')],
      [
        { featureCode: 'PAYMENT_REQUEST', actionsRequired: ['CONNECT_PAYMENT_ACCOUNT'] },
        { featureCode: 'WEB_PUSH', actionsRequired: [] },
      ],
    ],
    ['an unknown code off', [off('LOYALTY', 'UPGRADE_PLAN')], []],
  ])('%s', (_, entitlements, expected) => {
    expect(disabledFeatures(entitlements)).toEqual(expected);
  });
});

describe('codes and actions', () => {
  it.each<[string, boolean]>([
    ['PAYMENT_REQUEST', true],
    ['TABLE_COMBINATION', true],
    ['AUTOMATED_CALL', true],
    ['WEB_PUSH', true],
    ['RESERVATION', false],
    ['', false],
  ])('%s is a gated feature: %s', (code, known) => {
    expect(isFeatureCode(code)).toBe(known);
  });

  it.each<[string, boolean]>([
    ['UPGRADE_PLAN', true],
    ['CONNECT_PAYMENT_ACCOUNT', true],
    ['Call us on 6123 4567', false],
  ])('%s is a translated action: %s', (action, known) => {
    expect(isKnownAction(action)).toBe(known);
  });

  it.each<[string, unknown, boolean]>([
    ['a refusal', { reason: 'featureNotEnabled', featureCode: 'WEB_PUSH', actionsRequired: ['UPGRADE_PLAN'] }, true],
    ['without its actions', { reason: 'featureNotEnabled', featureCode: 'WEB_PUSH' }, false],
    ['another reason', { reason: 'forbiddenOutlet', featureCode: 'WEB_PUSH', actionsRequired: [] }, false],
  ])('a 403 details reads as %s: %s', (_, details, ok) => {
    expect(featureNotEnabledDetailsSchema.safeParse(details).success).toBe(ok);
  });
});
