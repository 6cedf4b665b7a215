import { DomainError, fieldIssue } from '@host/domain/errors';
import { isStatusInUse } from '@host/domain/reservations/status-settings';
import { statusUseOf } from '@host/domain/reservations/status-settings-schemas';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import type { OutletProfile, ReservationSettings } from '@host/domain/outlets';
import { localDateOf, localTimeOf } from '@host/domain/time';
import type { Executor } from '../../db/client';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { bookingsOutsidePartySize } from '../../lib/affected';
import { changeVersioned } from '../../lib/versioned-change';
import { policyTranslationsOf } from './booking-page-settings';
import { lockOutletForChange } from './outlet-lock';
import * as repo from './repository';
import type { VersionedEdit, VersionedSave } from '../../lib/write-params';

/**
 * The outlet and its brand, if the session may act on it (403) and it exists (404). Other modules ask here. `lockKey`: an
 * advisory lock (lib/locks.ts) the same statement takes.
 */
export async function loadOutlet(db: Executor, auth: AuthContext, outletId: string, lockKey?: string) {
  assertOutletAccess(auth, outletId);
  const found = await repo.outletWithBrand(db, outletId, lockKey);
  if (!found) throw new DomainError('NOT_FOUND', 'outletNotFound');
  return found;
}
export type OutletWithBrand = Awaited<ReturnType<typeof loadOutlet>>;

/** The outlet and its brand with no access check: for sign-in and sessions, which decide access from it. */
export const findOutletWithBrand = repo.outletWithBrand;

/** GET /api/v1/outlets/{id}: the outlet as docs/rules.md section 3 has it, with its today by the server's clock. */
export async function outletProfile(ctx: AppContext, auth: AuthContext, outletId: string): Promise<OutletProfile> {
  assertOutletAccess(auth, outletId);
  const rows = await repo.findOutletProfileRows(ctx.db, outletId);
  if (!rows) throw new DomainError('NOT_FOUND', 'outletNotFound');
  const { outlet: o, brand, entitlements, openingHours } = rows;
  const now = ctx.clock.now();
  return {
    id: o.id,
    brandId: o.brandId,
    omsOutletId: o.omsOutletId,
    outletName: o.outletName,
    brandName: brand.brandName,
    timezone: brand.timezone,
    address1: o.address1,
    address2: o.address2,
    postalCode: o.postalCode,
    city: o.city,
    state: o.state,
    lat: o.lat,
    lng: o.lng,
    countryCode: o.countryCode,
    email: o.email,
    phone: o.phone,
    enableEmail: o.enableEmail,
    enableSMS: o.enableSms,
    enableAutomatedCall: o.enableAutomatedCall,
    maxPartySize: o.maxPartySize,
    minPartySize: o.minPartySize,
    maxPaxPerReservation: o.maxPaxPerReservation,
    reservationDiningInterval: o.reservationDiningInterval,
    reservationGracePeriod: o.reservationGracePeriod,
    tableCleaningMinutes: o.tableCleaningMinutes,
    version: o.version,
    reservationIntervalTime: o.reservationIntervalTime,
    reservationLeadTime: o.reservationLeadTime,
    reservationPolicy: o.reservationPolicy,
    reservationCancellationPolicy: o.reservationCancellationPolicy,
    policyTranslations: policyTranslationsOf(o.policyTranslations),
    optionAutoReservationStatus: o.optionAutoReservationStatus,
    guestSelfEdit: o.guestSelfEdit,
    guestEditWindow: o.guestEditWindow,
    typeShowTimeslots: o.typeShowTimeslots,
    isEnableSpecificRequest: o.isEnableSpecificRequest,
    isEnableOccasions: o.isEnableOccasions,
    isEnableShowChildren: o.isEnableShowChildren,
    isEnableCustomQuestionField: o.isEnableCustomQuestionField,
    enabledPaymentDinein: o.enabledPaymentDinein,
    statusUse: statusUseOf(o.statusSettings),
    entitlements: entitlements.map((e) => ({ featureCode: e.featureCode, actionsRequired: e.actionsRequired, enabled: e.enabled })),
    openingHours: openingHours.map((h) => ({ dayOfWeek: h.dayOfWeek, startTime: h.startTime, endTime: h.endTime })),
    today: localDateOf(now, brand.timezone),
    now: `${localDateOf(now, brand.timezone)}T${localTimeOf(now, brand.timezone)}`,
  };
}

/**
 * PUT /api/v1/outlets/{id}/reservation-settings: the outlet's booking rules. New party-size limits
 * that upcoming bookings fall outside are listed first (PARTY_SIZE_LIMITS) until the host confirms.
 */
export async function saveReservationSettings(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  { version, input: settings, confirm }: VersionedSave<ReservationSettings>,
) {
  assertOutletAccess(auth, outletId);
  const saved = await changeVersioned(ctx, auth, {
    lock: (tx) => lockOutletForChange(tx, outletId),
    version,
    // CONFIRMED as what new bookings start as needs the outlet to use CONFIRMED (/settings/status-management).
    check: async (_tx, outlet) => {
      if (
        settings.optionAutoReservationStatus === RESERVATION_STATUS.CONFIRMED &&
        !isStatusInUse('CONFIRMED', statusUseOf(outlet.statusSettings))
      ) {
        throw new DomainError('BUSINESS_RULE', 'autoStatusNotInUse', {
          details: { fields: [fieldIssue('body.optionAutoReservationStatus', 'autoStatusNotInUse')] },
        });
      }
    },
    affected: {
      // Bookings the new party limits leave outside (a service's own limits still apply on top).
      of: (tx) =>
        bookingsOutsidePartySize(tx, {
          outletId,
          after: ctx.clock.now(),
          min: settings.minPartySize,
          max: Math.min(settings.maxPartySize, settings.maxPaxPerReservation),
        }),
      confirm,
      action: 'schedule-affected',
    },
    write: (tx, current) => repo.updateOutlet(tx, outletId, { ...settings, version: current.version + 1, updatedAt: ctx.clock.now() }),
    publish: { kind: 'schedule.changed', ids: () => [] },
  });
  return { ...settings, version: saved.version };
}

/** The outlet's floor settings, written on the outlet's version (as its booking settings are). */
export async function saveFloorSettings(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  { version, input: settings }: VersionedEdit<{ tableCleaningMinutes: number }>,
) {
  assertOutletAccess(auth, outletId);
  const saved = await changeVersioned(ctx, auth, {
    lock: (tx) => lockOutletForChange(tx, outletId),
    version,
    current: (outlet) => ({ version: outlet.version, tableCleaningMinutes: outlet.tableCleaningMinutes }),
    write: (tx, current) =>
      repo.updateOutlet(tx, outletId, {
        tableCleaningMinutes: settings.tableCleaningMinutes,
        version: current.version + 1,
        updatedAt: ctx.clock.now(),
      }),
    publish: { kind: 'floor.changed', ids: () => [] },
  });
  return { tableCleaningMinutes: saved.tableCleaningMinutes, version: saved.version };
}
export { imageUrlOf, outletLogoUrlOf, policyTranslationsOf } from './booking-page-settings';
export { messageChannelsOf, saveMessageChannels, type MessageChannels } from './details';
export {
  brandTimezoneOf,
  outletByOmsOutletId,
  outletNaming,
  searchVisibleOutlets,
  visibleOutletByQuickCode,
  visibleOutletForSupport,
  visibleOutlets,
} from './directory';
