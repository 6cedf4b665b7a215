import { BRAND_TAG_LIMIT, sameTagTitle } from '@host/domain/brand-tags';
import { type BrandTagInput, type BrandTagView } from '@host/domain/brand-tags-schemas';
import { DomainError, fieldIssue } from '@host/domain/errors';
import { guaranteeRuleOrOff } from '@host/domain/guarantee-rule';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, outlets, tags } from '../../db/tables/outlets';
import { noteChanges } from '../../lib/audit-trail';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishToBrand } from '../../lib/live-updates';
import { inTransaction } from '../../lib/transaction';
import { assertVersion, type VersionedEdit } from '../../lib/write-params';

/*
 * The brand's tags (issue 32, point 1), managed by the merchant in Settings > Guest tags: a title and a colour each, put by
 * hosts on guests and bookings. The brand in the path was checked by the API contract; a tag is found within it, so an id
 * of another brand's tag is 404. Writes take the brand's row lock: two merchants adding "VIP" at once make one tag.
 */

const VIEW = { id: tags.id, title: tags.title, colour: tags.colour, version: tags.version };

/** GET /api/v1/brands/{brandId}/tags: by title, for every picker and the settings. */
export async function brandTags(db: Executor, brandId: string): Promise<BrandTagView[]> {
  return db.select(VIEW).from(tags).where(eq(tags.brandId, brandId)).orderBy(asc(tags.title));
}

async function lockBrand(tx: Executor, brandId: string) {
  await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('update');
}

async function tagOfBrand(tx: Executor, brandId: string, tagId: string): Promise<BrandTagView> {
  const [row] = await tx
    .select(VIEW)
    .from(tags)
    .where(and(eq(tags.brandId, brandId), eq(tags.id, tagId)));
  if (!row) throw new DomainError('NOT_FOUND', 'tagNotFound');
  return row;
}

/** Another of the brand's tags already has the title (in any case): 409 at the title field, naming nothing else. */
async function assertTitleFree(tx: Executor, brandId: string, title: string, exceptId?: string) {
  const others = await tx.select({ id: tags.id, title: tags.title }).from(tags).where(eq(tags.brandId, brandId));
  if (others.some((other) => other.id !== exceptId && sameTagTitle(other.title, title)))
    throw new DomainError('CONFLICT', 'tagNameTaken', { details: { fields: [fieldIssue('body.title', 'tagNameTaken')] } });
}

/** Every outlet of the brand redraws: its day's bookings show the tag. */
const tellOutlets = (ctx: AppContext, brandId: string) => publishToBrand(ctx, brandId, 'outlet.changed');

/** POST /api/v1/brands/{brandId}/tags (the merchant's). */
export async function createBrandTag(ctx: AppContext, auth: AuthContext, brandId: string, input: BrandTagInput): Promise<BrandTagView> {
  const created = await inTransaction(ctx, async (tx) => {
    await lockBrand(tx, brandId);
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(tags)
      .where(eq(tags.brandId, brandId))) as [{ count: number }];
    if (count >= BRAND_TAG_LIMIT) throw new DomainError('BUSINESS_RULE', 'tooManyTags', { params: { max: BRAND_TAG_LIMIT } });
    await assertTitleFree(tx, brandId, input.title);
    const [row] = await tx
      .insert(tags)
      .values({ brandId, ...input })
      .returning(VIEW);
    noteChanges(auth, { tag: { from: null, to: input } });
    return row!;
  });
  await tellOutlets(ctx, brandId);
  return created;
}

/** PUT /api/v1/brands/{brandId}/tags/{tagId} on its version (If-Match): a new title or colour, everywhere it is worn. */
export async function updateBrandTag(
  ctx: AppContext,
  auth: AuthContext,
  { brandId, tagId }: { brandId: string; tagId: string },
  { version, input }: VersionedEdit<BrandTagInput>,
): Promise<BrandTagView> {
  const updated = await inTransaction(ctx, async (tx) => {
    await lockBrand(tx, brandId);
    const row = await tagOfBrand(tx, brandId, tagId);
    assertVersion(row, version, row);
    await assertTitleFree(tx, brandId, input.title, tagId);
    const [written] = await tx
      .update(tags)
      .set({ ...input, version: sql`${tags.version} + 1` })
      .where(eq(tags.id, tagId))
      .returning(VIEW);
    noteChanges(auth, { tag: { from: { title: row.title, colour: row.colour }, to: input } });
    return written!;
  });
  await tellOutlets(ctx, brandId);
  return updated;
}

/**
 * DELETE /api/v1/brands/{brandId}/tags/{tagId} on its version (If-Match): it comes off every guest and booking (the
 * database's cascade). Refused while an outlet's guarantee rule names it: the rule would silently ask fewer guests.
 */
export async function deleteBrandTag(
  ctx: AppContext,
  auth: AuthContext,
  { brandId, tagId }: { brandId: string; tagId: string },
  version: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockBrand(tx, brandId);
    const row = await tagOfBrand(tx, brandId, tagId);
    assertVersion(row, version, row);
    const rules = await tx
      .select({ outletName: outlets.outletName, rule: outlets.guaranteeRule })
      .from(outlets)
      .where(eq(outlets.brandId, brandId));
    const naming = rules.find(({ rule }) => {
      const kept = guaranteeRuleOrOff(rule);
      return kept.ticketId !== null && kept.tagIds.includes(tagId);
    });
    if (naming) throw new DomainError('BUSINESS_RULE', 'tagInGuaranteeRule', { params: { outlet: naming.outletName } });
    await tx.delete(tags).where(eq(tags.id, tagId));
    noteChanges(auth, { tag: { from: { title: row.title, colour: row.colour }, to: null } });
  });
  await tellOutlets(ctx, brandId);
}
