import { DomainError, fieldIssue } from '@host/domain/errors';
import type { CountryCode } from '@host/domain/locales';
import { smsPermissionsOf } from '@host/domain/notifications/sms-permissions';
import { outletPhoneOf, type OutletDetails, type OutletDetailsView } from '@host/domain/outlet-settings';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outletOpeningHours } from '../../db/tables/outlets';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { changeVersioned } from '../../lib/versioned-change';
import type { VersionedEdit } from '../../lib/write-params';
import * as repo from './repository';
import { lockOutletForChange } from './outlet-lock';

/** GET /api/v1/outlets/{id}/details: the profile a manager edits (issue 15). */
export async function outletDetails(ctx: AppContext, auth: AuthContext, outletId: string): Promise<OutletDetailsView> {
  assertOutletAccess(auth, outletId);
  const rows = await repo.findOutletProfileRows(ctx.db, outletId);
  if (!rows) throw new DomainError('NOT_FOUND', 'outletNotFound');
  const o = rows.outlet;
  return {
    outletName: o.outletName,
    countryCode: o.countryCode,
    address1: o.address1,
    address2: o.address2,
    postalCode: o.postalCode,
    city: o.city,
    state: o.state,
    phone: o.phone,
    email: o.email,
    openingHours: rows.openingHours
      .map((h) => ({ dayOfWeek: h.dayOfWeek, startTime: h.startTime.slice(0, 5), endTime: h.endTime.slice(0, 5) }))
      .sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime)),
    defaultAllowSmsNotify: o.defaultAllowSmsNotify,
    defaultAllowEmailNotify: o.defaultAllowEmailNotify,
    defaultAllowAutomatedCallNotify: o.defaultAllowAutomatedCallNotify,
    defaultAllowConfirmationNotify: o.defaultAllowConfirmationNotify,
    defaultAllowReminderNotify: o.defaultAllowReminderNotify,
    enableSMS: o.enableSms,
    enableEmail: o.enableEmail,
    enableAutomatedCall: o.enableAutomatedCall,
    smsPermissions: smsPermissionsOf(o.smsPermissions),
    version: o.version,
  };
}

/**
 * PUT /api/v1/outlets/{id}/details at the outlet's version: the phone is read in the outlet's country
 * and stored as E.164 (422 phoneNotValid otherwise); the opening hours are replaced as a whole.
 */
export async function saveOutletDetails(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  { version, input }: VersionedEdit<OutletDetails>,
): Promise<OutletDetailsView> {
  assertOutletAccess(auth, outletId);
  await changeVersioned(ctx, auth, {
    lock: (tx) => lockOutletForChange(tx, outletId),
    version,
    write: async (tx, current) => {
      const phone = outletPhoneOf(input.phone, current.countryCode as CountryCode);
      if ('reason' in phone) throw new DomainError('BUSINESS_RULE', 'phoneNotValid', { details: [fieldIssue('phone', 'phoneNotValid')] });
      const { openingHours, ...fields } = input;
      await tx.delete(outletOpeningHours).where(eq(outletOpeningHours.outletId, outletId));
      if (openingHours.length)
        await tx
          .insert(outletOpeningHours)
          .values(
            openingHours.map((h) => ({ outletId, dayOfWeek: h.dayOfWeek, startTime: `${h.startTime}:00`, endTime: `${h.endTime}:00` })),
          );
      return repo.updateOutlet(tx, outletId, { ...fields, phone: phone.phone, version: current.version + 1, updatedAt: ctx.clock.now() });
    },
    publish: { kind: 'schedule.changed', ids: () => [] },
  });
  return outletDetails(ctx, auth, outletId);
}

/** How the outlet reaches its guests (SMS, email, automated calls) and where guests' replies are forwarded. */
export interface MessageChannels {
  enableSms: boolean;
  enableEmail: boolean;
  enableAutomatedCall: boolean;
  forwardingAddress: string[];
}

/** The outlet's message channels, as the guest-message settings show them (issue 14). */
export async function messageChannelsOf(db: Executor, outletId: string): Promise<MessageChannels | undefined> {
  const outlet = await repo.outletWithBrand(db, outletId);
  return outlet && pickChannels(outlet.outlet);
}

/** Saves the outlet's message channels with the guest-message settings, in their transaction (issue 14). */
export async function saveMessageChannels(tx: Executor, outletId: string, channels: MessageChannels, at: Date) {
  await repo.updateOutlet(tx, outletId, { ...pickChannels(channels), updatedAt: at });
}

const pickChannels = ({ enableSms, enableEmail, enableAutomatedCall, forwardingAddress }: MessageChannels): MessageChannels => ({
  enableSms,
  enableEmail,
  enableAutomatedCall,
  forwardingAddress,
});
