import { describe, expect, it } from 'vitest';
import {
  GUARANTEE_RULE_OFF,
  guaranteeReason,
  guaranteeRuleOrOff,
  guaranteeRuleSchema,
  type GuaranteeRule,
  type GuestForRule,
} from './guarantee-rule';

const TICKET = '0b6f4a52-1a7e-4c59-9d7e-3f2f0a1b2c3d';
const VIP_DEPOSIT = '5d1c9e8a-2b3f-4a6d-8e7f-1a2b3c4d5e6f';
const RULE: GuaranteeRule = { ticketId: TICKET, noShowRisk: true, lateCanceller: true, firstVisitMinPax: 6, tagIds: [VIP_DEPOSIT] };
const guest = (codes: Array<'REGULAR' | 'FIRST_VISIT' | 'NO_SHOW_RISK' | 'LATE_CANCELLER'>, tagIds: string[] = []): GuestForRule => ({
  autoTags: codes.map((code) => ({ code })),
  tagIds,
});

describe('who is asked for a guarantee online (issue 32, point 3)', () => {
  it.each<[string, GuaranteeRule, GuestForRule, number, boolean, string | null]>([
    ['a no-show risk', RULE, guest(['NO_SHOW_RISK', 'REGULAR']), 2, false, 'NO_SHOW_RISK'],
    ['a regular', RULE, guest(['REGULAR']), 2, false, null],
    ['a late canceller', RULE, guest(['LATE_CANCELLER']), 2, false, 'LATE_CANCELLER'],
    ['a late canceller where the rule leaves them out', { ...RULE, lateCanceller: false }, guest(['LATE_CANCELLER']), 2, false, null],
    [
      'a risk and a late canceller: the missed booking is the reason',
      RULE,
      guest(['LATE_CANCELLER', 'NO_SHOW_RISK']),
      2,
      false,
      'NO_SHOW_RISK',
    ],
    ['a first visit of six', RULE, guest(['FIRST_VISIT']), 6, false, 'FIRST_VISIT_LARGE_PARTY'],
    ['a first visit of five', RULE, guest(['FIRST_VISIT']), 5, false, null],
    ['a first visit where the rule asks no first-timer', { ...RULE, firstVisitMinPax: null }, guest(['FIRST_VISIT']), 12, false, null],
    ['a guest with a chosen tag', RULE, guest([], [VIP_DEPOSIT]), 2, false, 'TAGGED'],
    ['a guest with another tag', RULE, guest([], ['ffffffff-1a7e-4c59-9d7e-3f2f0a1b2c3d']), 2, false, null],
    ['a no-show risk whose service ticket already asks for money: paid as that ticket', RULE, guest(['NO_SHOW_RISK']), 2, true, null],
    ['a no-show risk at an outlet with the rule off', GUARANTEE_RULE_OFF, guest(['NO_SHOW_RISK']), 2, false, null],
  ])('%s', (_, rule, who, pax, ticketAsksForMoney, reason) => {
    expect(guaranteeReason(rule, { guest: who, pax, ticketAsksForMoney })).toBe(reason);
  });

  it.each<[string, unknown, boolean]>([
    ['a whole rule', RULE, true],
    ['off', GUARANTEE_RULE_OFF, true],
    ['a first-visit party of none', { ...RULE, firstVisitMinPax: 0 }, false],
    ['a ticket that is no id', { ...RULE, ticketId: 'deposit' }, false],
    ['thirty-one tags', { ...RULE, tagIds: Array.from({ length: 31 }, () => VIP_DEPOSIT) }, false],
  ])('a rule, %s, is accepted: %s', (_, value, accepted) => {
    expect(guaranteeRuleSchema.safeParse(value).success).toBe(accepted);
  });

  it('reads a kept rule, or off when none was kept', () => {
    expect(guaranteeRuleOrOff(null)).toEqual(GUARANTEE_RULE_OFF);
    expect(guaranteeRuleOrOff(RULE)).toEqual(RULE);
  });
});
