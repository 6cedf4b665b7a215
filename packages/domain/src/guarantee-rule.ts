import { z } from 'zod';
import type { AutoTag } from './guest-tags';
import { flag, pickedId, wholeNumber } from './input';

/**
 * Deposits by risk (issue 32, point 3): an outlet asks some guests who book online for a card guarantee or a deposit even
 * where the service's own ticket asks for none: guests Host tags a no-show risk or a late canceller, first-time guests with
 * a large party, or guests with one of the brand's tags (a host's "Ask for deposit", say). What is asked is one of the brand's
 * paying tickets, so the amount, the pay page, the refund window and a card's charge on a no-show are the ticket's.
 */
export const GUARANTEE_REASONS = ['NO_SHOW_RISK', 'LATE_CANCELLER', 'FIRST_VISIT_LARGE_PARTY', 'TAGGED'] as const;
export type GuaranteeReason = (typeof GUARANTEE_REASONS)[number];

export const guaranteeRuleSchema = z.object({
  /** the brand's paying ticket asked for; null: the rule is off */
  ticketId: pickedId().nullable(),
  noShowRisk: flag(),
  lateCanceller: flag(),
  /** a first-time guest with a party of this many or more; null: not asked for a first visit */
  firstVisitMinPax: wholeNumber(1, 100, 'tagThresholdRange').nullable(),
  /** the brand's tags (on the guest) that ask for it */
  tagIds: z.array(pickedId()).max(30, 'tooManyChosen'),
});
export type GuaranteeRule = z.output<typeof guaranteeRuleSchema>;
export const GUARANTEE_RULE_OFF: GuaranteeRule = {
  ticketId: null,
  noShowRisk: true,
  lateCanceller: false,
  firstVisitMinPax: null,
  tagIds: [],
};

/** GET/PUT /api/v1/outlets/{outletId}/guarantee-rule: the rule and the outlet's version. */
export const guaranteeRuleViewSchema = guaranteeRuleSchema.extend({ version: z.number().int() });
export type GuaranteeRuleView = z.infer<typeof guaranteeRuleViewSchema>;

/** The rule an outlet keeps, or off when it kept none (or what it kept no longer reads). */
export function guaranteeRuleOrOff(kept: unknown): GuaranteeRule {
  const parsed = guaranteeRuleSchema.safeParse(kept);
  return parsed.success ? parsed.data : GUARANTEE_RULE_OFF;
}

/** A guest as the rule reads them: Host's tags on them and the brand's tags a host put on them. */
export interface GuestForRule {
  autoTags: readonly Pick<AutoTag, 'code'>[];
  tagIds: readonly string[];
}

/**
 * Why this booking must be guaranteed, or null when it need not be: the rule is off, or the service's ticket already asks
 * for money (that ticket is paid as it is), or the guest meets none of the rule's conditions. The first met, in the order
 * a diner is told: a missed booking before a late cancellation, then a first visit's party, then a tag.
 */
export function guaranteeReason(
  rule: GuaranteeRule,
  booking: { guest: GuestForRule; pax: number; ticketAsksForMoney: boolean },
): GuaranteeReason | null {
  if (!rule.ticketId || booking.ticketAsksForMoney) return null;
  const has = (code: AutoTag['code']) => booking.guest.autoTags.some((tag) => tag.code === code);
  if (rule.noShowRisk && has('NO_SHOW_RISK')) return 'NO_SHOW_RISK';
  if (rule.lateCanceller && has('LATE_CANCELLER')) return 'LATE_CANCELLER';
  if (rule.firstVisitMinPax !== null && has('FIRST_VISIT') && booking.pax >= rule.firstVisitMinPax) return 'FIRST_VISIT_LARGE_PARTY';
  if (rule.tagIds.some((id) => booking.guest.tagIds.includes(id))) return 'TAGGED';
  return null;
}
