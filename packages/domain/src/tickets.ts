import { z } from 'zod';

/** A brand's active ticket a service timing can sell (GET /api/v1/brands/{brandId}/tickets). */
export const ticketChoiceSchema = z.object({ id: z.string(), name: z.string(), color: z.string(), typePayment: z.number().int(), typePrice: z.number().int(), price: z.number().int() });
export type TicketChoice = z.infer<typeof ticketChoiceSchema>;
