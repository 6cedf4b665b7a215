import { z } from 'zod';
import { localDateSchema, localTimeLenientSchema } from './input';
import { TABLE_STATUS } from './statuses';

/**
 * A block as the server returns it. Plain strings: a response is what was stored, and a stored value
 * an older rule let in must not turn a read into a 500 (input rules are floor/schemas.ts blockSchema).
 */
export const blockViewSchema = z.object({ date: z.string(), startTime: z.string(), endTime: z.string(), reason: z.string().optional() });

export const tableSchema = z.object({
  id: z.string(),
  name: z.string(),
  areaId: z.string(),
  minPax: z.number().int(),
  maxPax: z.number().int(),
  shape: z.string(),
  size: z.number().int(),
  status: z.number().int(),
  statusChangedAt: z.string(),
  enabled: z.boolean(),
  bookableOnline: z.boolean(),
  disableDate: z.string().nullable(),
  tableBlocks: z.array(blockViewSchema),
  x: z.number().int(),
  y: z.number().int(),
  rotate: z.number().int(),
  version: z.number().int(),
});
export const areaSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  color: z.string(),
  order: z.number().int(),
  enabled: z.boolean(),
  bookableOnline: z.boolean(),
  combineAllTable: z.boolean(),
  minPax: z.number().int(),
  maxPax: z.number().int(),
  areaBlocks: z.array(blockViewSchema),
  version: z.number().int(),
});
export const areaWithTablesSchema = areaSchema.extend({ tables: z.array(tableSchema) });
export type AreaWithTables = z.infer<typeof areaWithTablesSchema>;
export type Area = z.infer<typeof areaSchema>;
export type Table = z.infer<typeof tableSchema>;

export const combinationSchema = z.object({
  id: z.string(),
  name: z.string(),
  minPax: z.number().int(),
  maxPax: z.number().int(),
  tableIds: z.array(z.string()),
  version: z.number().int(),
});
export type Combination = z.infer<typeof combinationSchema>;

/** Statuses a host sets on a table by hand; RESERVED and OVERSTAY follow the book and the clock. */
export const HOST_TABLE_STATUSES: readonly number[] = [TABLE_STATUS.AVAILABLE, TABLE_STATUS.IN_USE, TABLE_STATUS.BILL_REQUESTED, TABLE_STATUS.REQUIRES_CLEANING, TABLE_STATUS.BLOCKED];
export const tableStatusInputSchema = z.object({
  status: z
    .number()
    .int()
    .refine((s) => HOST_TABLE_STATUSES.includes(s), { message: 'Status is not valid' }),
});

/**
 * Whether a host may set a table's status by hand: the bill and "in use" need a party at the
 * table; clean, cleaning and blocked need it empty (a party leaves by departing).
 */
export function canSetTableStatus(status: number, hasSeatedParty: boolean): boolean {
  if (!HOST_TABLE_STATUSES.includes(status)) return false;
  const needsParty = status === TABLE_STATUS.BILL_REQUESTED || status === TABLE_STATUS.IN_USE;
  return needsParty === hasSeatedParty;
}

/** Table suggestions for a party (GET .../table-suggestions). */
export const suggestionQuerySchema = z
  .object({
    /** both absent: seating now, by the server's clock in the outlet's zone */
    date: localDateSchema.optional(),
    /** HH:mm or HH:mm:ss */
    time: localTimeLenientSchema.optional(),
    pax: z.coerce.number().int().min(1).max(100),
    /** seconds; the outlet's dining interval when absent */
    diningInterval: z.coerce
      .number()
      .int()
      .min(900)
      .max(6 * 3600)
      .optional(),
    reservationId: z.uuid().optional(),
    areaId: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(20).default(5),
  })
  .refine((q) => !q.date === !q.time, { message: 'date and time go together', path: ['time'] });
export const suggestionSchema = z.object({
  kind: z.enum(['table', 'combination']),
  id: z.string(),
  name: z.string(),
  tableIds: z.array(z.string()),
  capacity: z.number().int(),
  wastedSeats: z.number().int(),
});
