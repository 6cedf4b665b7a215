import { z } from 'zod';
import { localDateSchema, localTimeLenientSchema, safeText } from '../input';

export const TABLE_SHAPES = ['round', 'square', 'rectangle', 'booth'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

/** The floor plan's drawing area, in plan units (a table's x and y are its centre). */
export const PLAN_WIDTH = 1000;
export const PLAN_HEIGHT = 640;
/** Table sizes 1 to 4: a two-top to a long banquet table. */
export const TABLE_SIZES = [1, 2, 3, 4] as const;

const name = safeText(40).min(1, 'Enter a name');
const pax = z.number().int().min(1).max(100);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** A time an area or table is held back from booking (e.g. a private event), local date and times. */
export const blockSchema = z
  .object({
    date: localDateSchema,
    /** HH:mm or HH:mm:ss, kept as written */
    startTime: localTimeLenientSchema,
    endTime: localTimeLenientSchema,
    reason: safeText(200).optional(),
  })
  .refine((b) => b.endTime > b.startTime, { message: 'EndTime must be after StartTime', path: ['endTime'] });
export type Block = z.infer<typeof blockSchema>;

const paxRange = <T extends { minPax: number; maxPax: number }>(value: T) => value.minPax <= value.maxPax;
const paxRangeIssue = { message: 'Minimum pax must not exceed maximum pax', path: ['maxPax'] };

export const areaInputSchema = z
  .object({
    name,
    displayName: name,
    color: colour.default('#1976d2'),
    bookableOnline: z.boolean().default(true),
    combineAllTable: z.boolean().default(false),
    minPax: pax.default(1),
    maxPax: pax.default(20),
    enabled: z.boolean().default(true),
    areaBlocks: z.array(blockSchema).max(100).default([]),
  })
  .refine(paxRange, paxRangeIssue);
export type AreaInput = z.infer<typeof areaInputSchema>;
/** An area's edit: only the fields sent change (no defaults fill the rest in). */
export const areaPatchSchema = z
  .object({
    name: name.optional(),
    displayName: name.optional(),
    color: colour.optional(),
    bookableOnline: z.boolean().optional(),
    combineAllTable: z.boolean().optional(),
    minPax: pax.optional(),
    maxPax: pax.optional(),
    enabled: z.boolean().optional(),
    areaBlocks: z.array(blockSchema).max(100).optional(),
  })
  .refine((v) => v.minPax === undefined || v.maxPax === undefined || v.minPax <= v.maxPax, paxRangeIssue);

export const tableInputSchema = z
  .object({
    /** SPEC.md section 8: 'Areas not null' when it is missing */
    areaId: z.uuid().nullish(),
    name,
    minPax: pax.default(1),
    maxPax: pax,
    shape: z.enum(TABLE_SHAPES).default('square'),
    size: z.number().int().min(1).max(4).default(1),
    enabled: z.boolean().default(true),
    bookableOnline: z.boolean().default(true),
    disableDate: localDateSchema.nullish(),
    tableBlocks: z.array(blockSchema).max(100).default([]),
  })
  .refine(paxRange, paxRangeIssue);
export type TableInput = z.infer<typeof tableInputSchema>;
/** A table's edit: only the fields sent change. */
export const tablePatchSchema = z
  .object({
    areaId: z.uuid().nullish(),
    name: name.optional(),
    minPax: pax.optional(),
    maxPax: pax.optional(),
    shape: z.enum(TABLE_SHAPES).optional(),
    size: z.number().int().min(1).max(4).optional(),
    enabled: z.boolean().optional(),
    bookableOnline: z.boolean().optional(),
    disableDate: localDateSchema.nullish(),
    tableBlocks: z.array(blockSchema).max(100).optional(),
  })
  .refine((v) => v.minPax === undefined || v.maxPax === undefined || v.minPax <= v.maxPax, paxRangeIssue);
export type TablePatch = z.infer<typeof tablePatchSchema>;

/** One table's place on the plan: centre, rotation in degrees, shape and size. */
export const tablePlacementSchema = z.object({
  id: z.uuid(),
  x: z.number().int().min(0).max(PLAN_WIDTH),
  y: z.number().int().min(0).max(PLAN_HEIGHT),
  rotate: z.number().int().min(0).max(359),
  shape: z.enum(TABLE_SHAPES),
  size: z.number().int().min(1).max(4),
  /** the table's version the placement was made from: a table moved or edited since is refused (409) */
  version: z.number().int().min(1),
});
export const floorPlanInputSchema = z.object({ tables: z.array(tablePlacementSchema).min(1).max(500) });
export type TablePlacement = z.infer<typeof tablePlacementSchema>;

export const combinationInputSchema = z
  .object({
    name,
    tableIds: z.array(z.uuid()).min(2, { message: 'A combination needs at least two tables' }).max(50),
    minPax: pax,
    maxPax: pax,
  })
  .refine(paxRange, paxRangeIssue);
export type CombinationInput = z.infer<typeof combinationInputSchema>;

/** Seating at or moving to tables; `allowOverCapacity` after the host agreed to a squeeze. */
export const moveInputSchema = z.object({ tableIds: z.array(z.uuid()).min(1).max(20), allowOverCapacity: z.boolean().default(false) });

/** Reorder areas: every area id of the outlet in the order wanted. */
export const areaOrderSchema = z.object({ areaIds: z.array(z.uuid()).max(200) });

/** The outlet's floor settings: how long a departed table waits to be marked clean (0: until a host does). */
export const floorSettingsSchema = z.object({ tableCleaningMinutes: z.number().int().min(0).max(240) });
