import { FEATURE } from '@host/domain/entitlements';
import { DomainError, fieldIssue } from '@host/domain/errors';
import { guaranteeRuleOrOff, type GuaranteeRule, type GuaranteeRuleView } from '@host/domain/guarantee-rule';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tags } from '../../db/tables/outlets';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { hasFeature } from '../../lib/feature-gate';
import { changeVersioned } from '../../lib/versioned-change';
import type { VersionedEdit } from '../../lib/write-params';
import { isPayingTicketOnSale } from './guarantee-reads';
import { lockOutletForChange } from './outlet-lock';
import * as repo from './repository';
import { loadOutlet } from './service';

const viewOf = (row: { guaranteeRule: unknown; version: number }): GuaranteeRuleView => ({
  ...guaranteeRuleOrOff(row.guaranteeRule),
  version: row.version,
});

/** GET /api/v1/outlets/{id}/guarantee-rule: whom the outlet asks online for a guarantee by risk, and with which ticket. */
export async function guaranteeRule(ctx: AppContext, auth: AuthContext, outletId: string): Promise<GuaranteeRuleView> {
  return viewOf((await loadOutlet(ctx.db, auth, outletId)).outlet);
}

/**
 * The outlet can take a payment (the brand asks guests to pay and the plan has payment requests), the ticket asked for is
 * one of the brand's paying tickets on sale, and every tag is the brand's: else 422 at the field. A rule switched off is
 * always accepted.
 */
async function checkRule(db: Executor, place: { outletId: string; brandId: string; paymentsOn: boolean }, rule: GuaranteeRule) {
  const { brandId } = place;
  if (rule.ticketId && !(place.paymentsOn && (await hasFeature(db, place.outletId, FEATURE.PAYMENT_REQUEST))))
    throw new DomainError('BUSINESS_RULE', 'paymentRequestDisabled', { details: [fieldIssue('body.ticketId', 'paymentRequestDisabled')] });
  if (rule.ticketId && !(await isPayingTicketOnSale(db, brandId, rule.ticketId)))
    throw new DomainError('BUSINESS_RULE', 'guaranteeTicketNotPaying', {
      details: [fieldIssue('body.ticketId', 'guaranteeTicketNotPaying')],
    });
  const tagIds = [...new Set(rule.tagIds)];
  if (tagIds.length) {
    const found = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.brandId, brandId), inArray(tags.id, tagIds)));
    if (found.length !== tagIds.length)
      throw new DomainError('BUSINESS_RULE', 'tagMissing', { details: [fieldIssue('body.tagIds', 'tagNotOfBrand')] });
  }
}

/** PUT /api/v1/outlets/{id}/guarantee-rule, on the outlet's version (If-Match), as the outlet's other settings. */
export async function saveGuaranteeRule(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  { version, input }: VersionedEdit<GuaranteeRule>,
): Promise<GuaranteeRuleView> {
  const { outlet, brand } = await loadOutlet(ctx.db, auth, outletId);
  const place = { outletId, brandId: outlet.brandId, paymentsOn: brand.isEnablePaymentRequest };
  const saved = await changeVersioned<Awaited<ReturnType<typeof lockOutletForChange>>, Awaited<ReturnType<typeof repo.updateOutlet>>>(
    ctx,
    auth,
    {
      lock: (tx) => lockOutletForChange(tx, outletId),
      version,
      current: (row) => viewOf(row),
      check: (tx) => checkRule(tx, place, input),
      write: (tx, current) =>
        repo.updateOutlet(tx, outletId, {
          guaranteeRule: { ...input, tagIds: [...new Set(input.tagIds)] },
          version: current.version + 1,
          updatedAt: ctx.clock.now(),
        }),
      publish: { kind: 'outlet.changed', ids: () => [] },
    },
  );
  return viewOf(saved);
}
