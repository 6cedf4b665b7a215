import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, outlets } from '../../db/tables/outlets';

/**
 * The outlets staff may sign in to and switch between: those whose outlet and brand both take
 * reservations (not 'not_applicable' or 'not_setup'). Read by auth, which owns who may act for which.
 */
const visible = (status: typeof brands.reserveChannelStatus | typeof outlets.reserveChannelStatus) =>
  sql`${status} not in ('not_applicable', 'not_setup')`;

/** A visible outlet by its quick code (any case), with its brand: the PIN sign-in's first step. */
export async function visibleOutletByQuickCode(db: Executor, quickCode: string) {
  const [row] = await db
    .select({ outlet: outlets, brand: brands })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(
      and(
        sql`upper(${outlets.quickCode}) = upper(${quickCode})`,
        visible(outlets.reserveChannelStatus),
        visible(brands.reserveChannelStatus),
      ),
    );
  return row;
}

/** Visible outlets with their brands, by brand then outlet name: all of them, or only those ids. */
export async function visibleOutlets(db: Executor, only: readonly string[] | 'all') {
  if (only !== 'all' && only.length === 0) return [];
  return db
    .select({
      id: outlets.id,
      outletName: outlets.outletName,
      omsOutletId: outlets.omsOutletId,
      brandId: brands.id,
      omsBrandId: brands.omsBrandId,
      brandName: brands.brandName,
      countryCode: brands.countryCode,
    })
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(
      and(
        visible(outlets.reserveChannelStatus),
        visible(brands.reserveChannelStatus),
        only === 'all' ? undefined : inArray(outlets.id, [...only]),
      ),
    )
    .orderBy(brands.brandName, outlets.outletName);
}

/** An outlet's id and external (OMS) id by that external id, visible or not: push finds the outlet an external system names. */
export async function outletByOmsOutletId(db: Executor, omsOutletId: string) {
  const [row] = await db
    .select({ id: outlets.id, omsOutletId: outlets.omsOutletId })
    .from(outlets)
    .where(eq(outlets.omsOutletId, omsOutletId));
  return row;
}

/** An outlet's id, external (OMS) id and name by its id, visible or not: push names the outlet its notifications come from. */
export async function outletNaming(db: Executor, id: string) {
  const [row] = await db
    .select({ id: outlets.id, omsOutletId: outlets.omsOutletId, outletName: outlets.outletName })
    .from(outlets)
    .where(eq(outlets.id, id));
  return row;
}

/** The columns support staff see of an outlet they may impersonate, in the order their answers list them. */
const supportColumns = {
  id: outlets.id,
  outletName: outlets.outletName,
  omsOutletId: outlets.omsOutletId,
  countryCode: brands.countryCode,
  brandId: brands.id,
  brandName: brands.brandName,
  omsBrandId: brands.omsBrandId,
};

/**
 * Visible outlets whose or whose brand's name or oms id holds the text (or whose quick code does), or
 * whose country it names, by brand then outlet name: support's search for an outlet to act for.
 */
export async function searchVisibleOutlets(db: Executor, text: string, limit: number) {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = text
    ? sql`(${outlets.outletName} ilike ${like} or ${brands.brandName} ilike ${like} or ${outlets.omsOutletId} ilike ${like}
        or ${brands.omsBrandId} ilike ${like} or ${outlets.quickCode} ilike ${like} or upper(${brands.countryCode}) = upper(${text}))`
    : undefined;
  return db
    .select(supportColumns)
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(and(visible(outlets.reserveChannelStatus), visible(brands.reserveChannelStatus), matches))
    .orderBy(brands.brandName, outlets.outletName)
    .limit(limit);
}

/** A visible outlet by id, with its brand, as support's search lists it: the outlet support staff start to impersonate. */
export async function visibleOutletForSupport(db: Executor, outletId: string) {
  const [row] = await db
    .select(supportColumns)
    .from(outlets)
    .innerJoin(brands, eq(brands.id, outlets.brandId))
    .where(and(eq(outlets.id, outletId), visible(outlets.reserveChannelStatus), visible(brands.reserveChannelStatus)));
  return row;
}

/**
 * The timezone of the brand a column names, as a column of another module's select (null when there
 * is no such brand, as a left join would have it): support's audit list reads it in the same statement.
 */
export function brandTimezoneOf(brandId: SQLWrapper) {
  return sql<string | null>`(select ${brands.timezone} from ${brands} where ${brands.id} = ${brandId})`;
}
