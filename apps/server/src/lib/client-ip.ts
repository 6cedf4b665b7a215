import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * GET /api/client-ip: the error-report context records the client's address, and this is the default
 * look-up service, Host's own (docs/decisions/031-public-ip.md). It tells what it sees, the address in
 * the family it was asked for.
 */
export const clientIpRoute = {
  options: {
    schema: {
      tags: ['system'],
      querystring: z.object({ family: z.enum(['4', '6']).optional() }),
      response: { 200: z.object({ ip: z.string(), ipv4: z.string().nullable(), ipv6: z.string().nullable() }) },
    },
  },
  handler: async (request: FastifyRequest) => {
    const ip = request.ip.replace(/^::ffff:/, '');
    const isV4 = !ip.includes(':');
    return { ip, ipv4: isV4 ? ip : null, ipv6: isV4 ? null : ip };
  },
};
