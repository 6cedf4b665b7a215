import { z } from 'zod';
import { flag } from '../input';

/**
 * docs/rules.md section 3's isAllowCustomerSendSms* and isAllowMerchantSendSms* outlet flags: which SMS
 * Host may send a guest, by who made the booking: the guest themselves online (customer) or the
 * restaurant's staff (merchant). A restaurant may text its own bookings' guests and not online
 * ones, or the other way round; email and calls are not affected. A flag not set allows the SMS.
 */
export const SMS_PERMISSIONS = [
  'isAllowCustomerSendSmsConfirm',
  'isAllowCustomerSendSmsReminder',
  'isAllowCustomerSendSmsBeforeRefund',
  'isAllowMerchantSendSmsConfirm',
  'isAllowMerchantSendSmsReminder',
  'isAllowMerchantSendSmsBeforeRefund',
] as const;
export type SmsPermission = (typeof SMS_PERMISSIONS)[number];

export const smsPermissionsSchema = z.object(
  Object.fromEntries(SMS_PERMISSIONS.map((key) => [key, flag()])) as Record<SmsPermission, ReturnType<typeof flag>>,
);
export type SmsPermissions = Record<SmsPermission, boolean>;

/** The SMS a booking's guest may get: confirm requests, reminders, the refund closing. */
export type SmsMessageType = 'confirm' | 'reminder' | 'beforeRefund';

export const smsPermissionOf = (madeByGuest: boolean, type: SmsMessageType): SmsPermission =>
  `isAllow${madeByGuest ? 'Customer' : 'Merchant'}SendSms${
    type === 'confirm' ? 'Confirm' : type === 'reminder' ? 'Reminder' : 'BeforeRefund'
  }`;

/** What the outlet stored, every flag present (a missing or unreadable one allows). */
export function smsPermissionsOf(stored: unknown): SmsPermissions {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(SMS_PERMISSIONS.map((key) => [key, value[key] !== false])) as SmsPermissions;
}

export const isSmsAllowed = (stored: unknown, madeByGuest: boolean, type: SmsMessageType) =>
  smsPermissionsOf(stored)[smsPermissionOf(madeByGuest, type)];
