import { floorSettingsSchema, floorSettingsViewSchema } from '@host/domain/tables';
import { outletParamsSchema, outletProfileSchema, reservationSettingsSchema } from '@host/domain/outlets';
import { statusSettingsSchema, statusSettingsViewSchema } from '@host/domain/reservations/status-settings-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { confirmQuerySchema, versionOf, versionedEditOf, versionedSaveOf } from '../../lib/write-params';
import { outletProfile, saveFloorSettings, saveReservationSettings } from './service';
import { saveStatusSettings, statusSettings } from './status-settings';
import {
  IMAGE_MAX_BASE64,
  bookingPageSettingsSchema,
  bookingPageSettingsViewSchema,
  imageUploadSchema,
  outletImageSchema,
} from '@host/domain/booking-page-settings';
import { outletDetailsSchema, outletDetailsViewSchema } from '@host/domain/outlet-settings';
import { IMAGE_PATH, bookingPageSettings, imageBytes, saveBookingPageSettings, uploadImage } from './booking-page-settings';
import { outletDetails, saveOutletDetails } from './details';
import { autoTagThresholdsSchema, guestTagSettingsViewSchema } from '@host/domain/guest-tags';
import { assertMay } from '../../lib/auth-context';
import { brandParamsSchema } from '../../lib/route-schemas';
import { guestTagSettings, saveGuestTagSettings } from './guest-tag-settings';
import { guaranteeRuleSchema, guaranteeRuleViewSchema } from '@host/domain/guarantee-rule';
import { guaranteeRule, saveGuaranteeRule } from './guarantee-rule';
import { brandTagInputSchema, brandTagViewSchema } from '@host/domain/brand-tags-schemas';
import { brandTags, createBrandTag, deleteBrandTag, updateBrandTag } from './brand-tags';

/** `/brands/:brandId/tags/:tagId`: the tag is looked up within the brand (another brand's id is 404). */
const brandTagParamsSchema = brandParamsSchema.extend({ tagId: z.uuid() });

/** Room for an image's base64 twice over: an image up to that is refused with its own message (imageTooLarge), not the generic 413. */
const IMAGE_BODY_LIMIT = 2 * IMAGE_MAX_BASE64;

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
      async (request) => saveReservationSettings(ctx, request.auth, request.params.outletId, versionedSaveOf(request)),
    );

    app.get(
      '/api/v1/outlets/:outletId',
      {
        schema: {
          tags: ['outlets'],
          security: [{ bearer: [] }],
          params: outletParamsSchema,
          response: { 200: outletProfileSchema },
        },
      },
      async (request) => outletProfile(ctx, request.auth, request.params.outletId),
    );

    // The brand's thresholds for the tags Host computes on its guests (issue 32); the brand in the path is checked by the
    // API contract (lib/api-contract.ts) before the handler.
    app.get(
      '/api/v1/brands/:brandId/guest-tag-settings',
      { schema: { tags: ['customers'], params: brandParamsSchema, response: { 200: guestTagSettingsViewSchema } } },
      async (request) => guestTagSettings(ctx, request.params.brandId),
    );

    app.put(
      '/api/v1/brands/:brandId/guest-tag-settings',
      {
        onRequest: async (request) => assertMay(request.auth, 'manageGuestTags'),
        schema: {
          tags: ['customers'],
          params: brandParamsSchema,
          body: autoTagThresholdsSchema,
          response: { 200: guestTagSettingsViewSchema },
        },
      },
      async (request) => saveGuestTagSettings(ctx, request.auth, request.params.brandId, versionedEditOf(request)),
    );

    // The brand's tags (issue 32): every picker reads them; the merchant adds, renames, recolours and deletes them.
    app.get(
      '/api/v1/brands/:brandId/tags',
      { schema: { tags: ['customers'], params: brandParamsSchema, response: { 200: z.array(brandTagViewSchema) } } },
      async (request) => brandTags(ctx.db, request.params.brandId),
    );

    app.post(
      '/api/v1/brands/:brandId/tags',
      {
        onRequest: async (request) => assertMay(request.auth, 'manageGuestTags'),
        schema: { tags: ['customers'], params: brandParamsSchema, body: brandTagInputSchema, response: { 201: brandTagViewSchema } },
      },
      async (request, reply) => reply.status(201).send(await createBrandTag(ctx, request.auth, request.params.brandId, request.body)),
    );

    app.put(
      '/api/v1/brands/:brandId/tags/:tagId',
      {
        onRequest: async (request) => assertMay(request.auth, 'manageGuestTags'),
        schema: { tags: ['customers'], params: brandTagParamsSchema, body: brandTagInputSchema, response: { 200: brandTagViewSchema } },
      },
      async (request) => updateBrandTag(ctx, request.auth, request.params, versionedEditOf(request)),
    );

    app.delete(
      '/api/v1/brands/:brandId/tags/:tagId',
      {
        onRequest: async (request) => assertMay(request.auth, 'manageGuestTags'),
        schema: { tags: ['customers'], params: brandTagParamsSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await deleteBrandTag(ctx, request.auth, request.params, versionOf(request.headers['if-match']));
        return reply.status(204).send(null);
      },
    );

    // Deposits by risk (issue 32): the outlet's rule for asking some online guests for a guarantee.
    app.get(
      '/api/v1/outlets/:outletId/guarantee-rule',
      { schema: { tags: ['outlets'], params: outletParamsSchema, response: { 200: guaranteeRuleViewSchema } } },
      async (request) => guaranteeRule(ctx, request.auth, request.params.outletId),
    );

    app.put(
      '/api/v1/outlets/:outletId/guarantee-rule',
      {
        schema: { tags: ['outlets'], params: outletParamsSchema, body: guaranteeRuleSchema, response: { 200: guaranteeRuleViewSchema } },
      },
      async (request) => saveGuaranteeRule(ctx, request.auth, request.params.outletId, versionedEditOf(request)),
    );

    app.get(
      '/api/v1/outlets/:outletId/status-settings',
      { schema: { tags: ['outlets'], params: outletParamsSchema, response: { 200: statusSettingsViewSchema } } },
      async (request) => statusSettings(ctx, request.auth, request.params.outletId),
    );

    app.put(
      '/api/v1/outlets/:outletId/status-settings',
      {
        schema: { tags: ['outlets'], params: outletParamsSchema, body: statusSettingsSchema, response: { 200: statusSettingsViewSchema } },
      },
      async (request) => saveStatusSettings(ctx, request.auth, request.params.outletId, versionedEditOf(request)),
    );

    app.patch(
      '/api/v1/outlets/:outletId/floor-settings',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, body: floorSettingsSchema, response: { 200: floorSettingsViewSchema } },
      },
      async (request) => saveFloorSettings(ctx, request.auth, request.params.outletId, versionedEditOf(request)),
    );

    // The diners' booking page (issue 15): texts, images, fields asked.
    app.get(
      '/api/v1/outlets/:outletId/booking-page',
      { schema: { tags: ['outlets'], params: outletParamsSchema, response: { 200: bookingPageSettingsViewSchema } } },
      async (request) => bookingPageSettings(ctx, request.auth, request.params.outletId),
    );
    app.put(
      '/api/v1/outlets/:outletId/booking-page',
      {
        schema: {
          tags: ['outlets'],
          params: outletParamsSchema,
          body: bookingPageSettingsSchema,
          response: { 200: bookingPageSettingsViewSchema },
        },
      },
      async (request) => saveBookingPageSettings(ctx, request.auth, request.params.outletId, versionedEditOf(request)),
    );
    // Content-addressed (the same bytes are the same image), so a repeat is harmless: 200, no Idempotency-Key.
    app.post(
      '/api/v1/outlets/:outletId/booking-page/images',
      {
        bodyLimit: IMAGE_BODY_LIMIT,
        schema: { tags: ['outlets'], params: outletParamsSchema, body: imageUploadSchema, response: { 200: outletImageSchema } },
      },
      async (request) => uploadImage(ctx, request.auth, request.params.outletId, request.body),
    );

    // The outlet's profile as a manager edits it (issue 15).
    app.get(
      '/api/v1/outlets/:outletId/details',
      { schema: { tags: ['outlets'], params: outletParamsSchema, response: { 200: outletDetailsViewSchema } } },
      async (request) => outletDetails(ctx, request.auth, request.params.outletId),
    );
    app.put(
      '/api/v1/outlets/:outletId/details',
      { schema: { tags: ['outlets'], params: outletParamsSchema, body: outletDetailsSchema, response: { 200: outletDetailsViewSchema } } },
      async (request) => saveOutletDetails(ctx, request.auth, request.params.outletId, versionedEditOf(request)),
    );

    // The images themselves: public (diners' page, issue 18), named by their content hash, so cached for a year.
    app.get(`${IMAGE_PATH}/:file`, { schema: { hide: true, params: z.object({ file: z.string().max(80) }) } }, async (request, reply) => {
      const hash = /^([0-9a-f]{64})\.webp$/.exec(request.params.file)?.[1];
      const image = hash ? await imageBytes(ctx, hash) : undefined;
      if (!image) return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such image' });
      if (request.headers['if-none-match'] === `"${hash}"`) return reply.status(304).header('ETag', `"${hash}"`).send();
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', `"${hash}"`)
        .send(image.bytes);
    });
  };
