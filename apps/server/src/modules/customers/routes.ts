import { DomainError, fieldIssue } from '@host/domain/errors';
import { customerLookupQuerySchema, customerMatchSchema, tagSchema } from '@host/domain/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { brandParamsSchema } from '../../lib/route-schemas';
import { loadOutlet } from '../outlets/service';
import { guestBookRoutes } from './guest-book-routes';
import * as repo from './repository';

export const customerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The brand's tags, for the booking dialog. */
    app.get('/api/v1/brands/:brandId/tags', { schema: { tags: ['customers'], params: brandParamsSchema, response: { 200: z.array(tagSchema) } } }, async (request) => {
      return repo.tagsOfBrand(ctx.db, request.params.brandId);
    });

    /**
     * Phone lookup for the booking dialog: the guest and their last visits at the brand; with an
     * outlet (the session's, else 403) and a date, their active bookings there that day.
     */
    app.get(
      '/api/v1/brands/:brandId/customers',
      {
        schema: { tags: ['customers'], params: brandParamsSchema, querystring: customerLookupQuerySchema, response: { 200: z.array(customerMatchSchema) } },
      },
      async (request) => {
        const digits = request.query.phone.replace(/\D/g, '');
        // Fewer digits would match most of the guest book.
        if (digits.length < 4) throw new DomainError('BAD_REQUEST', 'dataNotValid', { details: [fieldIssue('querystring.phone', 'phoneTooShort')] });
        const found = await repo.customersByPhoneDigits(ctx.db, request.params.brandId, digits);
        const ids = found.map((c) => c.id);
        const visits = await repo.visitsOf(ctx.db, ids);
        const { outletId, date } = request.query;
        const outlet = outletId ? (await loadOutlet(ctx.db, request.auth, outletId)).outlet : null;
        // The outlet named must be one of this brand's: the guest book is per brand.
        if (outlet && outlet.brandId !== request.params.brandId) throw new DomainError('FORBIDDEN', 'forbiddenOutlet');
        const sameDay = outlet && date ? await repo.activeBookingsOn(ctx.db, ids, outlet.id, date) : [];
        return found.map((c) => {
          const own = visits.filter((v) => v.customerId === c.id);
          return {
            id: c.id,
            firstName: c.firstName,
            lastName: c.lastName,
            phone: c.phone,
            email: c.email,
            notesDiner: c.notesDiner,
            language: c.language,
            visits: own.length,
            lastVisits: own.slice(0, 3).map(({ reservationDate, status, pax }) => ({ reservationDate, status, pax })),
            bookingsThatDay: sameDay
              .filter((b) => b.customerId === c.id)
              .map(({ id, code, reservationDate, reservationTime, pax }) => ({ id, code, outletName: outlet!.outletName, reservationDate, reservationTime, pax })),
          };
        });
      },
    );

    // The guest book (issue 12): list, create, read, edit, history, duplicates, merge, export, erase.
    // Registered last: its GET .../customers is the one the OpenAPI document keeps.
    await guestBookRoutes(ctx)(app, {});
  };
