/**
 * Outlet entitlements (docs/rules.md sections 3 and 6): feature codes with an enabled flag and the
 * actions the merchant must take to have a feature. RESERVATION and TABLE_MANAGEMENT are the
 * product itself (an outlet without them has no Host); Host gates the optional features below, on
 * the server (403 featureNotEnabled with the feature's actionsRequired) and in the navigation.
 *
 * A feature is on unless the outlet has an entitlement for it with enabled false: every feature was
 * on before entitlements were enforced, and the entitlement service lists what it restricts. An
 * unknown code (a feature of another product) is ignored.
 */
export const FEATURE = {
  /** asking guests to pay: payment requests and the pay link (deposits, prepaid menus, card guarantees) */
  PAYMENT_REQUEST: 'PAYMENT_REQUEST',
  /** tables pushed together for bigger parties (/settings/areas-combination) */
  TABLE_COMBINATION: 'TABLE_COMBINATION',
  /** automated reminder calls to guests, planned and on demand */
  AUTOMATED_CALL: 'AUTOMATED_CALL',
  /** push notifications to staff browsers */
  WEB_PUSH: 'WEB_PUSH',
  /** the door queue and the day's waiting list with its offers (issue 30) */
  WAITLIST: 'WAITLIST',
  /** the reports of how the days went, and the merchant's Monday summary (issue 31) */
  REPORTS: 'REPORTS',
} as const;
export type FeatureCode = (typeof FEATURE)[keyof typeof FEATURE];
export const FEATURE_CODES = Object.values(FEATURE) as FeatureCode[];

export function isFeatureCode(value: string): value is FeatureCode {
  return (FEATURE_CODES as string[]).includes(value);
}

/**
 * What a merchant may be asked to do before a feature is on. The web translates a known action
 * (settings.json actions.*) and shows an unknown one as the entitlement service wrote it.
 */
export const KNOWN_ACTIONS = [
  'UPGRADE_PLAN',
  'CONNECT_PAYMENT_ACCOUNT',
  'ACCEPT_PAYMENT_TERMS',
  'VERIFY_BUSINESS',
  'REGISTER_SENDER_ID',
  'CONTACT_ACCOUNT_MANAGER',
] as const;
export type KnownAction = (typeof KNOWN_ACTIONS)[number];

export function isKnownAction(value: string): value is KnownAction {
  return (KNOWN_ACTIONS as readonly string[]).includes(value);
}

/** One entitlement as the outlet profile carries it (its schema: entitlements-schemas.ts). */
export interface Entitlement {
  featureCode: string;
  actionsRequired: string[];
  enabled: boolean;
}

/** Whether the outlet has a feature: on unless an entitlement for it says enabled false. */
export function isFeatureEnabled(entitlements: readonly Entitlement[], code: FeatureCode): boolean {
  return entitlements.find((e) => e.featureCode === code)?.enabled !== false;
}

/** What the merchant must do to turn a feature on: empty when it is on (or nothing is asked). */
export function actionsRequiredFor(entitlements: readonly Entitlement[], code: FeatureCode): string[] {
  const found = entitlements.find((e) => e.featureCode === code);
  return found && !found.enabled ? [...found.actionsRequired] : [];
}

/** The features the outlet lacks, in FEATURE's order, each with what the merchant must do. */
export function disabledFeatures(entitlements: readonly Entitlement[]): Array<{ featureCode: FeatureCode; actionsRequired: string[] }> {
  return FEATURE_CODES.filter((code) => !isFeatureEnabled(entitlements, code)).map((featureCode) => ({
    featureCode,
    actionsRequired: actionsRequiredFor(entitlements, featureCode),
  }));
}

/** The body's details of a 403 featureNotEnabled: which feature, and what the merchant must do. */
export interface FeatureNotEnabledDetails {
  reason: 'featureNotEnabled';
  featureCode: string;
  actionsRequired: string[];
}
