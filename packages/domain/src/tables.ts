import { z } from 'zod';
import { flag, localDateSchema, localTimeLenientSchema, pickedId, pickedList, safeText, wholeNumber } from './input';
import { TABLE_STATUS } from './statuses';

/*
 * Areas, tables and combinations have this one home (issue 11): the plan they sit on, what staff
 * send, and what the server answers. (One home: floor/schemas.ts is gone.)
 */

export const TABLE_SHAPES = ['round', 'square', 'rectangle', 'booth'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

/** The floor plan's drawing area, in plan units (a table's x and y are its centre). */
export const PLAN_WIDTH = 1000;
export const PLAN_HEIGHT = 640;
/** Table sizes 1 to 4: a two-top to a long banquet table. */
export const TABLE_SIZES = [1, 2, 3, 4] as const;

const name = safeText(40, 'nameTooLong').min(1, 'enterName');
const pax = wholeNumber(1, 100, 'seatsAtLeastOne', 'seatsTooMany');
const colour = z.string({ message: 'colourNotValid' }).regex(/^#[0-9a-fA-F]{6}$/, { message: 'colourNotValid' });
const size = wholeNumber(1, 4, 'sizeNotValid');
const shape = z.enum(TABLE_SHAPES, { message: 'chooseOption' });
/** Holds for a whole input and for an edit that sends only one of the two. */
const paxInOrder = (value: { minPax?: number; maxPax?: number }) =>
  value.minPax === undefined || value.maxPax === undefined || value.minPax <= value.maxPax;
const paxRangeIssue = { message: 'paxRange', path: ['maxPax'] };

/** A time an area or table is held back from booking (e.g. a private event), local date and times. */
export const blockSchema = z
  .object(
    {
      date: localDateSchema,
      /** HH:mm or HH:mm:ss, kept as written */
      startTime: localTimeLenientSchema,
      endTime: localTimeLenientSchema,
      reason: safeText(200).optional(),
    },
    { message: 'dataNotValid' },
  )
  .refine((b) => b.endTime > b.startTime, { message: 'endAfterStart', path: ['endTime'] });
export type Block = z.infer<typeof blockSchema>;
/**
 * A block as the server returns it. Plain strings: a response is what was stored, and a stored value
 * an older rule let in must not turn a read into a 500 (the input rules are blockSchema's).
 */
export const blockViewSchema = z.object({ date: z.string(), startTime: z.string(), endTime: z.string(), reason: z.string().optional() });

export const areaInputSchema = z
  .object({
    name,
    displayName: name,
    color: colour.default('#1976d2'),
    bookableOnline: flag().default(true),
    combineAllTable: flag().default(false),
    minPax: pax.default(1),
    maxPax: pax.default(20),
    enabled: flag().default(true),
    areaBlocks: pickedList(blockSchema, 100).default([]),
  })
  .refine(paxInOrder, paxRangeIssue);
export type AreaInput = z.infer<typeof areaInputSchema>;
/** An area's edit: only the fields sent change (no defaults fill the rest in). */
export const areaPatchSchema = z
  .object({
    name: name.optional(),
    displayName: name.optional(),
    color: colour.optional(),
    bookableOnline: flag().optional(),
    combineAllTable: flag().optional(),
    minPax: pax.optional(),
    maxPax: pax.optional(),
    enabled: flag().optional(),
    areaBlocks: pickedList(blockSchema, 100).optional(),
  })
  .refine(paxInOrder, paxRangeIssue);
/** Reorder areas (PUT .../area-order): every area of the outlet in the order wanted, each at the version it was read at. */
export const areaOrderInputSchema = z.object({ areas: z.array(z.object({ id: z.uuid(), version: z.number().int().min(1) })).max(200) });
export type AreaOrderInput = z.infer<typeof areaOrderInputSchema>;

export const tableInputSchema = z
  .object({
    /** docs/rules.md section 8: 'Areas not null' when it is missing */
    areaId: pickedId().nullish(),
    name,
    minPax: pax.default(1),
    maxPax: pax,
    shape: shape.default('square'),
    size: size.default(1),
    enabled: flag().default(true),
    bookableOnline: flag().default(true),
    disableDate: localDateSchema.nullish(),
    tableBlocks: pickedList(blockSchema, 100).default([]),
  })
  .refine(paxInOrder, paxRangeIssue);
export type TableInput = z.infer<typeof tableInputSchema>;
/** A table's edit: only the fields sent change. */
export const tablePatchSchema = z
  .object({
    areaId: pickedId().nullish(),
    name: name.optional(),
    minPax: pax.optional(),
    maxPax: pax.optional(),
    shape: shape.optional(),
    size: size.optional(),
    enabled: flag().optional(),
    bookableOnline: flag().optional(),
    disableDate: localDateSchema.nullish(),
    tableBlocks: pickedList(blockSchema, 100).optional(),
  })
  .refine(paxInOrder, paxRangeIssue);
export type TablePatch = z.infer<typeof tablePatchSchema>;

/** One table's place on the plan: centre, rotation in degrees, shape and size. */
export const tablePlacementSchema = z.object({
  id: z.uuid(),
  x: z.number().int().min(0).max(PLAN_WIDTH),
  y: z.number().int().min(0).max(PLAN_HEIGHT),
  rotate: z.number().int().min(0).max(359),
  shape: z.enum(TABLE_SHAPES),
  size,
  /** the table's version the placement was made from: a table moved or edited since is refused (409) */
  version: z.number().int().min(1),
});
export const floorPlanInputSchema = z.object({ tables: z.array(tablePlacementSchema).min(1).max(500) });
export type TablePlacement = z.infer<typeof tablePlacementSchema>;

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
/** A table as the host last saw it: a status set on a table changed since is refused (409). */
export type TableVersion = Pick<Table, 'id' | 'version'>;

export const combinationInputSchema = z
  .object({
    name,
    tableIds: pickedList(pickedId(), 50).min(2, { message: 'combinationNeedsTwo' }),
    minPax: pax,
    maxPax: pax,
  })
  .refine(paxInOrder, paxRangeIssue);
export type CombinationInput = z.infer<typeof combinationInputSchema>;
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
export const HOST_TABLE_STATUSES: readonly number[] = [
  TABLE_STATUS.AVAILABLE,
  TABLE_STATUS.IN_USE,
  TABLE_STATUS.BILL_REQUESTED,
  TABLE_STATUS.REQUIRES_CLEANING,
  TABLE_STATUS.BLOCKED,
];
export const tableStatusInputSchema = z.object({
  status: z
    .number()
    .int()
    .refine((s) => HOST_TABLE_STATUSES.includes(s), { message: 'statusNotValid' }),
});
export type TableStatusInput = z.infer<typeof tableStatusInputSchema>;

/**
 * Whether a host may set a table's status by hand: the bill and "in use" need a party at the
 * table; clean, cleaning and blocked need it empty (a party leaves by departing).
 */
export function canSetTableStatus(status: number, hasSeatedParty: boolean): boolean {
  if (!HOST_TABLE_STATUSES.includes(status)) return false;
  const needsParty = status === TABLE_STATUS.BILL_REQUESTED || status === TABLE_STATUS.IN_USE;
  return needsParty === hasSeatedParty;
}

/** Seating at or moving to tables; `allowOverCapacity` after the host agreed to a squeeze. */
export const moveInputSchema = z.object({ tableIds: z.array(z.uuid()).min(1).max(20), allowOverCapacity: z.boolean().default(false) });
export type MoveInput = z.input<typeof moveInputSchema>;

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
  .refine((q) => !q.date === !q.time, { message: 'dateAndTimeTogether', path: ['time'] });
export const suggestionSchema = z.object({
  kind: z.enum(['table', 'combination']),
  id: z.string(),
  name: z.string(),
  tableIds: z.array(z.string()),
  capacity: z.number().int(),
  wastedSeats: z.number().int(),
});
export type SuggestionView = z.infer<typeof suggestionSchema>;

/** The outlet's floor settings: how long a departed table waits to be marked clean (0: until a host does). */
export const floorSettingsSchema = z.object({ tableCleaningMinutes: wholeNumber(0, 240, 'cleaningMinutesRange') });
export type FloorSettings = z.infer<typeof floorSettingsSchema>;
export const floorSettingsViewSchema = floorSettingsSchema.extend({ version: z.number().int() });
