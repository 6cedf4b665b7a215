import { DomainError, errorBodySchema } from '@host/domain/errors';
import { outletParamsSchema, outletProfileSchema, reservationSettingsSchema, type OutletProfile } from '@host/domain/outlets';
import { confirmQuerySchema, versionOf } from '../../lib/write-params';
import { saveReservationSettings } from './service';
import { localDateOf, localTimeOf } from '@host/domain/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertOutletAccess } from '../../lib/authenticate';
import type { AppContext } from '../../lib/context';
import { findOutletProfileRows } from './repository';

export const outletRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/v1/outlets/:outletId/reservation-settings',
      {
        schema: {
          tags: ['outlets'],
          params: outletParamsSchema,
          querystring: confirmQuerySchema,
          body: reservationSettingsSchema,
          response: { 200: reservationSettingsSchema.extend({ version: z.number().int() }) },
        },
      },
      async (request) => saveReservationSettings(ctx, request.auth, request.params.outletId, versionOf(request.headers['if-match']), request.body, request.query.confirm),
    );

    app.get(
      '/api/v1/outlets/:outletId',
      {
        schema: {
          tags: ['outlets'],
          security: [{ bearer: [] }],
          params: outletParamsSchema,
          response: { 200: outletProfileSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request): Promise<OutletProfile> => {
        assertOutletAccess(request.auth, request.params.outletId);
        const rows = await findOutletProfileRows(ctx.db, request.params.outletId);
        if (!rows) throw new DomainError('NOT_FOUND', 'Outlet not found');
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
          optionAutoReservationStatus: o.optionAutoReservationStatus,
          typeShowTimeslots: o.typeShowTimeslots,
          isEnableSpecificRequest: o.isEnableSpecificRequest,
          isEnableOccasions: o.isEnableOccasions,
          isEnableShowChildren: o.isEnableShowChildren,
          isEnableCustomQuestionField: o.isEnableCustomQuestionField,
          enabledPaymentDinein: o.enabledPaymentDinein,
          entitlements: entitlements.map((e) => ({ featureCode: e.featureCode, actionsRequired: e.actionsRequired, enabled: e.enabled })),
          openingHours: openingHours.map((h) => ({ dayOfWeek: h.dayOfWeek, startTime: h.startTime, endTime: h.endTime })),
          today: localDateOf(now, brand.timezone),
          now: `${localDateOf(now, brand.timezone)}T${localTimeOf(now, brand.timezone)}`,
        };
      },
    );
  };
