import { z } from 'zod';
import { TABLE_STATUS } from './statuses';

export const tableSchema = z.object({
  id: z.string(),
  name: z.string(),
  areaId: z.string(),
  minPax: z.number().int(),
  maxPax: z.number().int(),
  shape: z.string(),
  size: z.number().int(),
  status: z.number().int(),
  enabled: z.boolean(),
  bookableOnline: z.boolean(),
  x: z.number().int(),
  y: z.number().int(),
  rotate: z.number().int(),
});
export const areaWithTablesSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  color: z.string(),
  order: z.number().int(),
  tables: z.array(tableSchema),
});
export type AreaWithTables = z.infer<typeof areaWithTablesSchema>;
export type Table = z.infer<typeof tableSchema>;

/** Statuses a host sets on a table by hand; RESERVED and OVERSTAY follow the book and the clock. */
export const HOST_TABLE_STATUSES: readonly number[] = [TABLE_STATUS.AVAILABLE, TABLE_STATUS.IN_USE, TABLE_STATUS.BILL_REQUESTED, TABLE_STATUS.REQUIRES_CLEANING, TABLE_STATUS.BLOCKED];
export const tableStatusInputSchema = z.object({ status: z.number().int().refine((s) => HOST_TABLE_STATUSES.includes(s), { message: 'Status is not valid' }) });
