import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, outlets } from './schema';

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
